import { describe, expect, it } from 'vitest';
import { bulkEditAfter, type BulkEditState } from '../src/index.ts';

const before: BulkEditState = {
  price: 39000,
  saleRate: 10,
  salePrice: 35100,
  sell: true,
  display: true,
  stocks: [5, 7],
  deliveryName: '',
};

describe('bulk edit: a product after the changes, by the form rules', () => {
  it.each([
    ['a new price keeps the rate', { price: 20000 }, { price: 20000, saleRate: 10, salePrice: 18000 }, null],
    ['a rate of 0 removes the discount', { saleRate: 0 }, { saleRate: 0, salePrice: 39000 }, null],
    ['one decimal from 10,000 won', { saleRate: 12.5 }, { saleRate: 12.5, salePrice: 34130 }, null],
    [
      'under 10,000 won the decimal is rounded',
      { price: 9000, saleRate: 12.5 },
      { saleRate: 13, salePrice: 7830 },
      null,
    ],
    ['a rate under 1% is refused', { saleRate: 0.5 }, {}, 'product.rateUnder1'],
    ['a price not in tens is refused', { price: 12345 }, {}, 'product.priceUnit'],
    ['stock goes to every active combination', { stock: 3 }, { stocks: [3, 3] }, null],
    ['flags change only when asked', { sell: false }, { sell: false, display: true }, null],
  ] as const)('%s', (_, changes, after, problem) => {
    const result = bulkEditAfter(before, changes, undefined);
    expect(result.problem).toBe(problem);
    if (!problem) expect(result.after).toMatchObject(after);
  });

  it('names the chosen delivery template', () => {
    expect(bulkEditAfter(before, { marketDeliveryId: 3 }, '조건부 무료').after.deliveryName).toBe('조건부 무료');
  });
});
