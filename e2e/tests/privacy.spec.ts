import { labels } from '@seller/domain';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { apiToken, chooseOption, expect, givePurpose, ordersIn, signIn, test } from '../fixtures.ts';

const text = labels.privacy;

/** The header and rows of a downloaded .xlsx, each row's cells joined by tabs. */
async function sheetOf(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[] = [];
  book.getWorksheet('Report')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).join('\t')));
  return rows;
}

/** Downloads the list's export with the personal columns chosen in the export dialog. */
async function exportWith(page: Page, mode: string, purpose?: string) {
  await page.getByRole('button', { name: text.exportWithChoice }).click();
  const dialog = page.getByRole('dialog', { name: text.exportTitle });
  await dialog.getByRole('radio', { name: mode }).check();
  const download = page.waitForEvent('download');
  if (purpose) await givePurpose(page, purpose, '오늘 발송분');
  else await dialog.getByRole('button', { name: '확인' }).click();
  return sheetOf(await download);
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test.describe(`buyers’ personal data at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a seller reveals one order’s address for a purpose, and the log shows it', async ({ page, request }) => {
      const { token } = await apiToken(request);
      const [order] = await ordersIn(request, token, 'PAID', 1);
      await signIn(page);
      await page.goto(`/detail/productReady/${order!.code}`);
      const people = page.getByRole('region', { name: labels.order.people });
      // Masked: the name with stars, the road address without its detail line.
      await expect(page.getByText(text.masked)).toBeVisible();
      await expect(people).toContainText(order!.orderer.name);
      expect(order!.orderer.name).toContain('*');
      expect(order!.recipient.address2).toBe('');

      await page.getByRole('button', { name: text.reveal }).click();
      await givePurpose(page, text.purposes.SHIPPING, '주소 확인 후 발송');
      await expect(page.getByRole('button', { name: text.reveal })).toHaveCount(0);
      await expect(people).not.toContainText('*');
      await expect(people).toContainText(/\d+동 \d+호/);

      const log = await request.get('/sw/a/v1/privacy/access-log', {
        params: { channel: 'SCREEN', size: 10 },
        headers: { 'X-AUTH-TOKEN': token },
      });
      const entry = (await log.json()).entries[0];
      expect(entry).toMatchObject({
        actor: 'demo',
        orderCodes: [order!.code],
        purpose: 'SHIPPING',
        purposeDetail: '주소 확인 후 발송',
      });

      // The owner reads it under 계정 관리, filters it and downloads it.
      await page.goto('/account');
      await page.getByRole('button', { name: labels.shell.pages.accessLog }).click();
      await expect(page.getByRole('heading', { name: labels.shell.pages.accessLog, level: 1 })).toBeVisible();
      const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
      await expect(firstRow).toContainText(order!.code);
      await expect(firstRow).toContainText(text.purposes.SHIPPING);
      await chooseOption(page, page.getByRole('combobox', { name: text.logColumns.channel }), text.channels.EXPORT);
      await page.getByRole('button', { name: text.search, exact: true }).click();
      await expect(page.locator('.ant-table-tbody')).not.toContainText(text.channels.SCREEN);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: labels.list.exportExcel }).click();
      const rows = await sheetOf(await download);
      expect(rows[0]).toContain(text.logColumns.purpose);
      expect(rows.slice(1).every((row) => row.includes(text.channels.EXPORT))).toBe(true);
    });

    test('exports with the personal columns left out, masked, or in full for a logged purpose', async ({ page }) => {
      await signIn(page);
      await page.goto('/productReady');
      // The list has come (a table at 1280 px, cards on the phone): its select-all names the count.
      await expect(page.getByRole('button', { name: /^검색된 [\d,]+건 전체 선택$/ })).toBeVisible({ timeout: 60_000 });

      const omitted = await exportWith(page, text.exportModes.omit);
      expect(omitted[0]).toContain(labels.order.code);
      for (const column of ['주문자명', '수령인 연락처', '주소', '개인통관고유부호'])
        expect(omitted[0]).not.toContain(column);

      const masked = await exportWith(page, text.exportModes.masked);
      expect(masked[0]).toContain('주문자명');
      expect(masked.slice(1).every((row) => row.includes('-****-'))).toBe(true);

      const full = await exportWith(page, text.exportModes.full, text.purposes.SHIPPING);
      expect(full[0]).toContain('주문자명');
      expect(full.length).toBeGreaterThan(1);
      // Recent paid orders come in full: no masked phone among them.
      expect(full.slice(1).some((row) => !row.includes('****'))).toBe(true);
    });
  });
}
