import { labels } from '@seller/domain';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';

/** The notice list's chunk, as the build names it (`notice-list-page-<hash>.js`). */
const NOTICE_CHUNK = /\/assets\/notice-list-page-[\w-]+\.js$/;

/** Counts the page's full loads (document requests) from now on. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.count += 1;
  });
  return loads;
}

const openNotices = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: '공지사항', exact: true }).click();

test.describe('errors in the browser', () => {
  test('a chunk missing after a deploy reloads the page once, and the page then opens', async ({ page }) => {
    await signIn(page);
    // After a deploy the page's old chunk is gone (404) until the page loads again and gets the new
    // build's index (here: the same chunk, which then answers).
    const loads = countLoads(page);
    let refused = 0;
    await page.route(NOTICE_CHUNK, async (route) => {
      if (loads.count > 0) return route.continue();
      refused += 1;
      await route.fulfill({ status: 404, body: 'Not Found' });
    });
    await openNotices(page);
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(refused).toBeGreaterThan(0);
    expect(loads.count).toBe(1);
  });

  test('a chunk that stays missing reloads once, then shows the Korean error page', async ({ page }) => {
    await signIn(page);
    await page.route(NOTICE_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const loads = countLoads(page);
    await openNotices(page);
    await expect(page.getByText(labels.legal.errorText)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible();
    expect(loads.count).toBe(1);
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

    // Home leaves the error page with a fresh page load (nothing the browser kept of the failure stays);
    // the shell works again.
    await page.getByRole('button', { name: labels.legal.home }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('market-name')).toBeVisible();
    expect(loads.count).toBe(2);
  });

  test('a screen that throws while rendering shows the Korean error page', async ({ page }) => {
    await signIn(page);
    // The seller's info arrives without its market: the shell's header cannot render it.
    await page.route(/\/sw\/a\/v1\/seller\/info(\?|$)/, (route) => route.fulfill({ json: { name: '김데모' } }));
    await page.reload();
    await expect(page.getByText(labels.legal.errorText)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: labels.legal.home })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  });
});
