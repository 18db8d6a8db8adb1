import { formatPrice, type BundleFeePreviewInput } from '@seller/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiClient } from '../api.ts';
import { apiToken, chooseOption, expect, expectAccessible, signIn, test, TYPING } from '../fixtures.ts';

/** What the server's fee-preview call answers for a cart. */
async function serverPreview(request: APIRequestContext, token: string, body: BundleFeePreviewInput) {
  const { data, response } = await apiClient(request, token).POST('/sw/a/v1/bundle-deliveries/fee-preview', { body });
  expect(response.status).toBe(200);
  return data!;
}

/** Replaces a number field's value by typing, as a seller would. */
async function typeNumber(page: Page, field: Locator, value: number) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(String(value), TYPING);
}

const won = (n: number) => `${formatPrice(n)}원`;

test.describe('bundle fee preview (issue 20 §5)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a sample cart of picked products and quantities shows the fee with the event and without it, as the server computes', async ({
    page,
    request,
  }) => {
    const { token } = await apiToken(request);
    await signIn(page);
    await page.goto('/marketManage?tab=bundles');
    await page.getByRole('button', { name: '새 묶음 배송' }).click();
    const editor = page.getByRole('region', { name: '새 묶음 배송' });
    await chooseOption(page, editor.getByLabel('배송비 유형', { exact: true }), '유료');
    await typeNumber(page, editor.getByLabel('배송비', { exact: true }), 3000);

    // Three products from the picker.
    await editor.getByRole('button', { name: '상품 추가' }).click();
    const picker = page.getByRole('dialog', { name: '묶음 배송 상품 선택' });
    await picker.getByRole('textbox', { name: /시작일$/ }).fill('2020-01-01');
    await picker.getByRole('textbox', { name: /종료일$/ }).fill('2099-12-31');
    await picker.getByRole('button', { name: '검색' }).click();
    const pickerRows = picker.locator('.ant-table-tbody tr.ant-table-row');
    await expect(pickerRows.nth(2)).toBeVisible({ timeout: 30_000 });
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await pickerRows.nth(i).locator('td:nth-child(2)').textContent())!.trim());
      await pickerRows.nth(i).getByRole('checkbox').check();
    }
    await picker.getByRole('button', { name: '선택한 상품 추가 (3)' }).click();
    await expect(picker).toBeHidden();

    const preview = editor.getByRole('region', { name: '예상 배송비 (예시 장바구니)' });
    const withBundle = preview.getByRole('status', { name: '묶음 배송 적용 시 배송비' });
    const withoutBundle = preview.getByRole('status', { name: '묶음 배송 없이 배송비' });
    const total = preview.getByRole('status', { name: '상품 합계' });
    const quantities = preview.getByRole('spinbutton');
    await expect(quantities).toHaveCount(3);
    // One of each to start: a paid event charges its fee once.
    await expect(withBundle).toHaveText('3,000원', { timeout: 30_000 });

    /** The screen's three figures against the server's answer for the same cart and rule. */
    const expectServerFigures = async (rule: Omit<BundleFeePreviewInput, 'lines'>, counts: number[]) => {
      const answer = await serverPreview(request, token, {
        ...rule,
        lines: codes.map((productCode, i) => ({ productCode, quantity: counts[i]! })),
      });
      await expect(withBundle).toHaveText(won(answer.withBundle));
      await expect(withoutBundle).toHaveText(won(answer.withoutBundle));
      await expect(total).toHaveText(`${formatPrice(answer.totalPrice)}원 (${answer.totalQuantity}개)`);
      return answer;
    };
    const startAnswer = await expectServerFigures({ feeType: 'CHARGE', deliveryFee: 3000, intCondition: 0 }, [1, 1, 1]);
    expect(startAnswer.totalQuantity).toBe(3);

    // The seller picks the cart: 2 of the first, none of the second, 3 of the third.
    const counts = [2, 0, 3];
    for (const [i, count] of counts.entries()) await typeNumber(page, quantities.nth(i), count);
    await page.keyboard.press('Tab');
    const paid = await expectServerFigures({ feeType: 'CHARGE', deliveryFee: 3000, intCondition: 0 }, counts);
    expect(paid.withBundle).toBe(3000);
    expect(paid.totalQuantity).toBe(5);
    expect(paid.lines.map((l) => l.quantity)).toEqual(counts);

    // Free from 5 items: this cart of 5 ships free under the event; without it nothing changes.
    await chooseOption(page, editor.getByLabel('배송비 유형', { exact: true }), '조건부 무료 (구매 수량)');
    await typeNumber(page, editor.getByLabel('배송비', { exact: true }), 3000);
    await typeNumber(page, editor.getByLabel('무료 배송 기준 수량'), 5);
    await page.keyboard.press('Tab');
    const free = await expectServerFigures({ feeType: 'FREE_BY_QTY', deliveryFee: 3000, intCondition: 5 }, counts);
    expect(free.withBundle).toBe(0);
    expect(free.withoutBundle).toBe(paid.withoutBundle);

    // One item fewer and the event charges again.
    await typeNumber(page, quantities.nth(2), 2);
    await page.keyboard.press('Tab');
    const short = await expectServerFigures({ feeType: 'FREE_BY_QTY', deliveryFee: 3000, intCondition: 5 }, [2, 0, 2]);
    expect(short.withBundle).toBe(3000);
    await expectAccessible(page);
  });
});
