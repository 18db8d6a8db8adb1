import {
  labels,
  messages,
  ORDER_SCREEN_LABELS,
  ORDER_SCREEN_NAMES,
  ORDER_SEARCH_FIELDS,
  TOP_CATEGORIES,
} from '@seller/domain';
import type { Locator, Page } from '@playwright/test';
import {
  alertDialog,
  apiToken,
  chooseOption,
  detailEditor,
  expect,
  interceptFileChoosers,
  openList,
  orderDetail,
  ordersIn,
  PRESS,
  productsOf,
  qnaDetail,
  signIn,
  tabTo,
  test,
  TYPING,
  wcagViolations,
} from '../fixtures.ts';

const title = (screen: string) => labels.shell.documentTitle(screen);
const heading = (page: Page) => page.locator('main h1');

/** Expects the screen's title in the tab and the focus on its heading. */
async function expectScreen(page: Page, screen: string) {
  await expect(page).toHaveTitle(title(screen));
  await expect(heading(page)).toBeFocused();
}

/** Waits for the dialog showing `text` and answers it with Enter, as a keyboard user does. */
async function enterOnDialog(page: Page, text: string) {
  const dialog = alertDialog(page).filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-role="ok"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** Opens a screen and waits until it has its heading and its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // A screen's code loads on its first visit, which can take a while on a busy machine.
  await expect(heading(page), path).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
}

/** Puts the focus on `target` by keyboard (Shift+Tab then Tab), so the browser shows its focus ring. */
async function keyboardFocus(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * Expects a solid ring of the theme colour, 2 px or more, on `ring`, at 3:1 or more against what is behind it,
 * once it stands: antd's controls fade their outline in (a transition), and a busy machine reads it midway.
 */
async function expectFocusRing(ring: Locator, what: string) {
  const read = () =>
    ring.evaluate((el) => {
      const style = getComputedStyle(el);
      let behind = 'rgb(255, 255, 255)';
      for (let node = el.parentElement; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        if (bg && bg !== 'transparent' && !/rgba\(.*, 0\)$/.test(bg)) {
          behind = bg;
          break;
        }
      }
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, behind };
    });
  await expect
    .poll(
      async () => {
        const { style, width, color } = await read();
        return { style, atLeast2px: width >= 2, color };
      },
      { message: what },
    )
    .toEqual({ style: 'solid', atLeast2px: true, color: 'rgb(194, 24, 91)' }); // the theme colour, #c2185b
  const seen = await read();
  expect(contrast(seen.color, seen.behind), what).toBeGreaterThanOrEqual(3);
}

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

test.describe('accessibility', () => {
  test('keyboard alone: sign in, a delivery saved, an inquiry answered; titles and focus at each step', async ({
    page,
    request,
  }) => {
    // Every Tab at a person's pace (fixtures' tabTo), through two screens' controls.
    test.setTimeout(240_000);
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'PACKAGING');
    const code = order!.code;

    await page.goto('/intro');
    await expect(page).toHaveTitle(title(labels.auth.login));
    await tabTo(page, page.getByLabel(labels.auth.loginId));
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(labels.auth.password)).toBeFocused();
    await page.keyboard.type('demo1234!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expectScreen(page, labels.shell.pages.home);

    // A fresh page: the first Tab reaches the skip link, which takes the focus past the navigation.
    await page.reload();
    await expect(heading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: labels.shell.skipToMain });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toBeFocused();

    // Back into the navigation, to 배송 준비중.
    const menu = page.getByRole('navigation', { name: labels.shell.menu });
    await tabTo(page, menu.getByRole('link', { name: ORDER_SCREEN_LABELS.deliveryReady, exact: true }), {
      back: true,
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/deliveryReady$/);
    await expectScreen(page, ORDER_SCREEN_LABELS.deliveryReady);

    // Search by order number: the first control after the heading is the search field. Its keys are
    // held as long as a person holds them (a key of 0 ms came before the list had closed on a slow
    // machine, and Tab in an open list chooses instead of moving on).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: labels.order.searchField })).toBeFocused();
    await page.keyboard.press('Enter', PRESS);
    for (let i = 0; i <= ORDER_SEARCH_FIELDS.indexOf('orderCode'); i++) await page.keyboard.press('ArrowDown', PRESS);
    await page.keyboard.press('Enter', PRESS);
    await page.keyboard.press('Tab', PRESS);
    await expect(page.getByLabel(labels.order.keyword)).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
    const rowLink = page.getByRole('link', { name: labels.list.detailOf(code) });
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(page.getByTestId('list-status')).toHaveText(`${labels.list.total('1')}, ${labels.list.selected(0)}`);

    // The row's checkbox has a Korean name; choosing it is announced.
    await tabTo(page, page.getByRole('checkbox', { name: labels.list.select(code) }));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('list-status')).toHaveText(`${labels.list.total('1')}, ${labels.list.selected(1)}`);
    await page.keyboard.press('Space');

    // The order's detail and back: one stop for 목록으로, the list keeps its search, the row has the focus.
    await tabTo(page, rowLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/detail/deliveryReady/${code}$`));
    await expectScreen(page, labels.shell.orderTitle(code));
    await page.keyboard.press('Tab');
    const back = page.getByRole('button', { name: labels.common.backToList });
    await expect(back).toBeFocused();
    await expect(page.getByRole('link', { name: labels.common.backToList })).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/deliveryReady\\?.*keyword=${code}`));
    await expect(page).toHaveTitle(title(ORDER_SCREEN_LABELS.deliveryReady));
    await expect(rowLink).toBeFocused();

    // The delivery cells of the row, then Enter saves.
    await tabTo(page, page.getByRole('combobox', { name: labels.order.carrierOf(code) }));
    await page.keyboard.type('CJ', TYPING);
    await page.keyboard.press('Enter', PRESS);
    await expect(page.locator('.ant-table-tbody')).toContainText('CJ대한통운');
    // The seller sees the list close before moving on (Tab in a list that is still open stays in it).
    await expect(openList(page)).toHaveCount(0);
    await page.keyboard.press('Tab', PRESS);
    await expect(page.getByLabel(labels.order.trackingNumberOf(code))).toBeFocused();
    await page.keyboard.type('0098-7654-3210');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: labels.order.saveDeliveryOf(code) })).toBeFocused();
    await page.keyboard.press('Enter');
    await enterOnDialog(page, messages.order.confirm.saveDelivery);
    await enterOnDialog(page, messages.order.delivery.saved);
    await expect(page).toHaveURL(/\/deliveryProgress$/);
    await expectScreen(page, ORDER_SCREEN_LABELS.deliveryProgress);
    const saved = await orderDetail(request, token, code);
    expect(saved).toMatchObject({ status: 'TRANSIT', delivery: { name: 'CJ대한통운', code: '009876543210' } });

    // 문의 요청 → an inquiry → the reply saved → 문의 완료.
    await tabTo(page, menu.getByRole('link', { name: labels.shell.pages.qnaRequest, exact: true }), { back: true });
    await page.keyboard.press('Enter');
    await expectScreen(page, labels.shell.pages.qnaRequest);
    const firstInquiry = page.getByRole('table').getByRole('link').first();
    await tabTo(page, firstInquiry);
    const id = Number((await firstInquiry.getAttribute('href'))!.split('/').pop());
    await expect(firstInquiry).toHaveAccessibleName(labels.qna.detailOf(id));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/detail/qnaRequest/${id}$`));
    await expectScreen(page, labels.qna.requestDetail);
    await tabTo(page, page.getByLabel(labels.qna.reply));
    await page.keyboard.type('주문하신 상품은 내일 출고됩니다.');
    await tabTo(page, page.getByRole('button', { name: labels.qna.saveReply }));
    await page.keyboard.press('Enter');
    await enterOnDialog(page, messages.qna.replyConfirm);
    await enterOnDialog(page, messages.qna.replySaved);
    await expect(page).toHaveURL(/\/qnaComplete$/);
    await expectScreen(page, labels.shell.pages.qnaComplete);
    const qna = await qnaDetail(request, token, id);
    expect(qna).toMatchObject({ replyYn: true, reply: '주문하신 상품은 내일 출고됩니다.' });
  });

  test('visible focus: a ring of the theme colour on checkboxes, radios, image tiles and the editor; a 24 px password toggle', async ({
    page,
  }) => {
    await page.goto('/intro');
    const toggle = page.locator('.ant-input-password-icon');
    await expect(toggle).toBeVisible();
    const box = (await toggle.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);

    await signIn(page);
    await open(page, '/deliveryReady');
    const pageBox = page.getByRole('checkbox', { name: labels.list.selectPage });
    await keyboardFocus(page, pageBox);
    await expectFocusRing(pageBox.locator('xpath=..'), 'checkbox');

    await open(page, '/productRegister');
    const radio = page.getByRole('radio', { name: labels.form.selling });
    await keyboardFocus(page, radio);
    await expectFocusRing(radio.locator('xpath=..'), 'radio');
    const tile = page.getByRole('button', { name: labels.product.addImageOf(labels.form.mainImages) });
    await keyboardFocus(page, tile);
    await expectFocusRing(tile, 'image tile');
    const editor = await detailEditor(page);
    await keyboardFocus(page, editor);
    await expectFocusRing(page.locator('.rte').filter({ has: editor }), 'editor');
  });

  test('상품 등록 by keyboard: image tiles open the file chooser, 옵션 설정, 태그 and 저장', async ({ page }) => {
    interceptFileChoosers(page);
    await signIn(page);
    await open(page, '/productRegister');

    for (const label of [labels.form.mainImages, labels.form.coverImages]) {
      const tile = page.getByRole('button', { name: labels.product.addImageOf(label) });
      for (const key of ['Enter', 'Space']) {
        await keyboardFocus(page, tile);
        const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
        await page.keyboard.press(key);
        expect((await chooser).isMultiple(), `${label} by ${key}`).toBe(label === labels.form.coverImages);
      }
    }

    // 옵션 설정 opens by Enter with the focus inside; Escape closes it and the focus comes back.
    const options = page.getByRole('button', { name: labels.form.optionSettings });
    await keyboardFocus(page, options);
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: labels.options.title });
    await expect(popup).toBeVisible();
    await expect(popup.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(options).toBeFocused();

    // 태그: Enter adds, Tab reaches its remove control, Enter removes.
    const tag = page.getByLabel(labels.details.tag, { exact: true });
    await keyboardFocus(page, tag);
    await page.keyboard.type('여름');
    await page.keyboard.press('Enter');
    await expect(page.getByText('#여름')).toBeVisible();
    await expect(tag).toHaveValue('');
    const remove = page.getByRole('button', { name: labels.details.removeTagOf('여름') });
    await tabTo(page, remove, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('#여름')).toHaveCount(0);

    // 저장 by Enter: the first missing field is named, and the focus comes back to 저장.
    const save = page.getByRole('button', { name: labels.form.save, exact: true });
    await keyboardFocus(page, save);
    await page.keyboard.press('Enter');
    await enterOnDialog(page, messages.product.noSellFlag);
    await expect(save).toBeFocused();
    // The radios by arrow keys, then 저장 again by Space: the next missing field.
    await keyboardFocus(page, page.getByRole('radio', { name: labels.form.selling }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: labels.form.selling })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: labels.form.displayed })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: labels.form.notDisplayed })).toBeChecked();
    await keyboardFocus(page, save);
    await page.keyboard.press('Space');
    const second = alertDialog(page);
    await expect(second).toBeVisible();
    await expect(second).not.toContainText(messages.product.noSellFlag);
    await expect(second).not.toContainText(messages.product.noDisplayFlag);
    await page.keyboard.press('Enter');
    await expect(second).toHaveCount(0);
  });

  test('long forms by keyboard: a filter group is one Tab stop; order rows are one stop, ↑/↓ between rows', async ({
    page,
  }) => {
    await signIn(page);
    await open(page, '/productRegister');
    const top = TOP_CATEGORIES.find((c) => c.code === 'TOP')!;
    await chooseOption(page, page.getByRole('combobox', { name: labels.form.mainCategory }), top.name, true);
    await chooseOption(page, page.getByRole('combobox', { name: labels.form.subCategory }), top.subs[0]!.name, true);
    await page.getByRole('button', { name: labels.form.addCategory }).click();
    const groups = page.locator('fieldset.filter-group');
    await expect(groups.first().getByRole('checkbox').first()).toBeVisible();
    const groupCount = await groups.count();
    expect(groupCount).toBeGreaterThan(1);

    // From the category's 초기화 to the delivery template: each group's checkboxes are one stop.
    await keyboardFocus(page, page.getByRole('button', { name: labels.form.reset, exact: true }).first());
    const template = page.getByRole('combobox', { name: labels.delivery.template });
    const checkboxStops: number[] = [];
    let presses = 0;
    while (!(await template.evaluate((el) => el === document.activeElement))) {
      expect(++presses, 'Tab presses from 카테고리 to 배송비').toBeLessThan(40);
      await page.keyboard.press('Tab');
      const group = await page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLInputElement) || el.type !== 'checkbox') return -1;
        return Array.from(document.querySelectorAll('fieldset.filter-group')).findIndex((g) => g.contains(el));
      });
      if (group >= 0) checkboxStops.push(group);
    }
    expect(checkboxStops).toEqual([...Array(groupCount).keys()]);

    // Inside a group, the arrows reach every value and wrap; Space ticks; Tab leaves, Shift+Tab returns.
    const first = groups.first().getByRole('checkbox');
    const values = await first.count();
    await keyboardFocus(page, first.first());
    const seen = new Set<string>();
    for (let i = 0; i < values; i++) {
      seen.add(await page.evaluate(() => (document.activeElement as HTMLInputElement).value));
      await page.keyboard.press('ArrowRight');
    }
    expect(seen.size).toBe(values);
    await expect(first.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(first.nth(1)).toBeChecked();
    await page.keyboard.press('End');
    await expect(first.last()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first.nth(values - 2)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first.nth(values - 2)).not.toBeFocused();
    await expect(groups.first().getByRole('checkbox').and(page.locator(':focus'))).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(first.nth(values - 2)).toBeFocused();

    // An order table: Tab walks one row and leaves the table; ↓ and ↑ move between rows.
    await open(page, '/deliveryReady');
    const rows = page.locator('main .ant-table-tbody tr.ant-table-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await keyboardFocus(page, page.getByRole('checkbox', { name: labels.list.selectPage }));
    await page.keyboard.press('Tab');
    await expect(rows.nth(0).getByRole('checkbox')).toBeFocused();
    let stops = 0;
    while (await rows.nth(0).evaluate((row) => row.contains(document.activeElement))) {
      stops++;
      await page.keyboard.press('Tab');
    }
    expect(stops).toBeGreaterThanOrEqual(4); // checkbox, order number and the delivery cells
    expect(await page.locator('main .ant-table-tbody').evaluate((body) => body.contains(document.activeElement))).toBe(
      false,
    );
    await tabTo(page, rows.nth(0).getByRole('checkbox'), { back: true, max: 10 });
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1).getByRole('checkbox')).toBeFocused();
    const tracking = (n: number) => rows.nth(n).getByRole('textbox');
    await tabTo(page, tracking(1), { max: 6 });
    await page.keyboard.press('ArrowDown');
    await expect(tracking(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await expect(tracking(2)).toBeFocused();
    // Back at the header, Tab comes into the row last worked on.
    await keyboardFocus(page, page.getByRole('checkbox', { name: labels.list.selectPage }));
    await page.keyboard.press('Tab');
    await expect(rows.nth(2).getByRole('checkbox')).toBeFocused();
  });

  test('the pages of a list and its selects are named in Korean, at desktop and phone sizes', async ({ page }) => {
    await signIn(page);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await open(page, '/orderTotal');
      const pages = page.locator('main .ant-pagination');
      await expect(pages.getByRole('button', { name: labels.list.nextPage })).toBeVisible();
      await expect(pages.getByRole('button', { name: labels.list.prevPage })).toBeVisible();
      // antd's icon names ("left", "right", "double-right", "ellipsis", a select's "down") are not what a
      // screen reader reads, here or in the search form.
      const tree = (await pages.ariaSnapshot()) + (await page.getByRole('form').first().ariaSnapshot());
      expect(tree).toContain('combobox');
      expect(tree).not.toMatch(/button "(left|right)"|img "(double-right|double-left|ellipsis|down)"/);
    }
  });

  test("a search field's clear button is named in Korean and clears it", async ({ page }) => {
    await signIn(page);
    await open(page, '/productManage');
    const name = page.getByRole('textbox', { name: labels.productList.name, exact: true });
    await name.fill('팬티');
    const clear = page.getByRole('button', { name: labels.list.clearInput });
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(name).toHaveValue('');
    await expect(page.getByRole('button', { name: 'close-circle' })).toHaveCount(0);
  });

  test('at 390 × 844: a menu drawer, one-line header, order cards, no sideways scroll', async ({ page, request }) => {
    const { token } = await apiToken(request);
    const [order] = await ordersIn(request, token, 'PACKAGING');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await open(page, '/home');

    const header = page.locator('header.topbar');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
    await expect(page.getByRole('navigation', { name: labels.shell.menu })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: labels.shell.openMenu });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: labels.shell.menu });
    await expect(menu).toBeInViewport();
    const found = await wcagViolations(page, 'menu drawer');
    await menu.getByRole('link', { name: ORDER_SCREEN_LABELS.deliveryReady, exact: true }).click();
    await expect(page).toHaveURL(/\/deliveryReady$/);
    await expect(menu).toHaveCount(0);
    await expectScreen(page, ORDER_SCREEN_LABELS.deliveryReady);

    // Each order a card with its key fields, its checkbox and delivery cells.
    await expect(page.locator('main table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: labels.list.listOf(ORDER_SCREEN_LABELS.deliveryReady) });
    const card = cards.getByRole('listitem').filter({ hasText: order!.code });
    await expect(card).toBeVisible();
    await expect(card).toContainText(order!.product.name);
    await expect(card).toContainText(order!.recipient.name);
    await expect(card.getByRole('checkbox', { name: labels.list.select(order!.code) })).toBeVisible();
    // Scrolled to (the search form and the bulk actions fill the first screen): its delivery cells
    // are on the screen with it, not off to the side.
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('combobox', { name: labels.order.carrierOf(order!.code) })).toBeInViewport();
    await expect(card.getByRole('button', { name: labels.order.saveDeliveryOf(order!.code) })).toBeInViewport();
    found.push(...(await wcagViolations(page, 'deliveryReady cards')));

    const qna = page.locator('main table a[href^="/detail/"]').first();
    const screens = ['/home', ...ORDER_SCREEN_NAMES.map((s) => `/${s}`), `/detail/deliveryReady/${order!.code}`];
    for (const path of screens) {
      await open(page, path);
      await noSidewaysScroll(page);
    }
    await open(page, '/qnaRequest');
    await noSidewaysScroll(page);
    await open(page, (await qna.getAttribute('href'))!);
    await noSidewaysScroll(page);
    await expect(page.getByRole('button', { name: labels.qna.saveReply })).toBeInViewport();

    // The product forms: each label above its field, nothing wider than the screen, 저장 at the end.
    const [product] = await productsOf(request, token, 1, { size: 1 });
    for (const path of ['/productRegister', `/detail/productEdit/${product!.code}`]) {
      await open(page, path);
      const name = page.getByLabel('상품명');
      await expect(name).toBeVisible();
      await noSidewaysScroll(page);
      const label = (await page.locator('.product-row-label', { hasText: '상품명' }).boundingBox())!;
      const field = (await name.boundingBox())!;
      expect(label.y + label.height, `${path}: 상품명's label above its field`).toBeLessThanOrEqual(field.y);
      expect(field.x + field.width, `${path}: 상품명 within the screen`).toBeLessThanOrEqual(390);
      await expect(page.getByRole('button', { name: labels.common.save, exact: true })).toBeVisible();
    }
    // The combinations in 옵션 설정 (edit page): headers on one line, stock fields wide enough to read;
    // the table scrolls sideways inside the dialog instead.
    await page.getByRole('button', { name: labels.form.optionSettings }).click();
    const dialog = page.getByRole('dialog', { name: labels.options.title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0); // measured once still
    const unionHeader = (await dialog.getByRole('columnheader', { name: labels.options.union }).boundingBox())!;
    expect(unionHeader.height, '옵션 조합 on one line').toBeLessThanOrEqual(45);
    const stock = (await dialog.getByRole('textbox', { name: /재고$/ }).first().boundingBox())!;
    expect(stock.width, 'a stock field wide enough to read').toBeGreaterThanOrEqual(60);
    await noSidewaysScroll(page);
    expect(found).toEqual([]);
  });
});
