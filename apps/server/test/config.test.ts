import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('config', () => {
  it('sizes the database pool to twice the cores plus one unless told', () => {
    expect(readConfig({}).databasePoolSize).toBe(availableParallelism() * 2 + 1);
    expect(readConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('refuses a pool size that is not a positive whole number', () => {
    for (const value of ['0', '-3', '2.5', 'many']) {
      expect(() => readConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
