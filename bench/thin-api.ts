/**
 * A thin API (issue 21.3): the server's CPU per order-list call and its calls per second under 10
 * clients, against a bare Fastify route on `pg` that sends the same statements and answers the same
 * bytes (bench/lib/bare-orders-server.mjs), in one run. PostgreSQL (BENCH_DATABASE_URL), 100,000
 * orders in the seller's market. The real server runs as it ships (apps/server/dist/main.js, request
 * log at info written to /dev/null); each server is its own process and its CPU (user + system) is
 * read from /proc around each measured series. The servers take turns, ROUNDS times; each figure is
 * the median over the rounds. `npm run bench -- thin-api` (builds the server first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, AUTH_LIMITS, ORDER_SCREENS, seoulDate } from '@seller/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { defaultPoolSize } from '../apps/server/src/config.ts';
import { createDiskStorage } from '../apps/server/src/storage/storage.ts';
import { httpLoad, type LoadRequest } from './lib/http-load.ts';
import { generate, postgresDatabase } from './lib/orders-data.ts';
import { table, writeSection } from './lib/report.ts';
import { benchPort, buildServer, loadAverage, root, stopServer } from './lib/server-process.ts';

const CLIENTS = 10;
const CALLS = Number(process.env.BENCH_THIN_API_CALLS ?? 3000);
const WARM_UP = 300;
const ROUNDS = 3;
const ORDERS = 100_000;
const TARGET_CPU = 1.5;
const TARGET_RPS = 0.75;
const POOL_SIZE = defaultPoolSize();
const TICK_MS = 10; // Linux USER_HZ: /proc/<pid>/stat counts CPU in hundredths of a second

/** CPU time a process has used so far (user + system), in ms. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime (fields 14 and 15)
}

interface Captured {
  name?: string;
  text: string;
  values?: unknown[];
}

/** The statements the server sends while `run` runs (node-postgres's pool, patched for the moment). */
async function capture(run: () => Promise<unknown>): Promise<Captured[]> {
  const seen: Captured[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const q = args[0] as string | Captured;
    const values = (typeof q === 'string' ? undefined : q.values) ?? (args[1] as unknown[] | undefined);
    seen.push(typeof q === 'string' ? { text: q, values } : { name: q.name, text: q.text, values });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return seen;
}

async function startProcess(args: string[], env: Record<string, string>) {
  const port = benchPort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`node ${args.join(' ')} did not answer /health`);
}

interface Round {
  cpuPerCall: number;
  rps: number;
  p50: number;
  load: string;
}

async function measure(child: ChildProcess, request: LoadRequest): Promise<Round> {
  await httpLoad(Array(WARM_UP).fill(request), CLIENTS);
  const load = loadAverage();
  const cpu0 = cpuMs(child.pid!);
  const started = performance.now();
  const latencies = await httpLoad(Array(CALLS).fill(request), CLIENTS);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuMs(child.pid!) - cpu0;
  latencies.sort((a, b) => a - b);
  return { cpuPerCall: cpu / CALLS, rps: CALLS / seconds, p50: latencies[Math.floor(CALLS / 2)]!, load };
}

if (!process.env.BENCH_THIN_API_NO_BUILD) buildServer();
const fresh = await postgresDatabase(POOL_SIZE);
if (!fresh) process.exit(0);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-thin-api-'));
const servers: ChildProcess[] = [];
try {
  const { database } = fresh;
  await database.migrate();
  const app = await buildApp({ database, storage: createDiskStorage(path.join(dir, 'files')) });
  await app.services.admin.createMarket({ id: 1, koName: '벤치 마켓' });
  await app.services.admin.admitSeller({ loginId: 'bench', password: 'bench1234!', name: '벤치', marketId: 1 });
  await generate(database, 1, ORDERS, 'B', 400);
  await database.db.execute(sql`vacuum analyze orders`);
  const login = await app.inject({
    url: '/sw/a/v1/seller/login',
    headers: { authorization: `Basic ${Buffer.from('bench:bench1234!').toString('base64')}` },
  });
  const { token } = login.json<{ token: string }>();
  const today = seoulDate();
  const query = new URLSearchParams({
    marketId: '1',
    orderStatusList: ORDER_SCREENS.orderTotal.join(','),
    startDate: addDays(today, -365),
    endDate: today,
    page: '1',
    size: '10',
  });
  const url = `/sw/a/v3/orders?${query}`;
  // The statements one call sends the first time (session, the page's lines, the lines' JSON).
  const statements = await capture(() => app.inject({ url, headers: { 'x-auth-token': token } }));
  const expected = (await app.inject({ url, headers: { 'x-auth-token': token } })).body;
  await app.close();
  await database.close();
  const [session, page, json] = statements;
  if (statements.length !== 3 || !session?.name || !page?.name || !json?.name)
    throw new Error(`expected three named statements, got ${JSON.stringify(statements.map((s) => s.name))}`);

  // BENCH_THIN_API_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_THIN_API_PROFILE;
  const real = await startProcess(
    [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), 'apps/server/dist/main.js'],
    {
      DATABASE_URL: fresh.url,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: dir,
    },
  );
  servers.push(real.child);
  const bare = await startProcess(['bench/lib/bare-orders-server.mjs'], {
    DATABASE_URL: fresh.url,
    BARE_POOL_SIZE: String(POOL_SIZE),
    BARE_IDLE_MINUTES: String(AUTH_LIMITS.idleMinutes),
    BARE_STATEMENTS: JSON.stringify({ session, page, json, pageValues: page.values, size: 10 }),
  });
  servers.push(bare.child);
  const headers = { 'x-auth-token': token };
  const targets = {
    api: { child: real.child, request: { url: `${real.base}${url}`, headers } },
    bare: { child: bare.child, request: { url: `${bare.base}/orders`, headers } },
  };
  for (const [name, t] of Object.entries(targets)) {
    const body = await (await fetch(t.request.url, { headers })).text();
    if (body !== expected)
      throw new Error(
        `${name} answered other bytes than the API in process: ${body.slice(0, 300)} … ${body.slice(-80)}\nvs ${expected.slice(0, 300)} … ${expected.slice(-80)}`,
      );
  }

  const rounds: Record<keyof typeof targets, Round[]> = { api: [], bare: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of ['api', 'bare'] as const) {
      const r = await measure(targets[name].child, targets[name].request);
      rounds[name].push(r);
      console.log(
        `round ${i + 1} ${name}: ${r.cpuPerCall.toFixed(3)} ms CPU/call, ${r.rps.toFixed(0)} calls/s, p50 ${r.p50.toFixed(2)} ms (load ${r.load})`,
      );
    }
  }
  const median = (rs: Round[], key: 'cpuPerCall' | 'rps' | 'p50') =>
    [...rs].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rs.length / 2)]!;
  const cpuRatio = median(rounds.api, 'cpuPerCall') / median(rounds.bare, 'cpuPerCall');
  const rpsRatio = median(rounds.api, 'rps') / median(rounds.bare, 'rps');
  const rows = (['api', 'bare'] as const).map((name) => [
    name === 'api' ? 'the server (dist/main.js)' : 'bare Fastify + pg, same statements',
    `${median(rounds[name], 'cpuPerCall').toFixed(3)} ms`,
    `${median(rounds[name], 'rps').toFixed(0)}`,
    `${median(rounds[name], 'p50').toFixed(2)} ms`,
    rounds[name].map((r) => `${r.cpuPerCall.toFixed(2)} ms / ${r.rps.toFixed(0)}/s (load ${r.load})`).join('; '),
  ]);
  writeSection(
    'thin-api',
    `## A thin API: the order list against a bare route

One order-list call (all orders, page 1, size 10, one-year period, ${ORDERS.toLocaleString('en-US')} orders in the market, PostgreSQL)
sent ${CALLS.toLocaleString('en-US')} times by ${CLIENTS} clients over HTTP (after ${WARM_UP} warm-up calls), to the server as it ships
(\`apps/server/dist/main.js\`, pool of ${POOL_SIZE}, request log at info) and to a bare Fastify route on \`pg\`
(\`bench/lib/bare-orders-server.mjs\`) that sends the statements the server sends for that call (recorded from it:
the session lookup, the page's lines, the lines' JSON for lines not kept) and answers the same bytes (checked). Each server is its own
process; its CPU (user + system, from /proc) over the series divided by the calls. The two take turns, ${ROUNDS} rounds; each figure is
the median over the rounds, every round beside it. Clients, servers and PostgreSQL share the machine's two cores (and other engineers' work).

${table(['server', 'CPU per call', 'calls/s', 'p50', 'rounds (CPU per call / calls per second, load average)'], rows)}

CPU per call: ${cpuRatio.toFixed(2)}× the bare route (target ≤ ${TARGET_CPU}×) — ${cpuRatio <= TARGET_CPU ? 'met' : '**not met**'}.
Calls per second: ${rpsRatio.toFixed(2)}× the bare route (target ≥ ${TARGET_RPS}×) — ${rpsRatio >= TARGET_RPS ? 'met' : '**not met**'}.`,
  );
} finally {
  for (const child of servers) await stopServer(child);
  await fresh.drop();
  rmSync(dir, { recursive: true, force: true });
}
