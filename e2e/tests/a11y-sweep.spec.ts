import { labels, ORDER_SCREEN_ACTIONS, ORDER_SCREEN_NAMES } from '@seller/domain';
import type { Page } from '@playwright/test';
import { alertDialog, apiToken, expect, ordersIn, signIn, test, wcagViolations } from '../fixtures.ts';

/**
 * axe with the WCAG 2.2 A/AA rules on every route of the router and every dialog the screens open,
 * at the desktop size and at a phone's. One page visits the routes in sequence; each check collects
 * what it finds and the test fails once at the end with the whole list.
 */

const heading = (page: Page) => page.locator('main h1, .login-page h1, h1').first();

/** Opens a path and waits until its heading shows and nothing is loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // A screen's code loads on its first visit, which can take a while on a busy machine.
  await expect(heading(page), path).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 15_000 });
}

/** The button name of a status action of 상품 준비중. */
const ORDER_ACTION = (key: string) => ORDER_SCREEN_ACTIONS.productReady.find((a) => a.key === key)!.label;

const SIGNED_OUT = ['/intro', '/error', '/privacy', '/payResult'];

/**
 * The routes of the shell in parts (one test each, so that a busy machine does not run one test for
 * long); the signed-out routes go with the first part.
 */
const SHELL = [
  ['/home', '/productRegister', '/productManage'],
  ORDER_SCREEN_NAMES.slice(0, 6).map((s) => `/${s}`),
  ORDER_SCREEN_NAMES.slice(6).map((s) => `/${s}`),
  ['/qnaRequest', '/qnaComplete', '/notice', '/marketInfo'],
  [
    '/marketManage',
    '/marketManage?tab=deliveries',
    '/marketManage?tab=bundles',
    '/marketManage?tab=calendar',
    '/marketManage?tab=report',
    '/marketGuide',
    '/modelManage',
    '/account',
    '/passwordChange',
    '/accessLog',
  ],
  ['/secondStep', '/staff', '/activity'],
];

/** Lists whose first row opens a detail route, scanned after the list (and product manage's first product). */
const DETAIL_FROM = ['/deliveryReady', '/qnaRequest', '/qnaComplete', '/notice'];

/** Scans each route; a list of DETAIL_FROM (and product manage) also has its first row's page scanned. */
async function sweep(page: Page, routes: string[], size: string) {
  const queue = [...routes];
  for (let path = queue.shift(); path; path = queue.shift()) {
    await open(page, path);
    // Soft, so that every route is scanned and a test that runs out of time still reports the ones before.
    expect.soft(await wcagViolations(page, `${size} ${path}`)).toEqual([]);
    if (path === '/productManage') {
      const code = await page.locator('main .ant-table-tbody tr.ant-table-row').first().getAttribute('data-row-key');
      queue.unshift(`/detail/productEdit/${code}`);
    } else if (DETAIL_FROM.includes(path)) {
      const link = page.locator('main a[href^="/detail/"]').first();
      await expect(link, `a detail link on ${path}`).toBeVisible();
      queue.unshift((await link.getAttribute('href'))!);
    }
  }
}

/** Scans a dialog while it is open, then closes it with Escape. */
async function scanDialog(page: Page, name: string, dialog = page.getByRole('dialog')) {
  await expect(dialog.last(), name).toBeVisible();
  // antd's zoom-in animation leaves the dialog half-transparent for a moment, and the menu drawer
  // slides in over its mask: wait until every motion (rc-motion's appear and enter classes) is over.
  await expect(
    page.locator(
      '.ant-zoom-appear, .ant-zoom-enter, .ant-move-up-enter, [class*="-appear-active"], [class*="-enter-active"]',
    ),
  ).toHaveCount(0);
  expect.soft(await wcagViolations(page, `dialog ${name}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test.describe('axe, WCAG 2.2 AA', () => {
  for (const [size, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const [part, routes] of SHELL.entries()) {
      test(`routes at ${viewport.width} × ${viewport.height}, part ${part + 1}`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.setViewportSize(viewport);
        if (part === 0) await sweep(page, SIGNED_OUT, size);
        await signIn(page);
        await sweep(page, routes, size);
      });
    }
  }

  test('the print pages, at both sizes', async ({ page, context, request }) => {
    test.setTimeout(300_000);
    // The print dialog is the browser's own, not the page's: it is not opened here.
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    const { token } = await apiToken(request);
    const codes = (await ordersIn(request, token, 'DELIVERED', 2)).map((o) => o.code).join(',');
    expect(codes).toContain(',');
    await signIn(page);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await sweep(
        page,
        ['/print/packing-slips', '/print/pick-list'].map((path) => `${path}?codes=${codes}`),
        `${viewport.width} px`,
      );
    }
  });

  test('every dialog, open', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page);

    // The alert and the confirm of the dialog service.
    await open(page, '/productReady');
    await page.getByRole('button', { name: ORDER_ACTION('toPackaging') }).click();
    await scanDialog(page, 'alert', alertDialog(page));
    await page.getByRole('button', { name: labels.shell.logout }).click();
    await scanDialog(page, 'confirm', alertDialog(page));

    // The purpose of a row's reveal of buyers' data.
    const row = page.locator('main .ant-table-tbody tr.ant-table-row').first();
    await row.getByRole('button', { name: /개인정보 보기$/ }).click();
    await scanDialog(page, 'purpose');

    // The reasons of a cancel request.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: ORDER_ACTION('requestCancel') }).click();
    await scanDialog(page, 'reasons');

    // The tracking-number sheet upload.
    await open(page, '/deliveryReady');
    await page.getByRole('button', { name: labels.order.sheet.title }).click();
    await scanDialog(page, 'sheet upload');
    // Scan to ship: a panel above the list rather than a dialog.
    await page.getByRole('button', { name: labels.order.scan.title, exact: true }).click();
    await expect(page.getByRole('region', { name: labels.order.scan.title })).toBeVisible();
    expect.soft(await wcagViolations(page, 'scan to ship')).toEqual([]);

    // Product register: options, delivery templates, the editor's video address.
    await open(page, '/productRegister');
    await page.getByRole('button', { name: labels.form.optionSettings }).click();
    await scanDialog(page, 'options');
    await page.getByRole('button', { name: labels.delivery.manage }).click();
    await scanDialog(page, 'delivery templates');
    await page.getByRole('button', { name: labels.editor.insertVideo }).click();
    await scanDialog(page, 'video address');

    // Product manage: the delivery fee for the chosen products.
    await open(page, '/productManage');
    await page.locator('main .ant-table-tbody tr.ant-table-row').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: labels.productList.changeDelivery }).click();
    await scanDialog(page, 'apply delivery fee');

    // Market manage: the products of a new bundle.
    await open(page, '/marketManage?tab=bundles');
    await page.getByRole('button', { name: labels.bundle.new }).click();
    await page.getByRole('button', { name: labels.bundle.addProducts }).click();
    await scanDialog(page, 'bundle products');

    // The menu drawer at a phone's size.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/home');
    await page.getByRole('button', { name: labels.shell.openMenu }).click();
    await scanDialog(page, 'menu drawer');
  });
});
