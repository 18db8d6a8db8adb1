import { ORDER_SCREENS, type OrderStatus } from '@seller/domain';
import { describe, expect, it } from 'vitest';
import { deepPageStatementName, pageStatementName, type DeepPageShape } from '../src/modules/orders/counters.ts';

describe('deep page statement names', () => {
  const shape = (over: Partial<DeepPageShape> = {}): DeepPageShape => ({
    statuses: [...ORDER_SCREENS.orderTotal],
    startDay: true,
    endDay: true,
    size: 10,
    ...over,
  });

  it('names the screens’ searches at the page sizes, whatever the order of their statuses', () => {
    const name = deepPageStatementName(shape());
    expect(name).toMatch(/^order_deep_page_[0-9a-f]{16}$/);
    expect(deepPageStatementName(shape({ statuses: [...ORDER_SCREENS.orderTotal].reverse() }))).toBe(name);
    expect(deepPageStatementName(shape({ statuses: ['CANCELING1'] }))).not.toBe('');
    expect(deepPageStatementName(shape({ statuses: [] }))).not.toBe('');
  });

  it('gives every shape its own name', () => {
    const names = [
      shape(),
      shape({ size: 50 }),
      shape({ size: 100 }),
      shape({ startDay: false }),
      shape({ endDay: false }),
      shape({ statuses: [...ORDER_SCREENS.cancelRequest] }),
      shape({ statuses: ['PAID'] }),
    ].map(deepPageStatementName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names no other search or size (those statements go unnamed)', () => {
    expect(deepPageStatementName(shape({ size: 7 }))).toBe('');
    expect(deepPageStatementName(shape({ statuses: ['PAID', 'REFUNDED'] as OrderStatus[] }))).toBe('');
  });
});

describe('count and keyword statement names', () => {
  const shape = (over: Partial<DeepPageShape> = {}): DeepPageShape => ({
    statuses: [...ORDER_SCREENS.orderTotal],
    startDay: false,
    endDay: false,
    size: 10,
    ...over,
  });

  it('names a count (size 0) and each keyword field apart from the same search without keyword', () => {
    const names = [
      pageStatementName('count', shape({ size: 0 })),
      pageStatementName('count', shape({ size: 0, keywords: ['userName'] })),
      pageStatementName('count', shape({ size: 0, keywords: ['userContact'] })),
      pageStatementName('first', shape({ keywords: ['userName'] })),
      pageStatementName('first', shape()),
    ];
    expect(names.every((n) => /^order_(count|first)_page_[0-9a-f]{16}$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(pageStatementName('count', shape({ size: 10 }))).toBe('');
  });
});
