import { labels, message, messages } from '@seller/domain';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from '@playwright/test';
import { apiClient } from '../api.ts';
import {
  acceptDialog,
  accessLog,
  apiToken,
  chooseOption,
  expect,
  expectAccessible,
  givePurpose,
  orderDetail,
  orderRow,
  ordersIn,
  signIn,
  test,
} from '../fixtures.ts';

const selectedCount = (page: Page) =>
  page.getByRole('toolbar', { name: labels.list.selectedActions }).getByText(/^\d+건 선택$/);

/** Until the list shows its rows (the first read after the server starts can be slow on a busy machine). */
async function listShown(page: Page) {
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
}

/**
 * The print dialog is the browser's own: every page of the context gets a `window.print` that counts
 * its calls (the page under test is real; only the dialog is not opened).
 */
async function countPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { print: () => void; prints: number };
    w.prints = 0;
    w.print = () => {
      w.prints += 1;
    };
  });
}
const printsOf = (page: Page) => page.evaluate(() => (window as unknown as { prints: number }).prints);

/** Pages of a PDF as Chromium writes it (one `/Type /Page` object each). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

/** Clicks a list's print button and answers the print page it opens in a new tab. */
async function openPrint(page: Page, button: string) {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: button }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  return tab;
}

test.describe('printing for packing', () => {
  test('prints the selected orders’ packing slips, one A4 page each, and notes it in their history', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    const chosen = await ordersIn(request, token, 'PAID', 3);
    expect(chosen).toHaveLength(3);
    await countPrints(page.context());
    await signIn(page);
    await page.goto('/productReady');
    await listShown(page);
    await expect(orderRow(page, chosen[0]!.code)).toBeVisible();

    await page.getByRole('button', { name: labels.order.print.packingSlips }).click();
    await acceptDialog(page, messages.order.noSelection);

    // Chosen out of list order: the slips come in list order all the same.
    for (const order of [chosen[2]!, chosen[0]!, chosen[1]!])
      await orderRow(page, order.code).getByRole('checkbox').check();
    await expect(selectedCount(page)).toHaveText(labels.list.selected(3));
    const slips = await openPrint(page, labels.order.print.packingSlips);
    await expect(slips).toHaveURL(new RegExp(`/print/packing-slips\\?codes=${chosen.map((o) => o.code).join(',')}$`));
    // The slips carry the recipients in full only for a purpose (issue 34 §2), asked once per visit.
    await expect(slips.locator('.slip')).toHaveCount(0);
    await givePurpose(slips, labels.privacy.purposes.SHIPPING);

    const sheets = slips.locator('.slip');
    await expect(sheets).toHaveCount(3);
    await expect(
      slips.getByRole('heading', { name: labels.order.print.documents.PACKING_SLIP, level: 1 }),
    ).toBeVisible();
    for (const [i, order] of chosen.entries()) {
      const slip = sheets.nth(i);
      await expect(slip).toHaveAttribute('aria-label', labels.order.print.slipOf(order.code));
      await expect(slip).toContainText(order.code);
      // The list shows the recipient masked (홍*동); the slip in full, its detail line too.
      await expect(slip.locator('.slip-recipient')).not.toContainText('*');
      await expect(slip).toContainText(order.recipient.name.slice(0, 1));
      await expect(slip).toContainText(order.recipient.address1);
      await expect(slip).toContainText(order.product.name);
      await expect(slip).toContainText(order.product.options);
      await expect(slip).toContainText('1588-1234');
    }
    await expect.poll(() => printsOf(slips)).toBe(1);

    // Prices are off until the seller switches them on.
    const firstSlip = sheets.first();
    await expect(firstSlip.getByRole('columnheader', { name: labels.order.price })).toHaveCount(0);
    await slips.getByRole('switch', { name: labels.order.print.showPrices }).click();
    await expect(firstSlip.getByRole('columnheader', { name: labels.order.price })).toBeVisible();
    await expect(firstSlip).toContainText(`${chosen[0]!.product.price.toLocaleString('en-US')}원`);
    await slips.getByRole('switch', { name: labels.order.print.showPrices }).click();
    await expect(firstSlip.getByRole('columnheader', { name: labels.order.price })).toHaveCount(0);
    await expectAccessible(slips);

    // On paper: one A4 page per order, without the toolbar.
    const pdf = await slips.pdf({ format: 'A4' });
    expect(pdfPages(pdf)).toBe(3);

    // Each order's history has its 출력 entry, and the detail shows it.
    for (const order of chosen) {
      await expect
        .poll(async () => (await orderDetail(request, token, order.code)).history.at(-1)?.printed)
        .toBe('PACKING_SLIP');
    }
    await page.goto(`/detail/productReady/${chosen[0]!.code}`);
    const history = page.getByRole('region', { name: labels.order.history });
    const entry = history.locator('tbody tr').last();
    await expect(entry).toContainText(labels.order.print.printed);
    await expect(entry).toContainText(labels.order.print.documents.PACKING_SLIP);
    await expect(entry).toContainText('demo');
    expect((await orderDetail(request, token, chosen[0]!.code)).status).toBe('PAID');

    // The print button prints again and notes it again.
    await slips.getByRole('button', { name: labels.order.print.print }).click();
    await expect.poll(() => printsOf(slips)).toBe(2);
    await expect
      .poll(
        async () =>
          (await orderDetail(request, token, chosen[1]!.code)).history.filter((h) => h.printed === 'PACKING_SLIP')
            .length,
      )
      .toBe(2);
  });

  test('prints the slips of every order a search matches', async ({ page, request }) => {
    const { token } = await apiToken(request);
    const [sample] = await ordersIn(request, token, 'PACKAGING', 1);
    await countPrints(page.context());
    await signIn(page);
    await page.goto('/deliveryReady');
    await listShown(page);
    // Lists answer names masked (issue 34): the full name the search takes comes from a reveal.
    const api = apiClient(request, token);
    const revealed = await api.POST('/sw/a/v1/orders/{code}/personal-data', {
      params: { path: { code: sample!.code } },
      body: { purpose: 'SHIPPING' },
    });
    const ordererName = revealed.data!.orderer.name;
    await chooseOption(page, page.getByRole('combobox', { name: '검색 항목' }), '주문자명');
    await page.getByLabel('검색어').fill(ordererName);
    await page.getByLabel('검색어').press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    // What the search matches, asked of the server with the screen's own search.
    const search = new URL(page.url()).searchParams;
    const counted = await api.GET('/sw/a/v1/orders/count', {
      params: {
        query: {
          marketId: 1,
          orderStatusList: 'PACKAGING',
          userName: ordererName,
          startDate: search.get('startDate')!,
          endDate: search.get('endDate')!,
        },
      },
    });
    const total = counted.data!;
    expect(total).toBeGreaterThan(0);
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(labels.list.total(String(total)));
    await expect(orderRow(page, sample!.code)).toBeVisible();
    await page.getByRole('button', { name: labels.list.selectAllMatches(String(total)) }).click();
    await expect(selectedCount(page)).toHaveText(labels.list.selected(total));
    const slips = await openPrint(page, labels.order.print.packingSlips);
    await givePurpose(slips, labels.privacy.purposes.OTHER, '묶음 포장 확인');
    await expect(slips.locator('.slip')).toHaveCount(total);
    await expect(slips.locator('.slip', { hasText: sample!.code })).toHaveCount(1);
    await expect.poll(() => printsOf(slips)).toBe(1);
    expect(pdfPages(await slips.pdf({ format: 'A4' }))).toBe(total);
    await page.goto(`/detail/deliveryReady/${sample!.code}`);
    await expect(page.getByRole('region', { name: labels.order.history }).locator('tbody tr').last()).toContainText(
      labels.order.print.printed,
    );
  });

  test('a print page of an unknown order says so and prints nothing', async ({ page }) => {
    await countPrints(page.context());
    await signIn(page);
    await page.goto('/print/packing-slips?codes=NO-SUCH-ORDER');
    await givePurpose(page, labels.privacy.purposes.SHIPPING);
    await expect(page.getByRole('alert')).toContainText(message('order.print.notFound', { codes: 'NO-SUCH-ORDER' }));
    await expect(page.locator('.slip')).toHaveCount(0);
    await page.goto('/print/pick-list');
    await expect(page.getByRole('alert')).toContainText(messages.order.print.noCodes);
    expect(await printsOf(page)).toBe(0);
  });

  test('adds up a pick list for the selected orders, prints it and downloads it as .xlsx', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    const chosen = await ordersIn(request, token, 'PAID', 8);
    // The expected sums, worked out here from the orders themselves.
    const sums = new Map<string, { code: string; name: string; options: string; quantity: number; orders: number }>();
    for (const o of chosen) {
      const key = `${o.product.code}|${o.product.name}|${o.product.options}`;
      const line = sums.get(key) ?? {
        code: o.product.code,
        name: o.product.name,
        options: o.product.options,
        quantity: 0,
        orders: 0,
      };
      line.quantity += o.product.count;
      line.orders += 1;
      sums.set(key, line);
    }
    await countPrints(page.context());
    await signIn(page);
    await page.goto('/productReady');
    await listShown(page);
    for (const order of chosen) await orderRow(page, order.code).getByRole('checkbox').check();
    const pick = await openPrint(page, labels.order.print.pickList);
    await expect(pick).toHaveURL(/\/print\/pick-list\?codes=/);

    const lines = pick.locator('.pick-table tbody tr');
    await expect(lines).toHaveCount(sums.size);
    const shown = await lines.evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
    expect(
      shown.map(([code, name, options, quantity, orders]) => ({
        code,
        name,
        options,
        quantity: Number(quantity),
        orders: Number(orders),
      })),
    ).toEqual(expect.arrayContaining([...sums.values()]));
    // Walking order: product codes never go back.
    const codes = shown.map((r) => r[0]!);
    expect(codes).toEqual([...codes].sort(new Intl.Collator('ko', { numeric: true }).compare));
    const total = chosen.reduce((n, o) => n + o.product.count, 0);
    await expect(pick.locator('.pick-table tfoot')).toContainText(String(total));
    await expect(pick.getByText(labels.order.print.pickTotals(chosen.length, total)).first()).toBeVisible();
    await expect.poll(() => printsOf(pick)).toBe(1);
    await expectAccessible(pick);
    const pages = pdfPages(await pick.pdf({ format: 'A4' }));
    expect(pages).toBe(1);

    const download = pick.waitForEvent('download');
    await pick.getByRole('button', { name: labels.order.print.downloadXlsx }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^판매자센터_피킹 리스트_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.getWorksheet('Report')!;
    const rows = (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    expect(rows[0]).toEqual(Object.values(labels.order.print.pickColumns));
    expect(rows.slice(1)).toEqual(shown.map(([c, n, o, q, k]) => [c, n, o, Number(q), Number(k)]));

    await expect
      .poll(async () => (await orderDetail(request, token, chosen[0]!.code)).history.at(-1)?.printed)
      .toBe('PICK_LIST');
  });
});

test.describe('printing on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cards chosen, slips printed for a purpose, the recipients in full only on the slips', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    const chosen = await ordersIn(request, token, 'PAID', 2);
    expect(chosen).toHaveLength(2);
    await countPrints(page.context());
    await signIn(page);
    await page.goto('/productReady');
    const card = (code: string) => page.locator('.order-card', { hasText: code });
    await expect(card(chosen[0]!.code)).toBeVisible({ timeout: 60_000 });
    for (const order of chosen) {
      // The card shows the buyer masked (홍*동).
      await expect(card(order.code)).toContainText('*');
      await card(order.code)
        .getByRole('checkbox', { name: labels.list.select(order.code) })
        .check();
    }
    await expect(selectedCount(page)).toHaveText(labels.list.selected(2));

    const slips = await openPrint(page, labels.order.print.packingSlips);
    await expect(slips.locator('.slip')).toHaveCount(0);
    await givePurpose(slips, labels.privacy.purposes.SHIPPING, '모바일 출력');
    await expect(slips.locator('.slip')).toHaveCount(2);
    for (const order of chosen) {
      const slip = slips.getByLabel(labels.order.print.slipOf(order.code));
      await expect(slip.locator('.slip-recipient')).not.toContainText('*');
      await expect(slip).toContainText(order.recipient.address1);
    }
    await expect.poll(() => printsOf(slips)).toBe(1);
    // The list behind stays masked: the purpose was given for the slips.
    for (const order of chosen) await expect(card(order.code)).toContainText('*');

    const [entry] = await accessLog(request, token, { channel: 'PRINT', size: 1 });
    expect(entry!.purpose).toBe('SHIPPING');
    expect([...entry!.orderCodes].sort()).toEqual(chosen.map((o) => o.code).sort());
  });
});

test.describe('other marketplaces’ tracking sheets', () => {
  test('reads a sheet by its header names among other columns and says which columns it used', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    const [a, b] = await ordersIn(request, token, 'PACKAGING', 2);
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.utils.aoa_to_sheet([
      ['번호', '상품주문번호', '배송방법', '택배사', '운송장번호', '수취인명'],
      [1, a!.code, '택배', 'CJGLS', '6012-3456-7890', a!.recipient.name],
      [2, b!.code, '택배', '한진택배', '412345678901', b!.recipient.name],
    ]);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, '발송처리');
    const file = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    await signIn(page);
    await page.goto('/deliveryReady');
    await listShown(page);
    await page.getByRole('button', { name: '송장 엑셀 업로드' }).click();
    const modal = page.getByRole('dialog', { name: labels.order.sheet.title });
    await modal.locator('input[type=file]').setInputFiles({
      name: '스마트스토어_발송처리.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    const preview = modal.getByRole('region', { name: labels.order.sheet.preview });
    await expect(preview).toContainText(labels.order.sheet.counts(2, 0), { timeout: 30_000 });
    await expect(preview.getByTestId('sheet-columns')).toHaveText(
      labels.order.sheet.columnsUsed(
        labels.order.sheet.byHeaders,
        [
          labels.order.sheet.columnUsed('주문번호', 'B', '상품주문번호'),
          labels.order.sheet.columnUsed('송장번호', 'E', '운송장번호'),
          labels.order.sheet.columnUsed('택배사', 'D', '택배사'),
        ].join(', '),
      ),
    );
    await expect(preview).toContainText('601234567890');
    await expect(preview).toContainText('CJ대한통운');
    await expectAccessible(page);

    await modal.getByRole('button', { name: labels.order.sheet.apply(2) }).click();
    await acceptDialog(page, message('order.confirm.applySheet', { count: 2 }));
    await acceptDialog(page, message('order.sheet.allDone', { count: 2 }));
    expect(await orderDetail(request, token, a!.code)).toMatchObject({
      status: 'TRANSIT',
      delivery: { name: 'CJ대한통운', code: '601234567890' },
    });
    expect((await orderDetail(request, token, b!.code)).delivery).toMatchObject({ name: '한진택배' });
  });
});
