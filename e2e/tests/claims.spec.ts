import { crc32, deflateSync } from 'node:zlib';
import { message } from '@seller/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  acceptDialog,
  alertDialog,
  apiToken,
  chooseOption,
  deliveredPurchase,
  expect,
  issuePlatformKey,
  orderDetail,
  expectAccessible,
  orderRow,
  PRESS,
  signIn,
  test,
  TYPING,
  type PlatformKey,
} from '../fixtures.ts';
import { apiClient, platformClient } from '../api.ts';

/**
 * Issue 36 §1–§3: a refund request arrives from the marketplace with a reason code and photos; the
 * seller requests pickup, the carrier's tracking completes it, and the seller inspects, holds and
 * releases — at a person's pace, on market 1 with orders of its own (an ordinary purchase with an
 * address detail line, delivered before its refund request).
 */
/** A solid-colour PNG (an inspection photo), made here so the test needs no fixture files. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x5b, 0x18, 0xc2]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTOS = ['https://images.example.com/claims/e2e-1.jpg', 'https://images.example.com/claims/e2e-2.jpg'];

/** A purchase that is shipped, delivered and then asked to be refunded, all through the API. */
async function refundRequested(request: APIRequestContext, key: PlatformKey, tag: string, tracking: string) {
  const { token } = await apiToken(request);
  const buyer = { name: '한반품', contact: '010-0000-3637', unit: '101동 1003호' };
  const code = await deliveredPurchase(request, key, token, buyer, `claims-e2e-${tag}-${Date.now()}`, tracking);
  const refund = await platformClient(request, key).POST('/sw/p/v1/orders/{code}/refund-request', {
    params: { path: { code } },
    body: { reasonCode: 'SIZE_UNSATISFIED', detailReason: '한 치수 작아요.', photos: PHOTOS },
  });
  expect(refund.response.status, JSON.stringify(refund.data ?? refund.error)).toBe(200);
  return { code, token };
}

/** Opens 환불 요청, finds the order by its code as a seller types it, and opens its detail. */
async function openFromList(page: Page, code: string) {
  await page.goto('/refundRequest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('환불 요청', { timeout: 30_000 });
  await chooseOption(page, page.getByRole('combobox', { name: '검색 항목' }), '주문번호');
  const field = page.getByLabel('검색어');
  await field.pressSequentially(code, TYPING);
  await field.press('Enter', PRESS);
  const row = orderRow(page, code);
  await expect(row).toHaveCount(1);
  return row;
}

const claimCard = (page: Page) => page.getByRole('region', { name: '클레임 정보' });

test.describe('claims: pickup, inspection and hold', () => {
  test('a refund with pickup: the request arrives with its reason and photos, the seller requests pickup, the carrier completes it, the inspection passes', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const key = await issuePlatformKey(request, '클레임 테스트 마켓플레이스', [1]);
    const { code } = await refundRequested(request, key, 'pass', '510000036001');
    await signIn(page);

    const row = await openFromList(page, code);
    await expect(row).toContainText('사이즈 불만');
    await expect(row).toContainText('회수 전');
    await row.getByRole('link', { name: `${code} 상세` }).click();

    const card = claimCard(page);
    await expect(card).toContainText('사이즈 불만');
    await expect(card.getByRole('img', { name: '구매자 사진 1' })).toHaveAttribute('src', PHOTOS[0]!);
    await expect(card.getByRole('img', { name: '구매자 사진 2' })).toHaveAttribute('src', PHOTOS[1]!);

    // 회수 요청 with the return carrier and tracking number, typed as from a scanner (Enter saves).
    await chooseOption(page, card.getByRole('combobox', { name: '회수 택배사' }), 'CJ대한통운');
    const tracking = card.getByLabel('회수 송장번호');
    await tracking.pressSequentially('6100-3600-0001', TYPING);
    await tracking.press('Enter', PRESS);
    await acceptDialog(page, '저장되었습니다.');
    await expect(card).toContainText('CJ대한통운 610036000001');

    // The carrier's tracking: 회수 중, then 회수 완료.
    for (const status of ['IN_TRANSIT', 'DONE'] as const)
      expect(
        (
          await platformClient(request, key).POST('/sw/p/v1/pickups/status', {
            body: { carrier: 'CJ대한통운', trackingNumber: '6100-3600-0001', status },
          })
        ).response.status,
      ).toBe(200);
    await page.reload();
    await expect(claimCard(page)).toContainText('회수 완료');

    await claimCard(page).getByRole('radio', { name: '검수 통과' }).check();
    await claimCard(page).getByLabel('검수 메모').pressSequentially('택 그대로, 이상 없음', TYPING);
    await claimCard(page).getByRole('button', { name: '검수 결과 등록' }).click();
    await acceptDialog(page, '저장되었습니다.');
    await expect(claimCard(page).locator('.ant-tag', { hasText: '검수 통과' })).toBeVisible();
    const history = page.getByRole('region', { name: '상태 변경 이력' });
    await expect(history).toContainText('회수 요청: CJ대한통운 610036000001');
    await expect(history).toContainText('회수 상태: 회수 완료');
    await expect(history).toContainText('검수 통과: 택 그대로, 이상 없음');
  });

  test('a failed inspection, a hold that refuses the refund in Korean, and a release', async ({ page, request }) => {
    test.setTimeout(240_000);
    const key = await issuePlatformKey(request, '클레임 테스트 마켓플레이스', [1]);
    const { code, token } = await refundRequested(request, key, 'hold', '510000036002');
    // The buyer sent it back themselves and it arrived (recorded through the API).
    const api = apiClient(request, token);
    expect(
      (
        await api.POST('/sw/a/v1/orders/{code}/claim/pickup', {
          params: { path: { code } },
          body: { method: 'BUYER_SENT', carrier: '롯데택배', trackingNumber: '700036000002' },
        })
      ).response.status,
    ).toBe(200);
    expect(
      (
        await api.POST('/sw/a/v1/orders/{code}/claim/pickup-status', {
          params: { path: { code } },
          body: { status: 'DONE' },
        })
      ).response.status,
    ).toBe(200);
    await signIn(page);
    const row = await openFromList(page, code);
    await expect(row).toContainText('회수 완료');
    await row.getByRole('link', { name: `${code} 상세` }).click();
    const card = claimCard(page);

    await card.getByRole('radio', { name: '검수 불합격' }).check();
    await card.getByLabel('검수 메모').pressSequentially('착용 흔적, 택 제거됨', TYPING);
    await card
      .getByLabel('사진 추가')
      .setInputFiles({ name: '검수.png', mimeType: 'image/png', buffer: png(320, 320) });
    await expect(card.getByRole('img', { name: '검수 사진 1' })).toBeVisible();
    await card.getByRole('button', { name: '검수 결과 등록' }).click();
    await acceptDialog(page, '저장되었습니다.');
    await expect(card.locator('.ant-tag', { hasText: '검수 불합격' })).toBeVisible();
    expect((await orderDetail(request, token, code)).claim?.inspectionPhotos).toHaveLength(1);

    await chooseOption(page, card.getByRole('combobox', { name: '보류 사유' }), '반품 배송비 미입금');
    await card.getByLabel('보류 메모').pressSequentially('입금 확인 후 환불', TYPING);
    await card.getByRole('button', { name: '보류하기' }).click();
    await acceptDialog(page, '저장되었습니다.');
    await expect(card).toContainText('보류 중: 반품 배송비 미입금');
    // The 보류 tag reads at AA contrast, here and in the request list (antd's orange preset did not).
    await expectAccessible(page);
    await page.goBack();
    await expect(orderRow(page, code).locator('.ant-tag', { hasText: '보류' })).toBeVisible();
    await expectAccessible(page);
    await page.goForward();
    await expect(card).toContainText('보류 중: 반품 배송비 미입금');

    // Completion is refused while held, in Korean.
    await page.getByRole('button', { name: '환불 처리' }).click();
    await alertDialog(page).locator('[data-role="ok"]').click();
    await acceptDialog(page, message('claim.held', { codes: code }));
    expect((await orderDetail(request, token, code)).status).toBe('REFUNDING1');

    await card.getByRole('button', { name: '보류 해제' }).click();
    await acceptDialog(page, '저장되었습니다.');
    await expect(card).not.toContainText('보류 중');
    const history = page.getByRole('region', { name: '상태 변경 이력' });
    await expect(history).toContainText('보류: 반품 배송비 미입금 — 입금 확인 후 환불');
    await expect(history).toContainText('보류 해제');
  });

  test('the request lists on a phone (390 px): each card shows the claim, and the list filters by pickup status', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const key = await issuePlatformKey(request, '클레임 테스트 마켓플레이스', [1]);
    const { code } = await refundRequested(request, key, 'phone', '510000036003');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/refundRequest');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('환불 요청', { timeout: 30_000 });
    await chooseOption(page, page.getByRole('combobox', { name: '회수 상태' }), '회수 전');
    await chooseOption(page, page.getByRole('combobox', { name: '검색 항목' }), '주문번호');
    const field = page.getByLabel('검색어');
    await field.pressSequentially(code, TYPING);
    await field.press('Enter', PRESS);
    await expect(page).toHaveURL(/pickupStatus=NONE/);
    const cardOf = page.locator('.order-card', { hasText: code });
    await expect(cardOf).toContainText('사이즈 불만');
    await expect(cardOf).toContainText('회수 전');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
