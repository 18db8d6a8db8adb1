import { labels, messages } from '@seller/domain';
import { acceptDialog, alertDialog, expect, PRESS, signIn, test } from '../fixtures.ts';

test.describe('market manage: the bulk fee layer', () => {
  test('an empty pick says the spec’s words, not the generic "선택한 항목이 없습니다." (issue 38 §12)', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/marketManage?tab=deliveries');
    const open = page.getByRole('button', { name: labels.delivery.bulkApply });
    await open.focus();
    await page.keyboard.press('Enter', PRESS);
    const picker = page.getByRole('dialog', { name: labels.delivery.bulkPickerTitle });
    await expect(picker).toBeVisible();

    await picker.getByRole('button', { name: labels.delivery.bulkPick(0) }).click();
    await expect(alertDialog(page)).toContainText(messages.delivery.bulkNoSelection);
    await expect(alertDialog(page)).not.toContainText(messages.common.noSelection);
    await acceptDialog(page, messages.delivery.bulkNoSelection);
    // Nothing was applied: the picker stays, waiting for products.
    await expect(picker).toBeVisible();
  });
});
