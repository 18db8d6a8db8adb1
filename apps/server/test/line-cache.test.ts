import { describe, expect, it } from 'vitest';
import { createOrderLineCache } from '../src/modules/orders/line-cache.ts';

describe('order line cache', () => {
  const json = (text: string) => Buffer.from(text);
  /** Room for `n` lines of one byte of JSON (each line also counts its entry's 128 bytes). */
  const room = (n: number) => n * 129;

  it('answers a line only for the version it was kept with', () => {
    const cache = createOrderLineCache(10_000);
    cache.set(1, '100', json('{"id":1}'));
    expect(cache.get(1, '100')?.toString()).toBe('{"id":1}');
    expect(cache.get(1, '101')).toBeUndefined();
    cache.set(1, '101', json('{"id":1,"v":2}'));
    expect(cache.get(1, '100')).toBeUndefined();
    expect(cache.get(1, '101')?.toString()).toBe('{"id":1,"v":2}');
  });

  it('lets the least recently used line go first when full', () => {
    const cache = createOrderLineCache(room(2));
    cache.set(1, 'a', json('1'));
    cache.set(2, 'a', json('2'));
    cache.get(1, 'a'); // 2 is now the least recently used
    cache.set(3, 'a', json('3'));
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.get(1, 'a')?.toString()).toBe('1');
    expect(cache.get(3, 'a')?.toString()).toBe('3');
  });

  it('keeps no more JSON than its size, however many lines come and go', () => {
    const cache = createOrderLineCache(room(100));
    for (let id = 1; id <= 10_000; id++) cache.set(id, 'a', json(String(id % 10)));
    const kept = Array.from({ length: 10_000 }, (_, i) => i + 1).filter((id) => cache.get(id, 'a'));
    expect(kept).toEqual(Array.from({ length: 100 }, (_, i) => 9_901 + i));
  });

  it('keeps its own copy of a line, not a view of the buffer it was given', () => {
    const cache = createOrderLineCache(10_000);
    const given = json('{"id":1}');
    cache.set(1, 'a', given);
    given.write('X');
    expect(cache.get(1, 'a')?.toString()).toBe('{"id":1}');
  });
});
