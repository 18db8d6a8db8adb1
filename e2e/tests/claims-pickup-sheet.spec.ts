import { labels, message, messages } from '@seller/domain';
import ExcelJS from 'exceljs';
import {
  acceptDialog,
  apiToken,
  chooseOption,
  deliveredPurchase,
  expect,
  expectAccessible,
  issuePlatformKey,
  orderDetail,
  orderRow,
  PRESS,
  signIn,
  test,
  TYPING,
} from '../fixtures.ts';
import { platformClient } from '../api.ts';

/** A return list as a marketplace exports it, with the 회수 columns filled in (generated here). */
async function pickupSheet(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('반품목록');
  sheet.addRow(['주문번호', '수취인명', '회수 택배사', '회수 송장번호']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Issue 36 §2: the return pickup (회수) entered by spreadsheet on 환불 요청, as deliveries are: the
 * preview shows each row's problem, the valid row is recorded as 회수 요청, and the list and the
 * order's claim show it.
 */
test('a return pickup sheet: one good row and one bad, the preview names the problem, the good row becomes 회수 요청', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const key = await issuePlatformKey(request, '회수 시트 테스트 마켓플레이스', [1]);
  const { token } = await apiToken(request);
  const buyer = { name: '한회수', contact: '010-0000-3602', unit: '101동 1004호' };
  const code = await deliveredPurchase(request, key, token, buyer, `pickup-sheet-${Date.now()}`, '510000036201');
  const refund = await platformClient(request, key).POST('/sw/p/v1/orders/{code}/refund-request', {
    params: { path: { code } },
    body: { reasonCode: 'SIZE_UNSATISFIED' },
  });
  expect(refund.response.status, JSON.stringify(refund.data ?? refund.error)).toBe(200);
  const file = await pickupSheet([
    [code, '한회수', 'CJ대한통운', '6100-3602-0001'],
    [code, '한회수', '롯데택배', '700036020002'],
  ]);

  await signIn(page);
  await page.goto('/refundRequest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('환불 요청', { timeout: 30_000 });
  await page.getByRole('button', { name: labels.claim.sheet.upload }).click();
  const modal = page.getByRole('dialog', { name: labels.claim.sheet.title });
  await expect(modal.getByRole('radio', { name: '회수 요청' })).toBeChecked();
  await modal.locator('input[type=file]').setInputFiles({
    name: '회수송장.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  const preview = modal.getByRole('region', { name: '업로드 미리보기' });
  await expect(preview).toContainText('정상 1건, 오류 1건');
  await expect(preview).toContainText(messages.order.sheet.duplicateCode);
  await expect(modal.getByTestId('sheet-columns')).toContainText("회수 송장번호: D열 '회수 송장번호'");
  await expect(preview).toContainText('610036020001');
  await expectAccessible(page);
  await preview.getByRole('checkbox', { name: labels.list.errorsOnly }).check();
  await expect(preview.locator('tbody tr')).toHaveCount(1);
  await expect(preview).not.toContainText('610036020001');
  expect((await orderDetail(request, token, code)).claim?.pickupStatus).toBeNull();

  await modal.getByRole('button', { name: '1건 적용' }).click();
  await acceptDialog(page, message('order.confirm.applySheet', { count: 1 }));
  await acceptDialog(page, message('order.sheet.partial', { succeeded: 1, failed: 1 }));
  const result = modal.getByRole('region', { name: '업로드 결과' });
  await expect(result.locator('tbody tr')).toHaveCount(1);
  await expect(result).toContainText(messages.order.sheet.duplicateCode);
  await modal.locator('.ant-modal-footer').getByRole('button', { name: labels.order.sheet.close }).click();
  await expect(modal).toHaveCount(0);

  // The list shows the pickup; the order's claim names the carrier and the tracking number.
  await chooseOption(page, page.getByRole('combobox', { name: '검색 항목' }), '주문번호');
  const field = page.getByLabel('검색어');
  await field.pressSequentially(code, TYPING);
  await field.press('Enter', PRESS);
  const row = orderRow(page, code);
  await expect(row).toContainText('회수 요청');
  await row.getByRole('link', { name: `${code} 상세` }).click();
  const card = page.getByRole('region', { name: '클레임 정보' });
  await expect(card).toContainText('CJ대한통운 610036020001');
  await expect(page.getByRole('region', { name: '상태 변경 이력' })).toContainText(
    '회수 요청: CJ대한통운 610036020001',
  );
  expect((await orderDetail(request, token, code)).claim).toMatchObject({
    pickupMethod: 'REQUESTED',
    pickupStatus: 'REQUESTED',
    pickupTracking: '610036020001',
  });
});
