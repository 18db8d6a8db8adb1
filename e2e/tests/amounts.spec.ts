import type { Locator, Page } from '@playwright/test';
import { FEE_TYPE_LABELS, labels, messages } from '@seller/domain';
import {
  acceptDialog,
  alertDialog,
  apiToken,
  chooseOption,
  deliveryTemplates,
  expect,
  PRESS,
  signIn,
  test,
  TYPING,
} from '../fixtures.ts';

/**
 * Issue 35 §5: won and count fields take what a person types. Emptied with Backspace a field stays
 * empty until typed (no "0" left before the caret), so retyping gives the amount typed, never ten
 * times it; a point typed into a count is floored, never dropped.
 */

/** Clears a field as a person does: to its end, then Backspace once per character. */
async function backspaceAll(field: Locator) {
  await field.click();
  await field.press('End');
  const length = (await field.inputValue()).length;
  for (let i = 0; i < length; i++) await field.press('Backspace', PRESS);
}

async function confirm(page: Page, text: string) {
  await expect(alertDialog(page)).toContainText(text);
  await alertDialog(page).locator('[data-role="ok"]').click();
  await expect(alertDialog(page).filter({ hasText: text })).toHaveCount(0);
}

test.describe('amounts typed as a person types them (issue 35 §5)', () => {
  test('a delivery fee emptied with Backspace stays empty, and retyping gives the amount typed', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.goto('/marketManage?tab=deliveries');
    await page.getByRole('button', { name: labels.delivery.newTemplate }).click();
    const editor = page.getByRole('region', { name: labels.delivery.newTemplate });
    await editor.getByLabel(labels.delivery.name).pressSequentially('금액 입력 확인', TYPING);
    await chooseOption(page, editor.getByRole('combobox', { name: labels.delivery.feeType }), FEE_TYPE_LABELS.CHARGE);
    const fee = editor.getByLabel(labels.delivery.defaultFee);
    await backspaceAll(fee);
    await fee.pressSequentially('2500', TYPING);
    await fee.press('Tab', PRESS);
    await expect(fee).toHaveValue('2,500');

    await backspaceAll(fee);
    await expect(fee).toHaveValue('');
    await fee.pressSequentially('3500', TYPING);
    await expect(fee).toHaveValue('3500');
    await fee.press('Tab', PRESS);
    await expect(fee).toHaveValue('3,500');

    const jeju = editor.getByLabel(labels.delivery.jejuFee);
    await backspaceAll(jeju);
    await jeju.pressSequentially('50000', TYPING);
    await backspaceAll(jeju);
    await expect(jeju).toHaveValue('');
    await jeju.pressSequentially('70000', TYPING);
    await jeju.press('Tab', PRESS);
    await expect(jeju).toHaveValue('70,000');

    await editor.getByRole('button', { name: labels.delivery.save }).click();
    await confirm(page, messages.delivery.saveConfirm);
    await acceptDialog(page, messages.delivery.registered);
    const { token, key } = await apiToken(request);
    const templates = await deliveryTemplates(request, token, key);
    expect(templates.find((t) => t.marketDeliveryName === '금액 입력 확인')).toMatchObject({
      defaultFee: 3500,
      jejuFee: 70_000,
    });
    // Leaves the market's templates as they were (other tests count them).
    await page.getByRole('button', { name: labels.delivery.deleteOf('금액 입력 확인') }).click();
    await confirm(page, messages.delivery.removeConfirm);
    await acceptDialog(page, messages.delivery.removed);
    await expect(page.getByRole('button', { name: labels.delivery.deleteOf('금액 입력 확인') })).toHaveCount(0);
  });

  test('an emptied fee left empty is refused on save, not saved as 0 unnoticed', async ({ page }) => {
    await signIn(page);
    await page.goto('/marketManage?tab=deliveries');
    await page.getByRole('button', { name: labels.delivery.newTemplate }).click();
    const editor = page.getByRole('region', { name: labels.delivery.newTemplate });
    await editor.getByLabel(labels.delivery.name).pressSequentially('빈 배송비', TYPING);
    await chooseOption(page, editor.getByRole('combobox', { name: labels.delivery.feeType }), FEE_TYPE_LABELS.CHARGE);
    const fee = editor.getByLabel(labels.delivery.defaultFee);
    await fee.pressSequentially('2500', TYPING);
    await backspaceAll(fee);
    await fee.press('Tab', PRESS);
    await expect(fee).toHaveValue('');
    await editor.getByRole('button', { name: labels.delivery.save }).click();
    await acceptDialog(page, messages.delivery.defaultFeeRequired);
  });

  test('"12.5" typed key by key into a combination stock counts 12, never 125', async ({ page }) => {
    await signIn(page);
    await page.goto('/productRegister');
    await page.getByRole('button', { name: '옵션 설정' }).click();
    const popup = page.getByRole('dialog', { name: '옵션 설정' });
    await popup.getByLabel('옵션 1 옵션명').pressSequentially('사이즈', TYPING);
    await popup.getByLabel('옵션 1 상세 옵션명').pressSequentially('FREE', TYPING);
    await popup.getByLabel('옵션 1 상세 옵션명').press('Enter', PRESS);
    const stock = popup.getByLabel('FREE 재고');
    await backspaceAll(stock);
    await expect(stock).toHaveValue('');
    await stock.pressSequentially('12.5', TYPING);
    await expect(stock).toHaveValue('12.5');
    await stock.press('Tab', PRESS);
    await expect(stock).toHaveValue('12');
    await popup.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('table', { name: '옵션 조합' }).getByRole('row', { name: /FREE/ })).toContainText('12');
    await expect(page.getByRole('table', { name: '옵션 조합' }).getByRole('row', { name: /FREE/ })).not.toContainText(
      '125',
    );
  });
});
