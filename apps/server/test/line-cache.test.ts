import { describe, expect, it } from 'vitest';
import { createOrderLineCache } from '../src/modules/orders/line-cache.ts';

describe('order line cache', () => {
  const json = (text: string) => Buffer.from(text);

  it('answers a line only for the version it was kept with', () => {
    const cache = createOrderLineCache(10);
    cache.set(1, '100', json('{"id":1}'));
    expect(cache.get(1, '100')?.toString()).toBe('{"id":1}');
    expect(cache.get(1, '101')).toBeUndefined();
    cache.set(1, '101', json('{"id":1,"v":2}'));
    expect(cache.get(1, '100')).toBeUndefined();
    expect(cache.get(1, '101')?.toString()).toBe('{"id":1,"v":2}');
  });

  it('lets the least recently used line go first when full', () => {
    const cache = createOrderLineCache(2);
    cache.set(1, 'a', json('1'));
    cache.set(2, 'a', json('2'));
    cache.get(1, 'a'); // 2 is now the least recently used
    cache.set(3, 'a', json('3'));
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.get(1, 'a')?.toString()).toBe('1');
    expect(cache.get(3, 'a')?.toString()).toBe('3');
  });
});
