import { labels, message, messages } from '@seller/domain';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiClient, formSerializer } from '../api.ts';
import {
  alertDialog,
  apiToken,
  deleteModel,
  expect,
  modelsOf,
  orderDetail,
  ordersIn,
  PRESS,
  productsOf,
  signIn,
  tabTo,
  test,
  TYPING,
} from '../fixtures.ts';

/**
 * Issue 17: "every list screen can be worked with the keyboard alone". Each test walks one kind of
 * list with keys only, at a person's pace: a search with typed days, another page and page size,
 * rows chosen, a bulk action (its confirmation answered by a key pressed after it opened), a row's
 * detail and back to the list as it was, the row's control taking the focus again.
 */

const press = (page: Page, key: string) => page.keyboard.press(key, PRESS);
const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const pageSize = (scope: Page | Locator) => scope.getByRole('combobox', { name: '페이지 크기' });

/** Replaces what a field holds with typed text, reaching it by Tab. */
async function typeInto(page: Page, field: Locator, text: string, back = false) {
  await tabTo(page, field, { back });
  await press(page, 'ControlOrMeta+a');
  await page.keyboard.type(text, TYPING);
}

/** Types the period's days into its two fields and presses Enter in the second. */
async function searchPeriod(page: Page, label: string, start: string, end: string) {
  await typeInto(page, page.getByRole('textbox', { name: `${label} 시작일` }), start);
  await typeInto(page, page.getByRole('textbox', { name: `${label} 종료일` }), end);
  await press(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`startDate=${start}&endDate=${end}`));
}

/** Another page by Tab and Enter on its number. */
async function goToPage(page: Page, scope: Page | Locator, n: number) {
  await tabTo(page, scope.locator(`.ant-pagination-item-${n}`));
  await press(page, 'Enter');
  await expect(scope.locator(`.ant-pagination-item-${n}`)).toHaveClass(/ant-pagination-item-active/);
}

/** The page size by its select: Enter opens, ↓ moves from 10 to 50, Enter takes it. */
async function choosePageSize50(page: Page, scope: Page | Locator) {
  await tabTo(page, pageSize(scope));
  await press(page, 'Enter');
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await expect(scope.locator('.ant-pagination-options')).toContainText('50');
}

/** Waits for the dialog with `text`, checks the key that opened it did not answer it, then presses `key`. */
async function answer(page: Page, text: string, key: 'Enter' | 'Escape') {
  const dialog = alertDialog(page).filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await press(page, key);
  await expect(dialog).toHaveCount(0);
}

test.describe('keyboard alone on every list screen (issue 17)', () => {
  // A whole walk at a person's pace, key by key, on a shared machine.
  test.describe.configure({ timeout: 300_000 });

  test('상품 관리: typed period, page and page size, rows chosen, 판매 상태 변경 from its menu, a product and back', async ({
    page,
    request,
  }) => {
    const { token, key } = await apiToken(request);
    await signIn(page);
    await page.goto('/productManage');

    await searchPeriod(page, '등록 기간', '2020-01-01', '2099-12-31');
    await goToPage(page, page, 2);
    await expect(page).toHaveURL(/page=2/);
    await choosePageSize50(page, page);
    await expect(page).toHaveURL(/size=50/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(bodyRows(page)).toHaveCount(50);

    // Two products chosen with Space; the bar counts them.
    const names = await bodyRows(page).locator('td:nth-child(4)').allInnerTexts();
    const box = (name: string) => page.getByRole('checkbox', { name: labels.list.select(name) });
    // From the page size at the foot, Tab goes round the whole shell (navigation, header, search panel,
    // the list's tools) to the first row.
    await tabTo(page, box(names[0]!), { max: 100 });
    await press(page, 'Space');
    await tabTo(page, box(names[1]!));
    await press(page, 'Space');
    const bar = page.getByRole('toolbar', { name: labels.list.selectedActions });
    await expect(bar).toContainText(labels.list.selected(2));

    // 판매 상태 변경: Enter opens its menu with the focus in it, ↓ and Enter choose, the confirmation names
    // the count and waits for a new key; the result is said, and the focus is back on the button.
    const sellAction = bar.getByRole('button', { name: labels.productList.changeSell });
    await tabTo(page, sellAction, { back: true });
    await press(page, 'Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: labels.productList.toSell })).toBeFocused();
    await press(page, 'ArrowDown');
    await expect(menu.getByRole('menuitem', { name: labels.productList.toNoSell })).toBeFocused();
    await press(page, 'ArrowUp');
    await press(page, 'Enter');
    await answer(
      page,
      message('productManage.flagsConfirm', {
        count: 2,
        flag: labels.productList.flagSell,
        value: labels.productList.sell,
      }),
      'Enter',
    );
    await answer(page, message('productManage.flagsChanged', { count: 2 }), 'Enter');
    await expect(sellAction).toBeFocused();
    const listed = await productsOf(request, token, key, { startDate: '2020-01-01', endDate: '2099-12-31', size: 50 });
    const chosen = listed.filter((p) => names.slice(0, 2).includes(p.name));
    expect(chosen.map((p) => p.sell)).toEqual([true, true]);

    // A product's detail by Enter, and 목록으로 back to the list as it was, its 상세 focused.
    const third = listed.find((p) => p.name === names[2])!;
    const detail = page.getByRole('button', { name: labels.list.detailOf(third.name) });
    await tabTo(page, detail);
    await press(page, 'Enter');
    await expect(page).toHaveURL(new RegExp(`/detail/productEdit/${third.code}$`));
    await expect(page.getByRole('heading', { name: labels.product.edit })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '상품명' })).toHaveValue(third.name);
    await tabTo(page, page.getByRole('button', { name: labels.common.backToList }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/productManage\?.*startDate=2020-01-01.*size=50/);
    await expect(detail).toBeFocused();
  });

  test('상품 준비중: typed period, pages and size, rows by Space and ↓, 배송 준비중 처리, an order and back', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    await signIn(page);
    await page.goto('/productReady');
    await searchPeriod(page, '결제일 기간', '2020-01-01', '2099-12-31');
    await goToPage(page, page, 2);
    await expect(page).toHaveURL(/page=2/);
    await choosePageSize50(page, page);
    await expect(page).toHaveURL(/size=50/);

    // An order's detail by Enter on its link, 목록으로 back to the same search, its row focused.
    const rows = bodyRows(page);
    const codes = (await ordersIn(request, token, 'PAID', 3)).map((o) => o.code);
    const third = page.getByRole('link', { name: labels.list.detailOf(codes[2]!) });
    await tabTo(page, page.getByRole('link', { name: labels.list.detailOf(codes[0]!) }));
    await press(page, 'ArrowDown');
    await press(page, 'ArrowDown');
    await expect(third).toBeFocused();
    await press(page, 'Enter');
    await expect(page).toHaveURL(new RegExp(`/detail/productReady/${codes[2]}$`));
    await tabTo(page, page.getByRole('button', { name: labels.common.backToList }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/productReady\?.*startDate=2020-01-01.*size=50/);
    await expect(third).toBeFocused();

    // A row is one Tab stop with ↑/↓ between rows: up to the first row, back to its checkbox, Space
    // chooses; ↓ to the next row's checkbox, Space.
    await press(page, 'ArrowUp');
    await press(page, 'ArrowUp');
    await expect(page.getByRole('link', { name: labels.list.detailOf(codes[0]!) })).toBeFocused();
    await press(page, 'Shift+Tab');
    await expect(rows.first().getByRole('checkbox')).toBeFocused();
    await expect(rows.first().getByRole('checkbox')).toHaveAccessibleName(labels.list.select(codes[0]!));
    await press(page, 'Space');
    await press(page, 'ArrowDown');
    await expect(rows.nth(1).getByRole('checkbox')).toBeFocused();
    await press(page, 'Space');
    const bar = page.getByRole('toolbar', { name: labels.list.selectedActions });
    await expect(bar).toContainText(labels.list.selected(2));

    // The bulk action: its confirmation names the count, a fresh Enter moves both orders.
    const toPackaging = bar.getByRole('button', { name: '배송 준비중 처리' });
    await tabTo(page, toPackaging, { back: true });
    await press(page, 'Enter');
    const asked = alertDialog(page).filter({ hasText: messages.order.confirm.toPackaging });
    await expect(asked).toContainText(message('order.confirm.count', { count: 2 }));
    await answer(page, messages.order.confirm.toPackaging, 'Enter');
    await answer(page, message('order.done', { count: 2 }), 'Enter');
    // The spec's move goes on to the list of the new status.
    await expect(page).toHaveURL(/\/deliveryReady$/);
    for (const code of codes.slice(0, 2)) expect((await orderDetail(request, token, code)).status).toBe('PACKAGING');
  });

  test('문의 요청: type by arrows, typed period, pages and size, an inquiry and back', async ({ page }) => {
    await signIn(page);
    await page.goto('/qnaRequest');
    // The type is one radio group: ← → choose, as a radio group does.
    await tabTo(page, page.getByRole('radio', { name: labels.list.all }));
    await press(page, 'ArrowRight');
    await press(page, 'ArrowLeft');
    await expect(page.getByRole('radio', { name: labels.list.all })).toBeChecked();
    await searchPeriod(page, '문의 기간', '2020-01-01', '2099-12-31');
    await goToPage(page, page, 2);
    await expect(page).toHaveURL(/page=2/);
    await choosePageSize50(page, page);
    await expect(page).toHaveURL(/size=50/);

    // The 50-row page is on screen (the 10-row one stays until it comes).
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(10);
    const fourth = bodyRows(page).nth(3).getByRole('link');
    const name = (await fourth.getAttribute('aria-label'))!;
    const id = (await fourth.getAttribute('href'))!.split('/').pop();
    const link = page.getByRole('link', { name, exact: true });
    await tabTo(page, link);
    await press(page, 'Enter');
    await expect(page).toHaveURL(new RegExp(`/detail/qnaRequest/${id}$`));
    await tabTo(page, page.getByRole('button', { name: labels.common.backToList }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/qnaRequest\?.*startDate=2020-01-01.*size=50/);
    await expect(link).toBeFocused();
  });

  test('공지사항: typed title and period, a notice and back, the export by Enter', async ({ page }) => {
    await signIn(page);
    await page.goto('/notice');
    await typeInto(page, page.getByLabel(labels.notice.title, { exact: true }), '안내');
    await searchPeriod(page, '등록 기간', '2020-01-01', '2099-12-31');
    await expect(page).toHaveURL(/title=/);
    await expect(bodyRows(page).first()).toContainText('안내');
    const first = bodyRows(page).first().getByRole('link');
    const title = (await first.innerText()).trim();
    expect(title).toContain('안내');
    await tabTo(page, first);
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/detail\/notice\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: labels.common.backToList }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/notice\?.*title=/);
    await expect(page.getByRole('link', { name: title })).toBeFocused();

    const exportButton = page.getByRole('button', { name: '엑셀 다운로드', exact: true });
    await tabTo(page, exportButton, { back: true });
    const download = page.waitForEvent('download');
    await press(page, 'Enter');
    expect((await download).suggestedFilename()).toMatch(/공지사항/);
  });

  test('마켓 관리: the product picker of 상품에 일괄 적용, searched, paged and chosen by keys', async ({ page }) => {
    await signIn(page);
    await page.goto('/marketManage?tab=deliveries');
    await tabTo(page, page.getByRole('button', { name: '상품에 일괄 적용' }));
    await press(page, 'Enter');
    const picker = page.getByRole('dialog', { name: '배송비 템플릿을 적용할 상품 선택' });
    await expect(picker).toBeVisible();
    await typeInto(page, picker.getByRole('textbox', { name: /시작일$/ }), '2020-01-01');
    await typeInto(page, picker.getByRole('textbox', { name: /종료일$/ }), '2099-12-31');
    await press(page, 'Enter');
    await expect(bodyRows(picker)).toHaveCount(10);
    // One product on the first page, one on the second: the choice is kept across pages.
    const firstOfPage1 = bodyRows(picker).first().getByRole('checkbox');
    await tabTo(page, firstOfPage1);
    await press(page, 'Space');
    await expect(firstOfPage1).toBeChecked();
    await goToPage(page, picker, 2);
    const firstOfPage2 = bodyRows(picker).first().getByRole('checkbox');
    await tabTo(page, firstOfPage2, { back: true });
    await press(page, 'Space');
    await expect(firstOfPage2).toBeChecked();
    await choosePageSize50(page, picker);
    await expect(bodyRows(picker)).toHaveCount(50);
    await expect(picker.getByRole('checkbox', { checked: true })).toHaveCount(2);
    const apply = picker.getByRole('button', { name: '선택한 상품에 적용 (2)' });
    await tabTo(page, apply);
    await press(page, 'Enter');
    await expect(picker).toBeHidden();
    const layer = page.getByRole('dialog').filter({ hasText: '선택한 상품 2개에 적용할 배송비 템플릿을 선택하세요.' });
    await expect(layer).toBeVisible();
    await press(page, 'Escape');
    await expect(layer).toBeHidden();
  });

  test('모델 관리: 수정 by Enter takes the focus to 모델명, a save brings it back; 삭제 asks and waits for a new key', async ({
    page,
    request,
  }) => {
    const { token, key } = await apiToken(request);
    const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    const made: number[] = [];
    for (const name of ['키보드 모델 가', '키보드 모델 나']) {
      const res = await apiClient(request, token).POST('/sw/a/v1/market/model/with-image', {
        body: { marketId: key, name, file: new File([photo], 'm.png', { type: 'image/png' }) },
        bodySerializer: formSerializer,
      });
      expect(res.response.status).toBe(200);
      made.push(res.data!.modelId);
    }
    try {
      await signIn(page);
      await page.goto('/modelManage');
      await tabTo(page, page.getByRole('button', { name: labels.model.editOf('키보드 모델 가') }));
      await press(page, 'Enter');
      const name = page.getByLabel(labels.model.nameOf('키보드 모델 가'));
      await expect(name).toBeFocused();
      await press(page, 'ControlOrMeta+a');
      await page.keyboard.type('키보드 모델 다', TYPING);
      await tabTo(page, page.getByRole('button', { name: labels.model.save, exact: true }));
      await press(page, 'Enter');
      await answer(page, messages.model.updated, 'Enter');
      await expect(page.getByRole('button', { name: labels.model.editOf('키보드 모델 다') })).toBeFocused();

      // 취소 leaves the edit and puts the focus back on 수정.
      await press(page, 'Enter');
      await expect(page.getByLabel(labels.model.nameOf('키보드 모델 다'))).toBeFocused();
      // (The side menu's 취소 group has the same name since icons are aria-hidden: the one in the page.)
      await tabTo(page, page.locator('#main').getByRole('button', { name: labels.model.cancel, exact: true }));
      await press(page, 'Enter');
      await expect(page.getByRole('button', { name: labels.model.editOf('키보드 모델 다') })).toBeFocused();

      // 삭제: Esc on the question keeps the model; a fresh Enter deletes it.
      const remove = page.getByRole('button', { name: labels.model.deleteOf('키보드 모델 나') });
      await tabTo(page, remove);
      await press(page, 'Enter');
      await answer(page, messages.model.deleteConfirm, 'Escape');
      await expect(remove).toBeFocused();
      await press(page, 'Enter');
      await answer(page, messages.model.deleteConfirm, 'Enter');
      await answer(page, messages.model.deleted, 'Enter');
      await expect(remove).toHaveCount(0);
      const left = await modelsOf(request, token, key);
      expect(left.filter((m) => made.includes(m.id)).map((m) => m.name)).toEqual(['키보드 모델 다']);
    } finally {
      // The market keeps no model of this test (another test counts to the limit of 10).
      for (const id of made) await deleteModel(request, token, id);
    }
  });
});
