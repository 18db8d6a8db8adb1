import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { message, messages } from '@seller/domain';
import {
  acceptDialog,
  apiToken,
  chooseOption,
  detailEditor,
  expect,
  fillWearNotice,
  productDetail,
  signIn,
  test,
} from '../fixtures.ts';
import { apiClient } from '../api.ts';

const m = messages.product;

const image = (width: number, height: number, format: 'png' | 'jpeg') => {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

/** Picks an option of an antd Select named by its aria-label. */
async function choose(page: Page, label: string, option: string | RegExp, search = false) {
  await chooseOption(page, page.getByRole('combobox', { name: label }), option, search);
}

/** Presses save and expects the next message of the register order. */
async function saveExpecting(page: Page, message: string) {
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await acceptDialog(page, message);
}

test.describe('product register and edit', () => {
  test('registers a complete product, showing the save order one message at a time, then edits and previews it', async ({
    page,
    request,
  }) => {
    // Generous: the whole register, edit and preview walk at a person's speed, on a loaded machine.
    test.setTimeout(240_000);
    const session = await apiToken(request);
    const model = await apiClient(request, session.token).POST('/sw/a/v1/market/model', {
      body: { marketId: session.key, name: '피팅모델 하나', height: 168, top: 'M' },
    });
    expect(model.response.ok).toBe(true);

    await signIn(page);
    await page.goto('/productRegister');
    await expect(page.getByRole('heading', { name: '상품 등록' })).toBeVisible();
    const code = await page.getByLabel('상품 코드').inputValue();
    expect(code).toMatch(/^SF\d{17}$/);

    // The register order of spec 01 §5: each save names the first missing field.
    await saveExpecting(page, m.noSellFlag);
    await page.getByRole('radio', { name: '판매함' }).check();
    await saveExpecting(page, m.noDisplayFlag);
    await page.getByRole('radio', { name: '노출함' }).check();
    await saveExpecting(page, m.noName);
    await page.getByLabel('상품명').fill('E2E 린넨 셔츠');
    await page.getByLabel('상품 소개').fill('가볍고 시원한 여름 셔츠');
    await saveExpecting(page, m.noBrand);
    await choose(page, '브랜드', '데모 이너웨어');
    await saveExpecting(page, m.noCategory);
    await choose(page, '상위 카테고리', '상의', true);
    await choose(page, '하위 카테고리', '반팔 티셔츠', true);
    await page.getByRole('button', { name: '카테고리 추가' }).click();
    await expect(page.getByRole('combobox', { name: '상위 카테고리' })).toBeDisabled();
    await saveExpecting(page, m.noFilter);
    await page.locator('.filter-group').first().getByRole('checkbox').first().check();
    // A value the catalogue lacks is added for this market and chosen at once.
    await page.locator('.filter-group').nth(1).getByPlaceholder('값 추가').first().fill('E2E 무드');
    await page.locator('.filter-group').nth(1).getByRole('button', { name: '추가' }).first().click();
    await expect(page.getByRole('checkbox', { name: 'E2E 무드' })).toBeChecked();
    await saveExpecting(page, m.noPrice);
    await page.getByLabel('판매가').fill('39005');
    await expect(page.getByLabel('판매가')).toHaveValue('39010', { timeout: 3000 });
    await page.getByLabel('판매가').fill('39000');
    await expect(page.getByLabel('판매가')).toHaveValue('39000');
    await page.getByRole('textbox', { name: '할인율', exact: true }).fill('10');
    await expect(page.locator('.final-price')).toContainText('35,100원', { timeout: 3000 });
    await expect(page.locator('.final-price')).toContainText('3,900원 할인');
    // 상품정보제공고시 and KC come right after the price, item by item, naming the item (issue 35 §2).
    await expect(page.getByText('상품군: 의류')).toBeVisible();
    await saveExpecting(page, message('product.noticeRequired', { field: '제품 소재(혼용률)' }));
    await fillWearNotice(page, { '제조자/수입자': '상품상세 참조' });
    await saveExpecting(page, message('product.noticeNoReference', { field: '제조자/수입자' }));
    await page.getByRole('textbox', { name: '제조자/수입자', exact: true }).fill('데모 의류');
    await saveExpecting(page, m.noMainImage);
    await page
      .getByTestId('image-input-MAIN')
      .setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: await image(640, 768, 'png') });
    await expect(page.getByRole('img', { name: '대표 이미지 1' })).toBeVisible();
    await saveExpecting(page, m.noCoverImage);
    await page.getByTestId('image-input-COVER').setInputFiles([
      { name: 'cover1.jpg', mimeType: 'image/jpeg', buffer: await image(640, 640, 'jpeg') },
      { name: 'cover2.png', mimeType: 'image/png', buffer: await image(640, 640, 'png') },
    ]);
    await expect(page.getByRole('img', { name: '일반 이미지 2' })).toBeVisible();
    await saveExpecting(page, m.noContent);
    const editor = await detailEditor(page);
    await editor.click();
    await editor.pressSequentially('린넨 100% 원단으로 만든 셔츠입니다.');
    await expect(page.getByText(/\d+ \/ 1000/)).toContainText('22 / 1000');
    await saveExpecting(page, m.noUnion);

    // Options: two groups, then the combinations.
    await page.getByRole('button', { name: '옵션 설정' }).click();
    const popup = page.getByRole('dialog', { name: '옵션 설정' });
    await popup.getByLabel('옵션 2 옵션명').fill('색상');
    await popup.getByLabel('옵션 2 상세 옵션명').fill('블랙');
    await popup.getByRole('button', { name: '추가' }).nth(1).click();
    await acceptDialog(page, m.option1First);
    await popup.getByLabel('옵션 1 옵션명').fill('사이즈');
    for (const size of ['S', 'M']) {
      await popup.getByLabel('옵션 1 상세 옵션명').fill(size);
      await popup.getByRole('button', { name: '추가' }).first().click();
    }
    await popup.getByLabel('옵션 2 옵션명').fill('색상');
    for (const [color, amount] of [
      ['블랙', ''],
      ['화이트', '1000'],
    ]) {
      await popup.getByLabel('옵션 2 상세 옵션명').fill(color!);
      await popup.getByLabel('옵션 2 추가 금액').fill(amount!);
      await popup.getByRole('button', { name: '추가' }).nth(1).click();
    }
    await expect(popup.getByRole('row')).toHaveCount(5);
    await popup.getByLabel('재고 일괄 변경').fill('7');
    await popup.getByRole('button', { name: '일괄 적용' }).click();
    await expect(popup.getByLabel('S / 블랙 재고')).toHaveValue('7');
    await popup
      .getByRole('row', { name: /M \/ 화이트/ })
      .getByRole('button', { name: '삭제' })
      .click();
    await expect(popup.locator('.union-separator')).toBeVisible();
    await expect(popup.getByLabel('M / 화이트 재고')).toBeDisabled();
    await popup.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('table', { name: '옵션 조합' }).getByRole('row')).toHaveCount(4);

    // Size table, model and tags.
    await choose(page, '사이즈표 종류', /.+/);
    await page.getByRole('button', { name: '사이즈표 추가' }).click();
    const sizeTable = page.locator('.size-table').first();
    await sizeTable.getByRole('textbox').first().fill('M');
    await expect(sizeTable.locator('img.size-illustration')).toBeVisible();
    await choose(page, '모델', '피팅모델 하나');
    await page.getByLabel('착용 사이즈').fill('M');
    await page.getByRole('button', { name: '모델 추가' }).click();
    await expect(page.getByText('피팅모델 하나 · 착용 사이즈 M')).toBeVisible();
    const addTag = async (tag: string) => {
      await page.getByLabel('태그', { exact: true }).fill(tag);
      await page.getByRole('button', { name: '태그 추가' }).click();
    };
    await addTag('summer');
    await addTag('summer');
    await acceptDialog(page, m.tagDuplicated);
    await addTag('린넨');
    await expect(page.getByText('#SUMMER')).toBeVisible();

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await acceptDialog(page, m.saveConfirm);
    await acceptDialog(page, m.registerCompleted);
    await expect(page).toHaveURL(/\/productManage$/);

    // The server holds what was entered.
    const product = await productDetail(request, session.token, code);
    expect(product).toMatchObject({
      name: 'E2E 린넨 셔츠',
      price: 39_000,
      salePrice: 35_100,
      tags: ['SUMMER', '린넨'],
      // Published by its last step (the combinations) with the flags the form chose.
      published: true,
    });
    expect(product.coverImages).toHaveLength(2);
    expect(product.models).toEqual([expect.objectContaining({ name: '피팅모델 하나', options: 'M' })]);

    // Edit: the same form, code read-only, 'save completed' then product management.
    await page.goto(`/detail/productEdit/${code}`);
    await expect(page.getByRole('heading', { name: '상품 수정' })).toBeVisible();
    await expect(page.getByLabel('상품 코드')).toHaveValue(code);
    await expect(page.getByText('등록 후에는 카테고리를 변경할 수 없습니다.')).toBeVisible();
    await page.getByLabel('상품명').fill('');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await acceptDialog(page, m.noName);
    await page.getByLabel('상품명').fill('E2E 린넨 셔츠 (수정)');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await acceptDialog(page, m.saveConfirm);
    await acceptDialog(page, m.saveCompleted);
    await expect(page).toHaveURL(/\/productManage$/);
    // The edit kept every notice item, KC included (issue 35 §1: an edit once blanked seven fields).
    const edited = await productDetail(request, session.token, code);
    expect(edited).toMatchObject({
      name: 'E2E 린넨 셔츠 (수정)',
      material: '면 95%, 폴리우레탄 5%',
      country: '대한민국',
      factory: '데모 의류',
      wash: '상품상세 참조',
      repair: '고객센터 02-1234-5678',
      quality: '소비자분쟁해결기준에 따름',
      notice: { color: '상품상세 참조', size: '상품상세 참조', madeOn: '2026-10' },
      kcKind: 'NOT_APPLICABLE',
    });

    // Preview: a phone-width page as buyers see it.
    await page.goto(product.previewUrl);
    await expect(page.getByText('E2E 린넨 셔츠 (수정)')).toBeVisible();
    await expect(page.getByText('35,100원')).toBeVisible();
    await expect(page.getByText('S / 화이트 (+1,000원)')).toBeVisible();
    await expect(page.getByText('린넨 100% 원단으로 만든 셔츠입니다.')).toBeVisible();
    // The notice of its group, and the KC as large as the price.
    await expect(page.getByRole('row', { name: '제품 소재(혼용률) 면 95%, 폴리우레탄 5%' })).toBeVisible();
    const kc = page.getByText('KC 인증: 해당 없음');
    await expect(kc).toBeVisible();
    const fontSize = (locator: typeof kc) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await fontSize(kc)).toBeGreaterThanOrEqual(await fontSize(page.locator('.price')));
  });
});
