import { labels, message, messages, ORDER_SCREEN_LABELS } from '@seller/domain';
import { expect, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { acceptDialog, chooseOption, DEMO_PASSWORD, PRESS, signIn, test, TYPING } from '../fixtures.ts';

/** The staff member this file invites (a login id no other test uses). */
const STAFF = { loginId: 'e2e-staff', name: '이투이', password: 'staffpass12' };

/** Types into a field as a person does. */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.pressSequentially(text, TYPING);
}

/** The authenticator app's code for the time step `steps` from now. */
const appCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signInAs(page: Page, loginId: string, password: string) {
  await page.goto('/intro');
  await page.getByPlaceholder('아이디').pressSequentially(loginId, TYPING);
  await page.getByPlaceholder('비밀번호').pressSequentially(password, TYPING);
  await page.getByRole('button', { name: '로그인' }).click();
}

const newTab = async (browser: Browser) => (await browser.newContext()).newPage();
const nav = (page: Page) => page.getByTestId('side-nav');

test.describe.serial('a market’s people', () => {
  test.setTimeout(180_000);
  let secret = '';
  let recoveryCode = '';

  test('the owner invites a staff member, who accepts the invitation and signs in with the CS role', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await nav(page).getByRole('link', { name: labels.shell.pages.staff }).click();
    await expect(page.getByRole('heading', { name: labels.shell.pages.staff })).toBeVisible();
    await page.getByRole('button', { name: labels.staff.invite }).click();
    await typeInto(page, labels.staff.name, STAFF.name);
    await typeInto(page, labels.staff.loginId, STAFF.loginId);
    await chooseOption(
      page,
      page.getByLabel(labels.staff.role, { exact: true }),
      new RegExp(`^${labels.staff.roles.cs.replace(/[()]/g, '\\$&')}`),
    );
    await page.getByRole('button', { name: labels.staff.inviteSubmit }).click();
    const link = await page.getByTestId('invitation-link').getAttribute('href');
    expect(link).toMatch(/\/invitation\/[\w-]+$/);
    await page.getByRole('button', { name: labels.staff.close }).click();
    await expect(page.getByRole('row', { name: new RegExp(STAFF.loginId) })).toContainText(
      labels.staff.statuses.invited,
    );

    const invited = await newTab(browser);
    await invited.goto(new URL(link!).pathname);
    await expect(invited.getByTestId('invitation-login-id')).toHaveText(STAFF.loginId);
    await typeInto(invited, labels.staff.password, STAFF.password);
    await typeInto(invited, labels.staff.confirmPassword, STAFF.password);
    await invited.getByRole('button', { name: labels.staff.setPassword }).click();
    await acceptDialog(invited, messages.staff.accepted);
    await expect(invited).toHaveURL(/\/intro$/);
    // The link works once.
    await invited.goto(new URL(link!).pathname);
    await expect(invited.getByText(messages.staff.invitationInvalid)).toBeVisible();

    await signInAs(invited, STAFF.loginId, STAFF.password);
    await expect(invited).toHaveURL(/\/home$/);
    // The side navigation shows only what a CS member can open.
    await expect(nav(invited).getByRole('link', { name: labels.shell.pages.qnaRequest })).toBeVisible();
    for (const page of [labels.shell.pages.staff, labels.shell.pages.activity, labels.shell.pages.productRegister]) {
      await expect(nav(invited).getByRole('link', { name: page })).toHaveCount(0);
    }
    await invited.context().close();
  });

  test('two-step sign-in is set up by scanning the secret, then asked for at sign-in', async ({ page }) => {
    await signInAs(page, STAFF.loginId, STAFF.password);
    await nav(page).getByRole('link', { name: labels.shell.pages.secondStep }).click();
    await expect(page.getByTestId('second-step-status')).toContainText(labels.secondStep.status(false));
    await page.getByRole('button', { name: labels.secondStep.setUp }).click();
    await expect(page.getByRole('img', { name: labels.secondStep.qrAlt })).toBeVisible();
    secret = (await page.getByTestId('second-step-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await typeInto(page, labels.secondStep.code, await appCode(secret));
    await page.getByRole('button', { name: labels.secondStep.confirm }).click();
    await acceptDialog(page, messages.secondStep.turnedOn);
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    recoveryCode = (await page.getByTestId('recovery-codes').getByRole('listitem').first().textContent()) ?? '';
    await expect(page.getByTestId('second-step-status')).toContainText(labels.secondStep.status(true));

    // A new sign-in asks for the code after the password (the next time step's code: this one was used).
    await page.getByRole('button', { name: labels.shell.logout }).click();
    await acceptDialog(page, messages.auth.logoutConfirm);
    await signInAs(page, STAFF.loginId, STAFF.password);
    await expect(page.getByRole('heading', { name: labels.secondStep.loginTitle })).toBeVisible();
    await page.getByLabel(labels.secondStep.code).pressSequentially('000000', TYPING);
    await page.keyboard.press('Enter', PRESS);
    await acceptDialog(page, messages.secondStep.wrongCode);
    await page.getByLabel(labels.secondStep.code).pressSequentially(await appCode(secret, 1), TYPING);
    await page.getByRole('button', { name: labels.secondStep.verify }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a CS member sees neither the order export nor the reveal of a buyer’s address', async ({ page, browser }) => {
    await signInAs(page, 'demo-cs', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await nav(page).getByRole('link', { name: ORDER_SCREEN_LABELS.orderTotal, exact: true }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: labels.list.exportExcel })).toHaveCount(0);
    await expect(page.getByRole('button', { name: labels.order.print.packingSlips })).toHaveCount(0);
    // Nor can it reveal a buyer's address on an order.
    await page.locator('main a[href^="/detail/"]').first().click();
    await expect(page.getByRole('heading', { name: messages.order.detailTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: labels.privacy.reveal })).toHaveCount(0);
    // The owner sees the export on the same screen.
    const owner = await newTab(browser);
    await signIn(owner);
    await owner.goto('/orderTotal');
    await expect(owner.getByRole('button', { name: labels.list.exportExcel })).toBeVisible();
    await owner.context().close();
  });

  test('the owner disables a staff member: the open tab is signed out at its next call', async ({ page, browser }) => {
    const staffTab = await newTab(browser);
    await signInAs(staffTab, STAFF.loginId, STAFF.password);
    // The authenticator's codes of the next steps may be used already: one of the recovery codes.
    await staffTab.getByLabel(labels.secondStep.code).pressSequentially(recoveryCode, TYPING);
    await staffTab.getByRole('button', { name: labels.secondStep.verify }).click();
    await expect(staffTab).toHaveURL(/\/home$/);

    await signIn(page);
    await page.goto('/staff');
    const row = page.getByRole('row', { name: new RegExp(STAFF.loginId) });
    await row.getByRole('button', { name: labels.staff.disable }).click();
    await acceptDialog(page, message('staff.disableConfirm', { name: STAFF.name }));
    await acceptDialog(page, messages.staff.disabled);
    await expect(row).toContainText(labels.staff.statuses.disabled);

    await nav(staffTab).getByRole('link', { name: labels.shell.pages.qnaRequest }).click();
    await expect(staffTab).toHaveURL(/\/intro$/);
    await acceptDialog(staffTab, messages.auth.sessionProblem);
    await staffTab.context().close();
  });

  test('the activity log shows who did these', async ({ page }) => {
    await signIn(page);
    await nav(page).getByRole('link', { name: labels.shell.pages.activity }).click();
    await typeInto(page, labels.activity.person, STAFF.loginId);
    await page.keyboard.press('Enter', PRESS);
    const table = page.getByRole('table');
    await expect(table).toContainText(labels.activity.kinds.signIn);
    await expect(table).toContainText(labels.activity.kinds.secondStepFailed);
    await expect(table).toContainText(labels.activity.kinds.secondStepChange);
    await expect(table).toContainText(`${STAFF.name} (${STAFF.loginId})`);
    // The owner's changes to the staff member, by the staff member's login id as the subject.
    await page.getByLabel(labels.activity.person, { exact: true }).clear();
    await typeInto(page, labels.activity.subject, STAFF.loginId);
    await page.keyboard.press('Enter', PRESS);
    await expect(table).toContainText(labels.activity.kinds.staffChange);
    await expect(table).toContainText('disable');
    await expect(table).toContainText('invite role=cs');
  });
});
