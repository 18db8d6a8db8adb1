import { readFileSync } from 'node:fs';
import { message, messages } from '@seller/domain';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import {
  acceptDialog,
  apiToken,
  chooseOption,
  expect,
  expectAccessible,
  signIn,
  test,
  TYPING,
  PRESS,
} from '../fixtures.ts';
import { apiClient, formSerializer } from '../api.ts';

/** The sheet the browser downloaded, opened with ExcelJS. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await (await download).path()) as unknown as ArrayBuffer);
  return workbook;
}

/** Writes rows (header text → value) under the template's header row, from row 4 (or over the rows there). */
function fill(workbook: ExcelJS.Workbook, rows: Record<string, string>[]) {
  const sheet = workbook.worksheets[0]!;
  const columns = new Map<string, number>();
  sheet.getRow(3).eachCell((cell, index) => columns.set(String(cell.value), index));
  rows.forEach((row, i) => {
    for (const [header, value] of Object.entries(row)) sheet.getRow(4 + i).getCell(columns.get(header)!).value = value;
  });
}

/** Types over what a field shows, as a person does: click into it, select all, type. */
async function typeOver(page: Page, field: Locator, text: string) {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A', PRESS);
  await field.pressSequentially(text, TYPING);
}

/** A product of the 상의 template with two combinations, every required column filled as a seller would. */
const product = (no: string, name: string, brand: string, price: string): Record<string, string>[] => [
  {
    '상품 번호': no,
    '판매 여부': 'Y',
    '노출 여부': 'Y',
    상품명: name,
    브랜드: brand,
    '하위 카테고리': '반팔 티셔츠',
    '필터 색상': '화이트',
    판매가: price,
    '상세 설명': '면 100% 반팔 티셔츠',
    '고시 제품 소재(혼용률)': '면 100%',
    '고시 색상': '상품상세 참조',
    '고시 치수': '상품상세 참조',
    '고시 제조자/수입자': '데모 봉제',
    '고시 제조국': '대한민국',
    '고시 세탁방법 및 취급시 주의사항': '상품상세 참조',
    '고시 제조연월': '2026-11',
    '고시 품질보증기준': '소비자분쟁해결기준에 따름',
    '고시 A/S 책임자와 전화번호': '데모 마켓 02-000-0000',
    'KC 인증 구분': '해당 없음',
    '옵션1 이름': '사이즈',
    '옵션1 값': 'S',
    재고: '5',
  },
  { '상품 번호': no, '옵션1 값': 'M', 재고: '7' },
];

test('registers products from a sheet, and the rejected one after fixing it in the sheet it came back in', async ({
  page,
}) => {
  const stamp = Date.now().toString().slice(-6);
  await signIn(page);
  await page.goto('/productManage');
  await page.getByRole('button', { name: '엑셀로 일괄 등록' }).click();
  const modal = page.getByRole('dialog', { name: '상품 엑셀 일괄 등록' });
  await chooseOption(page, modal.getByRole('combobox', { name: '상위 카테고리' }), '상의', true);
  const template = await downloaded(page, () => modal.getByRole('button', { name: '양식 내려받기' }).click());
  expect(template.worksheets[0]!.getCell('B1').value).toBe('상의');
  const list = template.getWorksheet('목록')!;
  const brandColumn = (list.getRow(1).values as string[]).indexOf('브랜드');
  const brand = String(list.getRow(2).getCell(brandColumn).value);

  fill(template, [
    ...product('1', `시트 반팔 하나 ${stamp}`, brand, '19,000'),
    ...product('2', `시트 반팔 둘 ${stamp}`, brand, '만구천원'),
    ...product('3', `시트 반팔 셋 ${stamp}`, brand, '21000'),
  ]);
  await modal.locator('input[type=file]').setInputFiles({
    name: '상품.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await template.xlsx.writeBuffer()),
  });
  const preview = modal.getByRole('region', { name: '미리보기' });
  await expect(preview).toContainText('등록 가능 상품 2개, 오류 상품 1개');
  await expect(preview).toContainText(`판매가: ${messages.product.priceNotNumber}`);
  await expectAccessible(page);

  await modal.getByRole('button', { name: '오류 없는 상품 2개 등록' }).click();
  await acceptDialog(page, message('productSheet.applyConfirm', { count: 2 }));
  await acceptDialog(page, message('productSheet.partial', { succeeded: 2, failed: 1 }));
  const result = modal.getByRole('region', { name: '등록 결과' });
  await expect(result.getByRole('table').last().locator('tbody tr.ant-table-row')).toHaveCount(2);

  // The rejected product comes back as a sheet; the seller fixes its price there and uploads it again.
  const failed = await downloaded(page, () => result.getByRole('button', { name: '실패한 행 내려받기' }).click());
  const header = failed.worksheets[0]!.getRow(3).values as string[];
  expect(failed.worksheets[0]!.getRow(4).getCell(header.indexOf('오류')).value).toBe(messages.product.priceNotNumber);
  fill(failed, [{ 판매가: '19000' }]);
  await modal.locator('input[type=file]').setInputFiles({
    name: '상품_수정.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await failed.xlsx.writeBuffer()),
  });
  await expect(modal.getByRole('region', { name: '미리보기' })).toContainText('등록 가능 상품 1개, 오류 상품 0개');
  await modal.getByRole('button', { name: '오류 없는 상품 1개 등록' }).click();
  await acceptDialog(page, message('productSheet.applyConfirm', { count: 1 }));
  await acceptDialog(page, message('productSheet.allDone', { count: 1 }));

  // The three are in the list, not yet sold or shown; their edit screens are where images are added.
  await modal.getByRole('button', { name: '닫기' }).last().click();
  await page.getByRole('textbox', { name: '상품명' }).pressSequentially('시트 반팔', TYPING);
  await page.getByRole('button', { name: '검색' }).click();
  for (const name of ['하나', '둘', '셋'])
    await expect(page.getByRole('row', { name: new RegExp(`시트 반팔 ${name} ${stamp}`) })).toContainText('판매 안 함');
});

test('edits the price and stock of selected products, previewed before → after', async ({ page, request }) => {
  const stamp = Date.now().toString().slice(-6);
  const { token } = await apiToken(request);
  const api = apiClient(request, token);
  const templateAnswer = await api.GET('/sw/a/v1/products/sheet/template', {
    params: { query: { category: 'TOP' } },
    parseAs: 'arrayBuffer',
  });
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(templateAnswer.data!);
  const list = template.getWorksheet('목록')!;
  const brand = String(list.getRow(2).getCell((list.getRow(1).values as string[]).indexOf('브랜드')).value);
  fill(template, [
    ...product('1', `일괄 수정 하나 ${stamp}`, brand, '30000'),
    ...product('2', `일괄 수정 둘 ${stamp}`, brand, '40000'),
  ]);
  const sheet = new File([await template.xlsx.writeBuffer()], '상품.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const applied = await api.POST('/sw/a/v1/products/sheet', { body: { file: sheet }, bodySerializer: formSerializer });
  expect(applied.data!.createdCount).toBe(2);

  await signIn(page);
  await page.goto('/productManage');
  await page.getByRole('textbox', { name: '상품명' }).pressSequentially(`일괄 수정`, TYPING);
  await page.getByRole('button', { name: '검색' }).click();
  for (const name of ['하나', '둘'])
    await page
      .getByRole('row', { name: new RegExp(`일괄 수정 ${name} ${stamp}`) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: '선택 상품 일괄 수정' }).click();
  const modal = page.getByRole('dialog', { name: '선택 상품 2개 일괄 수정' });
  await modal.getByRole('checkbox', { name: '판매가 변경' }).check();
  await typeOver(page, modal.getByRole('textbox', { name: '판매가' }), '25000');
  await modal.getByRole('checkbox', { name: '재고 (모든 옵션 조합) 변경' }).check();
  await typeOver(page, modal.getByRole('textbox', { name: '재고 (모든 옵션 조합)' }), '3');
  await modal.getByRole('button', { name: '변경 미리보기' }).click();
  const preview = modal.getByRole('region', { name: '변경 미리보기' });
  await expect(preview).toContainText('변경 가능 2개, 변경 불가 0개');
  await expect(preview).toContainText('30,000원 → 25,000원');
  await expect(preview).toContainText('5, 7 → 3, 3');
  await expectAccessible(page);
  await modal.getByRole('button', { name: '상품 2개 변경' }).click();
  await acceptDialog(page, message('productSheet.editConfirm', { count: 2 }));
  await acceptDialog(page, message('productSheet.editDone', { count: 2 }));
  // The dialog closes (its preview's rows bear the same names while it fades), and the list shows the new prices.
  await expect(modal).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`일괄 수정 하나 ${stamp}`) })).toContainText('25,000원');
  await expect(page.getByRole('row', { name: new RegExp(`일괄 수정 둘 ${stamp}`) })).toContainText('25,000원');
});
