import AxeBuilder from '@axe-core/playwright';
import {
  labels,
  messages,
  ORDER_SCREEN_LABELS,
  ORDER_SCREEN_NAMES,
  ORDER_SEARCH_FIELDS,
  type Order,
  type OrderStatus,
} from '@seller/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { alertDialog, apiToken, expect, signIn, test } from '../fixtures.ts';

/** The WCAG 2.2 level A and AA rules of axe. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const title = (screen: string) => labels.shell.documentTitle(screen);
const heading = (page: Page) => page.locator('main h1');

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks to it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return i + 1;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** Expects the screen's title in the tab and the focus on its heading. */
async function expectScreen(page: Page, screen: string) {
  await expect(page).toHaveTitle(title(screen));
  await expect(heading(page)).toBeFocused();
}

/** Waits for the dialog showing `text` and answers it with Enter, as a keyboard user does. */
async function enterOnDialog(page: Page, text: string) {
  const dialog = alertDialog(page).filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-role="ok"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

async function ordersIn(request: APIRequestContext, token: string, status: OrderStatus, size = 1): Promise<Order[]> {
  const res = await request.get('/sw/a/v3/orders', {
    params: { marketId: 1, orderStatusList: status, size },
    headers: { 'X-AUTH-TOKEN': token },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).orders;
}

/** Every violation of the WCAG 2.2 A/AA rules on what the page shows now, as readable lines. */
async function wcagViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Opens a screen and waits until it has its heading and its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // A screen's code loads on its first visit, which can take a while on a busy machine.
  await expect(heading(page), path).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
}

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

test.describe('accessibility', () => {
  test('keyboard alone: sign in, a delivery saved, an inquiry answered; titles and focus at each step', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'PACKAGING');
    const code = order!.code;

    await page.goto('/intro');
    await expect(page).toHaveTitle(title(labels.auth.login));
    await tabTo(page, page.getByLabel(labels.auth.loginId));
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(labels.auth.password)).toBeFocused();
    await page.keyboard.type('demo1234!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expectScreen(page, labels.shell.pages.home);

    // A fresh page: the first Tab reaches the skip link, which takes the focus past the navigation.
    await page.reload();
    await expect(heading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: labels.shell.skipToMain });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toBeFocused();

    // Back into the navigation, to 배송 준비중.
    const menu = page.getByRole('navigation', { name: labels.shell.menu });
    await tabTo(page, menu.getByRole('link', { name: ORDER_SCREEN_LABELS.deliveryReady, exact: true }), {
      back: true,
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/deliveryReady$/);
    await expectScreen(page, ORDER_SCREEN_LABELS.deliveryReady);

    // Search by order number: the first control after the heading is the search field.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: labels.order.searchField })).toBeFocused();
    await page.keyboard.press('Enter');
    for (let i = 0; i <= ORDER_SEARCH_FIELDS.indexOf('orderCode'); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(labels.order.keyword)).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
    const rowLink = page.getByRole('link', { name: labels.list.detailOf(code) });
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(page.getByTestId('list-status')).toHaveText(`${labels.list.total('1')}, ${labels.list.selected(0)}`);

    // The row's checkbox has a Korean name; choosing it is announced.
    await tabTo(page, page.getByRole('checkbox', { name: labels.list.select(code) }));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('list-status')).toHaveText(`${labels.list.total('1')}, ${labels.list.selected(1)}`);
    await page.keyboard.press('Space');

    // The order's detail and back: one stop for 목록으로, the list keeps its search, the row has the focus.
    await tabTo(page, rowLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/detail/deliveryReady/${code}$`));
    await expectScreen(page, labels.shell.orderTitle(code));
    await page.keyboard.press('Tab');
    const back = page.getByRole('button', { name: labels.common.backToList });
    await expect(back).toBeFocused();
    await expect(page.getByRole('link', { name: labels.common.backToList })).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/deliveryReady\\?.*keyword=${code}`));
    await expect(page).toHaveTitle(title(ORDER_SCREEN_LABELS.deliveryReady));
    await expect(rowLink).toBeFocused();

    // The delivery cells of the row, then Enter saves.
    await tabTo(page, page.getByRole('combobox', { name: labels.order.carrierOf(code) }));
    await page.keyboard.type('CJ');
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-table-tbody')).toContainText('CJ대한통운');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(labels.order.trackingNumberOf(code))).toBeFocused();
    await page.keyboard.type('0012-3456-7890');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: labels.order.saveDeliveryOf(code) })).toBeFocused();
    await page.keyboard.press('Enter');
    await enterOnDialog(page, messages.order.confirm.saveDelivery);
    await enterOnDialog(page, messages.order.delivery.saved);
    await expect(page).toHaveURL(/\/deliveryProgress$/);
    await expectScreen(page, ORDER_SCREEN_LABELS.deliveryProgress);
    const saved = await (await request.get(`/sw/a/v1/orders/${code}`, { headers: { 'X-AUTH-TOKEN': token } })).json();
    expect(saved).toMatchObject({ status: 'TRANSIT', delivery: { name: 'CJ대한통운', code: '001234567890' } });

    // 문의 요청 → an inquiry → the reply saved → 문의 완료.
    await tabTo(page, menu.getByRole('link', { name: labels.shell.pages.qnaRequest, exact: true }), { back: true });
    await page.keyboard.press('Enter');
    await expectScreen(page, labels.shell.pages.qnaRequest);
    const firstInquiry = page.getByRole('table').getByRole('link').first();
    await tabTo(page, firstInquiry);
    const id = Number((await firstInquiry.getAttribute('href'))!.split('/').pop());
    await expect(firstInquiry).toHaveAccessibleName(labels.qna.detailOf(id));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/detail/qnaRequest/${id}$`));
    await expectScreen(page, labels.qna.requestDetail);
    await tabTo(page, page.getByLabel(labels.qna.reply));
    await page.keyboard.type('주문하신 상품은 내일 출고됩니다.');
    await tabTo(page, page.getByRole('button', { name: labels.qna.saveReply }));
    await page.keyboard.press('Enter');
    await enterOnDialog(page, messages.qna.replyConfirm);
    await enterOnDialog(page, messages.qna.replySaved);
    await expect(page).toHaveURL(/\/qnaComplete$/);
    await expectScreen(page, labels.shell.pages.qnaComplete);
    const qna = await (await request.get(`/sw/a/v1/qnas/${id}`, { headers: { 'X-AUTH-TOKEN': token } })).json();
    expect(qna).toMatchObject({ replyYn: true, reply: '주문하신 상품은 내일 출고됩니다.' });
  });

  test('at 390 × 844: a menu drawer, one-line header, order cards, no sideways scroll', async ({ page, request }) => {
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'PACKAGING');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await open(page, '/home');

    const header = page.locator('header.topbar');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
    await expect(page.getByRole('navigation', { name: labels.shell.menu })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: labels.shell.openMenu });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: labels.shell.menu });
    await expect(menu).toBeInViewport();
    const found = await wcagViolations(page, 'menu drawer');
    await menu.getByRole('link', { name: ORDER_SCREEN_LABELS.deliveryReady, exact: true }).click();
    await expect(page).toHaveURL(/\/deliveryReady$/);
    await expect(menu).toHaveCount(0);
    await expectScreen(page, ORDER_SCREEN_LABELS.deliveryReady);

    // Each order a card with its key fields, its checkbox and delivery cells.
    await expect(page.locator('main table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: labels.list.listOf(ORDER_SCREEN_LABELS.deliveryReady) });
    const card = cards.getByRole('listitem').filter({ hasText: order!.code });
    await expect(card).toBeVisible();
    await expect(card).toContainText(order!.product.name);
    await expect(card).toContainText(order!.recipient.name);
    await expect(card.getByRole('checkbox', { name: labels.list.select(order!.code) })).toBeVisible();
    await expect(card.getByRole('combobox', { name: labels.order.carrierOf(order!.code) })).toBeInViewport();
    await expect(card.getByRole('button', { name: labels.order.saveDeliveryOf(order!.code) })).toBeInViewport();
    found.push(...(await wcagViolations(page, 'deliveryReady cards')));

    const qna = page.locator('main table a[href^="/detail/"]').first();
    const screens = ['/home', ...ORDER_SCREEN_NAMES.map((s) => `/${s}`), `/detail/deliveryReady/${order!.code}`];
    for (const path of screens) {
      await open(page, path);
      await noSidewaysScroll(page);
    }
    await open(page, '/qnaRequest');
    await noSidewaysScroll(page);
    await open(page, (await qna.getAttribute('href'))!);
    await noSidewaysScroll(page);
    await expect(page.getByRole('button', { name: labels.qna.saveReply })).toBeInViewport();

    // Product register may stay desktop-first, but works: its heading and 저장 are there.
    await open(page, '/productRegister');
    await expect(page.getByRole('button', { name: labels.common.save, exact: true })).toBeVisible();
    expect(found).toEqual([]);
  });
});
