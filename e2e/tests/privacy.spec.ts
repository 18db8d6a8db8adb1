import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { labels, messages } from '@seller/domain';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { request as requests, type Download, type Page } from '@playwright/test';
import {
  createScratchDatabase,
  freePort,
  startServer,
  stopServer,
  type ServerProcess,
} from '../../scripts/server-process.mjs';
import {
  acceptDialog,
  accessLog,
  apiToken,
  chooseOption,
  DEMO_PASSWORD,
  expect,
  givePurpose,
  orderRow,
  ordersIn,
  signIn,
  test,
  TYPING,
} from '../fixtures.ts';

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

      const entry = (await accessLog(request, token, { channel: 'SCREEN', size: 10 }))[0];
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

    test('reveals rows of the order list, the purpose asked once for the visit', async ({ page, request }) => {
      const { token } = await apiToken(request);
      const [first, second] = await ordersIn(request, token, 'PAID', 2);
      await signIn(page);
      await page.goto('/productReady');
      // A row at 1280 px, a card on the phone.
      const row = (code: string) =>
        width > 600 ? orderRow(page, code) : page.locator('.order-card', { hasText: code });
      // The list has come (its select-all names the count): a busy machine can take a while.
      await expect(page.getByRole('button', { name: /^검색된 [\d,]+건 전체 선택$/ })).toBeVisible({ timeout: 60_000 });
      for (const order of [first!, second!]) await expect(row(order.code)).toContainText('*');

      await row(first!.code)
        .getByRole('button', { name: text.revealOf(first!.code) })
        .click();
      await givePurpose(page, text.purposes.SHIPPING);
      await expect(row(first!.code)).not.toContainText('*');
      await expect(row(first!.code).getByRole('button', { name: text.revealOf(first!.code) })).toHaveCount(0);
      await expect(row(second!.code)).toContainText('*');
      // The second row: no purpose asked again on this visit.
      await row(second!.code)
        .getByRole('button', { name: text.revealOf(second!.code) })
        .click();
      await expect(row(second!.code)).not.toContainText('*');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const entries = await accessLog(request, token, { channel: 'SCREEN', size: 2 });
      expect(entries.map((e) => e.orderCodes[0]).sort()).toEqual([first!.code, second!.code].sort());
      expect(entries.every((e) => e.purpose === 'SHIPPING')).toBe(true);
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

/**
 * Step-up (issue 34 §5) on a server of its own, on a fresh PostgreSQL database (TEST_DATABASE_URL's
 * server, as CI sets it; else 127.0.0.1:5432 as user postgres) filled by `npm run admin -- seed-demo`:
 * the test moves the session's clock by setting its last activity 11 minutes back, as 10 idle
 * minutes would.
 */
test.describe('personal data after 10 idle minutes', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let server: ServerProcess | null = null;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    database = await createScratchDatabase(adminUrl, 'e2e');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'seed-demo'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
    });
    server = await startServer({
      port: await freePort(),
      env: { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '3', SHUTDOWN_DRAIN_SECONDS: '0' },
      entry: 'dist',
    });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
    await database?.drop();
  });

  /** Every session of the database was last active 11 minutes ago. */
  async function idle() {
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    await client.query(`UPDATE sessions SET last_seen_at = now() - interval '11 minutes'`);
    await client.end();
  }

  test('a reveal and an export ask for the password again', async ({ page }) => {
    test.setTimeout(180_000);
    const api = await requests.newContext({ baseURL: server!.url });
    const { token } = await apiToken(api);
    const [order] = await ordersIn(api, token, 'PAID', 1);
    await signIn(page, 'demo', DEMO_PASSWORD, server!.url);
    await page.goto(`${server!.url}/detail/productReady/${order!.code}`);
    const people = page.getByRole('region', { name: labels.order.people });
    await expect(people).toContainText('*');

    await idle();
    await page.getByRole('button', { name: text.reveal }).click();
    const asked = page.getByRole('dialog', { name: text.revealTitle });
    await chooseOption(page, asked.getByRole('combobox', { name: text.purpose }), text.purposes.SHIPPING);
    await asked.getByRole('button', { name: '확인' }).click();
    // The server wants the password: the form asks for it, the purpose kept. A wrong one is said, and asked again.
    const password = asked.getByLabel(text.password, { exact: true });
    await expect(password).toBeVisible();
    await password.pressSequentially('wrong-password', TYPING);
    await asked.getByRole('button', { name: '확인' }).click();
    await acceptDialog(page, messages.privacy.wrongPassword);
    await expect(people).toContainText('*');
    await asked.getByLabel(text.password, { exact: true }).pressSequentially(DEMO_PASSWORD, TYPING);
    await asked.getByRole('button', { name: '확인' }).click();
    await expect(people).not.toContainText('*');
    await expect(people).toContainText(/\d+동 \d+호/);

    // Another idle spell: an export in full asks for the password before the file comes.
    await idle();
    await page.goto(`${server!.url}/productReady`);
    await expect(page.getByRole('button', { name: /^검색된 [\d,]+건 전체 선택$/ })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: text.exportWithChoice }).click();
    await page
      .getByRole('dialog', { name: text.exportTitle })
      .getByRole('radio', { name: text.exportModes.full })
      .check();
    const download = page.waitForEvent('download');
    await givePurpose(page, text.purposes.SHIPPING);
    const stepUp = page.getByRole('dialog', { name: text.stepUpTitle });
    await stepUp.getByLabel(text.password, { exact: true }).pressSequentially(DEMO_PASSWORD, TYPING);
    await page.keyboard.press('Enter');
    const rows = await sheetOf(await download);
    expect(rows.slice(1).some((row) => !row.includes('****'))).toBe(true);

    expect((await accessLog(api, token, { size: 5 })).map((e) => e.channel).slice(0, 2)).toEqual(['EXPORT', 'SCREEN']);
    await api.dispose();
  });
});
