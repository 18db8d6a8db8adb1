import { claimFees, formatPrice, type ClaimFeesAnswer } from '@seller/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  acceptDialog,
  apiToken,
  chooseOption,
  deliveredPurchase,
  issuePlatformKey,
  expect,
  platformCall,
  PRESS,
  signIn,
  test,
  TYPING,
  type PlatformKey,
} from '../fixtures.ts';

/**
 * Claims' money (issue 36 §4–5): a buyer-fault refund whose amount on screen is the domain's
 * computation for that order, and an exchange completed with its new parcel, seen in the history.
 * Each order is an ordinary purchase from the marketplace (Jeju, with an address detail line), shipped,
 * delivered and claimed by the buyer through the platform API.
 */

/** A delivered order of market 1 the buyer has claimed (`refund-request` or `exchange-request`). */
async function claimedOrder(request: APIRequestContext, key: PlatformKey, token: string, move: string) {
  const buyer = {
    name: '한반품',
    contact: '010-0000-3604',
    postcode: '63100',
    address1: '제주특별자치도 제주시 첨단로 242',
    unit: '2동 304호',
  };
  const tracking = `36${String(Date.now()).slice(-10)}`;
  const code = await deliveredPurchase(request, key, token, buyer, `claims-money-e2e-${move}-${Date.now()}`, tracking);
  const claimed = await platformCall(request, key, 'POST', `/sw/p/v1/orders/${code}/${move}`, {
    reason: '단순 변심',
    detailReason: '사이즈가 맞지 않아요.',
  });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  return code;
}

async function claimFeesOf(request: APIRequestContext, token: string, code: string) {
  const res = await request.get(`/sw/a/v1/orders/${code}/claim-fees`, { headers: { 'x-auth-token': token } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ClaimFeesAnswer;
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
    const moved = await request.post('/sw/a/v1/orders/change-status', {
      headers: { 'x-auth-token': token },
      data: { orderCodes: [code], currentStatus: 'EXCHANGING1', nextStatus: 'EXCHANGING2' },
    });
    expect(moved.status()).toBe(200);
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
    expect(stored.reship).toMatchObject({ carrierName: '롯데택배', trackingNumber: tracking });
  });
});
