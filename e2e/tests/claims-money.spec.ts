import { claimFees, formatPrice } from '@seller/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  acceptDialog,
  apiToken,
  chooseOption,
  deliveredPurchase,
  issuePlatformKey,
  expect,
  orderRow,
  PRESS,
  signIn,
  test,
  TYPING,
  type PlatformKey,
} from '../fixtures.ts';
import { apiClient, platformClient } from '../api.ts';

/**
 * Claims' money (issue 36 §4–5): a buyer-fault refund whose amount on screen is the domain's
 * computation for that order, and an exchange completed with its new parcel, seen in the history.
 * Each order is an ordinary purchase from the marketplace (Jeju, with an address detail line), shipped,
 * delivered and claimed by the buyer through the platform API.
 */

const JEJU_BUYER = {
  name: '한반품',
  contact: '010-0000-3604',
  postcode: '63100',
  address1: '제주특별자치도 제주시 첨단로 242',
  unit: '2동 304호',
};

/**
 * A delivered order of market 1 the buyer has claimed (`refund-request` or `exchange-request`);
 * `tracking` is its first parcel's number (CJ대한통운).
 */
async function claimedOrder(
  request: APIRequestContext,
  key: PlatformKey,
  token: string,
  move: 'refund-request' | 'exchange-request',
  buyer: Parameters<typeof deliveredPurchase>[3] = JEJU_BUYER,
  tracking = `36${String(Date.now()).slice(-10)}`,
) {
  const code = await deliveredPurchase(request, key, token, buyer, `claims-money-e2e-${move}-${Date.now()}`, tracking);
  const claimed = await platformClient(request, key).POST(`/sw/p/v1/orders/{code}/${move}`, {
    params: { path: { code } },
    body: { reason: '단순 변심', detailReason: '사이즈가 맞지 않아요.' },
  });
  expect(claimed.response.status, JSON.stringify(claimed.data ?? claimed.error)).toBe(200);
  return code;
}

async function claimFeesOf(request: APIRequestContext, token: string, code: string) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/orders/{code}/claim-fees', {
    params: { path: { code } },
  });
  expect(response.status).toBe(200);
  return data!;
}

const panel = (page: Page) => page.getByRole('region', { name: '귀책 및 배송비' });
const history = (page: Page) => page.getByRole('region', { name: '상태 변경 이력' });

test.describe('claims: fault and fees', () => {
  test('a buyer-fault refund: the amount on screen is the domain’s, and it is what was stored', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { token } = await apiToken(request);
    const key = await issuePlatformKey(request, '클레임 금액 테스트 마켓플레이스', [1]);
    const code = await claimedOrder(request, key, token, 'refund-request');
    const inputs = await claimFeesOf(request, token, code);
    const buyer = claimFees({ kind: 'REFUND', fault: 'BUYER', order: inputs.order, rule: inputs.rule });
    const seller = claimFees({ kind: 'REFUND', fault: 'SELLER', order: inputs.order, rule: inputs.rule });

    await signIn(page);
    await page.goto(`/detail/refundRequest/${code}`);
    const box = panel(page);
    await expect(box).toBeVisible({ timeout: 30_000 });
    // No reason code from the buyer: the buyer's fault is where it starts (단순 변심).
    await expect(box.getByRole('radio', { name: '구매자 귀책' })).toBeChecked();
    await expect(box).toContainText(`${formatPrice(buyer.refundAmount!)}원`);
    // The seller weighs the other fault, then settles on the buyer's.
    await box.getByText('판매자 귀책').click();
    await expect(box).toContainText(`${formatPrice(seller.refundAmount!)}원`);
    await box.getByText('구매자 귀책').click();
    const shown = box.getByRole('row', { name: /^구매자가 돌려받는 금액/ });
    await expect(shown).toContainText(`${formatPrice(buyer.refundAmount!)}원`);
    // The Jeju extra of the template is on screen when it has one.
    if (buyer.areaFee) await expect(box).toContainText('제주 추가 배송비');

    await box.getByRole('button', { name: '환불 처리' }).click();
    await acceptDialog(page, `구매자가 돌려받는 금액: ${formatPrice(buyer.refundAmount!)}원`);
    await acceptDialog(page, `환불 처리되었습니다. 환불 금액 ${formatPrice(buyer.refundAmount!)}원`);
    await expect(history(page)).toContainText(`구매자 귀책 · 반품 배송비 ${formatPrice(buyer.claimFee)}원`);
    await expect(panel(page)).toContainText(`${formatPrice(buyer.refundAmount!)}원`);

    const stored = await claimFeesOf(request, token, code);
    expect(stored).toMatchObject({ status: 'REFUNDING2', fault: 'BUYER', refundAmount: buyer.refundAmount });
  });

  test('an exchange completed with its new parcel: carrier chosen, tracking typed, Enter', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { token } = await apiToken(request);
    const key = await issuePlatformKey(request, '클레임 금액 테스트 마켓플레이스', [1]);
    const code = await claimedOrder(request, key, token, 'exchange-request');
    const moved = await apiClient(request, token).POST('/sw/a/v1/orders/change-status', {
      body: { orderCodes: [code], currentStatus: 'EXCHANGING1', nextStatus: 'EXCHANGING2' },
    });
    expect(moved.response.status).toBe(200);
    const inputs = await claimFeesOf(request, token, code);
    const fee = claimFees({ kind: 'EXCHANGE', fault: 'BUYER', order: inputs.order, rule: inputs.rule });
    const tracking = `77${String(Date.now()).slice(-10)}`;

    await signIn(page);
    await page.goto(`/detail/exchangeRequest/${code}`);
    const box = panel(page);
    await expect(box).toBeVisible({ timeout: 30_000 });
    await expect(box.getByRole('row', { name: /^구매자 부담 배송비/ })).toContainText(`${formatPrice(fee.claimFee)}원`);
    await chooseOption(page, box.getByRole('combobox', { name: '재배송 택배사' }), '롯데택배', true);
    const field = box.getByRole('textbox', { name: '재배송 송장번호' });
    await field.click();
    await field.pressSequentially(tracking, TYPING);
    await field.press('Enter', PRESS);
    await acceptDialog(page, `재배송: 롯데택배 ${tracking}`);
    await acceptDialog(page, `교환 완료 처리되었습니다. 재배송 롯데택배 ${tracking}`);

    await expect(history(page)).toContainText(`재배송 롯데택배 ${tracking}`);
    await expect(history(page)).toContainText('교환완료');
    await expect(panel(page)).toContainText(tracking);
    const stored = await claimFeesOf(request, token, code);
    expect(stored).toMatchObject({ status: 'EXCHANGED', fault: 'BUYER', claimFee: fee.claimFee });
    expect(stored.reship).toMatchObject({ type: '택배', carrierName: '롯데택배', trackingNumber: tracking });
  });

  test('bulk 교환 완료 from the list: each order’s new parcel; a number in use stays with its message, then is fixed', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { token } = await apiToken(request);
    const key = await issuePlatformKey(request, '클레임 금액 테스트 마켓플레이스', [1]);
    const stamp = String(Date.now()).slice(-9);
    // Two buyers at two addresses: one's first parcel number is not the other's to reuse.
    const first = await claimedOrder(request, key, token, 'exchange-request', JEJU_BUYER, `361${stamp}`);
    const second = await claimedOrder(
      request,
      key,
      token,
      'exchange-request',
      { name: '두교환', contact: '010-0000-3605', unit: '101동 1203호' },
      `362${stamp}`,
    );
    const moved = await apiClient(request, token).POST('/sw/a/v1/orders/change-status', {
      body: { orderCodes: [first, second], currentStatus: 'EXCHANGING1', nextStatus: 'EXCHANGING2' },
    });
    expect(moved.response.status).toBe(200);
    const fixed = `781${stamp}`;
    const good = `782${stamp}`;

    await signIn(page);
    await page.goto('/exchangeRequest?size=100');
    for (const code of [first, second]) await orderRow(page, code).getByRole('checkbox').check();
    await page.getByRole('button', { name: '교환 완료', exact: true }).click();
    // The dialog's title counts the orders still in it.
    const modal = page.getByRole('dialog', { name: /^교환 완료 \(\d+건\)$/ });
    await expect(page.getByRole('dialog', { name: '교환 완료 (2건)' })).toBeVisible();
    const row = (code: string) => modal.getByRole('row').filter({ hasText: code });
    // The buyer's reason, and the fault it suggests as the detail does (단순 변심: the buyer's).
    for (const code of [first, second]) {
      await expect(row(code)).toContainText('단순 변심');
      await expect(row(code)).toContainText('구매자 귀책');
    }
    // The first order's re-ship goes by the carrier of its first parcel (prefilled), with the number
    // the second order's first parcel already carries; the second goes by 롯데택배.
    await expect(row(first)).toContainText('CJ대한통운');
    await chooseOption(page, modal.getByRole('combobox', { name: `${second} 택배사` }), '롯데택배', true);
    const trackingOf = (code: string) => modal.getByRole('textbox', { name: `${code} 송장번호` });
    await trackingOf(first).click();
    await trackingOf(first).pressSequentially(`362${stamp}`, TYPING);
    // Enter goes on to the next order's number (as a scanner's Enter would), and on the last completes.
    await trackingOf(first).press('Enter', PRESS);
    await expect(trackingOf(second)).toBeFocused();
    await trackingOf(second).pressSequentially(good, TYPING);
    await trackingOf(second).press('Enter', PRESS);
    await acceptDialog(page, '대상 주문: 2건');
    await acceptDialog(page, /1건은 처리하지 못했습니다/);

    // The refused order stays with the server's Korean message; the done one has left.
    await expect(page.getByRole('dialog', { name: '교환 완료 (1건)' })).toBeVisible();
    await expect(trackingOf(second)).toHaveCount(0);
    await expect(row(first)).toContainText(`이미 다른 주문(${second})에 사용된 송장번호입니다.`);
    expect((await claimFeesOf(request, token, first)).status).toBe('EXCHANGING2');

    // Fixed: a new number, and sent by 퀵서비스 this time.
    await chooseOption(page, modal.getByRole('combobox', { name: `${first} 배송방법` }), '퀵서비스');
    await trackingOf(first).click();
    await trackingOf(first).press('ControlOrMeta+a', PRESS);
    await trackingOf(first).pressSequentially(fixed, TYPING);
    await modal.getByRole('button', { name: '교환 완료', exact: true }).click();
    await acceptDialog(page, '대상 주문: 1건');
    await acceptDialog(page, '1건을 교환 완료 처리했습니다.');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/exchangeComplete$/);

    expect(await claimFeesOf(request, token, first)).toMatchObject({
      status: 'EXCHANGED',
      fault: 'BUYER',
      reship: { type: '퀵서비스', carrierName: 'CJ대한통운', trackingNumber: fixed },
    });
    expect(await claimFeesOf(request, token, second)).toMatchObject({
      status: 'EXCHANGED',
      fault: 'BUYER',
      reship: { type: '택배', carrierName: '롯데택배', trackingNumber: good },
    });
    // Each order's detail shows its new parcel, in the panel and in the history.
    for (const [code, carrier, tracking, type] of [
      [first, 'CJ대한통운', fixed, '퀵서비스'],
      [second, '롯데택배', good, '택배'],
    ] as const) {
      await page.goto(`/detail/exchangeComplete/${code}`);
      await expect(panel(page)).toContainText(tracking, { timeout: 30_000 });
      await expect(panel(page).getByRole('row', { name: /^재배송 배송방법/ })).toContainText(type);
      await expect(history(page)).toContainText(`재배송 ${carrier} ${tracking} (${type})`);
      await expect(history(page)).toContainText('교환완료');
    }
  });
});
