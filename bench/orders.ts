/**
 * Order figures (issue 4): 1,000,000 orders in one market on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and 200,000 on PGlite, plus 100,000 / 20,000 in a
 * second market. Then, over real HTTP with 10 concurrent clients: first page and page 1,000 (size 10
 * and 100), a deep keyset cursor, counts, change-status of 100 orders a call, the streamed export of
 * about 100,000 rows (time and peak resident memory), and the API's p50 against the same SQL sent
 * through `pg` directly. `npm run bench -- orders` or `npx tsx bench/orders.ts`; BENCH_ORDERS_KIND=postgres|pglite runs one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, ORDER_SCREENS, seoulDate, seoulDayRange } from '@seller/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { defaultPoolSize } from '../apps/server/src/config.ts';
import { createDatabase, type Database } from '../apps/server/src/db/client.ts';
import { orders } from '../apps/server/src/db/schema/index.ts';
import { orderColumns, orderFromColumns } from '../apps/server/src/modules/orders/order-json.ts';
import { createDiskStorage } from '../apps/server/src/storage/storage.ts';
import { generate, postgresDatabase } from './lib/orders-data.ts';
import { table, writeSection } from './lib/report.ts';
import { httpLoad } from './lib/http-load.ts';
import { load, ms, summarize, type Summary } from './lib/stats.ts';
import { loadAverage } from './lib/server-process.ts';

const CONCURRENCY = 10;
/** The server's pool, as it ships (DATABASE_POOL_SIZE unset); the direct-SQL baseline gets the same. */
const POOL_SIZE = defaultPoolSize();
const DAYS = 400;
const SIZES = { postgres: 1_000_000, pglite: 200_000 } as const;
/**
 * Issue 21 §5 asked whether "each page once" at 126 ms was load or a regression. The same code (commit
 * 660e154) measured by this bench on 2026-11-27 15:33 UTC on a slower machine, PostgreSQL.
 */
const ONCE_SLOWER_MACHINE =
  'p95 106.5 ms under 10 clients, while one client at a time read such a page in p50 11.3 ms and page 1, size 10, in p50 2.94 ms';
const CALLS = { postgres: 500, pglite: 100 } as const;
const WARM_UP = 50;
/** change-status calls one at a time, after those of 10 clients (each moves 100 of the generated PAID orders, 8%). */
const ALONE_CHANGES = { postgres: 200, pglite: 40 } as const;
/** Clients of the other calls measured while an export runs (a few sellers at work), and calls per load round. */
const OTHER_CLIENTS = 4;
const OTHER_CHUNK = 100;
/** Targets (issue 21 §6): the export of ~100,000 rows, its resident memory, and the other calls' p99 meanwhile. */
const EXPORT_TARGET_SECONDS = 10;
/** The first page and the deep cursor, measured alternately in one run (issue 21 §5: ≤ 1.5×). */
const PAIR_FIRST = 'all orders, page 1, size 10 — alternately with the next row';
const PAIR_DEEP = 'all orders, cursor 100,000 rows deep, size 10 — alternately with the row above';
const DEEP_TARGET_RATIO = 1.5;
/** Pages no call has read, one client at a time: a page's own cost, without the queue of ten (issue 21 §5). */
const ONCE_ALONE_FROM = 1500;
/** Pages from here on are read by the comparison of where lines are built (none read before). */
const BUILT_BY_FROM = 3000;
const ONCE_ALONE = `all orders, from page ${ONCE_ALONE_FROM.toLocaleString('en-US')} on, size 100, each page once — one client at a time`;
const EXPORT_TARGET_MB = 150;
const OTHERS_TARGET_RATIO = 2;
/**
 * The same figures before exports took turns with other calls (lib/activity.ts) and read one piece
 * at a time: this bench on commit c92e343, 2026-11-27 03:38–03:44 UTC, quiet machine (load 1.6–2.0).
 */
const BEFORE_TURNS = {
  postgres: 'export 6.3 s; other calls p99 11.1 ms with no export, 35.5 ms while it ran (3.19×)',
  pglite: 'export 8.8 s; other calls p99 19.1 ms with no export, 215.6 ms while it ran (11.29×)',
} as const;

async function seed(app: App, database: Database, count: number) {
  const { admin } = app.services;
  await admin.createMarket({ id: 1, koName: '벤치 마켓' });
  await admin.createMarket({ id: 2, koName: '다른 마켓' });
  await admin.admitSeller({
    loginId: 'bench',
    password: 'bench1234!',
    name: '벤치',
    marketId: 1,
    secondStepOptional: true,
  });
  const started = performance.now();
  await generate(database, 2, count / 10, 'X', DAYS);
  await generate(database, 1, count, 'B', DAYS);
  await database.db.execute(sql`vacuum analyze orders`);
  const seconds = (performance.now() - started) / 1000;
  // Write the bulk load's dirty pages out now, so the checkpoint that follows it does not run in the
  // background of the measured calls (the server is measured as it runs, not right after a bulk load).
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
  return seconds;
}

/**
 * CPU time of this process's main thread so far, in seconds (Linux's schedstat; NaN where it cannot be
 * read): the server's thread, where the export reads the database (and, on PGlite, runs it) and
 * builds the cells, as the worker thread that renders and zips them is not.
 */
function mainThreadCpuSeconds() {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;
  } catch {
    return NaN;
  }
}

/** The OS's file cache (Linux `Cached`), in MB, or NaN where it cannot be read. */
function fileCacheMb() {
  try {
    const line = readFileSync('/proc/meminfo', 'utf8').match(/^Cached:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

interface Row {
  label: string;
  summary: Summary;
  /** The machine's load average (1 min) when the row was measured. */
  load: string;
}

async function main(kind: 'postgres' | 'pglite') {
  const fresh =
    kind === 'postgres'
      ? await postgresDatabase(POOL_SIZE)
      : { database: await createDatabase({ kind: 'pglite' }), url: '', drop: async () => {} };
  if (!fresh) return null;
  const { database } = fresh;
  await database.migrate();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
  const app = await buildApp({ database, storage: createDiskStorage(path.join(dir, 'files')) });
  const count = SIZES[kind];
  const calls = CALLS[kind];
  try {
    console.log(`${kind}: generating ${count.toLocaleString('en-US')} orders…`);
    const seedSeconds = await seed(app, database, count);
    console.log(`${kind}: generated in ${seedSeconds.toFixed(1)} s`);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/sw/a/v1/seller/login`, {
      headers: { authorization: `Basic ${Buffer.from('bench:bench1234!').toString('base64')}` },
    });
    const token = ((await login.json()) as { token: string }).token;
    const headers = { 'x-auth-token': token };
    const today = seoulDate();
    const range = { startDate: addDays(today, -365), endDate: today };
    const total = new URLSearchParams({
      marketId: '1',
      orderStatusList: ORDER_SCREENS.orderTotal.join(','),
      ...range,
    }).toString();
    const paid = new URLSearchParams({ marketId: '1', orderStatusList: 'PAID', ...range }).toString();
    const cancel = new URLSearchParams({
      marketId: '1',
      orderStatusList: ORDER_SCREENS.cancelRequest.join(','),
      ...range,
    }).toString();

    const get = async (url: string) => {
      const res = await fetch(base + url, { headers });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      return res.json();
    };
    const measure = async (
      label: string,
      url: string | ((i: number) => string),
      n: number = calls,
      clients = CONCURRENCY,
    ): Promise<Row> => {
      const at = (i: number) => (typeof url === 'string' ? url : url(i));
      // Warm caches, plans and the JIT with the same load first; those latencies are not kept.
      await httpLoad(
        // (after the measured indexes, so a URL that changes per call is new to the measured calls)
        Array.from({ length: WARM_UP }, (_, i) => ({ url: base + at(n + i), headers })),
        clients,
      );
      const requests = Array.from({ length: n }, (_, i) => ({ url: base + at(i), headers }));
      const rowLoad = loadAverage();
      const summary = summarize(await httpLoad(requests, clients));
      console.log(
        `${kind} ${label}: p50 ${ms(summary.p50)} p95 ${ms(summary.p95)} p99 ${ms(summary.p99)} (load ${rowLoad})`,
      );
      return { label, summary, load: rowLoad };
    };

    /**
     * Two calls measured alternately in one run (the same clients, under the same load): the first
     * page against a deep one compares their own costs, not the load of two moments.
     */
    const measurePair = async (labels: [string, string], urls: [string, string]): Promise<Row[]> => {
      const alternate = (count: number) =>
        Array.from({ length: 2 * count }, (_, i) => ({ url: base + urls[i % 2]!, headers }));
      await httpLoad(alternate(WARM_UP), CONCURRENCY);
      const rowLoad = loadAverage();
      const latencies = await httpLoad(alternate(calls), CONCURRENCY);
      return labels.map((label, k) => {
        const summary = summarize(latencies.filter((_, i) => i % 2 === k));
        console.log(`${kind} ${label}: p50 ${ms(summary.p50)} p95 ${ms(summary.p95)} (load ${rowLoad})`);
        return { label, summary, load: rowLoad };
      });
    };

    // Blocks PostgreSQL read from outside its shared buffers (from the OS's file cache or the disk).
    const blocksRead = async () => {
      if (kind !== 'postgres') return NaN;
      await new Promise((resolve) => setTimeout(resolve, 1500)); // backends report their counts within a second
      const result = await database.db.execute(
        sql`select blks_read from pg_stat_database where datname = current_database()`,
      );
      return Number((result as unknown as { rows: { blks_read: string }[] }).rows[0]!.blks_read);
    };
    let coldBlocksPerCall = NaN;
    const measureCold = async (label: string, url: (i: number) => string) => {
      const before = await blocksRead();
      const row = await measure(label, url);
      coldBlocksPerCall = ((await blocksRead()) - before) / (calls + WARM_UP);
      return row;
    };

    // The keyset anchor ~100,000 rows deep in the total list, and one on the last page of PAID.
    const deep = (await get(`/sw/a/v3/orders?${total}&size=100&page=1000`)) as { orders: { id: number }[] };
    const deepId = deep.orders.at(-1)!.id;

    const rows: Row[] = [
      await measure('all orders (14 statuses), page 1, size 10', `/sw/a/v3/orders?${total}&page=1&size=10`),
      await measure('all orders, page 1, size 100', `/sw/a/v3/orders?${total}&page=1&size=100`),
      await measure('all orders, page 1,000, size 10', `/sw/a/v3/orders?${total}&page=1000&size=10`),
      await measure('all orders, page 1,000, size 100', `/sw/a/v3/orders?${total}&page=1000&size=100`),
      await measureCold(
        'all orders, from page 1,000 on, size 100, each page once (no line kept yet)',
        (i) => `/sw/a/v3/orders?${total}&page=${1000 + i}&size=100`,
      ),
      await measure('product ready (PAID), page 1, size 10', `/sw/a/v3/orders?${paid}&page=1&size=10`),
      await measure('product ready (PAID), page 1,000, size 10', `/sw/a/v3/orders?${paid}&page=1000&size=10`),
      await measure('cancel requests (2 statuses), page 1,000, size 10', `/sw/a/v3/orders?${cancel}&page=1000&size=10`),
      await measure(
        'all orders, cursor 100,000 rows deep, size 10',
        `/sw/a/v3/orders?${total}&size=10&cursor=${deepId}`,
      ),
      await measure(
        'all orders, cursor 100,000 rows deep, size 100',
        `/sw/a/v3/orders?${total}&size=100&cursor=${deepId}`,
      ),
      ...(await measurePair(
        [PAIR_FIRST, PAIR_DEEP],
        [`/sw/a/v3/orders?${total}&page=1&size=10`, `/sw/a/v3/orders?${total}&size=10&cursor=${deepId}`],
      )),
      await measure('count, all orders (1 year)', `/sw/a/v1/orders/count?${total}`),
      await measure('count, product ready (PAID)', `/sw/a/v1/orders/count?${paid}`),
      await measure(
        'all orders, page 1, size 10 — one client at a time',
        `/sw/a/v3/orders?${total}&page=1&size=10`,
        calls,
        1,
      ),
      await measure(ONCE_ALONE, (i) => `/sw/a/v3/orders?${total}&page=${ONCE_ALONE_FROM + i}&size=100`, calls / 5, 1),
      await measure(
        'count, dashboard card (PAID, 30 days)',
        `/sw/a/v1/orders/count?marketId=1&orderStatusList=PAID&startDate=${addDays(today, -30)}&endDate=${today}`,
      ),
    ];

    // change-status: each call moves 100 distinct PAID orders to PACKAGING (one compare-and-set statement with its 100 history rows).
    const paidRows = await database.db.execute(
      sql`select code from orders where market_id = 1 and status = 'PAID' order by id limit ${(calls + CONCURRENCY + ALONE_CHANGES[kind]) * 100}`,
    );
    const paidCodes = (paidRows as unknown as { rows: { code: string }[] }).rows.map((r) => r.code);
    let batchNo = 0;
    const change = async () => {
      const codes = paidCodes.slice(batchNo * 100, ++batchNo * 100);
      const res = await fetch(`${base}/sw/a/v1/orders/change-status`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ orderCodes: codes, currentStatus: 'PAID', nextStatus: 'PACKAGING' }),
      });
      const body = (await res.json()) as { updatedCodes: string[] };
      if (res.status !== 200 || body.updatedCodes.length !== 100)
        throw new Error(`change-status: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    };
    for (let i = 0; i < CONCURRENCY; i++) await change();
    const changeLoad = loadAverage();
    const changeSummary = summarize(await load(calls, CONCURRENCY, change));
    console.log(`${kind} change-status x100: p50 ${ms(changeSummary.p50)} p95 ${ms(changeSummary.p95)}`);
    rows.push({ label: 'change-status, 100 orders a call', summary: changeSummary, load: changeLoad });
    // The same alone: a call's own time (issue 21 §4's target, p50 ≤ 30 ms), without the queue of ten.
    const aloneLoad = loadAverage();
    rows.push({
      label: 'change-status, 100 orders a call — one client at a time',
      summary: summarize(await load(ALONE_CHANGES[kind], 1, change)),
      load: aloneLoad,
    });

    // Export of ~100,000 rows: the newest days of the total list.
    const perDay = count / DAYS;
    const exportRange = { startDate: addDays(today, -Math.ceil(100_000 / perDay) + 1), endDate: today };
    const exportUrl = `/sw/a/v1/orders/export?${new URLSearchParams({ marketId: '1', screen: 'orderTotal', orderStatusList: ORDER_SCREENS.orderTotal.join(','), ...exportRange })}`;
    global.gc?.();
    let peak = process.memoryUsage().rss;
    const before = peak;
    const exportLoad = loadAverage();
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const threadCpu0 = mainThreadCpuSeconds();
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const res = await fetch(base + exportUrl, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    const exportRows = Number(res.headers.get('x-total-count'));
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
    const exportSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const exportCpu = { thread: mainThreadCpuSeconds() - threadCpu0, process: (cpu.user + cpu.system) / 1e6 };
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `${kind} export ${exportRows} rows: ${exportSeconds.toFixed(1)} s (CPU: server thread ${exportCpu.thread.toFixed(1)} s, process ${exportCpu.process.toFixed(1)} s), ${(bytes / 2 ** 20).toFixed(1)} MB, RSS ${(before / 2 ** 20).toFixed(0)} → ${(peak / 2 ** 20).toFixed(0)} MB`,
    );

    // Other calls while an export runs (issue 21 §6): the all-orders list (page 1, size 10) and its count, by
    // OTHER_CLIENTS clients, during one export of the same rows, then as many again with no export (same run).
    const otherCalls = Array.from({ length: OTHER_CHUNK }, (_, i) => ({
      url: base + (i % 2 ? `/sw/a/v1/orders/count?${total}` : `/sw/a/v3/orders?${total}&page=1&size=10`),
      headers,
    }));
    await httpLoad(otherCalls, OTHER_CLIENTS);
    let exportDone = false;
    // Downloaded by a client thread of its own, like the other calls (not on the server's thread).
    const loadedExport = httpLoad([{ url: base + exportUrl, headers }], 1)
      .then(([latency]) => latency! / 1000)
      .finally(() => (exportDone = true));
    const during: number[] = [];
    do during.push(...(await httpLoad(otherCalls, OTHER_CLIENTS)));
    while (!exportDone);
    const loadedExportSeconds = await loadedExport;
    const alone: number[] = [];
    while (alone.length < during.length) alone.push(...(await httpLoad(otherCalls, OTHER_CLIENTS)));
    const others = { alone: summarize(alone), during: summarize(during), exportSeconds: loadedExportSeconds };
    console.log(
      `${kind} other calls p99 ${ms(others.alone.p99)} alone, ${ms(others.during.p99)} during the export (${loadedExportSeconds.toFixed(1)} s)`,
    );

    // The API against the same SQL straight through pg (first page of all orders, size 10). A page
    // whose lines the server keeps costs one statement (ids and row versions); a page read the first
    // time also runs the prepared statement that reads the lines' columns, and builds their JSON as the
    // server does on PostgreSQL. Both are timed.
    let direct: { cached: Summary; uncached: Summary } | null = null;
    if (kind === 'postgres') {
      const pool = new pg.Pool({ connectionString: fresh.url, max: POOL_SIZE, options: '-c TimeZone=UTC' });
      const { from, to } = seoulDayRange(range.startDate, range.endDate);
      const linesText = `select id, xmin::text as version from orders where id in (select id from orders where market_id = $1
        and status = any($2::order_status[]) and paid_at >= $3 and paid_at < $4 order by paid_at desc, id desc limit 10 offset 0)
        order by paid_at desc, id desc`;
      const linesValues = [1, ORDER_SCREENS.orderTotal, from.toISOString(), to.toISOString()];
      const linesQuery = database.db
        .select({ id: orders.id, version: sql`xmin::text`, ...orderColumns })
        .from(orders)
        .where(sql`${orders.id} = any($1::bigint[])`)
        .toSQL();
      const lines = async () => (await pool.query<{ id: string }>(linesText, linesValues)).rows.map((r) => r.id);
      const uncached = async () => {
        const ids = await lines();
        const built = await pool.query<unknown[]>({
          name: 'order_lines_by_ids',
          text: linesQuery.sql,
          values: [`{${ids.join(',')}}`],
          rowMode: 'array',
        });
        built.rows.forEach((row) => Buffer.from(JSON.stringify(orderFromColumns(row, 2))));
      };
      await load(WARM_UP, CONCURRENCY, uncached);
      direct = {
        cached: summarize(await load(calls, CONCURRENCY, async () => void (await lines()))),
        uncached: summarize(await load(calls, CONCURRENCY, uncached)),
      };
      await pool.end();
      console.log(`${kind} direct SQL first page: p50 ${ms(direct.cached.p50)} / ${ms(direct.uncached.p50)}`);
    }
    /**
     * Where lines are built (Database.lineJson): the app as it ships on PostgreSQL (the server builds
     * them from the columns) against a second app on the same database whose database builds them
     * (\`row_to_json\`, as before commit 478f649), measured alternately in this run: pages no call has
     * read (one client, then ten) and the export, twice each.
     */
    async function compareLineBuilders() {
      const other = await buildApp({
        database: { ...database, lineJson: 'database' },
        storage: createDiskStorage(path.join(dir, 'files')),
      });
      const bases = { server: base, database: await other.listen({ port: 0, host: '127.0.0.1' }) };
      try {
        const pages = async (from: number, n: number, clients: number) => {
          const latencies = await httpLoad(
            Array.from({ length: 2 * n }, (_, i) => ({
              url: `${i % 2 ? bases.database : bases.server}/sw/a/v3/orders?${total}&page=${from + i}&size=100`,
              headers,
            })),
            clients,
          );
          return {
            server: summarize(latencies.filter((_, i) => i % 2 === 0)),
            database: summarize(latencies.filter((_, i) => i % 2 === 1)),
          };
        };
        const alone = await pages(BUILT_BY_FROM, calls / 5, 1);
        const ten = await pages(BUILT_BY_FROM + (2 * calls) / 5, calls, CONCURRENCY);
        const exports = { server: [] as number[], database: [] as number[] };
        for (let round = 0; round < 2; round++) {
          for (const by of ['server', 'database'] as const) {
            const started = performance.now();
            const res = await fetch(bases[by] + exportUrl, { headers });
            for await (const _chunk of res.body!); // read to the end
            exports[by].push((performance.now() - started) / 1000);
          }
        }
        console.log(
          `${kind} lines built by server / database: export ${exports.server.map((x) => x.toFixed(1))} / ${exports.database.map((x) => x.toFixed(1))} s`,
        );
        return { alone, ten, exports, load: loadAverage() };
      } finally {
        await other.close();
      }
    }
    const builtBy = kind === 'postgres' ? await compareLineBuilders() : null;
    return {
      kind,
      count,
      seedSeconds,
      rows,
      coldBlocksPerCall,
      fileCacheMb: fileCacheMb(),
      direct,
      builtBy,
      others,
      exportFigures: {
        rows: exportRows,
        seconds: exportSeconds,
        mb: bytes / 2 ** 20,
        before: before / 2 ** 20,
        peak: peak / 2 ** 20,
        load: exportLoad,
        cpu: exportCpu,
      },
    };
  } finally {
    await app.close();
    await database.close();
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ORDERS_KIND;
const results = [];
for (const kind of ['postgres', 'pglite'] as const) {
  if (only && only !== kind) continue;
  const result = await main(kind);
  if (result) results.push(result);
}

const name = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)');
let body = `## Orders

Generated orders paid evenly over ${DAYS} days in the demo's status mix (${SIZES.postgres.toLocaleString('en-US')} in market 1 on PostgreSQL,
${SIZES.pglite.toLocaleString('en-US')} on PGlite; a tenth as many in a second market). Calls go over real HTTP to the real app, ${CONCURRENCY}
concurrent clients unless a row says otherwise, searches as the screens send them (one-year period). The server runs in the
benchmark's process and the read clients in a worker thread of it (their own event loop), so clients, server and database
share the machine's two cores; the one-client row shows a single call's cost. Each row is measured after ${WARM_UP} warm-up calls under the same load.
A list reads the page's ids and row versions (through the index, or, for deep pages, between the two payment days the per-day
counters give; a cursor batch reads the index from the cursor's order on; each in a statement prepared once per screen search and
page size); lines the server has already sent at that version
come from its line cache, the others from one prepared statement (on PostgreSQL the server builds their JSON from the lines'
columns, on PGlite the database builds it: \`Database.lineJson\`). Repeated calls of one
page are therefore mostly cache hits (as a seller's newest page is); the "each page once" row reads pages no call has read
before, so every line is read and built. Counts without a keyword read the per-day counters (\`order_day_counts\`: one
row per market and day, a count column per status, kept by triggers). An export reads its orders 100 at a time (50 on PGlite
while other calls are in progress), each read one statement that walks the index in the list's order from the last order read
and builds the lines as the lists do, and a worker thread renders and zips the sheet; its resident memory "before" is measured
after a garbage collection (\`npm run bench\` runs node with \`--expose-gc\`). PostgreSQL is checkpointed after the bulk load, before
the server starts taking calls. The server's pool has ${POOL_SIZE} connections (the default: twice the cores plus one).
`;
for (const r of results) {
  body += `\n### ${name(r.kind)}: ${r.count.toLocaleString('en-US')} orders (generated in ${r.seedSeconds.toFixed(1)} s)\n\n`;
  body += table(
    ['call', 'n', 'p50', 'p95', 'p99', 'load average'],
    r.rows.map((row) => [
      row.label,
      row.summary.n,
      ms(row.summary.p50),
      ms(row.summary.p95),
      ms(row.summary.p99),
      row.load,
    ]),
  );
  const e = r.exportFigures;
  const grown = e.peak - e.before;
  const o = r.others;
  const ratio = o.during.p99 / o.alone.p99;
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  body += `\n\nExport of ${e.rows.toLocaleString('en-US')} rows (.xlsx, streamed): ${e.seconds.toFixed(1)} s (target ≤ ${EXPORT_TARGET_SECONDS} s: ${verdict(e.seconds <= EXPORT_TARGET_SECONDS)}), ${e.mb.toFixed(1)} MB; resident memory ${e.before.toFixed(0)} MB before, ${e.peak.toFixed(0)} MB at peak (+${grown.toFixed(0)} MB, target ≤ ${EXPORT_TARGET_MB} MB: ${verdict(grown <= EXPORT_TARGET_MB)}); load average ${e.load} at its start. CPU meanwhile: ${e.cpu.thread.toFixed(1)} s on the server's thread (the database reads${r.kind === 'pglite' ? ', PGlite itself' : ''} and the cells; it also reads the download here), ${e.cpu.process.toFixed(1)} s in the whole process (with the worker thread that renders and zips the sheet).\n`;
  if (r.kind === 'pglite')
    body += `\nOn PGlite the server's own thread runs the database as well, so the export goes as fast as that one thread: in a CPU profile of this export (no other calls), PGlite's WebAssembly and its JavaScript that reads the answers took two thirds of the thread's time, and the twelve timestamps each line formats with \`to_char\` about half of the JSON statement's own (33 ms for 1,000 lines against 18 ms with the timestamps as PostgreSQL writes them, which is not the API's format). The worker thread that renders the sheet waits for it.\n`;
  body += `\nOther calls while that export runs again (the all-orders list, page 1, size 10, and its count, alternately, ${OTHER_CLIENTS} clients): ${o.during.n} calls during the export (which took ${o.exportSeconds.toFixed(1)} s meanwhile), then as many with no export, same run.\n\n`;
  body += table(
    ['other calls', 'n', 'p50', 'p95', 'p99'],
    [
      ['with no export', o.alone.n, ms(o.alone.p50), ms(o.alone.p95), ms(o.alone.p99)],
      ['while the export runs', o.during.n, ms(o.during.p50), ms(o.during.p95), ms(o.during.p99)],
    ],
  );
  body += `\n\np99 while exporting: ${ratio.toFixed(2)}× the p99 with no export (target ≤ ${OTHERS_TARGET_RATIO}×) — ${verdict(ratio <= OTHERS_TARGET_RATIO)}.\n`;
  body += `Before exports took turns with other calls (same bench, commit c92e343, quiet machine): ${BEFORE_TURNS[r.kind]}.\n`;
  if (r.kind === 'postgres') {
    const reads = r.rows.filter((row) => !row.label.startsWith('change-status') && !row.label.includes('one client'));
    const over = reads.filter((row) => row.summary.p95 > 50);
    const first = r.rows.find((row) => row.label === PAIR_FIRST)!.summary;
    const cursor = r.rows.find((row) => row.label === PAIR_DEEP)!.summary;
    body += `\nAgainst the targets: list and count p95 ≤ 50 ms under 10 clients — met by ${reads.length - over.length} of ${reads.length} calls`;
    body += over.length ? ` (not by: ${over.map((row) => `${row.label} ${ms(row.summary.p95)}`).join('; ')})` : '';
    body += `; deep cursor p50 ${(cursor.p50 / first.p50).toFixed(2)}× the first page, the two measured alternately in one run (target ≤ ${DEEP_TARGET_RATIO}×: ${verdict(cursor.p50 / first.p50 <= DEEP_TARGET_RATIO)}).`;
    body += ` One call alone costs a few milliseconds (the one-client rows); the p95s under 10 clients are queueing for the two cores the clients, the server and PostgreSQL share here.`;
    const once = r.rows.find((row) => row.label.startsWith('all orders, from page 1,000 on'))!;
    const onceAlone = r.rows.find((row) => row.label === ONCE_ALONE)!.summary;
    body += ` "Each page once" (issue 21 §5, 50 ms p95 when quiet, 126 ms on a loaded run): p95 ${ms(once.summary.p95)} under 10 clients at load ${once.load}; the same kind of page one client at a time p50 ${ms(onceAlone.p50)}, p95 ${ms(onceAlone.p95)}, so what the ten add is waiting for a core. The same code on a slower machine (commit 660e154, 2026-11-27 15:33 UTC): ${ONCE_SLOWER_MACHINE}; the page costs what the machine makes it cost, one call alone as ten together, so the 126 ms was the machine and its load, not a regression.`;
    body += ` A page read the first time also reads its rows from the table: the "each page once" calls read ${r.coldBlocksPerCall.toFixed(1)} blocks each from outside PostgreSQL's shared buffers (128 MB here; the OS's file cache held ${r.fileCacheMb.toFixed(0)} MB at the end of the run).\n`;
  }
  if (r.builtBy) {
    const { alone, ten, exports, load: builtLoad } = r.builtBy;
    const seconds = (list: number[]) => list.map((x) => `${x.toFixed(1)} s`).join(', ');
    body += `\nWhere lines are built: the server from the lines' columns (as it ships on PostgreSQL) against a second app on the same database
whose database builds them (\`row_to_json\`, \`lineJson: 'database'\`, as PostgreSQL did before commit 478f649), the two asked alternately in this run
(pages from ${BUILT_BY_FROM.toLocaleString('en-US')} on, each read once; load average ${builtLoad} at the end):

${table(
  ['call', 'server builds (p50 / p95)', 'database builds (p50 / p95)'],
  [
    [
      'a page no call has read, size 100, one client at a time',
      `${ms(alone.server.p50)} / ${ms(alone.server.p95)}`,
      `${ms(alone.database.p50)} / ${ms(alone.database.p95)}`,
    ],
    [
      `the same, ${CONCURRENCY} clients`,
      `${ms(ten.server.p50)} / ${ms(ten.server.p95)}`,
      `${ms(ten.database.p50)} / ${ms(ten.database.p95)}`,
    ],
    ['export of the same rows as above (each of two)', seconds(exports.server), seconds(exports.database)],
  ],
)}
`;
  }
  if (r.direct) {
    const api = r.rows[0]!.summary;
    const { cached, uncached } = r.direct;
    body += `\nAPI against the same SQL through \`pg\` (all orders, page 1, size 10, ${CONCURRENCY} concurrent): API p50 ${ms(api.p50)}; the page's statement for kept lines p50 ${ms(cached.p50)} (p95 ${ms(cached.p95)}), overhead ratio ${(api.p50 / cached.p50).toFixed(1)}×; with the lines' columns read and their JSON built as well p50 ${ms(uncached.p50)} (p95 ${ms(uncached.p95)}).\n`;
  }
}
if (!only) writeSection('orders', body);
else console.log(body);
