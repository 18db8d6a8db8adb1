import { describe, expect, it } from 'vitest';
import {
  cartDeliveryFee,
  defaultDeliveryTemplate,
  describeFeeRule,
  deliveryTemplateInputSchema,
  FEE_TYPE_LABELS,
  FEE_TYPES,
  feeRuleProblem,
  isConditionalFeeType,
  isUnnamed,
  messages,
  productDeliveryAssignmentSchema,
  templateProblem,
  withFeeType,
  type FeeRule,
  type FeeType,
} from '../src/index.ts';

describe('fee types', () => {
  it('are the five of the spec, each with a Korean label', () => {
    expect(FEE_TYPES).toEqual(['FREE', 'CHARGE', 'FREE_BY_TOTAL_PRICE', 'FREE_BY_QTY', 'CHARGE_PER_QTY']);
    for (const t of FEE_TYPES) expect(FEE_TYPE_LABELS[t]).toMatch(/[가-힣]/);
  });
  it.each([
    ['FREE', false],
    ['CHARGE', false],
    ['FREE_BY_TOTAL_PRICE', true],
    ['FREE_BY_QTY', true],
    ['CHARGE_PER_QTY', true],
  ] as const)('%s conditional: %s', (type, conditional) => expect(isConditionalFeeType(type)).toBe(conditional));
});

describe('the default template', () => {
  it('is domestic, FREE, all fees 0, unnamed and new', () => {
    expect(defaultDeliveryTemplate()).toEqual({
      marketDeliveryId: null,
      marketDeliveryName: '',
      feeType: 'FREE',
      defaultFee: 0,
      intCondition: 0,
      islandMountainFee: 0,
      jejuFee: 0,
      returnFee: 0,
      exchangeFee: 0,
      international: false,
    });
    expect(isUnnamed(defaultDeliveryTemplate().marketDeliveryName)).toBe(true);
    expect(isUnnamed('  ')).toBe(true);
    expect(isUnnamed('기본')).toBe(false);
  });
});

describe('changing the fee type', () => {
  it('resets fee and condition to 0 and keeps the rest', () => {
    const t = {
      ...defaultDeliveryTemplate(),
      marketDeliveryName: '기본',
      feeType: 'CHARGE' as FeeType,
      defaultFee: 3000,
      intCondition: 5,
      jejuFee: 4000,
    };
    expect(withFeeType(t, 'FREE_BY_QTY')).toEqual({ ...t, feeType: 'FREE_BY_QTY', defaultFee: 0, intCondition: 0 });
  });
});

const rule = (feeType: FeeType, defaultFee: number, intCondition: number): FeeRule => ({
  feeType,
  defaultFee,
  intCondition,
});

describe('fee rule check (spec 01 §5, spec 02 §5)', () => {
  it.each([
    [rule('FREE', 0, 0), null],
    [rule('CHARGE', 0, 0), 'delivery.defaultFeeRequired'],
    [rule('CHARGE', 1, 0), null],
    [rule('FREE_BY_TOTAL_PRICE', 0, 50000), 'delivery.defaultFeeRequired'],
    [rule('FREE_BY_TOTAL_PRICE', 3000, 0), 'delivery.conditionRequired'],
    [rule('FREE_BY_TOTAL_PRICE', 3000, 50000), null],
    [rule('FREE_BY_QTY', 3000, 0), 'delivery.conditionRequired'],
    [rule('FREE_BY_QTY', 3000, 1), null],
    [rule('CHARGE_PER_QTY', 0, 0), 'delivery.defaultFeeRequired'],
    [rule('CHARGE_PER_QTY', 2500, 0), 'delivery.conditionRequired'],
    [rule('CHARGE_PER_QTY', 2500, 3), null],
  ])('%o → %s', (r, problem) => expect(feeRuleProblem(r)).toBe(problem));

  it('checks the name first, then the fee, then the condition', () => {
    expect(templateProblem({ marketDeliveryName: ' ', ...rule('CHARGE', 0, 0) })).toBe('delivery.nameRequired');
    expect(templateProblem({ marketDeliveryName: 'x'.repeat(21), ...rule('FREE', 0, 0) })).toBe('delivery.nameTooLong');
    expect(templateProblem({ marketDeliveryName: 'x'.repeat(20), ...rule('FREE', 0, 0) })).toBeNull();
    expect(templateProblem({ marketDeliveryName: '기본', ...rule('FREE_BY_QTY', 0, 0) })).toBe(
      'delivery.defaultFeeRequired',
    );
    expect(templateProblem({ marketDeliveryName: '기본', ...rule('FREE_BY_QTY', 1, 0) })).toBe(
      'delivery.conditionRequired',
    );
  });

  it('uses the Korean texts of spec 02 §5', () => {
    expect(messages.delivery.defaultFeeRequired).toBe('기본 배송비 값을 설정해 주세요.');
    expect(messages.delivery.conditionRequired).toBe('조건 값을 설정해 주세요.');
    expect(messages.delivery.bulkNoSelection).toBe('배송비 일괄 변경을 진행할 상품을 선택하세요.');
    expect(messages.delivery.loadFailed).toBe('배송비 정보를 불러오는 데, 오류가 발생했습니다.');
  });
});

describe('template contract', () => {
  const valid = { ...defaultDeliveryTemplate(), marketDeliveryName: ' 기본 배송 ' };
  it('accepts a valid template and trims its name', () => {
    expect(deliveryTemplateInputSchema.parse(valid).marketDeliveryName).toBe('기본 배송');
  });
  it.each([
    [{ marketDeliveryName: '' }, messages.delivery.nameRequired],
    [{ marketDeliveryName: '가'.repeat(21) }, messages.delivery.nameTooLong],
    [{ feeType: 'CHARGE', defaultFee: 0 }, messages.delivery.defaultFeeRequired],
    [{ feeType: 'FREE_BY_TOTAL_PRICE', defaultFee: 3000, intCondition: 0 }, messages.delivery.conditionRequired],
    [{ defaultFee: -1 }, messages.delivery.amountInvalid],
    [{ jejuFee: 10.5 }, messages.delivery.amountInvalid],
  ])('refuses %o with its message', (patch, text) => {
    const result = deliveryTemplateInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(text);
  });
  it('refuses a bulk change without products with the spec message', () => {
    const result = productDeliveryAssignmentSchema.safeParse({ ...valid, productCodes: [] });
    expect(result.error!.issues[0]!.message).toBe(messages.delivery.bulkNoSelection);
  });
});

describe('cart fee (the one computation for templates and bundles)', () => {
  const cart = (...lines: [number, number][]) => lines.map(([price, quantity]) => ({ price, quantity }));
  it.each([
    ['FREE', rule('FREE', 0, 0), cart([10000, 1]), 0],
    ['CHARGE once per cart', rule('CHARGE', 3000, 0), cart([10000, 2], [5000, 1]), 3000],
    ['free by total, below', rule('FREE_BY_TOTAL_PRICE', 3000, 50000), cart([20000, 2]), 3000],
    ['free by total, exactly at it', rule('FREE_BY_TOTAL_PRICE', 3000, 50000), cart([25000, 2]), 0],
    ['free by qty, below', rule('FREE_BY_QTY', 2500, 3), cart([1000, 2]), 2500],
    ['free by qty, reached', rule('FREE_BY_QTY', 2500, 3), cart([1000, 2], [500, 1]), 0],
    ['per qty, one group', rule('CHARGE_PER_QTY', 2000, 3), cart([1000, 3]), 2000],
    ['per qty, started second group', rule('CHARGE_PER_QTY', 2000, 3), cart([1000, 4]), 4000],
    ['empty cart', rule('CHARGE', 3000, 0), cart(), 0],
  ] as const)('%s', (_, r, lines, fee) => expect(cartDeliveryFee(r, lines).fee).toBe(fee));

  it('reports total price and quantity', () => {
    expect(cartDeliveryFee(rule('FREE', 0, 0), cart([1000, 2], [300, 3]))).toEqual({
      totalPrice: 2900,
      totalQuantity: 5,
      fee: 0,
    });
  });
});

describe('fee rule summary', () => {
  it.each([
    [rule('FREE', 0, 0), '무료'],
    [rule('CHARGE', 3000, 0), '3,000원'],
    [rule('FREE_BY_TOTAL_PRICE', 3000, 50000), '50,000원 이상 무료 (미만 3,000원)'],
    [rule('FREE_BY_QTY', 2500, 3), '3개 이상 무료 (미만 2,500원)'],
    [rule('CHARGE_PER_QTY', 10000, 2), '2개마다 10,000원'],
  ])('%o → %s', (r, text) => expect(describeFeeRule(r)).toBe(text));
});
