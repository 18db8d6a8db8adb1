import { DASHBOARD_CARDS, messages } from '@seller/domain';
import { acceptDialog, alertDialog, apiToken, expect, expectAccessible, signIn, test } from '../fixtures.ts';
import { apiClient } from '../api.ts';

test.describe('sign-in', () => {
  test('signs in with the mouse', async ({ page }) => {
    await page.goto('/intro');
    await expect(page.getByText(messages.auth.admittedOnly)).toBeVisible();
    await expectAccessible(page);
    await page.getByPlaceholder('아이디').click();
    await page.getByPlaceholder('아이디').fill('demo');
    await page.getByPlaceholder('비밀번호').click();
    await page.getByPlaceholder('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('market-name')).toHaveText('데모 란제리');
    await expect(page.getByRole('heading', { name: '김데모님, 안녕하세요.' })).toBeVisible();
    const ctx = await page.evaluate(() => JSON.parse(sessionStorage.getItem('SF_CTX') ?? 'null'));
    expect(ctx).toMatchObject({ authorized: true, key: 1, id: 'demo', market: '데모 란제리' });
    expect(typeof ctx.token).toBe('string');
  });

  test('signs in with the keyboard: Enter moves to the password, Enter submits', async ({ page }) => {
    await page.goto('/intro');
    await page.getByPlaceholder('아이디').fill('demo');
    await page.keyboard.press('Enter');
    await expect(page.getByPlaceholder('비밀번호')).toBeFocused();
    await page.keyboard.type('demo1234!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('says the id or password is wrong, and asks for both when one is missing', async ({ page }) => {
    await page.goto('/intro');
    await page.getByRole('button', { name: '로그인' }).click();
    await acceptDialog(page, messages.auth.missingCredentials);
    await page.getByPlaceholder('아이디').fill('demo');
    await page.getByPlaceholder('비밀번호').fill('wrong-password');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(alertDialog(page)).toContainText(messages.auth.wrongCredentials);
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(alertDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/intro$/);
  });
});

test.describe('route guards', () => {
  test('signed out, shell routes and unknown paths go to /intro; /privacy and /error stay', async ({ page }) => {
    for (const path of ['/home', '/orderTotal', '/detail/notice/1', '/nowhere']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/intro$/);
    }
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: '개인정보 처리방침' })).toBeVisible();
    await expect(page.getByText('2022년 2월 23일부터 적용됩니다.')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/error');
    await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible();
    await expectAccessible(page);
  });

  test('signed in, /intro and unknown paths go home; the last path comes back after a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/intro');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/no-such-screen');
    await expect(page).toHaveURL(/\/home$/);
    await page.getByTestId('side-nav').getByRole('link', { name: '마켓 정보' }).click();
    await expect(page).toHaveURL(/\/marketInfo$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/marketInfo$/);
    await page.reload();
    await expect(page).toHaveURL(/\/marketInfo$/);
  });

  test('a broken session entry shows the login problem message and returns to /intro', async ({ page }) => {
    await signIn(page);
    // Broken before the app's code runs on the next load: written into the running page, a
    // dashboard call still in flight there could find it first and sign out before the reload.
    await page.addInitScript(() => sessionStorage.setItem('SF_CTX', '{"token": 1'));
    await page.goto('/home');
    await expect(page).toHaveURL(/\/intro$/);
    await acceptDialog(page, messages.auth.sessionProblem);
    expect(await page.evaluate(() => sessionStorage.getItem('SF_CTX'))).toBeNull();
  });

  test('a token the server no longer accepts sends the seller to sign in with the message', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('SF_CTX')!).token as string);
    // The app is unloaded before the session ends (the tab keeps its session storage), so no call of
    // the running page can meet the ended session and use up the sign-in notice before the next load.
    await page.goto('about:blank');
    await apiClient(request, token).POST('/sw/a/v1/seller/logout');
    await page.goto('/home');
    await acceptDialog(page, messages.auth.sessionProblem);
    await expect(page).toHaveURL(/\/intro$/);
    expect(await page.evaluate(() => sessionStorage.getItem('SF_CTX'))).toBeNull();
  });
});

test.describe('shell', () => {
  test('side navigation lists every group and folds to icons', async ({ page }) => {
    await signIn(page);
    const nav = page.getByTestId('side-nav');
    for (const label of [
      '상품 등록',
      '상품 관리',
      '전체 주문',
      '배송 준비중',
      '취소 요청',
      '교환 요청',
      '환불 완료',
      '마켓 관리',
      '모델 관리',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    expect((await nav.boundingBox())?.width).toBe(240);
    await page.getByRole('button', { name: '메뉴 접기' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(48);
    await expect(nav.getByText('개인정보 처리방침')).toBeHidden();
    // Folded, a group's icon unfolds the navigation with that group open.
    await nav.getByRole('button', { name: '주문/배송' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(240);
    await expect(nav.getByRole('link', { name: '전체 주문' })).toBeVisible();
    // A group closes and opens again.
    await nav.getByRole('button', { name: '주문/배송' }).click();
    await expect(nav.getByRole('link', { name: '전체 주문' })).toBeHidden();
    await nav.getByRole('button', { name: '주문/배송' }).click();
    await expect(nav.getByRole('link', { name: '전체 주문' })).toBeVisible();
    await page.getByRole('button', { name: '메뉴 접기' }).click();
    await page.getByRole('button', { name: '메뉴 펼치기' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(240);
    await nav.getByRole('link', { name: '개인정보 처리방침' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('button', { name: '뒤로 가기' }).first().click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('logout asks first; cancel stays, confirm signs out', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: '로그아웃', exact: true }).click();
    await expect(alertDialog(page)).toContainText(messages.auth.logoutConfirm);
    await expectAccessible(page);
    await alertDialog(page).getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: '로그아웃', exact: true }).click();
    await alertDialog(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/intro$/);
    expect(await page.evaluate(() => sessionStorage.getItem('SF_CTX'))).toBeNull();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/intro$/);
  });

  test('the account button opens the account screen', async ({ page }) => {
    await signIn(page);
    await page.getByRole('banner').getByRole('button', { name: '계정 관리' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('dashboard', () => {
  test('the six cards show the last month counts from the server and open their screens', async ({ page, request }) => {
    await signIn(page);
    const { token } = await apiToken(request);
    const endDate = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()),
    );
    const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
    const start = new Date(Date.UTC(y, m - 2, Math.min(d, new Date(Date.UTC(y, m - 1, 0)).getUTCDate())));
    const startDate = start.toISOString().slice(0, 10);
    for (const card of DASHBOARD_CARDS) {
      const { data: expected } = await apiClient(request, token).GET('/sw/a/v1/orders/count', {
        params: { query: { marketId: 1, orderStatusList: card.statuses.join(','), startDate, endDate } },
      });
      await expect(page.getByTestId(`count-${card.key}`)).toContainText(card.label);
      await expect(page.getByTestId(`count-${card.key}`).locator('.count')).toHaveText(
        expected!.toLocaleString('en-US'),
      );
    }
    expect(
      await Promise.all(
        DASHBOARD_CARDS.map(async (c) =>
          Number((await page.getByTestId(`count-${c.key}`).locator('.count').textContent())?.replace(/,/g, '')),
        ),
      ),
    ).not.toEqual(DASHBOARD_CARDS.map(() => 0));
    for (const card of DASHBOARD_CARDS) {
      await page.getByTestId(`count-${card.key}`).click();
      await expect(page).toHaveURL(new RegExp(`/${card.screen}\\?startDate=${startDate}&endDate=${endDate}$`));
      await page.goBack();
    }
  });

  test('guide topics and notices open the "being prepared" dialog', async ({ page }) => {
    await signIn(page);
    const guide = page.getByRole('button', { name: '상품 등록 방법' });
    await guide.click();
    await acceptDialog(page, messages.common.contentPreparing);
    const notices = page.getByRole('region', { name: '공지사항' });
    await expect(notices.getByRole('listitem')).toHaveCount(3);
    await notices.getByRole('listitem').first().getByRole('button').click();
    await acceptDialog(page, messages.common.contentPreparing);
    await expect(page.getByRole('link', { name: '관리자 문의 채팅 바로가기' })).toBeVisible();
  });
});

test('the payment result page shows its close hint after 2 seconds', async ({ page }) => {
  await page.goto('/payResult');
  const hint = page.getByTestId('close-hint');
  await expect(hint).toHaveCSS('opacity', '0');
  await expect(hint).toHaveCSS('opacity', '1', { timeout: 5000 });
});
