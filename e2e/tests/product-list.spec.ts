import { messages } from '@seller/domain';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  alertDialog,
  apiToken,
  chooseOption,
  deliveryTemplates,
  expect,
  expectAccessible,
  productCount,
  productDetail,
  productsOf,
  signIn,
  test,
} from '../fixtures.ts';

/**
 * Expects the open dialog to say `message` and confirms it. A confirm is often followed at once by
 * the result alert, so this waits for that message to go rather than for every dialog to close.
 */
async function acceptDialog(page: Page, message: string) {
  const dialog = alertDialog(page);
  await expect(dialog).toContainText(message);
  await dialog.locator('[data-role="ok"]').click();
  await expect(alertDialog(page).filter({ hasText: message })).toHaveCount(0);
}

const rows = (page: Page) => page.locator('.product-table .ant-table-tbody tr.ant-table-row');
const cellTexts = async (page: Page, column: number) =>
  (await rows(page).locator(`td:nth-child(${column})`).allTextContents()).map((t) => t.trim());
/** Columns of the product table: selection, detail, code, name, image, sell, display, registered, price, sale price. */
const COL = { code: 3, name: 4, sell: 6, display: 7 } as const;

async function pickOption(page: Page, label: string, option: string) {
  await chooseOption(page, page.getByLabel(label, { exact: true }), option);
}

test.describe('product management list', () => {
  test('searches, pages and sorts the list, keeps it in the URL, opens a product and exports', async ({
    page,
    request,
  }) => {
    const { token, key } = await apiToken(request);
    await signIn(page);
    await page.goto('/productManage');
    await expect(page.getByRole('heading', { name: '상품 관리' })).toBeVisible();
    const total = await productCount(request, token, key);
    expect(total).toBeGreaterThanOrEqual(60);
    await expect(page.getByTestId('product-total')).toHaveText(String(total));
    await expect(rows(page)).toHaveCount(10);
    await expectAccessible(page);

    // Rows are 100–104 px high and show the main image.
    const box = await rows(page).first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(100);
    expect(box!.height).toBeLessThanOrEqual(104);
    await expect(rows(page).first().locator('img.product-thumb')).toBeVisible();

    // Paging: page 2 shows the next ten, page size 50 shows fifty.
    const firstPage = await cellTexts(page, COL.code);
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page).first().locator(`td:nth-child(${COL.code})`)).not.toHaveText(firstPage[0]!);
    const secondPage = await cellTexts(page, COL.code);
    expect(secondPage.filter((c) => firstPage.includes(c))).toEqual([]);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.getByTitle('50 / 페이지').click();
    await expect(page).toHaveURL(/size=50/);
    await expect(rows(page)).toHaveCount(50);

    // Search by name and sell flag.
    await page.getByRole('textbox', { name: '상품명' }).fill('노와이어');
    await pickOption(page, '판매 여부', '판매 안 함');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/name=%EB%85%B8%EC%99%80%EC%9D%B4%EC%96%B4/);
    await expect(page).toHaveURL(/sell=false/);
    const expected = await productCount(request, token, key, { name: '노와이어', sell: false });
    await expect(page.getByTestId('product-total')).toHaveText(String(expected));
    for (const name of await cellTexts(page, COL.name)) expect(name).toContain('노와이어');
    for (const sell of await cellTexts(page, COL.sell)) expect(sell).toBe('판매 안 함');

    // Back to everything, then sort by name (ascending, then descending) and by display flag.
    await page.goto('/productManage');
    await page.getByRole('columnheader', { name: '상품명' }).click();
    await expect(page).toHaveURL(/sort=name&order=asc/);
    const byName = await productsOf(request, token, key, {
      size: 10,
      sort: 'name',
      order: 'asc',
      startDate: '2000-01-01',
      endDate: '2100-12-31',
    });
    await expect(rows(page).first().locator(`td:nth-child(${COL.name})`)).toHaveText(byName[0]!.name);
    expect(await cellTexts(page, COL.name)).toEqual(byName.map((p) => p.name));
    await page.getByRole('columnheader', { name: '상품명' }).click();
    await expect(page).toHaveURL(/sort=name&order=desc/);
    await page.getByRole('columnheader', { name: '진열 상태' }).click();
    await expect(page).toHaveURL(/sort=display&order=asc/);
    await expect(rows(page).first().locator(`td:nth-child(${COL.display})`)).toHaveText('진열 안 함');
    await page.reload();
    await expect(rows(page).first().locator(`td:nth-child(${COL.display})`)).toHaveText('진열 안 함');

    // Export the current search (streamed .xlsx, sheet Report, header row).
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀 다운로드' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^판매자센터_상품관리_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('상품코드');
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(2).getCell(5).value).toBe('진열 안 함');

    // Open a product from the list.
    const code = (await rows(page).first().locator(`td:nth-child(${COL.code})`).textContent())!.trim();
    await rows(page).first().getByRole('button', { name: /상세/ }).click();
    await expect(page).toHaveURL(new RegExp(`/detail/productEdit/${code}$`));
  });

  test('sets the sell flag of the selected products at once', async ({ page, request }) => {
    const { token, key } = await apiToken(request);
    await signIn(page);
    await page.goto('/productManage?sort=sell&order=asc');
    await page.getByRole('button', { name: '판매 상태 변경' }).click();
    await page.getByRole('menuitem', { name: '판매로 변경' }).click();
    await acceptDialog(page, messages.productManage.noSelection);

    const codes = (await cellTexts(page, COL.code)).slice(0, 2);
    for (const sell of (await cellTexts(page, COL.sell)).slice(0, 2)) expect(sell).toBe('판매 안 함');
    for (const code of codes) await rows(page).filter({ hasText: code }).getByRole('checkbox').check();
    await page.getByRole('button', { name: '판매 상태 변경' }).click();
    await page.getByRole('menuitem', { name: '판매로 변경' }).click();
    await acceptDialog(page, '선택한 상품 2개의 판매 상태를 판매(으)로 변경하시겠습니까?');
    await acceptDialog(page, '상품 2개의 상태가 변경되었습니다.');
    const list = await productsOf(request, token, key, { size: 100, startDate: '2000-01-01', endDate: '2100-12-31' });
    for (const code of codes) expect(list.find((p) => p.code === code)?.sell).toBe(true);
  });
});

test.describe('delivery-fee templates', () => {
  test('creates and edits a template in market manage and applies it to three products from the list', async ({
    page,
    request,
  }) => {
    const { token, key } = await apiToken(request);
    await signIn(page);
    await page.goto('/marketManage?tab=deliveries');
    await expect(page.getByRole('tab', { name: '배송비 템플릿', selected: true })).toBeVisible();
    await expect(page.locator('.template-row')).toHaveCount(3);
    await expectAccessible(page);

    // Create: the name is required, a charged type needs a fee.
    await page.getByRole('button', { name: '새 배송비 템플릿' }).click();
    const editor = page.getByRole('region', { name: '새 배송비 템플릿' });
    await expect(editor.getByLabel('배송비 이름')).toHaveAttribute('placeholder', messages.delivery.noName);
    await editor.getByRole('button', { name: '배송비 저장' }).click();
    await acceptDialog(page, messages.delivery.nameRequired);
    await editor.getByLabel('배송비 이름').fill('E2E 유료 배송 템플릿 이름이 너무 길어요');
    await expect(editor.getByLabel('배송비 이름')).toHaveValue('E2E 유료 배송 템플릿 이름이 너무 길'.slice(0, 20));
    await editor.getByLabel('배송비 이름').fill('E2E 유료 배송');
    await pickOption(page, '배송비 유형', '유료');
    await editor.getByRole('button', { name: '배송비 저장' }).click();
    await acceptDialog(page, messages.delivery.defaultFeeRequired);
    await editor.getByLabel('기본 배송비').fill('2500');
    await editor.getByLabel('제주 추가 배송비').fill('4000');
    await editor.getByRole('button', { name: '배송비 저장' }).click();
    await acceptDialog(page, messages.delivery.saveConfirm);
    await acceptDialog(page, messages.delivery.registered);
    await expect(page.locator('.template-row')).toHaveCount(4);
    await expect(page.locator('.template-row').filter({ hasText: 'E2E 유료 배송' })).toContainText('2,500원');

    // Edit: changing the type resets fee and condition; a conditional type needs its condition.
    const edit = page.getByRole('region', { name: '배송비 템플릿 수정' });
    await expect(edit).toBeVisible();
    await pickOption(page, '배송비 유형', '조건부 무료 (구매 수량)');
    await expect(edit.getByLabel('기본 배송비')).toHaveValue('0');
    await edit.getByLabel('기본 배송비').fill('3000');
    await edit.getByRole('button', { name: '배송비 저장' }).click();
    await acceptDialog(page, messages.delivery.conditionRequired);
    await edit.getByLabel('무료 배송 기준 수량').fill('3');
    await edit.getByLabel('배송비 이름').fill('E2E 3개 이상 무료');
    await edit.getByRole('button', { name: '배송비 저장' }).click();
    await acceptDialog(page, messages.delivery.saveConfirm);
    await acceptDialog(page, messages.delivery.saved);
    const templateRow = page.locator('.template-row').filter({ hasText: 'E2E 3개 이상 무료' });
    await expect(templateRow).toContainText('3개 이상 무료 (미만 3,000원)');
    await expect(templateRow).toContainText('상품 0개');

    // Apply it to three products from the list; without a selection the spec's message comes first.
    await page.goto('/productManage');
    await page.getByRole('button', { name: '배송비 일괄 변경' }).click();
    await acceptDialog(page, messages.delivery.bulkNoSelection);
    const codes = (await cellTexts(page, COL.code)).slice(0, 3);
    for (const code of codes) await rows(page).filter({ hasText: code }).getByRole('checkbox').check();
    await page.getByRole('button', { name: '배송비 일괄 변경' }).click();
    const layer = page.getByRole('dialog', { name: '배송비 일괄 변경' });
    await expect(layer).toContainText('선택한 상품 3개');
    await chooseOption(page, layer.getByLabel('적용할 배송비 템플릿'), /E2E 3개 이상 무료/);
    await layer.getByRole('button', { name: '배송비 적용' }).click();
    await acceptDialog(page, '선택한 상품 3개의 배송비를 변경하시겠습니까?');
    await acceptDialog(page, '상품 3개의 배송비가 변경되었습니다.');
    await expect(layer).toBeHidden();

    const templates = await deliveryTemplates(request, token, key);
    expect(templates.find((t) => t.marketDeliveryName === 'E2E 3개 이상 무료')?.productCount).toBe(3);
    for (const code of codes) {
      const product = await productDetail(request, token, code);
      expect(product.delivery).toMatchObject({ marketDeliveryName: 'E2E 3개 이상 무료', feeType: 'FREE_BY_QTY' });
    }

    // A template products use cannot be deleted.
    await page.goto('/marketManage?tab=deliveries');
    await expect(page.locator('.template-row').filter({ hasText: 'E2E 3개 이상 무료' })).toContainText('상품 3개');
    await expect(
      page.locator('.template-row').filter({ hasText: 'E2E 3개 이상 무료' }).getByRole('button', { name: /삭제/ }),
    ).toBeDisabled();
  });
});

test.describe('bundle delivery', () => {
  test('creates a bundle with products, edits, stops and deletes it', async ({ page }) => {
    await signIn(page);
    await page.goto('/marketManage?tab=bundles');
    await expect(page.getByRole('tab', { name: '묶음 배송', selected: true })).toBeVisible();
    await expect(page.getByTestId('bundle-total')).toHaveText('0');
    await expectAccessible(page);

    await page.getByRole('button', { name: '새 묶음 배송' }).click();
    const editor = page.getByRole('region', { name: '새 묶음 배송' });
    await editor.getByRole('button', { name: '묶음 배송 저장' }).click();
    await acceptDialog(page, messages.bundle.startRequired);
    await editor.getByLabel('시작 일시').fill('2026-01-01 00:00');
    await editor.getByLabel('시작 일시').press('Enter');
    await editor.getByRole('button', { name: '묶음 배송 저장' }).click();
    await acceptDialog(page, messages.bundle.endRequired);
    await editor.getByLabel('종료 일시').fill('2099-12-31 23:59');
    await editor.getByLabel('종료 일시').press('Enter');
    await editor.getByRole('button', { name: '묶음 배송 저장' }).click();
    await acceptDialog(page, messages.bundle.eventNameRequired);
    await editor.getByLabel('이벤트명').fill('E2E 묶음 배송');
    await editor.getByRole('button', { name: '묶음 배송 저장' }).click();
    await acceptDialog(page, messages.bundle.descriptionRequired);
    await editor.getByLabel('이벤트 설명').fill('함께 사면 배송비 한 번');
    await pickOption(page, '배송비 유형', '조건부 무료 (결제 금액)');
    await editor.getByRole('button', { name: '묶음 배송 저장' }).click();
    await acceptDialog(page, messages.bundle.conditionRequired);
    await editor.getByLabel('배송비', { exact: true }).fill('3000');
    await editor.getByLabel('무료 배송 기준 금액').fill('1000000');
    await editor.getByRole('button', { name: '묶음 배송 저장' }).click();
    await acceptDialog(page, messages.bundle.productRequired);

    // The picker searches by name over a period (default today → tomorrow).
    await editor.getByRole('button', { name: '상품 추가' }).click();
    const picker = page.getByRole('dialog', { name: '묶음 배송 상품 선택' });
    const start = picker.getByRole('textbox', { name: /시작일$/ });
    await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await start.fill('2020-01-01');
    await picker.getByRole('textbox', { name: /종료일$/ }).fill('2099-12-31');
    await picker.getByLabel('상품명').fill('브라');
    await picker.getByRole('button', { name: '검색' }).click();
    const pickerRows = picker.locator('.ant-table-tbody tr.ant-table-row');
    await expect(pickerRows.first()).toContainText('브라');
    const picked = [
      (await pickerRows.nth(0).locator('td:nth-child(2)').textContent())!,
      (await pickerRows.nth(1).locator('td:nth-child(2)').textContent())!,
    ];
    await pickerRows.nth(0).getByRole('checkbox').check();
    await pickerRows.nth(1).getByRole('checkbox').check();
    await picker.getByRole('button', { name: '선택한 상품 추가 (2)' }).click();
    await expect(picker).toBeHidden();
    for (const code of picked) await expect(editor.getByRole('cell', { name: code })).toBeVisible();
    // One of each in the sample cart: 2 items, under 1,000,000원, so the event charges its 3,000원.
    await expect(editor.getByRole('status', { name: '묶음 배송 적용 시 배송비' })).toHaveText('3,000원');

    await editor.getByRole('button', { name: '묶음 배송 저장' }).click();
    await acceptDialog(page, messages.bundle.saveConfirm);
    await acceptDialog(page, messages.bundle.saved);
    await expect(page.getByTestId('bundle-total')).toHaveText('1');
    const row = page.locator('.bundle-deliveries .ant-table-tbody tr.ant-table-row').first();
    await expect(row).toContainText('E2E 묶음 배송');
    await expect(row).toContainText('1,000,000원 이상 무료 (미만 3,000원)');
    await expect(row).toContainText('진행 중');
    await expect(row).toContainText('2026-01-01 00:00 ~ 2099-12-31 23:59');

    // Edit it.
    await row.getByRole('button', { name: /수정/ }).click();
    const edit = page.getByRole('region', { name: '묶음 배송 수정' });
    await expect(edit.getByLabel('이벤트명')).toHaveValue('E2E 묶음 배송');
    await edit.getByLabel('이벤트명').fill('E2E 묶음 배송 (수정)');
    await edit.getByRole('button', { name: '묶음 배송 저장' }).click();
    await acceptDialog(page, messages.bundle.saveConfirm);
    await acceptDialog(page, messages.bundle.saved);
    await expect(row).toContainText('E2E 묶음 배송 (수정)');

    // Stop it.
    await row.getByRole('button', { name: /중지/ }).click();
    await acceptDialog(page, messages.bundle.stopConfirm);
    await acceptDialog(page, messages.bundle.stopped);
    await expect(row).toContainText('중지');
    await expect(row.getByRole('button', { name: /재개/ })).toBeVisible();

    // Delete it.
    await row.getByRole('button', { name: /삭제/ }).click();
    await expect(alertDialog(page)).toContainText(messages.bundle.deleteConfirm);
    await acceptDialog(page, messages.bundle.deleteConfirm);
    await acceptDialog(page, messages.bundle.deleted);
    await expect(page.getByTestId('bundle-total')).toHaveText('0');
  });
});
