import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { labels, messages } from '@seller/domain';
import {
  acceptDialog,
  alertDialog,
  apiToken,
  deleteModel,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  modelsOf,
  qnaDetail,
  signIn,
  test,
} from '../fixtures.ts';
import { apiClient } from '../api.ts';

/** A solid-colour PNG of the given size, made here so the test needs no fixture files. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0xc2, 0x18, 0x5b]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Confirms a dialog that is followed at once by another one (so it cannot be awaited hidden). */
async function confirmDialog(page: Page, text: string) {
  await expect(alertDialog(page)).toContainText(text);
  await alertDialog(page).locator('[data-role="ok"]').click();
  await expect(alertDialog(page).filter({ hasText: text })).toHaveCount(0);
}

test.describe('inquiries', () => {
  test('answers an inquiry and finds it in the answered list', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/qnaRequest');
    await expect(page.getByRole('heading', { name: '문의 요청' })).toBeVisible();
    await expectAccessible(page);
    const before = Number(await page.getByTestId('qna-total').textContent());
    expect(before).toBeGreaterThan(0);

    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const id = (await firstRow.locator('td').first().textContent())!.trim();
    await firstRow.getByRole('link', { name: '상세' }).click();
    await expect(page).toHaveURL(new RegExp(`/detail/qnaRequest/${id}$`));
    await expect(page.getByRole('heading', { name: '문의 요청 상세' })).toBeVisible();
    await expectAccessible(page);

    const reply = page.getByLabel('답변');
    await page.getByRole('button', { name: '답변 저장' }).click();
    await acceptDialog(page, messages.qna.replyRequired);
    await reply.fill('가'.repeat(120));
    await expect(reply).toHaveValue('가'.repeat(100));
    await expect(page.getByText('100 / 100')).toBeVisible();
    const answer = '안녕하세요. 내일 바로 출고해드리겠습니다.';
    await reply.fill(answer);
    await expect(page.getByText(`${answer.length} / 100`)).toBeVisible();
    await page.getByRole('button', { name: '답변 저장' }).click();
    await confirmDialog(page, messages.qna.replyConfirm);
    await acceptDialog(page, messages.qna.replySaved);

    await expect(page).toHaveURL(/\/qnaComplete$/);
    await page.goto('/qnaComplete?page=1&size=100');
    await expect(
      page.locator('.ant-table-tbody tr.ant-table-row td:first-child').filter({ hasText: new RegExp(`^${id}$`) }),
    ).toHaveCount(1);
    const { token } = await apiToken(request);
    const saved = await qnaDetail(request, token, Number(id));
    expect(saved).toMatchObject({ replyYn: true, reply: '안녕하세요. 내일 바로 출고해드리겠습니다.' });
    await page.goto('/qnaRequest');
    await expect(page.getByTestId('qna-total')).toHaveText(String(before - 1));
    await expect(page.locator('.ant-table-tbody td').filter({ hasText: new RegExp(`^${id}$`) })).toHaveCount(0);
    await page.goto(`/detail/qnaComplete/${id}`);
    await expect(page.getByLabel('답변')).toHaveValue('안녕하세요. 내일 바로 출고해드리겠습니다.');
  });

  test('filters by type and keeps the search in the URL', async ({ page }) => {
    await signIn(page);
    await page.goto('/qnaComplete');
    await page.locator('.search-panel').getByText('결제', { exact: true }).click();
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/type=PAYMENT/);
    const tags = page.locator('.ant-table-tbody tr.ant-table-row .ant-tag');
    await expect.poll(async () => [...new Set(await tags.allTextContents())]).toEqual(['결제']);
    await page.reload();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row .ant-tag').first()).toHaveText('결제');
  });
});

test.describe('notices', () => {
  test('reads a notice and exports the list', async ({ page }) => {
    await signIn(page);
    await page.goto('/notice');
    await expect(page.getByRole('heading', { name: '공지사항' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('제목').fill('정산');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page.getByTestId('notice-total')).toHaveText('1');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀 다운로드' }).click();
    expect((await download).suggestedFilename()).toMatch(/^판매자센터_공지사항_\d{8}\.xlsx$/);
    await page.getByRole('link', { name: '정산 주기 변경 안내' }).click();
    await expect(page).toHaveURL(/\/detail\/notice\/\d+$/);
    await expect(page.getByRole('heading', { name: '공지사항 상세' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '정산 주기 변경 안내' })).toBeVisible();
    await expect(page.getByRole('document', { name: '공지사항 내용' })).toHaveText(
      '다음 달부터 정산이 주 1회에서 주 2회로 변경됩니다.',
    );
    await expectAccessible(page);
  });
});

test.describe('account and password', () => {
  test('shows the account panels and changes the password, ending the old session', async ({ page, request }) => {
    const staff = 'demo-staff';
    const old = await apiToken(request, staff);
    await signIn(page, staff);
    await page.goto('/account');
    for (const panel of ['계정 정보', '마켓 정보', '사업자 정보', '정산 정보'])
      await expect(page.getByRole('main').getByText(panel, { exact: true })).toBeVisible();
    await expect(page.getByText('데모 란제리').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '문의하기' })).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page).toHaveURL(/\/passwordChange$/);

    await page.getByRole('button', { name: '저장' }).click();
    await acceptDialog(page, messages.password.currentRequired);
    await page.getByLabel('기존 비밀번호').fill('wrong-pass1');
    await page.getByLabel('새 비밀번호', { exact: true }).fill('newpass123');
    await page.getByLabel('새 비밀번호 확인').fill('newpass124');
    await page.getByRole('button', { name: '저장' }).click();
    await acceptDialog(page, messages.password.confirmNew);
    await page.getByLabel('새 비밀번호 확인').fill('newpass123');
    await page.getByRole('button', { name: '저장' }).click();
    await acceptDialog(page, messages.password.currentMismatch);
    await page.getByLabel('기존 비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '저장' }).click();
    await acceptDialog(page, messages.password.changed);
    await expect(page).toHaveURL(/\/intro$/);

    expect((await apiClient(request, old.token).GET('/sw/a/v1/seller/info')).response.status).toBe(401);
    await page.getByPlaceholder('아이디').fill(staff);
    await page.getByPlaceholder('비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(alertDialog(page)).toContainText(messages.auth.wrongCredentials);
    await alertDialog(page).locator('[data-role="ok"]').click();
    await signIn(page, staff, 'newpass123');
  });

  test('signs out everywhere from the account page: another browser and API tokens end too', async ({
    page,
    browser,
    request,
  }) => {
    const seller = 'seller72';
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, seller);
    const api = await apiToken(request, seller);
    const info = async (token: string) => (await apiClient(request, token).GET('/sw/a/v1/seller/info')).response;
    await signIn(page, seller);
    await page.goto('/account');
    const button = page.getByRole('button', { name: '모든 기기에서 로그아웃' });
    await button.click();
    const confirm = alertDialog(page).filter({ hasText: messages.auth.logoutEverywhereConfirm });
    await expect(confirm).toBeVisible();
    await confirm.locator('[data-role="cancel"]').click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(/\/account$/);
    expect((await info(api.token)).status).toBe(200);

    await button.click();
    await acceptDialog(page, messages.auth.logoutEverywhereConfirm);
    await acceptDialog(page, messages.auth.loggedOutEverywhere);
    await expect(page).toHaveURL(/\/intro$/);
    expect((await info(api.token)).status).toBe(401);
    // The other browser, still on its screen, is sent to sign-in at its next call and told why: the
    // account was signed out on every device, not a sign-in problem (issue 38 §12).
    await otherPage.getByTestId('side-nav').getByRole('link', { name: labels.shell.pages.qnaRequest }).click();
    await expect(otherPage).toHaveURL(/\/intro$/);
    await acceptDialog(otherPage, messages.auth.loggedOutEverywhere);
    await other.close();
    await signIn(page, seller);
  });

  test('goes back to the account from the password screen', async ({ page }) => {
    await signIn(page);
    await page.goto('/passwordChange');
    await expectAccessible(page);
    await page.getByRole('button', { name: '뒤로' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('market', () => {
  test('shows every market field on market info and market manage', async ({ page }) => {
    await signIn(page);
    await page.goto('/marketInfo');
    for (const label of [
      '마켓명(국문)',
      '마켓명(영문)',
      '마켓 상태',
      '대표자명',
      '고객센터 연락처',
      '출고지(반품) 주소',
      '사이트 주소',
      'SNS',
      '배경 이미지',
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('1588-1234')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/marketManage');
    await expect(page.getByRole('tab', { name: '마켓 정보' })).toBeVisible();
    await expect(page.getByText('Demo Lingerie')).toBeVisible();
  });
});

test.describe('market guide', () => {
  test('writes a guide, sees the phone preview and keeps it after saving', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/marketGuide');
    await expect(page.getByTestId('guide-empty')).toHaveText(messages.common.none);
    await expect(page.getByRole('region', { name: '마켓 가이드 미리보기' })).toHaveCount(0);
    const editor = page.getByRole('textbox', { name: '마켓 가이드' });
    await editor.click();
    await page.keyboard.type('평일 오후 2시 이전 주문은 당일 출고됩니다.');
    const preview = page.getByRole('region', { name: '마켓 가이드 미리보기' });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('document', { name: '마켓 가이드 내용' })).toHaveText(
      '평일 오후 2시 이전 주문은 당일 출고됩니다.',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await confirmDialog(page, messages.guide.saveConfirm);
    await acceptDialog(page, messages.guide.saved);
    const { token } = await apiToken(request);
    const saved = (await apiClient(request, token).GET('/sw/a/v1/markets/{id}/guide', { params: { path: { id: 1 } } }))
      .data!;
    expect(saved.guide).toBe('<p>평일 오후 2시 이전 주문은 당일 출고됩니다.</p>');
    await page.reload();
    await expect(page.getByRole('region', { name: '마켓 가이드 미리보기' }).getByRole('document')).toHaveText(
      '평일 오후 2시 이전 주문은 당일 출고됩니다.',
    );
  });
});

test.describe('fitting models', () => {
  test('adds models up to the limit, refuses the 11th, edits and deletes one', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/modelManage');
    await expect(page.getByTestId('model-count')).toHaveText('0');
    await expectAccessible(page);

    // Required fields, in order.
    await page.getByRole('button', { name: '등록' }).click();
    await acceptDialog(page, messages.model.nameRequired);
    await page.getByLabel('새 모델 모델명').fill('지수');
    await page.getByRole('button', { name: '등록' }).click();
    await acceptDialog(page, messages.model.imageRequired);
    // A wrong extension is refused in the browser.
    await page
      .getByLabel('새 모델 프로필 이미지')
      .setInputFiles({ name: 'profile.gif', mimeType: 'image/gif', buffer: png(10, 10) });
    await acceptDialog(page, messages.model.imageExtension);
    await page
      .getByLabel('새 모델 프로필 이미지')
      .setInputFiles({ name: 'profile.png', mimeType: 'image/png', buffer: png(320, 320) });
    await expect(page.getByAltText('새 모델 프로필 이미지 미리보기')).toBeVisible();
    await page.getByLabel('새 모델 키').fill('170.5');
    await page.getByLabel('새 모델 브라').fill('75B');
    await page.getByLabel('새 모델 설명').fill('상체가 긴 편이에요');
    await page.getByRole('button', { name: '등록' }).click();
    await acceptDialog(page, messages.model.created);
    await expect(page.getByTestId('model-count')).toHaveText('1');
    await expect(page.getByAltText('지수 프로필')).toBeVisible();
    await expect(page.getByLabel('새 모델 모델명')).toHaveValue('');

    // Nine more through the API (the screen refuses what the server refuses).
    const { token } = await apiToken(request);
    const api = apiClient(request, token);
    for (let i = 2; i <= 10; i++) {
      const res = await api.POST('/sw/a/v1/market/model', { body: { marketId: 1, name: `모델${i}` } });
      expect(res.response.status).toBe(200);
    }
    const eleventh = await api.POST('/sw/a/v1/market/model', { body: { marketId: 1, name: '열한번째' } });
    expect(eleventh.response.status).toBe(409);
    await page.reload();
    await expect(page.getByTestId('model-count')).toHaveText('10');
    await page.getByLabel('새 모델 모델명').fill('열한번째');
    await page.getByRole('button', { name: '등록' }).click();
    await acceptDialog(page, messages.model.limit);

    // Edit one.
    await page.getByRole('button', { name: '지수 수정' }).click();
    await page.getByLabel('지수 몸무게').fill('48');
    await page.getByLabel('지수 모델명').fill('지수 B');
    await page.getByRole('button', { name: '저장' }).click();
    await acceptDialog(page, messages.model.updated);
    await expect(page.getByRole('cell', { name: '지수 B', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '지수 B 수정' })).toBeVisible();

    // Delete one, after confirming.
    await page.getByRole('button', { name: '모델2 삭제' }).click();
    await expect(alertDialog(page)).toContainText(messages.model.deleteConfirm);
    await alertDialog(page).getByRole('button', { name: messages.common.cancel }).click();
    await expect(page.getByTestId('model-count')).toHaveText('10');
    await page.getByRole('button', { name: '모델2 삭제' }).click();
    await confirmDialog(page, messages.model.deleteConfirm);
    await acceptDialog(page, messages.model.deleted);
    await expect(page.getByTestId('model-count')).toHaveText('9');
    await expect(page.getByRole('button', { name: '모델2 삭제' })).toHaveCount(0);

    // The market's model limit is shared with the product tests that follow: take back the API's eight.
    const models = await modelsOf(request, token, 1);
    for (const model of models.filter((m) => /^모델\d+$/.test(m.name)))
      expect(await deleteModel(request, token, model.id)).toBe(200);
    await page.reload();
    await expect(page.getByTestId('model-count')).toHaveText('1');
  });
});
