import { describe, expect, it } from 'vitest';
import {
  bundleFeePreview,
  bundleProblem,
  bundleProgress,
  instantToSeoulLocal,
  messages,
  readTypedDateTime,
  seoulLocalToInstant,
  showBundleDateTime,
  type BundleCartLine,
  type BundleDraft,
  type FeeRule,
} from '../src/index.ts';

const valid: BundleDraft = {
  startDateTime: '2026-12-01T00:00:00',
  endDateTime: '2026-12-31T23:59:59',
  eventName: '연말 묶음 배송',
  description: '두 개 이상 사면 배송비 한 번',
  feeType: 'CHARGE',
  intCondition: 0,
  deliveryFee: 3000,
  productCodes: ['P-1'],
};

describe('bundle save check (spec 02 §5, in order)', () => {
  it.each([
    [{}, null],
    [
      { startDateTime: null, endDateTime: null, eventName: '', description: '', productCodes: [] },
      'bundle.startRequired',
    ],
    [{ startDateTime: '2026-02-30T00:00:00' }, 'bundle.startRequired'],
    [{ endDateTime: '', eventName: '' }, 'bundle.endRequired'],
    [{ eventName: '  ', description: '' }, 'bundle.eventNameRequired'],
    [{ eventName: '가'.repeat(51) }, 'bundle.eventNameTooLong'],
    [{ description: '', productCodes: [] }, 'bundle.descriptionRequired'],
    [{ description: '가'.repeat(201) }, 'bundle.descriptionTooLong'],
    [{ feeType: 'CHARGE', deliveryFee: 0, productCodes: [] }, 'bundle.deliveryFeeRequired'],
    [{ feeType: 'FREE_BY_TOTAL_PRICE', deliveryFee: 0, intCondition: 0 }, 'bundle.conditionRequired'],
    [{ feeType: 'FREE_BY_TOTAL_PRICE', deliveryFee: 0, intCondition: 50000 }, 'bundle.deliveryFeeRequired'],
    [{ feeType: 'FREE_BY_TOTAL_PRICE', deliveryFee: undefined, intCondition: 50000 }, null],
    [{ feeType: 'CHARGE', deliveryFee: null }, null],
    [{ startDateTime: '2026-12-01T00:00:00Z', endDateTime: '2026-12-01T08:59:59+09:00' }, 'bundle.endBeforeStart'],
    [{ startDateTime: '2026-12-01', endDateTime: '2026-12-01' }, null],
    [{ feeType: 'FREE_BY_QTY', deliveryFee: 3000, intCondition: 0 }, 'bundle.conditionRequired'],
    [{ feeType: 'FREE', deliveryFee: 0, intCondition: 0 }, null],
    [{ productCodes: [], endDateTime: '2026-11-01T00:00:00' }, 'bundle.productRequired'],
    [{ endDateTime: '2026-11-30T23:59:59' }, 'bundle.endBeforeStart'],
    [{ endDateTime: '2026-12-01T00:00:00' }, null],
    [{ startDateTime: '2026-12-01T09:30', endDateTime: '2026-12-01T10:00' }, null],
  ] as [Partial<BundleDraft>, string | null][])('%o → %s', (patch, problem) =>
    expect(bundleProblem({ ...valid, ...patch })).toBe(problem),
  );

  it('has a distinct message for each required field', () => {
    const texts = [
      messages.bundle.startRequired,
      messages.bundle.endRequired,
      messages.bundle.eventNameRequired,
      messages.bundle.descriptionRequired,
    ];
    expect(new Set(texts).size).toBe(4);
    expect(messages.bundle.saveFailed).toBe('저장되지 않았습니다.');
    expect(messages.bundle.deleteFailed).toBe('삭제되지 않았습니다.');
    expect(messages.bundle.deleted).toBe('삭제되었습니다.');
  });
});

describe('Seoul local date-times', () => {
  it('reads local text as Seoul time and writes it back', () => {
    expect(seoulLocalToInstant('2026-12-01T09:00:00')!.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(instantToSeoulLocal(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01T00:00:00');
  });

  it.each([
    ['2026-12-01T09:00:00+09:00', '2026-12-01T00:00:00.000Z'],
    ['2026-12-01T00:00:00Z', '2026-12-01T00:00:00.000Z'],
    ['2026-12-01T00:00:00.250z', '2026-12-01T00:00:00.250Z'],
    ['2026-12-01T02:30-0130', '2026-12-01T04:00:00.000Z'],
    ['2026-12-01T09:00', '2026-12-01T00:00:00.000Z'],
    ['2026-12-01 09:00', '2026-12-01T00:00:00.000Z'],
    ['2026-12-01', '2026-11-30T15:00:00.000Z'],
  ])('reads ISO-8601 %s (no offset: Seoul) as %s', (text, iso) =>
    expect(seoulLocalToInstant(text)!.toISOString()).toBe(iso),
  );

  it('ends a date alone at the last second of that Seoul day', () =>
    expect(seoulLocalToInstant('2026-12-01', { endOfDay: true })!.toISOString()).toBe('2026-12-01T14:59:59.000Z'));

  it.each([
    '2026-02-30T00:00:00',
    '2026-12-01T24:00:00',
    '2026-12-01T09:60',
    '2026-12-01T09:00+15:00',
    '12/01/2026',
    '',
  ])('refuses %o', (text) => expect(seoulLocalToInstant(text)).toBeNull());
});

describe('bundle progress status', () => {
  const b = { activated: true, startDateTime: '2026-12-01T00:00:00', endDateTime: '2026-12-31T23:59:59' };
  it.each([
    ['2026-11-30T14:59:59Z', 'SCHEDULED'],
    ['2026-11-30T15:00:00Z', 'IN_PROGRESS'],
    ['2026-12-31T14:59:59Z', 'IN_PROGRESS'],
    ['2026-12-31T15:00:00Z', 'ENDED'],
  ])('at %s → %s', (now, progress) => expect(bundleProgress(b, new Date(now))).toBe(progress));
  it('is stopped when deactivated, whatever the period', () =>
    expect(bundleProgress({ ...b, activated: false }, new Date('2026-12-10T00:00:00Z'))).toBe('STOPPED'));
});

describe('readTypedDateTime: bundle date-times as sellers type them (issue 17 §4)', () => {
  it('reads minutes, seconds, a day alone and other day separators', () => {
    expect(readTypedDateTime('2026-12-10 09:30')).toBe('2026-12-10T09:30:00');
    expect(readTypedDateTime('2026-12-10 00:00:00')).toBe('2026-12-10T00:00:00');
    expect(readTypedDateTime('2026-12-10T23:59:59')).toBe('2026-12-10T23:59:59');
    expect(readTypedDateTime(' 2026.12.10 9:05 ')).toBe('2026-12-10T09:05:00');
    expect(readTypedDateTime('2026-12-10')).toBe('2026-12-10T00:00:00');
    expect(readTypedDateTime('20261210', { endOfDay: true })).toBe('2026-12-10T23:59:59');
  });
  it('refuses what names no real date-time', () => {
    for (const text of ['', '2026-02-30 10:00', '2026-12-10 24:00', '2026-12-10 10:60', '2026-12-10 10', 'tomorrow']) {
      expect(readTypedDateTime(text), text).toBeNull();
    }
  });
  it('shows a date-time with minutes, and seconds only when they are not 0', () => {
    expect(showBundleDateTime('2026-12-10T09:30:00')).toBe('2026-12-10 09:30');
    expect(showBundleDateTime('2026-12-10T23:59:59')).toBe('2026-12-10 23:59:59');
  });
});

describe('bundle fee preview: with the event and without it (issue 20 §5)', () => {
  const rule = (feeType: FeeRule['feeType'], defaultFee: number, intCondition = 0): FeeRule => ({
    feeType,
    defaultFee,
    intCondition,
  });
  const line = (productCode: string, price: number, quantity: number, own: FeeRule): BundleCartLine => ({
    productCode,
    price,
    quantity,
    rule: own,
  });
  const charge3000 = rule('CHARGE', 3000);
  const freeOver50k = rule('FREE_BY_TOTAL_PRICE', 2500, 50_000);

  it.each([
    [
      'one fee for the cart under a charging event, each product charged without it',
      rule('CHARGE', 3000),
      [line('A', 10_000, 1, charge3000), line('B', 20_000, 2, charge3000)],
      { totalPrice: 50_000, totalQuantity: 3, withBundle: 3000, withoutBundle: 6000 },
    ],
    [
      'the event frees a cart over its amount that no product reaches alone',
      rule('FREE_BY_TOTAL_PRICE', 3000, 40_000),
      [line('A', 15_000, 1, freeOver50k), line('B', 30_000, 1, freeOver50k)],
      { totalPrice: 45_000, totalQuantity: 2, withBundle: 0, withoutBundle: 5000 },
    ],
    [
      'a product over its own free amount costs nothing without the event',
      rule('FREE_BY_QTY', 3000, 5),
      [line('A', 30_000, 2, freeOver50k), line('B', 10_000, 1, charge3000)],
      { totalPrice: 70_000, totalQuantity: 3, withBundle: 3000, withoutBundle: 3000 },
    ],
    [
      'a per-quantity event charges each started group of the whole cart',
      rule('CHARGE_PER_QTY', 2000, 2),
      [line('A', 1000, 3, rule('FREE', 0)), line('B', 1000, 2, rule('CHARGE_PER_QTY', 1000, 1))],
      { totalPrice: 5000, totalQuantity: 5, withBundle: 6000, withoutBundle: 2000 },
    ],
    [
      'lines of no quantity are not in the cart',
      rule('CHARGE', 3000),
      [line('A', 10_000, 0, charge3000), line('B', 10_000, 0, charge3000)],
      { totalPrice: 0, totalQuantity: 0, withBundle: 0, withoutBundle: 0 },
    ],
    [
      'two lines of one product count together under its own rule',
      rule('FREE', 0),
      [line('A', 30_000, 1, freeOver50k), line('A', 30_000, 1, freeOver50k)],
      { totalPrice: 60_000, totalQuantity: 2, withBundle: 0, withoutBundle: 0 },
    ],
  ] as const)('%s', (_, bundle, lines, expected) => expect(bundleFeePreview(bundle, lines)).toEqual(expected));
});
