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

  it('trusts X-Forwarded-For only from a number of proxies or listed addresses, never from anyone', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16, ::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust any X-Forwarded-For/);
    for (const value of ['0', 'proxy.local', '10.0.0.300'])
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
