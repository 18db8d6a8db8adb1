import { formatPrice, message, messages, ORDER_STATUS_LABELS } from '@seller/domain';
import type { Page } from '@playwright/test';
import {
  alertDialog,
  apiToken,
  chooseOption,
  expect,
  orderDetail,
  orderRow,
  inventoryLine,
  issuePlatformKey,
  platformPurchase,
  purchase,
  signIn,
  test,
} from '../fixtures.ts';
import { platformClient } from '../api.ts';

/**
 * Issue 32 §7: an order a marketplace sends through the platform API reaches 결제 완료, the seller
 * takes it through 발주 확인 (배송 준비중), the tracking number (배송중), the carrier's delivered call,
 * and the automatic purchase confirmation (the job, on its own schedule) closes it in 구매 확정.
 * Market 72 (seller72): no other test moves its orders, and its automatic confirmation is set to 0
 * days for the test (so its seeded delivered orders are confirmed too) and back to 8 after.
 */
const MARKET = 72;
const SELLER = 'seller72';

/** Opens a list screen by its address (a fresh load of the app: slow on a busy machine). */
async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
}

async function acceptDialog(page: Page, text: string) {
  const dialog = alertDialog(page);
  await expect(dialog).toContainText(text);
  await dialog.locator('[data-role="ok"]').click();
  await expect(page.getByRole('alertdialog', { name: /./ }).filter({ hasText: text })).toHaveCount(0);
}

/** Finds one order on the current list screen by its code, typed as a seller types it. */
async function searchCode(page: Page, code: string) {
  await chooseOption(page, page.getByRole('combobox', { name: '검색 항목' }), '주문번호');
  const field = page.getByLabel('검색어');
  await field.click();
  await field.press('Control+a');
  await field.press('Backspace');
  await field.pressSequentially(code, { delay: 30 });
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
  await expect(orderRow(page, code)).toHaveCount(1);
}

test.describe('orders in through the platform API', () => {
  test('an order from the marketplace goes from 결제 완료 through the seller screens and the carrier to 구매 확정 by itself', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const key = await issuePlatformKey(request, '주문 흐름 테스트 마켓플레이스', [MARKET]);

    // The marketplace reads what is on sale and sends a purchase of one combination in stock.
    const line = (await inventoryLine(request, key, MARKET, 2))!;
    expect(line).toBeTruthy();

    await signIn(page, SELLER);
    const card = page.getByTestId('count-paid').locator('.count');
    await expect(card).not.toHaveText('–');
    const before = Number(((await card.textContent()) ?? '').replace(/\D/g, '') || 0);

    const code = await purchase(
      request,
      key,
      platformPurchase(
        MARKET,
        line,
        { name: '정흐름', contact: '010-0000-3232', unit: '101동 1001호' },
        `flow-e2e-${Date.now()}`,
      ),
    );

    // 결제 완료: the dashboard card counts it, and its screen lists it.
    await expect(card).toHaveText(formatPrice(before + 1));
    await page.getByTestId('count-paid').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('상품 준비중');
    await searchCode(page, code);
    await expect(orderRow(page, code)).toContainText(ORDER_STATUS_LABELS.PAID);

    // 발주 확인: 배송 준비중 처리.
    await orderRow(page, code).getByRole('checkbox').check();
    await page.getByRole('button', { name: '배송 준비중 처리' }).click();
    await acceptDialog(page, messages.order.confirm.toPackaging);
    await acceptDialog(page, message('order.done', { count: 1 }));
    await openScreen(page, '/deliveryReady', '배송 준비중');
    await searchCode(page, code);

    // The carrier and the tracking number: saved, the order is 배송중.
    await chooseOption(page, page.getByRole('combobox', { name: `${code} 택배사` }), 'CJ대한통운', true);
    const tracking = orderRow(page, code).getByLabel(`${code} 송장번호`);
    await tracking.click();
    await tracking.pressSequentially('6543-2109-8765', { delay: 30 });
    await page.getByRole('button', { name: `${code} 배송 정보 저장` }).click();
    await acceptDialog(page, messages.order.confirm.saveDelivery);
    await acceptDialog(page, messages.order.delivery.saved);
    await expect(page).toHaveURL(/\/deliveryProgress$/);
    await searchCode(page, code);
    await expect(orderRow(page, code).getByLabel(`${code} 송장번호`)).toHaveValue('654321098765');

    // The carrier says delivered, by carrier and tracking number.
    const platform = platformClient(request, key);
    const delivered = await platform.POST('/sw/p/v1/deliveries/delivered', {
      body: { carrier: 'CJ대한통운', trackingNumber: '654321098765' },
    });
    expect(delivered.response.status, JSON.stringify(delivered.data ?? delivered.error)).toBe(200);
    await openScreen(page, '/deliveryComplete', '배송 완료');
    await searchCode(page, code);

    // The automatic confirmation: 0 days after delivery, confirmed by the job at its next run.
    const settings = await platform.PUT('/sw/p/v1/markets/{market}/settings', {
      params: { path: { market: MARKET } },
      body: { autoConfirmDays: 0 },
    });
    expect(settings.response.status).toBe(200);
    try {
      await openScreen(page, '/purchaseConfirm', '구매 확정');
      await expect(async () => {
        await page.reload();
        await searchCode(page, code);
      }).toPass({ timeout: 150_000, intervals: [5_000] });
    } finally {
      await platform.PUT('/sw/p/v1/markets/{market}/settings', {
        params: { path: { market: MARKET } },
        body: { autoConfirmDays: 8 },
      });
    }

    // Its history names who moved it: the buyer's purchase, the seller, the carrier, then 시스템.
    const { token } = await apiToken(request, SELLER);
    const detail = await orderDetail(request, token, code);
    expect(detail.status).toBe('CONFIRMED');
    expect(detail.history.map((h) => [h.toStatus, h.actor])).toEqual([
      ['PAID', '구매자'],
      ['PACKAGING', SELLER],
      ['TRANSIT', SELLER],
      ['DELIVERED', '택배사'],
      ['CONFIRMED', '시스템'],
    ]);
    await page.goto(`/detail/purchaseConfirm/${code}`);
    const history = page.getByRole('region', { name: '상태 변경 이력' });
    await expect(history.locator('tbody tr')).toHaveCount(detail.history.length);
    await expect(history).toContainText('시스템');
  });
});
