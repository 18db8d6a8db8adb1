import {
  message,
  messages,
  ORDER_STATUS_LABELS,
  paymentTypeName,
  pgName,
  type Order,
  type OrderStatus,
} from '@seller/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { alertDialog, apiToken, expect, signIn, test } from '../fixtures.ts';

/** A person's typing: about 80 ms a key, and a key held as long as people hold it. */
const TYPING = { delay: 80 };
const PRESS = { delay: 120 };

async function ordersIn(request: APIRequestContext, token: string, status: OrderStatus, size = 1): Promise<Order[]> {
  const res = await request.get('/sw/a/v3/orders', {
    params: { marketId: 1, orderStatusList: status, size },
    headers: { 'X-AUTH-TOKEN': token },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).orders;
}
async function statusOf(request: APIRequestContext, token: string, code: string) {
  const res = await request.get(`/sw/a/v1/orders/${code}`, { headers: { 'X-AUTH-TOKEN': token } });
  return ((await res.json()) as { status: OrderStatus }).status;
}

const row = (page: Page, code: string) => page.locator('.ant-table-tbody tr.ant-table-row', { hasText: code });

/** Opens /deliveryReady on one order and types its carrier and tracking number as a seller would. */
async function typeDelivery(page: Page, code: string, tracking: string) {
  await page.goto(`/deliveryReady?field=orderCode&keyword=${code}`);
  await expect(row(page, code)).toHaveCount(1, { timeout: 30_000 });
  const carrier = page.getByRole('combobox', { name: `${code} 택배사` });
  await carrier.click();
  await page.keyboard.type('CJ', TYPING);
  await page.keyboard.press('Enter', PRESS);
  await expect(row(page, code)).toContainText('CJ대한통운');
  await page.getByLabel(`${code} 송장번호`).click();
  await page.keyboard.type(tracking, TYPING);
}

test.describe('keys: a dialog answers only a key pressed after it opened', () => {
  test('Enter in a 송장번호 cell asks, and the same Enter does not answer', async ({ page, request }) => {
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'PACKAGING');
    const code = order!.code;
    await signIn(page);
    await typeDelivery(page, code, '123456789012');
    await page.keyboard.press('Enter', PRESS);

    const confirm = alertDialog(page).filter({ hasText: messages.order.confirm.saveDelivery });
    await expect(confirm).toBeVisible();
    // A moment later the question is still asked and nothing was shipped.
    await page.waitForTimeout(1_000);
    await expect(confirm).toBeVisible();
    expect(await statusOf(request, token, code)).toBe('PACKAGING');
    await expect(row(page, code)).toContainText(ORDER_STATUS_LABELS.PACKAGING);

    // A fresh key pressed after the dialog opened answers it: Esc cancels, and the order stays.
    await page.keyboard.press('Escape', PRESS);
    await expect(confirm).toHaveCount(0);
    await expect(page.getByLabel(`${code} 송장번호`)).toBeFocused();
    expect(await statusOf(request, token, code)).toBe('PACKAGING');
  });

  test('a held Enter asks once and its auto-repeat does not answer', async ({ page, request }) => {
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'PACKAGING');
    const code = order!.code;
    await signIn(page);
    await typeDelivery(page, code, '555012345678');

    await page.keyboard.down('Enter');
    const confirm = alertDialog(page).filter({ hasText: messages.order.confirm.saveDelivery });
    await expect(confirm).toBeVisible();
    for (let i = 0; i < 5; i += 1) {
      await page.waitForTimeout(40);
      await page.keyboard.down('Enter'); // the key is still held: Chromium sends it with repeat set
    }
    await page.keyboard.up('Enter');
    await page.waitForTimeout(800);
    await expect(confirm).toBeVisible();
    expect(await statusOf(request, token, code)).toBe('PACKAGING');
    await confirm.locator('[data-role="cancel"]').click();
    await expect(confirm).toHaveCount(0);
  });

  test('Enter on /intro with empty fields shows the refusal until a new key closes it', async ({ page }) => {
    await page.goto('/intro');
    await page.getByPlaceholder('비밀번호').click();
    await page.keyboard.press('Enter', PRESS);
    const refusal = alertDialog(page).filter({ hasText: messages.auth.missingCredentials });
    await expect(refusal).toBeVisible();
    await page.waitForTimeout(800);
    await expect(refusal).toBeVisible();
    await page.keyboard.press('Enter', PRESS);
    await expect(refusal).toHaveCount(0);
    await expect(page.getByPlaceholder('비밀번호')).toBeFocused();
  });
});

test.describe('keys: typed search days (issue 17 §3)', () => {
  test('검색 takes the days as typed, without Enter or Tab, and refuses a day it cannot read', async ({ page }) => {
    await signIn(page);
    await page.goto('/orderTotal');
    const start = page.getByRole('textbox', { name: '결제일 기간 시작일' });
    const end = page.getByRole('textbox', { name: '결제일 기간 종료일' });
    await start.click();
    await start.press('ControlOrMeta+a');
    await page.keyboard.type('2026.1.5', TYPING);
    await end.click();
    await end.press('ControlOrMeta+a');
    await page.keyboard.type('20261231', TYPING);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/startDate=2026-01-05&endDate=2026-12-31/);
    await expect(start).toHaveValue('2026-01-05');

    // Enter in the start day searches what is typed now, not the old period.
    await start.click();
    await start.press('ControlOrMeta+a');
    await page.keyboard.type('2026-01-10', TYPING);
    await page.keyboard.press('Enter', PRESS);
    await expect(page).toHaveURL(/startDate=2026-01-10&endDate=2026-12-31/);

    // A day that does not exist gets the spec's message, and nothing else is searched.
    await start.click();
    await start.press('ControlOrMeta+a');
    await page.keyboard.type('2026-02-30', TYPING);
    await page.keyboard.press('Enter', PRESS);
    const refusal = alertDialog(page).filter({ hasText: messages.search.invalidPeriod });
    await expect(refusal).toBeVisible();
    await page.keyboard.press('Enter', PRESS);
    await expect(refusal).toHaveCount(0);
    await expect(page).toHaveURL(/startDate=2026-01-10&endDate=2026-12-31/);
    await expect(start).toHaveValue('2026-02-30');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('keys: shipping without tracking (issue 17 §7)', () => {
  test('the ship confirmation names how many selected orders have no tracking number', async ({ page, request }) => {
    const { token } = await apiToken(request);
    const untracked = (await ordersIn(request, token, 'PACKAGING', 50)).find((o) => !o.delivery.code);
    expect(untracked, 'a PACKAGING order without a tracking number in the demo data').toBeTruthy();
    const code = untracked!.code;
    await signIn(page);
    await page.goto(`/deliveryReady?field=orderCode&keyword=${code}`);
    await expect(row(page, code)).toHaveCount(1, { timeout: 30_000 });
    await row(page, code).getByRole('checkbox').check();
    await page.getByRole('button', { name: '배송중 처리' }).click();
    const confirm = alertDialog(page).filter({ hasText: messages.order.confirm.toTransit });
    await expect(confirm).toContainText(message('order.confirm.count', { count: 1 }));
    await expect(confirm).toContainText(message('order.confirm.untracked', { count: 1 }));
    await confirm.locator('[data-role="cancel"]').click();
    await expect(confirm).toHaveCount(0);
    expect(await statusOf(request, token, code)).toBe('PACKAGING');
  });
});

test.describe('keys: smaller points (issue 17 §9)', () => {
  test('the order detail names the payment type and gateway in Korean', async ({ page, request }) => {
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'PAID');
    const detail = (await (
      await request.get(`/sw/a/v1/orders/${order!.code}`, { headers: { 'X-AUTH-TOKEN': token } })
    ).json()) as { payment: { type: string; pgType: string } };
    await signIn(page);
    await page.goto(`/detail/productReady/${order!.code}`);
    const payment = page.getByRole('region', { name: '결제', exact: true });
    await expect(payment).toContainText(paymentTypeName(detail.payment.type)!);
    await expect(payment).toContainText(pgName(detail.payment.pgType)!);
    // Demo data pays with codes only (CARD, KAKAO_PAY, … and TOSS, KCP, INICIS): none is shown raw.
    expect(paymentTypeName(detail.payment.type)).not.toBe(detail.payment.type);
    expect(pgName(detail.payment.pgType)).not.toBe(detail.payment.pgType);
  });

  test('/payResult has the 닫기 button its hint names, and it closes the payment window', async ({ page }) => {
    await page.goto('/privacy');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => void window.open('/payResult', 'pay', 'width=480,height=640')),
    ]);
    await expect(popup.getByTestId('close-hint')).toContainText('닫기');
    await popup.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  test('saving delivery info on the 배송중 list says it corrects the order where it is', async ({ page, request }) => {
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'TRANSIT');
    const code = order!.code;
    await signIn(page);
    await page.goto(`/deliveryProgress?field=orderCode&keyword=${code}`);
    await expect(row(page, code)).toHaveCount(1, { timeout: 30_000 });
    const carrier = page.getByRole('combobox', { name: `${code} 택배사` });
    await carrier.click();
    await page.keyboard.type('CJ', TYPING);
    await page.keyboard.press('Enter', PRESS);
    const tracking = page.getByLabel(`${code} 송장번호`);
    await tracking.click();
    await tracking.press('ControlOrMeta+a');
    await page.keyboard.type('777712345678', TYPING);
    await page.keyboard.press('Enter', PRESS);
    const confirm = alertDialog(page).filter({ hasText: messages.order.confirm.correctDelivery });
    await expect(confirm).toBeVisible();
    await expect(confirm).not.toContainText('변경됩니다');
    await page.keyboard.press('Enter', PRESS);
    const done = alertDialog(page).filter({ hasText: messages.order.delivery.corrected });
    await expect(done).toBeVisible();
    await page.keyboard.press('Enter', PRESS);
    await expect(done).toHaveCount(0);
    await expect(page).toHaveURL(/\/deliveryProgress\?/);
    expect(await statusOf(request, token, code)).toBe('TRANSIT');
  });
});

test.describe('keys: delivery entry in view (issue 17 §8)', () => {
  test('at 1280 px the order number and the delivery cells of a row are on screen without scrolling', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'PACKAGING');
    const code = order!.code;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.goto(`/deliveryReady?field=orderCode&keyword=${code}`);
    await expect(row(page, code)).toHaveCount(1, { timeout: 30_000 });
    const cells = [
      row(page, code).getByRole('cell', { name: code, exact: true }),
      page.getByRole('combobox', { name: `${code} 택배사` }),
      page.getByLabel(`${code} 송장번호`),
      page.getByRole('button', { name: `${code} 배송 정보 저장` }),
    ];
    for (const cell of cells) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      // Nothing lies on top of it: a click at its centre reaches it.
      const reached = await cell.evaluate(
        (el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(reached).toBe(true);
    }
    await page.screenshot({ path: 'test-results/delivery-ready-1280.png' });
    // Typing into the visible cell works as it did.
    await page.getByLabel(`${code} 송장번호`).click();
    await page.keyboard.type('4321', TYPING);
    await expect(page.getByLabel(`${code} 송장번호`)).toHaveValue('4321');
  });
});

test.describe('keys: selection across pages (issue 17 §6)', () => {
  test('keeps the chosen orders across pages, selects every match and names the count before acting', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    const count = (await (
      await request.get('/sw/a/v1/orders/count', {
        params: { marketId: 1, orderStatusList: 'PAID' },
        headers: { 'X-AUTH-TOKEN': token },
      })
    ).json()) as number;
    expect(count, 'more PAID orders than one page in the demo data').toBeGreaterThan(10);
    const firstPage = await ordersIn(request, token, 'PAID', 10);
    await signIn(page);
    await page.goto('/productReady');
    const bar = page.getByRole('toolbar', { name: '선택한 항목 처리' });
    await row(page, firstPage[0]!.code).getByRole('checkbox').check();
    await expect(bar).toContainText('1건 선택');

    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(row(page, firstPage[0]!.code)).toHaveCount(0);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('checkbox').check();
    await expect(bar).toContainText('2건 선택');

    await page.locator('.ant-pagination-item-1').click();
    await expect(row(page, firstPage[0]!.code).getByRole('checkbox')).toBeChecked();
    await expect(bar).toContainText('2건 선택');

    // The confirmation names how many orders the action moves.
    await page.getByRole('button', { name: '배송 준비중 처리' }).click();
    const twoAsked = alertDialog(page).filter({ hasText: messages.order.confirm.toPackaging });
    await expect(twoAsked).toContainText(message('order.confirm.count', { count: 2 }));
    await page.keyboard.press('Escape', PRESS);
    await expect(twoAsked).toHaveCount(0);

    const all = count.toLocaleString('en-US');
    await page.getByRole('button', { name: `검색된 ${all}건 전체 선택` }).click();
    await expect(bar).toContainText(`${all}건 선택`);
    await page.getByRole('button', { name: '배송 준비중 처리' }).click();
    const allAsked = alertDialog(page).filter({ hasText: messages.order.confirm.toPackaging });
    await expect(allAsked).toContainText(message('order.confirm.count', { count }));
    await page.keyboard.press('Escape', PRESS);
    await expect(allAsked).toHaveCount(0);
    expect((await ordersIn(request, token, 'PAID', 100)).length).toBe(Math.min(count, 100));
  });
});

test.describe('keys: typed text is not changed silently (issue 17 §5)', () => {
  test('"1,2,3" in 판매가 gets a message and stays as typed; "12,000" is read as 12,000', async ({ page }) => {
    await signIn(page);
    await page.goto('/productRegister');
    const price = page.getByLabel('판매가');
    await price.click();
    await page.keyboard.type('1,2,3', TYPING);
    await page.keyboard.press('Tab', PRESS);
    const refusal = alertDialog(page).filter({ hasText: messages.product.priceCommas });
    await expect(refusal).toBeVisible();
    await page.keyboard.press('Enter', PRESS);
    await expect(refusal).toHaveCount(0);
    await expect(price).toHaveValue('1,2,3');

    await price.click();
    await price.press('ControlOrMeta+a');
    await page.keyboard.type('12,000', TYPING);
    await page.keyboard.press('Tab', PRESS);
    await expect(price).toHaveValue('12000');
    await expect(alertDialog(page)).toHaveCount(0);
  });

  test('a tab pasted from Excel into 상품명 becomes a space', async ({ page }) => {
    await signIn(page);
    await page.goto('/productRegister');
    const name = page.getByLabel('상품명');
    await name.click();
    await page.keyboard.insertText('린넨\t와이드 팬츠');
    await expect(name).toHaveValue('린넨 와이드 팬츠');
  });
});
