import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../src/modules/index.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { admin } from './admin-cli.ts';
import { TEST_SELLER } from './helper.ts';
import { insertSoldProduct } from './platform.ts';
import { freePort, startServer, stopServer, usePostgres, type ServerProcess } from './server-process.ts';

/**
 * Issue 32's "done when", as an operator checks it, in short: the storefront simulator drives a real
 * server (buyers, the PG and the carrier through the platform API, the seller through the seller
 * API), and afterwards the audit finds every dashboard card equal to its list, every order's history
 * explaining its status, and each combination's stock equal to its start minus what was sold plus
 * what was put back.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OPERATOR_TOKEN = 'simulation-operator-token-0123456789abcdef';
const PASSWORD = 'password1!';

describe.runIf(adminUrl)('the storefront simulator against a real server, then the audit', () => {
  const ctx = usePostgres(async (database) => {
    const services = createServices(database, createDiskStorage(tmpdir()));
    await services.admin.createMarket({ id: 1, koName: '시뮬레이션 마켓' });
    await services.admin.linkBrand(1, await services.admin.createBrand('시뮬레이션 브랜드'));
    await services.admin.admitSeller({ ...TEST_SELLER, loginId: 'sim', password: PASSWORD, name: '시뮬', marketId: 1 });
    for (const [i, code] of ['SIM1764300000001', 'SIM1764300000002', 'SIM1764300000003'].entries())
      await insertSoldProduct(database.db, { marketId: 1, code, name: `시뮬레이션 상품 ${i + 1}` }, [
        { names: ['S'], stock: 15 },
        { names: ['M'], stock: 3 },
        { names: ['L'], stock: 40 },
      ]);
  });
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({
      port: await freePort(),
      env: { DATABASE_URL: ctx.url, DATABASE_POOL_SIZE: '3', OPERATOR_TOKEN, SHUTDOWN_DRAIN_SECONDS: '0' },
    });
  }, 200_000);
  afterAll(async () => {
    await stopServer(server);
  });

  it('buyers and the seller for 40 seconds: the audit finds no mismatch', { timeout: 240_000 }, async () => {
    const journal = path.join(mkdtempSync(path.join(tmpdir(), 'simulation-')), 'journal.json');
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        path.join(repoRoot, 'node_modules/.bin/tsx'),
        [
          'apps/server/src/cli/simulate.ts',
          ...['--url', server.url, '--market', '1', '--rate', '12', '--minutes', '0.67', '--seed', '32'],
          ...['--seller', 'sim', '--password', PASSWORD, '--journal', journal, '--quiet'],
        ],
        { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', OPERATOR_TOKEN } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { tally } = JSON.parse(readFileSync(journal, 'utf8')) as { tally: Record<string, number> };
    // Every part played: buyers bought, the seller shipped and handled requests, the carrier delivered.
    for (const kind of ['purchase', 'seller PAID→PACKAGING', 'seller tracking', 'delivered', 'inquiry'])
      expect(tally[kind] ?? 0, `${kind} in ${JSON.stringify(tally)}`).toBeGreaterThan(0);
    // Nothing failed in the simulator, and nothing was refused but the races buyers and a seller acting
    // at once meet (409: the order moved meanwhile; 404: the parcel was delivered meanwhile). No 5xx:
    // the 500s once seen here under load were deadlocks of a purchase and a cancel over the stock and
    // the day counter, now taken in one order (platform-lock-order.test.ts).
    expect(Object.keys(tally).filter((k) => /error|refused (?!409|404)/.test(k))).toEqual([]);

    const audit = await admin(['audit-simulation', '--journal', journal], { DATABASE_URL: ctx.url });
    expect(audit.stderr).toBe('');
    expect(audit.stdout).toContain('audit: no mismatch');
    expect(audit.code).toBe(0);
  });
});
