import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

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

  it('takes the embedded database buffer pool as a PostgreSQL size, or leaves it to the default', () => {
    expect(readConfig({}).pgliteSharedBuffers).toBeUndefined();
    expect(readConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe('64MB');
    for (const value of ['64', '64 MB', 'lots', '-1MB'])
      expect(() => readConfig({ PGLITE_SHARED_BUFFERS: value })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
  it('stops on TRUST_PROXY=true with one clear line on stderr, no stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, TRUST_PROXY: 'true', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^Cannot start: TRUST_PROXY=true would trust any X-Forwarded-For/)]);
    expect(run.stdout).toBe('');
  });

  it('serves /docs unless DOCS=off', () => {
    expect(readConfig({}).docs).toBe(true);
    expect(readConfig({ DOCS: 'on' }).docs).toBe(true);
    expect(readConfig({ DOCS: 'off' }).docs).toBe(false);
    expect(readConfig({ DOCS: 'false' }).docs).toBe(false);
    expect(() => readConfig({ DOCS: 'hidden' })).toThrow(/DOCS must be on or off/);
  });
});

describe('the embedded database', () => {
  // Its WebAssembly memory never shrinks: every page PostgreSQL's default 128MB pool touches stays
  // resident (docs/benchmarks.md, idle memory).
  it('runs with a 16MB buffer pool unless told', async () => {
    const database = await createDatabase({ kind: 'pglite' });
    try {
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
      expect(rows[0]).toEqual({ shared_buffers: '16MB' });
    } finally {
      await database.close();
    }
  }, 90_000);
  it("takes the personal-data periods in days, never keeping the access log under the law's year", () => {
    expect(readConfig({}).privacy).toEqual({ downloadDays: 90, accessLogDays: 730 });
    expect(readConfig({ PRIVACY_DOWNLOAD_DAYS: '30', PRIVACY_ACCESS_LOG_DAYS: '365' }).privacy).toEqual({
      downloadDays: 30,
      accessLogDays: 365,
    });
    for (const value of ['364', '0', '1.5', 'two years'])
      expect(() => readConfig({ PRIVACY_ACCESS_LOG_DAYS: value })).toThrow(/PRIVACY_ACCESS_LOG_DAYS/);
    expect(() => readConfig({ PRIVACY_DOWNLOAD_DAYS: '0' })).toThrow(/PRIVACY_DOWNLOAD_DAYS/);
  });
});
