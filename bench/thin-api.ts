/**
 * A thin API (issues 21.3, 39.1): the server's CPU per list screen (the order list and its count, the
 * two calls a screen makes) and its calls per second under 10 clients, against a bare Fastify route on
 * `pg` that sends the same statements and answers the same bytes (bench/lib/bare-orders-server.mjs),
 * in one run. PostgreSQL (BENCH_DATABASE_URL), 100,000
 * orders in the seller's market. The real server runs as it ships (apps/server/dist/main.js, request
 * log at info written to /dev/null); each server is its own process and its CPU (user + system) is
 * read from /proc around each measured slice. The servers take turns slice by slice (short slices, so
 * both see the same load of a shared machine), two pairs of processes one after the other; each
 * figure is over all its slices. `npm run bench --
 * thin-api` (builds the server first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, ORDER_SCREENS, SESSION_IDLE, seoulDate } from '@seller/domain';
import pg from 'pg';
import { defaultPoolSize } from '../apps/server/src/config.ts';
import { httpLoad, type LoadRequest } from './lib/http-load.ts';
import { benchSignIn, postgresDatabase, seedOrderMarkets } from './lib/orders-data.ts';
import { table, writeSection } from './lib/report.ts';
import { benchPort, buildServer, loadAverage, root, stopServer } from './lib/server-process.ts';

const CLIENTS = 10;
/** Calls per slice, and slices per server: the servers take turns after each slice. */
const SLICE = 500;
const SLICES = Number(process.env.BENCH_THIN_API_SLICES ?? 20);
/** Pairs of server processes, one after the other, each measured for an equal share of the slices. */
const PAIRS = 2;
/** Calls before measuring (the JIT's optimised code, the pools and the line cache settle). */
const WARM_UP = 2000;
const ORDERS = 100_000;
/** Issue 39.1: the list + count pair. */
const TARGET_CPU = 1.3;
const TARGET_RPS = 0.85;
/**
 * The same bench on the code before (main at d7139df, built apart: `node scripts/build-server.mjs` in an
 * export of that commit, run with BENCH_THIN_API_SERVER=<its dist/main.js>).
 */
const BEFORE =
  'the same bench on main at d7139df, built apart and measured with BENCH_THIN_API_SERVER at 04:02 UTC just before this one, load 9.0–11.8 (its claims lookup built by Drizzle on every list call, three async hooks and a two-listener one on every call): the server 2.654 ms CPU per list + count and 181 calls/s, the bare routes 1.010 ms and 330 calls/s; CPU 2.63× the bare routes, calls per second 0.55×';
const POOL_SIZE = defaultPoolSize();
/** The built server measured: this checkout's, or another build's (BENCH_THIN_API_SERVER, e.g. an earlier commit's for "before"). */
const SERVER = process.env.BENCH_THIN_API_SERVER ?? 'apps/server/dist/main.js';
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

/** Ports of this run's servers: one random base, then one after another (never the same twice). */
let nextPort = benchPort();
async function startProcess(args: string[], env: Record<string, string>) {
  const port = nextPort++;
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

interface Slice {
  cpuMs: number;
  seconds: number;
  latencies: number[];
}

/** `calls` calls of a list screen: its list and its count, one after the other. */
function pairs(target: { list: string; count: string }, calls: number): LoadRequest[] {
  return Array.from({ length: calls }, (_, i) => ({ url: i % 2 ? target.count : target.list, headers: loadHeaders }));
}
let loadHeaders: Record<string, string> = {};

async function measure(child: ChildProcess, target: { list: string; count: string }): Promise<Slice> {
  const cpu0 = cpuMs(child.pid!);
  const started = performance.now();
  const latencies = await httpLoad(pairs(target, SLICE), CLIENTS);
  return { cpuMs: cpuMs(child.pid!) - cpu0, seconds: (performance.now() - started) / 1000, latencies };
}

if (!process.env.BENCH_THIN_API_NO_BUILD) buildServer();
const fresh = await postgresDatabase(POOL_SIZE);
if (!fresh) process.exit(0);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-thin-api-'));
const servers: ChildProcess[] = [];
try {
  const { database } = fresh;
  const app = await seedOrderMarkets(
    database,
    path.join(dir, 'files'),
    [{ id: 1, koName: '벤치 마켓', loginId: 'bench', orders: ORDERS, prefix: 'B' }],
    400,
  );
  const login = await app.inject({ url: '/sw/a/v1/seller/login', headers: benchSignIn('bench') });
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
  const countQuery = new URLSearchParams(query);
  countQuery.delete('page');
  countQuery.delete('size');
  const countUrl = `/sw/a/v1/orders/count?${countQuery}`;
  // The statements one call sends the first time (session, the page's lines, the lines' JSON, their claims).
  const statements = await capture(() => app.inject({ url, headers: { 'x-auth-token': token } }));
  const expected = (await app.inject({ url, headers: { 'x-auth-token': token } })).body;
  // The count's (session, the count).
  const countStatements = await capture(() => app.inject({ url: countUrl, headers: { 'x-auth-token': token } }));
  const expectedCount = (await app.inject({ url: countUrl, headers: { 'x-auth-token': token } })).body;
  await app.close();
  await database.close();
  const [session, page, json, claims] = statements;
  if (statements.length !== 4 || !session?.name || !page?.name || !json?.name || !claims)
    throw new Error(`expected four statements, three named, got ${JSON.stringify(statements.map((s) => s.name))}`);
  // The count as the server sends it (named or not: the server as it is); the bare route names it.
  const count = countStatements.at(-1)!;
  if (countStatements.length !== 2)
    throw new Error(`expected two statements for the count, got ${countStatements.length}`);
  const countNamed = !!count.name;

  // BENCH_THIN_API_PROFILE=<dir>: each server writes a V8 CPU profile there when it stops (in api/ and bare/).
  const profile = process.env.BENCH_THIN_API_PROFILE;
  const profiled = (name: string) => (profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profile, name)}`] : []);
  const headers = { 'x-auth-token': token };
  loadHeaders = headers;
  /** The two servers, started afresh. */
  const startPair = async () => {
    const real = await startProcess([...profiled('api'), SERVER], {
      DATABASE_URL: fresh.url,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: dir,
    });
    servers.push(real.child);
    const bare = await startProcess([...profiled('bare'), '--import', 'tsx', 'bench/lib/bare-orders-server.mjs'], {
      DATABASE_URL: fresh.url,
      BARE_POOL_SIZE: String(POOL_SIZE),
      BARE_IDLE_MINUTES: String(SESSION_IDLE.defaultMinutes),
      BARE_STATEMENTS: JSON.stringify({
        session,
        page,
        json,
        claims: { name: 'bare_order_claims', text: claims.text, values: claims.values },
        pageValues: page.values,
        size: 10,
        count: { name: 'bare_order_count', text: count.text, values: count.values },
      }),
    });
    servers.push(bare.child);
    const targets = {
      api: { child: real.child, list: `${real.base}${url}`, count: `${real.base}${countUrl}` },
      bare: { child: bare.child, list: `${bare.base}/orders`, count: `${bare.base}/count` },
    };
    for (const [name, t] of Object.entries(targets)) {
      for (const [which, want] of [
        [t.list, expected],
        [t.count, expectedCount],
      ] as const) {
        const body = await (await fetch(which, { headers })).text();
        if (body !== want)
          throw new Error(
            `${name} answered other bytes than the API in process: ${body.slice(0, 300)} … ${body.slice(-80)}\nvs ${want.slice(0, 300)} … ${want.slice(-80)}`,
          );
      }
    }
    for (const t of Object.values(targets)) await httpLoad(pairs(t, WARM_UP), CLIENTS);
    return targets;
  };

  const slices: Record<'api' | 'bare', Slice[]> = { api: [], bare: [] };
  const loads: string[] = [];
  // Half the slices with one pair of processes, half with a second pair started afresh: a process's
  // own luck (what its JIT compiled, where its memory landed) moved the ratio by a tenth between runs.
  for (let pair = 0; pair < PAIRS; pair++) {
    const targets = await startPair();
    const [from, to] = [pair, pair + 1].map((n) => Math.round((n * SLICES) / PAIRS));
    for (let i = from!; i < to!; i++) {
      if (i % 5 === 0) loads.push(loadAverage());
      // Alternate who goes first, so neither always follows the other.
      for (const name of i % 2 ? (['bare', 'api'] as const) : (['api', 'bare'] as const)) {
        slices[name].push(await measure(targets[name].child, targets[name]));
      }
      if (i % 5 === 4) console.log(`slice ${i + 1}/${SLICES} (load ${loadAverage()})`);
    }
    for (const t of Object.values(targets)) await stopServer(t.child);
  }
  const figures = (name: 'api' | 'bare') => {
    const all = slices[name];
    const calls = all.length * SLICE;
    const p50 = (kind: number) => {
      const latencies = all.flatMap((x) => x.latencies.filter((_, i) => i % 2 === kind)).sort((a, b) => a - b);
      return latencies[Math.floor(latencies.length / 2)]!;
    };
    return {
      cpuPerPair: (2 * all.reduce((n, x) => n + x.cpuMs, 0)) / calls,
      rps: calls / all.reduce((n, x) => n + x.seconds, 0),
      listP50: p50(0),
      countP50: p50(1),
    };
  };
  const apiFigures = figures('api');
  const bareFigures = figures('bare');
  const cpuRatio = apiFigures.cpuPerPair / bareFigures.cpuPerPair;
  const rpsRatio = apiFigures.rps / bareFigures.rps;
  // The spread: the CPU ratio of each pair of slices (the middle half of them).
  const pairRatios = slices.api.map((x, i) => x.cpuMs / slices.bare[i]!.cpuMs).sort((a, b) => a - b);
  const quartile = (q: number) => pairRatios[Math.floor((pairRatios.length - 1) * q)]!.toFixed(2);
  // The ratio of each pair of processes (over its slices).
  const processRatios = Array.from({ length: PAIRS }, (_, pair) => {
    const [from, to] = [pair, pair + 1].map((n) => Math.round((n * SLICES) / PAIRS));
    const cpu = (name: 'api' | 'bare') => slices[name].slice(from, to).reduce((n, x) => n + x.cpuMs, 0);
    return `${(cpu('api') / cpu('bare')).toFixed(2)}×`;
  });
  console.log(`CPU per list + count ${cpuRatio.toFixed(2)}× the bare route, calls/s ${rpsRatio.toFixed(2)}×`);
  const rows = [
    ['the server (dist/main.js)', apiFigures] as const,
    ['bare Fastify + pg, same statements', bareFigures] as const,
  ].map(([label, f]) => [
    label,
    `${f.cpuPerPair.toFixed(3)} ms`,
    `${f.rps.toFixed(0)}`,
    `${f.listP50.toFixed(2)} ms`,
    `${f.countP50.toFixed(2)} ms`,
  ]);
  writeSection(
    'thin-api',
    `## A thin API: a list screen (the order list and its count) against a bare route

A list screen's two calls, the order list (all orders, page 1, size 10, one-year period, ${ORDERS.toLocaleString('en-US')} orders in the market, PostgreSQL)
and its count, one after the other, by ${CLIENTS} clients over HTTP to the server as it ships (\`apps/server/dist/main.js\`, pool of ${POOL_SIZE}, request log at info)
and to a bare Fastify server on \`pg\` (\`bench/lib/bare-orders-server.mjs\`) that sends the statements the server sends for
those calls (recorded from it: the session lookup, the page's lines, the columns of lines not kept, which it builds into JSON
with the server's own function, the claims of the page's orders (none in this data); the session lookup and the count, as a named statement) and answers the same bytes (checked). The server sent its count
${countNamed ? 'as a named (prepared) statement' : 'unnamed (built by Drizzle on every call)'}. Each server is its own process; its CPU (user + system, from /proc) over its calls, per pair of calls (list + count). After
${WARM_UP.toLocaleString('en-US')} warm-up calls each, the two take turns in slices of ${SLICE} calls, ${SLICES} slices each
(${(SLICES * SLICE).toLocaleString('en-US')} calls), so both see the same load; half the slices with one pair of processes, half
with a second pair started afresh (a process's own luck, what its JIT made of the code, moved the ratio by a tenth between
runs); each figure is over all its slices. Clients,
servers and PostgreSQL share the machine's two cores (and other engineers' work); load average every fifth slice: ${loads.join(', ')}.${Math.max(...loads.map(Number)) > 4 ? ' Taken under heavy load from other work on the machine: the absolute figures are inflated by it; the ratios compare slices of the same moments.' : ''}

${table(['server', 'CPU per list + count', 'calls/s', 'list p50', 'count p50'], rows)}

The CPU ratio of each pair of slices: median ${quartile(0.5)}×, middle half ${quartile(0.25)}–${quartile(0.75)}×; of each pair of processes: ${processRatios.join(', ')}.

CPU per list + count: ${cpuRatio.toFixed(2)}× the bare route (target ≤ ${TARGET_CPU}×) — ${cpuRatio <= TARGET_CPU ? 'met' : '**not met**'}.
Calls per second: ${rpsRatio.toFixed(2)}× the bare route (target ≥ ${TARGET_RPS}×) — ${rpsRatio >= TARGET_RPS ? 'met' : '**not met**'}.${BEFORE ? `\n\nBefore (${BEFORE}).` : ''}`,
  );
} finally {
  for (const child of servers) await stopServer(child);
  await fresh.drop();
  rmSync(dir, { recursive: true, force: true });
}
