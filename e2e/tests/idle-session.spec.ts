import { labels, messages } from '@seller/domain';
import type { APIRequestContext } from '@playwright/test';
import { apiClient } from '../api.ts';
import { acceptDialog, apiToken, DEMO_PASSWORD, expect, signIn, test, TYPING } from '../fixtures.ts';

const text = messages.session;

/** Sets the demo market's idle time through the API (the seller's own call of 마켓 관리 → 보안). */
async function setIdleMinutes(request: APIRequestContext, minutes: number) {
  const { token, key } = await apiToken(request);
  const { response } = await apiClient(request, token).PUT('/sw/a/v1/markets/{id}/security', {
    params: { path: { id: key } },
    body: { sessionIdleMinutes: minutes },
  });
  expect(response.status).toBe(200);
}

/**
 * Idle sessions (issue 34 §5): with the market's idle time set short (5 minutes), the browser's clock
 * is moved on instead of waiting; a minute before the end a dialog counts down over the screen, whose
 * work stays beneath it.
 */
for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test.describe(`idle sessions at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test.afterEach(async ({ request }) => setIdleMinutes(request, 30));

    test('the idle warning counts down over the screen, and 로그인 유지 keeps the session and the work', async ({
      page,
      request,
    }) => {
      await setIdleMinutes(request, 5);
      await page.clock.install();
      await signIn(page);
      await page.goto('/marketManage?tab=security');
      const minutes = page.getByRole('spinbutton', { name: labels.market.sessionIdleMinutes });
      await expect(minutes).toHaveValue('5');
      // Work on screen, not saved.
      await minutes.click();
      await page.keyboard.press('Backspace');
      await minutes.pressSequentially('12', TYPING);

      await page.clock.fastForward('04:05');
      const warning = page.getByRole('dialog', { name: text.idleWarningTitle });
      await expect(warning).toBeVisible();
      await expect(warning.getByRole('timer')).toContainText(/\d+초 동안 사용하지 않으면/);
      await warning.getByRole('button', { name: text.stay }).click();
      await expect(warning).toBeHidden();
      await expect(minutes).toHaveValue('12');
      await expect(page).toHaveURL(/\/marketManage\?tab=security$/);

      // The session lives on: the work is saved.
      await page.getByRole('button', { name: labels.market.save }).click();
      await acceptDialog(page, text.saved);
      const { token, key } = await apiToken(request);
      const saved = await apiClient(request, token).GET('/sw/a/v1/markets/{id}/security', {
        params: { path: { id: key } },
      });
      expect(saved.data!.sessionIdleMinutes).toBe(12);
    });

    test('an idle session ends when the countdown runs out, and signing in returns to the screen', async ({
      page,
      request,
    }) => {
      await setIdleMinutes(request, 5);
      await page.clock.install();
      await signIn(page);
      await page.goto('/marketManage?tab=security');
      await expect(page.getByRole('spinbutton', { name: labels.market.sessionIdleMinutes })).toHaveValue('5');

      await page.clock.fastForward('04:05');
      await expect(page.getByRole('dialog', { name: text.idleWarningTitle })).toBeVisible();
      await page.clock.fastForward('01:05');
      await expect(page).toHaveURL(/\/intro$/);
      await acceptDialog(page, text.idleEnded);

      await page.getByPlaceholder('아이디').pressSequentially('demo', TYPING);
      await page.getByPlaceholder('비밀번호').pressSequentially(DEMO_PASSWORD, TYPING);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/marketManage\?tab=security$/);
      await expect(page.getByRole('spinbutton', { name: labels.market.sessionIdleMinutes })).toBeVisible();
    });
  });
}
