import { describe, expect, it } from 'vitest';
import {
  savedDiscount,
  addTag,
  applyBulkStock,
  applyDiscountAmount,
  applyDiscountRate,
  checkModels,
  checkNewCategory,
  checkNewModel,
  checkNewOptionValue,
  checkNewTag,
  checkOptionGroups,
  checkPricing,
  checkSizeTable,
  checkTags,
  checkUnions,
  contentTextLength,
  deleteUnion,
  generateProductCode,
  hasContent,
  isAllowedVideoSrc,
  isProductCode,
  message,
  mergeUnions,
  readPriceInput,
  oneLine,
  checkPriceNumber,
  changeOptionGroups,
  IMAGE_RULES,
  imageTooSmall,
  formatMegabytes,
  parseStock,
  regenerateUnions,
  removeOptionValue,
  removeSizeRow,
  restoreUnion,
  roundToTens,
  sanitizeStockInput,
  toHttpsSrc,
  toVideoEmbedUrl,
  validateProductEdit,
  validateProductRegister,
  type OptionGroupDraft,
  type ProductRegisterFacts,
  type UnionDraft,
} from '../src/index.ts';

describe('prices', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 10],
    [9_994, 9_990],
    [9_995, 10_000],
    [12_345, 12_350],
  ])('roundToTens(%d) = %d', (input, expected) => expect(roundToTens(input)).toBe(expected));

  it.each([
    ['12,345원', 12_350],
    ['', null],
    ['9990', 9_990],
    ['1,234,567', 1_234_570],
    [' 12,000 원', 12_000],
  ])('readPriceInput(%s) = %s', (input, expected) => expect(readPriceInput(input)).toEqual({ price: expected }));

  // Issue 10 point 9: '12.5' became 130, '-500' became 500 and 99999999999 became 100,000,000, silently.
  it.each([
    ['12.5', 'product.priceFraction'],
    ['-500', 'product.priceNegative'],
    ['99999999999', 'product.priceOverMax'],
    ['100000001', 'product.priceOverMax'],
    ['12a', 'product.priceNotNumber'],
    ['abc', 'product.priceNotNumber'],
    // Issue 17 §5: '1,2,3' became 120; commas only as thousands separators.
    ['1,2,3', 'product.priceCommas'],
    ['12,00', 'product.priceCommas'],
    ['1234,567', 'product.priceCommas'],
    [',1000', 'product.priceCommas'],
  ])('readPriceInput(%s) refuses with %s', (input, error) =>
    expect(readPriceInput(input)).toEqual({ price: null, error }),
  );

  it('keeps the limit itself and rounds within it', () => {
    expect(readPriceInput('100,000,000')).toEqual({ price: 100_000_000 });
    expect(readPriceInput(' 25,000 원')).toEqual({ price: 25_000 });
  });

  it('the server refuses the same numbers', () => {
    expect(checkPriceNumber(12.5)).toBe('product.priceFraction');
    expect(checkPriceNumber(-500)).toBe('product.priceNegative');
    expect(checkPriceNumber(99_999_999_999)).toBe('product.priceOverMax');
    expect(checkPriceNumber(25_000)).toBeNull();
  });

  it('a discount that is not a number is refused, not read as its digits', () => {
    expect(applyDiscountRate(10_000, '-10').error).toBe('product.discountNotNumber');
    expect(applyDiscountAmount(10_000, '1,000원')).toMatchObject({ salePrice: 9_000 });
    expect(applyDiscountAmount(10_000, '-500').error).toBe('product.discountNotNumber');
  });
});

describe('image limits (issue 10 point 10)', () => {
  it('hints say the limit that is enforced', () => {
    expect(formatMegabytes(5_242_880)).toBe('5MB');
    expect(IMAGE_RULES.MAIN.hint).toContain('5MB');
    expect(IMAGE_RULES.COVER.hint).toContain('5MB');
    expect(IMAGE_RULES.COVER.hint).not.toContain('1MB');
  });

  it('refuses an image under half the recommended size on either side, naming the floor and the recommendation', () => {
    expect(IMAGE_RULES.MAIN.hint).toContain('최소 320x384, 권장 640x768');
    expect(IMAGE_RULES.COVER.hint).toContain('최소 320x320, 권장 640x640');
    expect(IMAGE_RULES.MODEL.hint).toContain('최소 160x160, 권장 320x320');
    expect(imageTooSmall(IMAGE_RULES.MAIN, { width: 100, height: 100 })).toEqual({
      min: '320x384',
      recommended: '640x768',
    });
    expect(imageTooSmall(IMAGE_RULES.MAIN, { width: 640, height: 383 })).not.toBeNull();
    expect(imageTooSmall(IMAGE_RULES.MAIN, { width: 319, height: 2000 })).not.toBeNull();
    expect(imageTooSmall(IMAGE_RULES.MAIN, { width: 320, height: 384 })).toBeNull();
    expect(imageTooSmall(IMAGE_RULES.COVER, { width: 320, height: 320 })).toBeNull();
    expect(imageTooSmall(IMAGE_RULES.COVER, { width: 640, height: 300 })).toEqual({
      min: '320x320',
      recommended: '640x640',
    });
    expect(imageTooSmall(IMAGE_RULES.MODEL, { width: 159, height: 320 })).not.toBeNull();
    expect(imageTooSmall({ ...IMAGE_RULES.MAIN, minimum: undefined }, { width: 1, height: 1 })).toBeNull();
  });
});

describe('discount by rate (spec 01 §5, §9)', () => {
  it.each`
    price     | rate       | saleRate | salePrice | error                            | notice
    ${10_000} | ${'10'}    | ${10}    | ${9_000}  | ${undefined}                     | ${undefined}
    ${10_000} | ${'1'}     | ${1}     | ${9_900}  | ${undefined}                     | ${undefined}
    ${10_000} | ${'100'}   | ${100}   | ${0}      | ${undefined}                     | ${undefined}
    ${10_000} | ${'100.1'} | ${0}     | ${10_000} | ${'product.rateOver100'}         | ${undefined}
    ${10_000} | ${'0.9'}   | ${0}     | ${10_000} | ${'product.rateUnder1'}          | ${undefined}
    ${10_000} | ${'12.5'}  | ${12.5}  | ${8_750}  | ${undefined}                     | ${undefined}
    ${10_000} | ${'12.55'} | ${12.6}  | ${8_740}  | ${undefined}                     | ${undefined}
    ${9_990}  | ${'12.5'}  | ${13}    | ${8_690}  | ${undefined}                     | ${'product.rateDecimalUnder10000'}
    ${9_990}  | ${'12.4'}  | ${12}    | ${8_790}  | ${undefined}                     | ${'product.rateDecimalUnder10000'}
    ${9_990}  | ${'12'}    | ${12}    | ${8_790}  | ${undefined}                     | ${undefined}
    ${9_990}  | ${'100'}   | ${100}   | ${0}      | ${undefined}                     | ${undefined}
    ${9_990}  | ${'0.9'}   | ${0}     | ${9_990}  | ${'product.rateUnder1'}          | ${undefined}
    ${9_990}  | ${'101'}   | ${0}     | ${9_990}  | ${'product.rateOver100'}         | ${undefined}
    ${100}    | ${'5'}     | ${0}     | ${100}    | ${'product.rateDiscountUnder10'} | ${undefined}
    ${500}    | ${'1'}     | ${0}     | ${500}    | ${'product.rateDiscountUnder10'} | ${undefined}
    ${1_000}  | ${'1'}     | ${1}     | ${990}    | ${undefined}                     | ${undefined}
    ${10_000} | ${''}      | ${0}     | ${10_000} | ${undefined}                     | ${undefined}
  `(
    'price $price, rate $rate → $saleRate% / $salePrice ($error $notice)',
    ({ price, rate, saleRate, salePrice, error, notice }) => {
      const result = applyDiscountRate(price, rate);
      expect(result.saleRate).toBe(saleRate);
      expect(result.salePrice).toBe(salePrice);
      expect(result.error).toBe(error);
      expect(result.notice).toBe(notice);
      if (error) expect(result.input).toBe('0');
    },
  );
});

describe('discount by amount (spec 01 §5, §9)', () => {
  it.each`
    price     | amount     | saleRate | salePrice | error
    ${10_000} | ${'9'}     | ${0}     | ${10_000} | ${'product.amountUnder10'}
    ${1_000}  | ${'10'}    | ${1}     | ${990}    | ${undefined}
    ${10_000} | ${'10'}    | ${0}     | ${10_000} | ${'product.amountUnder1Percent'}
    ${10_000} | ${'99'}    | ${0}     | ${10_000} | ${'product.amountUnder1Percent'}
    ${10_000} | ${'100'}   | ${1}     | ${9_900}  | ${undefined}
    ${10_000} | ${'10000'} | ${100}   | ${0}      | ${undefined}
    ${10_000} | ${'10010'} | ${0}     | ${10_000} | ${'product.amountOverPrice'}
    ${10_000} | ${'1,255'} | ${12.6}  | ${8_740}  | ${undefined}
    ${9_990}  | ${'1000'}  | ${10}    | ${8_990}  | ${undefined}
  `(
    'price $price, amount $amount → $saleRate% / $salePrice ($error)',
    ({ price, amount, saleRate, salePrice, error }) => {
      const result = applyDiscountAmount(price, amount);
      expect(result.saleRate).toBe(saleRate);
      expect(result.salePrice).toBe(salePrice);
      expect(result.error).toBe(error);
    },
  );

  it('every message key exists in the catalogue', () => {
    for (const key of [
      'product.rateOver100',
      'product.rateUnder1',
      'product.rateDecimalUnder10000',
      'product.rateDiscountUnder10',
      'product.amountOverPrice',
      'product.amountUnder10',
      'product.amountUnder1Percent',
    ] as const) {
      expect(message(key)).toMatch(/[가-힣]/);
    }
  });
});

describe('checkPricing (server side)', () => {
  it.each`
    price     | saleRate | salePrice | expected
    ${10_000} | ${0}     | ${10_000} | ${null}
    ${10_000} | ${12.5}  | ${8_750}  | ${null}
    ${10_000} | ${12.6}  | ${8_740}  | ${null}
    ${9_990}  | ${10}    | ${8_990}  | ${null}
    ${10_000} | ${100}   | ${0}      | ${null}
    ${0}      | ${0}     | ${0}      | ${'product.noPrice'}
    ${10_005} | ${0}     | ${10_005} | ${'product.priceUnit'}
    ${10_000} | ${100.1} | ${0}      | ${'product.rateOver100'}
    ${10_000} | ${0.9}   | ${9_915}  | ${'product.priceUnit'}
    ${10_000} | ${0.9}   | ${9_900}  | ${'product.rateUnder1'}
    ${9_990}  | ${12.5}  | ${8_740}  | ${'product.rateDecimalUnder10000'}
    ${10_000} | ${10}    | ${10_010} | ${'product.priceMismatch'}
    ${10_000} | ${30}    | ${9_000}  | ${'product.priceMismatch'}
    ${10_000} | ${5}     | ${10_000} | ${'product.priceMismatch'}
  `('($price, $saleRate, $salePrice) → $expected', ({ price, saleRate, salePrice, expected }) => {
    expect(checkPricing(price, saleRate, salePrice)).toBe(expected);
  });
});

describe('tags (spec 01 §5)', () => {
  it('refuses empty, duplicates and a fourth; upper-cases English', () => {
    expect(checkNewTag([], '  ')).toBe('product.noTag');
    expect(addTag([], 'summer')).toEqual({ tags: ['SUMMER'] });
    expect(addTag(['SUMMER'], 'Summer').error).toBe('product.tagDuplicated');
    expect(addTag(['A', 'B', 'C'], 'D').error).toBe('product.tagMax3');
    expect(addTag(['A', 'B'], '여름 new')).toEqual({ tags: ['A', 'B', '여름 NEW'] });
    expect(checkNewTag([], 'x'.repeat(21))).toBe('product.tagTooLong');
  });

  it('checks a whole list as the server receives it', () => {
    expect(checkTags(['a', 'b'])).toEqual({ tags: ['A', 'B'] });
    expect(checkTags(['a', 'A']).error).toBe('product.tagDuplicated');
    expect(checkTags(['a', 'b', 'c', 'd']).error).toBe('product.tagMax3');
    expect(checkTags(['']).error).toBe('product.noTag');
  });
});

const size: OptionGroupDraft = {
  name: '사이즈',
  position: 1,
  values: [
    { name: 'S', price: 0 },
    { name: 'M', price: 0 },
    { name: 'L', price: 1000 },
  ],
};
const color: OptionGroupDraft = {
  name: '색상',
  position: 2,
  values: [
    { name: '블랙', price: 0 },
    { name: '화이트', price: 500 },
  ],
};

describe('option groups (spec 01 §5 options)', () => {
  it('needs group 1 before group 2, a name, unique detail names and digit amounts', () => {
    expect(checkNewOptionValue([], 2, '색상', '블랙', '0')).toBe('product.option1First');
    expect(checkNewOptionValue([], 1, '', 'FREE', '1000')).toBe('product.noOptionName');
    expect(checkNewOptionValue([size], 1, '사이즈', '', '0')).toBe('product.noOrDuplicatedDetailName');
    expect(checkNewOptionValue([size], 1, '사이즈', 'M', '0')).toBe('product.noOrDuplicatedDetailName');
    expect(checkNewOptionValue([size], 1, '사이즈', 'XL', '1,000')).toBe('product.extraAmountDigits');
    expect(checkNewOptionValue([size], 1, '사이즈', 'XL', '-1')).toBe('product.extraAmountDigits');
    expect(checkNewOptionValue([], 1, 'size', 'FREE', '1000')).toBeNull();
    expect(checkNewOptionValue([size], 2, '색상', '블랙', '')).toBeNull();
  });

  it('checks a whole set as saved', () => {
    expect(checkOptionGroups([size, color])).toBeNull();
    expect(checkOptionGroups([color])).toBe('product.option1First');
    expect(checkOptionGroups([{ ...size, name: ' ' }])).toBe('product.noOptionName');
    expect(
      checkOptionGroups([
        {
          ...size,
          values: [
            { name: 'S', price: 0 },
            { name: 'S', price: 0 },
          ],
        },
      ]),
    ).toBe('product.noOrDuplicatedDetailName');
    expect(checkOptionGroups([size, { ...color, position: 1 }])).toBe('product.optionGroupMax');
  });

  it('removing the last value of group 1 resets it and moves group 2 up', () => {
    const one = { ...size, values: [{ name: 'S', price: 0 }] };
    expect(removeOptionValue([one, color], 1, 'S')).toEqual([{ ...color, position: 1 }]);
    expect(removeOptionValue([size], 1, 'S')[0]!.values.map((v) => v.name)).toEqual(['M', 'L']);
  });
});

describe('combinations (spec 01 §4)', () => {
  it('regenerates every pair with summed extra amounts', () => {
    const unions = regenerateUnions([size, color], []);
    expect(unions.map((u) => u.names.join('/'))).toEqual([
      'S/블랙',
      'S/화이트',
      'M/블랙',
      'M/화이트',
      'L/블랙',
      'L/화이트',
    ]);
    expect(unions.find((u) => u.names.join('/') === 'L/화이트')!.totalPrice).toBe(1500);
    expect(regenerateUnions([size], []).map((u) => u.names)).toEqual([['S'], ['M'], ['L']]);
    expect(regenerateUnions([], [])).toEqual([]);
  });

  it('keeps the data of same-named combinations', () => {
    const first = regenerateUnions([size, color], []).map((u, i) => ({
      ...u,
      id: i + 1,
      stocks: 10 + i,
      memo: `m${i}`,
    }));
    first[1] = { ...first[1]!, deleted: true };
    const withXl: OptionGroupDraft = { ...size, values: [...size.values, { name: 'XL', price: 2000 }] };
    const next = regenerateUnions([withXl, color], first);
    expect(next).toHaveLength(8);
    expect(next[0]).toMatchObject({ id: 1, stocks: 10, memo: 'm0', deleted: false });
    expect(next[1]).toMatchObject({ id: 2, stocks: 11, deleted: true });
    expect(next[6]).toMatchObject({
      id: null,
      names: ['XL', '블랙'],
      stocks: 0,
      memo: '',
      deleted: false,
      totalPrice: 2000,
    });
  });

  it('deletes and restores, never the last active one', () => {
    const unions: UnionDraft[] = regenerateUnions([{ ...size, values: size.values.slice(0, 2) }], []);
    const afterDelete = deleteUnion(unions, ['S']);
    expect(afterDelete.error).toBeUndefined();
    expect(afterDelete.unions.map((u) => [u.names[0], u.deleted])).toEqual([
      ['M', false],
      ['S', true],
    ]);
    const refused = deleteUnion(afterDelete.unions, ['M']);
    expect(refused.error).toBe('product.minOneUnion');
    expect(message('product.minOneUnion')).toContain('최소 1개');
    const restored = restoreUnion(afterDelete.unions, ['S']);
    expect(restored.every((u) => !u.deleted)).toBe(true);
    expect(mergeUnions(restored)).toHaveLength(2);
  });

  it('bulk stock changes active rows only; stock input keeps digits and dot', () => {
    const unions = deleteUnion(regenerateUnions([size], []), ['S']).unions as UnionDraft[];
    const changed = applyBulkStock(unions, 7);
    expect(changed.map((u) => [u.names[0], u.stocks])).toEqual([
      ['M', 7],
      ['L', 7],
      ['S', 0],
    ]);
    expect(sanitizeStockInput('1a2.5b')).toBe('12.5');
    expect(parseStock('12.9')).toBe(12);
    expect(parseStock('')).toBe(0);
  });

  it('removing the value of the last active combination is refused (issue 10 point 8)', () => {
    const groups: OptionGroupDraft[] = [{ ...size, values: size.values.slice(0, 3) }];
    let unions = regenerateUnions(groups, []);
    unions = deleteUnion(unions, ['S']).unions as UnionDraft[];
    unions = deleteUnion(unions, ['M']).unions as UnionDraft[];
    const lastName = activeNames(unions)[0]!;
    const refused = changeOptionGroups(removeOptionValue(groups, 1, lastName), unions);
    expect(refused.error).toBe('product.minOneUnion');
    expect(refused.unions).toBe(unions);
    const allowed = changeOptionGroups(removeOptionValue(groups, 1, 'S'), unions);
    expect(allowed.error).toBeUndefined();
    expect(allowed.unions.filter((u) => !u.deleted)).toHaveLength(1);
    expect(changeOptionGroups([], unions)).toEqual({ unions: [] });
  });

  it('server check: some and at least one active', () => {
    expect(checkUnions([])).toBe('product.noUnion');
    expect(checkUnions([{ deleted: true }])).toBe('product.minOneUnion');
    expect(checkUnions([{ deleted: true }, { deleted: false }])).toBeNull();
  });
});

const complete: ProductRegisterFacts = {
  sellYn: true,
  displayYn: false,
  delivery: { feeType: 'FREE', defaultFee: 0, intCondition: 0 },
  name: '린넨 셔츠',
  brandId: 1,
  categoryCount: 1,
  filterCount: 2,
  price: 39_000,
  mainImageCount: 1,
  coverImageCount: 2,
  hasContent: true,
  activeUnionCount: 3,
};

const activeNames = (unions: readonly UnionDraft[]) => unions.filter((u) => !u.deleted).map((u) => u.names[0]!);

describe('register validation order (spec 01 §5, 12 checks)', () => {
  it('passes a complete product', () => expect(validateProductRegister(complete)).toBeNull());

  it.each<[Partial<ProductRegisterFacts>, string]>([
    [{ sellYn: null }, 'product.noSellFlag'],
    [{ displayYn: undefined }, 'product.noDisplayFlag'],
    [{ delivery: { feeType: 'CHARGE', defaultFee: 0, intCondition: 0 } }, 'product.deliveryCondition'],
    [{ delivery: { feeType: 'FREE_BY_TOTAL_PRICE', defaultFee: 3000, intCondition: 0 } }, 'product.deliveryCondition'],
    [{ name: '  ' }, 'product.noName'],
    [{ brandId: null }, 'product.noBrand'],
    [{ categoryCount: 0 }, 'product.noCategory'],
    [{ filterCount: 0 }, 'product.noFilter'],
    [{ price: null }, 'product.noPrice'],
    [{ mainImageCount: 0 }, 'product.noMainImage'],
    [{ coverImageCount: 0 }, 'product.noCoverImage'],
    [{ hasContent: false }, 'product.noContent'],
    [{ activeUnionCount: 0 }, 'product.noUnion'],
  ])('%o → %s', (change, expected) => expect(validateProductRegister({ ...complete, ...change })).toBe(expected));

  it('brand: none chosen vs none linked to the market (issue 10 point 11)', () => {
    expect(validateProductRegister({ ...complete, brandId: null, linkedBrandCount: 3 })).toBe('product.noBrand');
    expect(validateProductRegister({ ...complete, brandId: null, linkedBrandCount: 0 })).toBe('product.noLinkedBrand');
    expect(validateProductEdit({ ...complete, brandId: null, linkedBrandCount: 0 })).toBe('product.noLinkedBrand');
    expect(message('product.noBrand')).not.toContain('연결된 브랜드가 없');
  });

  it('a refused price entry names its problem where the price is checked', () => {
    const facts = { ...complete, price: null, priceError: 'product.priceFraction' as const };
    expect(validateProductRegister(facts)).toBe('product.priceFraction');
    expect(validateProductEdit(facts)).toBe('product.priceFraction');
    expect(validateProductRegister({ ...facts, categoryCount: 0 })).toBe('product.noCategory');
  });

  it('reports the earliest failure when several fail, one at a time in order', () => {
    const empty: ProductRegisterFacts = {
      sellYn: null,
      displayYn: null,
      delivery: { feeType: 'CHARGE', defaultFee: 0, intCondition: 0 },
      name: '',
      brandId: null,
      categoryCount: 0,
      filterCount: 0,
      price: null,
      mainImageCount: 0,
      coverImageCount: 0,
      hasContent: false,
      activeUnionCount: 0,
    };
    const seen: string[] = [];
    let facts = empty;
    for (;;) {
      const key = validateProductRegister(facts);
      if (!key) break;
      seen.push(key);
      const fix: Record<string, Partial<ProductRegisterFacts>> = {
        'product.noSellFlag': { sellYn: true },
        'product.noDisplayFlag': { displayYn: true },
        'product.deliveryCondition': { delivery: null },
        'product.noName': { name: 'x' },
        'product.noBrand': { brandId: 1 },
        'product.noCategory': { categoryCount: 1 },
        'product.noFilter': { filterCount: 1 },
        'product.noPrice': { price: 10 },
        'product.noMainImage': { mainImageCount: 1 },
        'product.noCoverImage': { coverImageCount: 1 },
        'product.noContent': { hasContent: true },
        'product.noUnion': { activeUnionCount: 1 },
      };
      facts = { ...facts, ...fix[key] };
    }
    expect(seen).toHaveLength(12);
  });

  it('skips facts the server does not know yet', () => {
    const { mainImageCount, coverImageCount, activeUnionCount, ...rest } = complete;
    void mainImageCount;
    void coverImageCount;
    void activeUnionCount;
    expect(validateProductRegister(rest)).toBeNull();
  });
});

describe('edit validation order (spec 01 §5, 8 checks)', () => {
  const edit = { ...complete };
  it.each<[Partial<ProductRegisterFacts>, string]>([
    [{ name: '', brandId: null }, 'product.noName'],
    [{ brandId: null, price: 0 }, 'product.noBrand'],
    [
      { delivery: { feeType: 'FREE_BY_QTY', defaultFee: 2500, intCondition: 0 }, price: 0 },
      'product.deliveryCondition',
    ],
    [{ price: 0, mainImageCount: 0 }, 'product.noSalePrice'],
    [{ mainImageCount: 0, coverImageCount: 0 }, 'product.noMainImage'],
    [{ coverImageCount: 0, hasContent: false }, 'product.noCoverImage'],
    [{ hasContent: false, activeUnionCount: 0 }, 'product.noProductInfo'],
    [{ activeUnionCount: 0 }, 'product.noUnion'],
  ])('%o → %s', (change, expected) => expect(validateProductEdit({ ...edit, ...change })).toBe(expected));

  it('ignores sell/display/category/filters (not part of the edit order)', () => {
    expect(validateProductEdit({ ...edit, sellYn: null, categoryCount: 0 } as ProductRegisterFacts)).toBeNull();
  });
});

describe('categories, models, size tables', () => {
  it('category add needs top, sub, not yet added', () => {
    expect(checkNewCategory([], null, 3)).toBe('product.noTopCategory');
    expect(checkNewCategory([], 1, null)).toBe('product.noSubCategory');
    expect(checkNewCategory([3], 1, 3)).toBe('product.subCategoryDuplicated');
    expect(checkNewCategory([3], 1, 4)).toBeNull();
  });

  it('model info needs the worn size and no duplicate', () => {
    const models = [{ modelId: 1, name: '지수', options: 'M' }];
    expect(checkNewModel(models, 2, ' ')).toBe('product.noModelInfo');
    expect(checkNewModel(models, 1, 'L')).toBe('product.modelDuplicated');
    expect(checkNewModel(models, null, 'L')).toBe('product.noModel');
    expect(checkModels([...models, { modelId: 1, name: '지수', options: 'S' }])).toBe('product.modelDuplicated');
  });

  it('size cells: first column text, the others numeric', () => {
    const table = { categoryName: '상의', columns: ['사이즈', '총장', '가슴단면'], rows: [['M', '65', '52.5']] };
    expect(checkSizeTable(table)).toBeNull();
    expect(checkSizeTable({ ...table, rows: [['M', '65', 'abc']] })).toBe('product.sizeTableInvalid');
    expect(checkSizeTable({ ...table, rows: [['M', '65']] })).toBe('product.sizeTableInvalid');
    expect(checkSizeTable({ ...table, rows: [['M', '긴 편', '보통']] }, ['text', 'text', 'text'])).toBeNull();
    expect(checkSizeTable(table, ['text', 'number'])).toBe('product.sizeTableInvalid');
    expect(removeSizeRow([['M', '1', '2']], 0, ['', '0', '0'])).toEqual([['', '0', '0']]);
    expect(removeSizeRow([['S'], ['M']], 0, [''])).toEqual([['M']]);
  });
});

describe('rich-text content', () => {
  it.each([
    ['http://a.com/x.png', 'https://a.com/x.png'],
    ['//cdn.a.com/x.png', 'https://cdn.a.com/x.png'],
    ['https://a.com/x.png', 'https://a.com/x.png'],
    ['/files/x.png', '/files/x.png'],
  ])('toHttpsSrc(%s) = %s', (src, expected) => expect(toHttpsSrc(src)).toBe(expected));

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['http://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://evil.com/embed/dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
    ['https://www.youtube.com/watch?v=<script>', null],
  ])('toVideoEmbedUrl(%s) = %s', (link, expected) => {
    expect(toVideoEmbedUrl(link)).toBe(expected);
    if (expected) expect(isAllowedVideoSrc(expected)).toBe(true);
  });

  it('counts text and recognises empty content', () => {
    expect(contentTextLength('<p>안녕&amp;하세요</p>')).toBe(6);
    expect(hasContent('<p></p>')).toBe(false);
    expect(hasContent('<p>&nbsp;</p>')).toBe(false);
    expect(hasContent('<p><img src="https://a/x.png"></p>')).toBe(true);
    expect(hasContent('<p>x</p>')).toBe(true);
  });
});

describe('product code', () => {
  it('is the fixed prefix plus the Seoul millisecond timestamp', () => {
    const code = generateProductCode(new Date('2026-11-22T05:30:05.123Z'));
    expect(code).toBe('SF20261122143005123');
    expect(isProductCode(code)).toBe(true);
  });
});

describe('one-line fields as pasted (issue 17 §5)', () => {
  it.each([
    ['린넨\t와이드 팬츠', '린넨 와이드 팬츠'],
    ['린넨\r\n팬츠', '린넨 팬츠'],
    ['벨\u0007트', '벨트'],
    ['그대로', '그대로'],
  ])('oneLine(%j) = %j', (pasted, kept) => expect(oneLine(pasted)).toBe(kept));
});

describe('savedDiscount: how a saved discount reopens (issue 17 §9)', () => {
  it('a rate that gives the saved price reopens as the rate; anything else as the amount', () => {
    expect(savedDiscount(20000, 10, 18000)).toEqual({ mode: 'RATE', text: '10' });
    expect(savedDiscount(19990, 15, 16990)).toEqual({ mode: 'RATE', text: '15' });
    expect(savedDiscount(20000, 7.5, 18490)).toEqual({ mode: 'AMOUNT', text: '1510' });
    expect(savedDiscount(20000, 0, 20000)).toEqual({ mode: 'RATE', text: '' });
  });
});
