import { addBusinessDays, addDays, seoulDate } from '@seller/domain';
import {
  acceptDialog,
  apiToken,
  chooseOption,
  expect,
  inventoryLine,
  issuePlatformKey,
  orderDetail,
  orderRow,
  ordersIn,
  platformPurchase,
  PRESS,
  purchase,
  signIn,
  tabTo,
  test,
  TYPING,
} from '../fixtures.ts';

/**
 * Dispatch deadlines (issue 36 §6–7): a day off the seller marks on the calendar moves the deadline
 * of an order that arrives afterwards; a delay notice goes to ten orders at once.
 */
test.describe('dispatch deadlines', () => {
  test('a day off marked on the calendar moves the deadline of the next order', async ({ page, request }) => {
    test.setTimeout(240_000);
    const today = seoulDate();
    const dayOff = addBusinessDays(today, 1);
    await signIn(page);
    await page.goto('/marketManage?tab=calendar');
    await expect(page.getByRole('heading', { name: '휴무일' })).toBeVisible({ timeout: 30_000 });
    if (dayOff.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: '다음 달' }).click();

    // By keyboard: Tab into the month (today's cell holds the stop), arrows to the day, Enter.
    const grid = page.getByRole('group', { name: '휴무일' });
    await tabTo(page, grid);
    const focused = async () => page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    while ((await focused())! < dayOff) await page.keyboard.press('ArrowRight', PRESS);
    expect(await focused()).toBe(dayOff);
    await page.keyboard.press('Enter', PRESS);
    await expect(grid.getByRole('button', { name: `${dayOff} 휴무일` })).toHaveAttribute('aria-pressed', 'true');

    // An order arrives from the marketplace: its deadline skips the day off.
    const key = await issuePlatformKey(request, '발송기한 테스트 마켓플레이스', [1]);
    const line = (await inventoryLine(request, key, 1))!;
    const code = await purchase(
      request,
      key,
      platformPurchase(
        1,
        line,
        { name: '정기한', contact: '010-0000-3636', unit: '101동 1002호' },
        `deadline-e2e-${Date.now()}`,
      ),
    );
    const due = addBusinessDays(today, 3, [dayOff]);
    expect(due).not.toBe(addBusinessDays(today, 3));

    await page.goto(`/productReady`);
    await chooseOption(page, page.getByRole('combobox', { name: '검색 항목' }), '주문번호');
    const field = page.getByLabel('검색어');
    await field.pressSequentially(code, TYPING);
    await field.press('Enter', PRESS);
    await expect(orderRow(page, code)).toContainText(due);

    // Taken back, so other flows see the plain calendar.
    await page.goto('/marketManage?tab=calendar');
    if (dayOff.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: '다음 달' }).click();
    await page.getByRole('button', { name: `${dayOff} 휴무일` }).click();
    await expect(page.getByRole('button', { name: `${dayOff} 영업일` })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a delay notice goes to ten orders at once and moves their deadlines', async ({ page, request }) => {
    test.setTimeout(240_000);
    const { token } = await apiToken(request);
    const ten = (await ordersIn(request, token, 'PAID', 40)).filter((o) => !o.delay.delayedAt).slice(0, 10);
    expect(ten).toHaveLength(10);
    const date = addDays(seoulDate(), 20);

    await signIn(page);
    await page.goto('/productReady?size=50');
    await expect(orderRow(page, ten[0]!.code)).toBeVisible({ timeout: 30_000 });
    for (const order of ten) await page.getByRole('checkbox', { name: `${order.code} 선택` }).check();
    await expect(page.getByText('10건 선택', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '발송 지연 안내' }).click();

    const modal = page.getByRole('dialog', { name: '선택한 10건 발송 지연 안내' });
    await chooseOption(page, modal.getByRole('combobox', { name: '지연 사유' }), '주문 제작');
    const day = modal.getByLabel('새 발송기한');
    await day.fill('');
    await day.pressSequentially(date, TYPING);
    await modal.getByLabel('구매자 안내 메시지').pressSequentially('주문 제작 상품이라 발송이 늦어집니다.', TYPING);
    await modal.getByRole('button', { name: '안내 보내기' }).click();
    await acceptDialog(page, `10건에 발송 지연 안내를 보냈습니다. 새 발송기한: ${date}`);
    await expect(modal).toBeHidden();

    for (const order of ten) {
      const detail = await orderDetail(request, token, order.code);
      expect(detail.dispatchDue).toBe(date);
      expect(detail.delay).toMatchObject({ reason: 'CUSTOM_BUILD', message: '주문 제작 상품이라 발송이 늦어집니다.' });
    }
    await expect(orderRow(page, ten[0]!.code)).toContainText(date);
  });
});
