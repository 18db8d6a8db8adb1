/**
 * Bulk writes as sets (issue 21.4), before and after in one run on each database: applying a
 * tracking spreadsheet's rows (`saveDeliveries`, what `PUT /sw/a/v1/orders/deliveries` runs) and
 * change-status of 100 orders a call, by the service as it is now and by the row-by-row code it
 * replaced (`bench/lib/row-by-row.ts`), alternately on fresh orders of the same data. Then the seller's
 * whole path over HTTP: the sheet's upload (parsed in a worker thread, previewed) and its apply, and
 * the parse alone. `npm run bench -- bulk-writes`; BENCH_BULK_ROWS (default 2,000), BENCH_BULK_RUNS
 * (default 7), BENCH_BULK_BASELINE_RUNS (row-by-row sheets, default 1: one takes minutes).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { CARRIERS, type OrderStatus } from '@seller/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase, type Database } from '../apps/server/src/db/client.ts';
import { createOrderService } from '../apps/server/src/modules/orders/service.ts';
import { createSheetReader } from '../apps/server/src/lib/sheet-reader.ts';
import { createDiskStorage } from '../apps/server/src/storage/storage.ts';
import { changeStatusRowByRow, saveDeliveriesRowByRow } from './lib/row-by-row.ts';
import { generate, postgresDatabase } from './lib/orders-data.ts';
import { table, writeSection } from './lib/report.ts';
import { ms, summarize, type Summary } from './lib/stats.ts';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 2000);
const RUNS = Number(process.env.BENCH_BULK_RUNS ?? 7);
const BASELINE_RUNS = Number(process.env.BENCH_BULK_BASELINE_RUNS ?? 1);
const CHANGE_CALLS = 100;
const TARGETS = { postgres: 1000, pglite: 2000 } as const;
const CHANGE_TARGET = 30;
const actor = { marketId: 1, loginId: 'bench' };
/** Ready to ship: half product-preparing, half delivery-preparing (both walk to in delivery). */
const MIX: [OrderStatus, number][] = [
  ['PAID', 1],
  ['PACKAGING', 1],
];
/** Sheets: the service's (a warm-up and RUNS), the row-by-row ones, and over HTTP (a warm-up and RUNS). */
const SHEET_ORDERS = ROWS * (2 * (RUNS + 1) + BASELINE_RUNS);
/** change-status: a warm-up and CHANGE_CALLS calls of 100 by each implementation. */
const CHANGE_ORDERS = (CHANGE_CALLS + 1) * 2 * 100;
/** Half of the orders are product-preparing: enough of them for every change-status call after the sheets took theirs. */
const ORDERS = 2 * (SHEET_ORDERS + CHANGE_ORDERS);

async function codesIn(database: Database, status: OrderStatus, limit: number) {
  const result = await database.db.execute(
    sql`select code from orders where market_id = 1 and status = ${status}::order_status order by id limit ${limit}`,
  );
  return (result as unknown as { rows: { code: string }[] }).rows.map((r) => r.code);
}

/**
 * CPU time spent so far, in ms: this process's (the service, and on PGlite the database too) and, on
 * PostgreSQL, its server processes serving this database (from /proc; null when they cannot be read,
 * as for a server on another machine).
 */
async function cpuSpent(database: Database): Promise<{ node: number; server: number | null }> {
  const own = process.cpuUsage();
  const node = (own.user + own.system) / 1000;
  if (database.kind !== 'postgres') return { node, server: 0 };
  const result = await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  let server = 0;
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    try {
      // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux)
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      server += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return { node, server: null };
    }
  }
  return { node, server };
}

/** Timings and CPU of one kind of call. */
class Calls {
  times: number[] = [];
  node = 0;
  server: number | null = 0;
  constructor(private readonly database: Database) {}
  /** Runs `task` once, timed; `keep` false for a warm-up. */
  async run(task: () => Promise<unknown>, keep = true) {
    const before = await cpuSpent(this.database);
    const start = performance.now();
    await task();
    const elapsed = performance.now() - start;
    const after = await cpuSpent(this.database);
    if (!keep) return elapsed;
    this.times.push(elapsed);
    loads.push(os.loadavg()[0]!);
    this.node += after.node - before.node;
    this.server =
      this.server === null || after.server === null || before.server === null
        ? null
        : this.server + after.server - before.server;
    return elapsed;
  }
  get summary(): Summary {
    return summarize(this.times);
  }
  /** Mean CPU of a call: this process's and the database server's. */
  get cpu(): string {
    const n = this.times.length || 1;
    const node = this.node / n;
    if (this.server === null) return `${ms(node)} (server not readable)`;
    const server = this.server / n;
    return server > 0 ? `${ms(node + server)} (${ms(node)} + server ${ms(server)})` : ms(node);
  }
}

let loads: number[] = [];

/** A delivery spreadsheet as a seller fills it in: a header row, then order code, tracking number, carrier. */
function sheetFile(rows: { orderDetailCode: string; deliveryCode: string; deliveryName: string }[]): Buffer {
  const book = XLSX.utils.book_new();
  const cells = [
    ['주문번호', '송장번호', '택배사'],
    ...rows.map((r) => [r.orderDetailCode, r.deliveryCode, r.deliveryName]),
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), '발송처리');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function main(kind: 'postgres' | 'pglite') {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bulk-writes-'));
  // PGlite as the embedded server runs it: persisted in a data directory, not in memory.
  const fresh =
    kind === 'postgres'
      ? await postgresDatabase(5)
      : {
          database: await createDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') }),
          url: '',
          drop: async () => {},
        };
  if (!fresh) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const { database } = fresh;
  await database.migrate();
  const app = await buildApp({ database, storage: createDiskStorage(path.join(dir, 'files')) });
  const reader = createSheetReader();
  loads = [];
  try {
    await app.services.admin.createMarket({ id: 1, koName: '벤치 마켓' });
    await app.services.admin.admitSeller({
      loginId: 'bench',
      password: 'bench1234!',
      name: '벤치',
      marketId: 1,
      secondStepOptional: true,
    });
    console.log(`${kind}: generating ${ORDERS.toLocaleString('en-US')} orders…`);
    await generate(database, 1, ORDERS, 'B', 30, MIX);
    await database.db.execute(sql`vacuum analyze orders`);
    if (kind === 'postgres') await database.db.execute(sql`checkpoint`);
    const service = createOrderService(database.db);

    // Tracking sheets: each call takes ROWS orders no call has touched.
    const pool = [...(await codesIn(database, 'PAID', ORDERS)), ...(await codesIn(database, 'PACKAGING', ORDERS))];
    let next = 0;
    const sheet = () => {
      const from = next;
      return pool.slice(from, (next += ROWS)).map((code, i) => ({
        orderDetailCode: code,
        deliveryCode: String(600000000000 + from + i),
        deliveryName: CARRIERS[i % CARRIERS.length]!,
      }));
    };
    const saveAll = async (rows: ReturnType<typeof sheet>) => {
      const result = await service.saveDeliveries(actor, rows);
      if (result.succeeded !== rows.length) throw new Error(`saved ${result.succeeded} of ${rows.length}`);
    };
    const sheetAfter = new Calls(database);
    const sheetBefore = new Calls(database);
    await sheetAfter.run(() => saveAll(sheet()), false);
    // The row-by-row sheets between the set-based ones, so both meet the same machine.
    const baselineAt = new Set(
      Array.from({ length: BASELINE_RUNS }, (_, i) => Math.floor(((i + 0.5) * RUNS) / BASELINE_RUNS)),
    );
    for (let run = 0; run < RUNS; run++) {
      const after = await sheetAfter.run(() => saveAll(sheet()));
      console.log(`${kind} sheet of ${ROWS}: as a set ${ms(after)}`);
      if (!baselineAt.has(run)) continue;
      const old = sheet();
      const before = await sheetBefore.run(async () => {
        const saved = await saveDeliveriesRowByRow(database.db, actor, old);
        if (saved !== old.length) throw new Error(`row by row saved ${saved} of ${old.length}`);
      });
      console.log(`${kind} sheet of ${ROWS}: row by row ${ms(before)}`);
    }

    // The seller's path over HTTP: upload the sheet (parsed in the worker, previewed), then apply its rows.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/sw/a/v1/seller/login`, {
      headers: { authorization: `Basic ${Buffer.from('bench:bench1234!').toString('base64')}` },
    });
    const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
    const parse = new Calls(database);
    const preview = new Calls(database);
    const apply = new Calls(database);
    for (let run = 0; run <= RUNS; run++) {
      const rows = sheet();
      const file = sheetFile(rows);
      await parse.run(async () => {
        const cells = await reader.read(1, file, '송장.xlsx');
        if (cells.length !== rows.length + 1) throw new Error(`parsed ${cells.length} rows`);
      }, run > 0);
      let previewed: { orderCode: string; deliveryCode: string; deliveryName: string; problem: string | null }[] = [];
      await preview.run(async () => {
        const body = new FormData();
        body.append('file', new Blob([new Uint8Array(file)]), '송장.xlsx');
        const res = await fetch(`${base}/sw/a/v1/orders/deliveries/sheet`, { method: 'POST', headers, body });
        if (res.status !== 200) throw new Error(`sheet preview: ${res.status} ${await res.text()}`);
        previewed = ((await res.json()) as { rows: typeof previewed }).rows;
      }, run > 0);
      if (previewed.some((r) => r.problem)) throw new Error('a previewed row has a problem');
      await apply.run(async () => {
        const res = await fetch(`${base}/sw/a/v1/orders/deliveries`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(
            previewed.map((r) => ({
              orderDetailCode: r.orderCode,
              deliveryCode: r.deliveryCode,
              deliveryName: r.deliveryName,
            })),
          ),
        });
        const body = (await res.json()) as { succeeded: number };
        if (res.status !== 200 || body.succeeded !== rows.length)
          throw new Error(`apply: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      }, run > 0);
      if (run > 0)
        console.log(
          `${kind} over HTTP: upload and preview ${ms(preview.times.at(-1)!)}, apply ${ms(apply.times.at(-1)!)}`,
        );
    }

    // change-status: 100 product-preparing orders to delivery-preparing a call, one client.
    const paid = await codesIn(database, 'PAID', CHANGE_ORDERS);
    if (paid.length < CHANGE_ORDERS) throw new Error(`only ${paid.length} product-preparing orders left`);
    let batch = 0;
    const hundred = () => paid.slice(batch * 100, ++batch * 100);
    const changeAfter = new Calls(database);
    const changeBefore = new Calls(database);
    for (let call = 0; call <= CHANGE_CALLS; call++) {
      const codes = hundred();
      await changeAfter.run(async () => {
        const r = await service.changeStatus(actor, {
          orderCodes: codes,
          currentStatus: 'PAID',
          nextStatus: 'PACKAGING',
        });
        if (r.updatedCodes.length !== 100) throw new Error(`moved ${r.updatedCodes.length}`);
      }, call > 0);
      const old = hundred();
      await changeBefore.run(async () => {
        const moved = await changeStatusRowByRow(database.db, actor, old, 'PAID', 'PACKAGING');
        if (moved.length !== 100) throw new Error(`row by row moved ${moved.length}`);
      }, call > 0);
    }
    return {
      kind,
      sheet: { before: sheetBefore, after: sheetAfter },
      http: { parse, preview, apply },
      change: { before: changeBefore, after: changeAfter },
      load: [Math.min(...loads), Math.max(...loads)],
    };
  } finally {
    await reader.close();
    await app.close();
    await database.close();
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
for (const kind of ['postgres', 'pglite'] as const) {
  const result = await main(kind);
  if (result) results.push(result);
}

const name = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)');
const met = (s: Summary, target: number) => s.p50 <= target;
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
const line = (label: string, c: Calls) => [
  label,
  c.summary.n,
  ms(c.summary.p50),
  ms(c.summary.p95),
  ms(c.summary.p99),
  c.cpu,
];
const rows = ROWS.toLocaleString('en-US');
let body = `## Bulk writes: a tracking spreadsheet and change-status

The same orders data on each database (PGlite in a data directory on disk, as the embedded server runs it; ${ORDERS.toLocaleString('en-US')} orders of one market paid over 30 days, half
product-preparing and half delivery-preparing). "before" is the code this replaced, kept in \`bench/lib/row-by-row.ts\`: a sheet's
rows saved one by one (an UPDATE per row and, per status step, an UPDATE and a history INSERT) and change-status as an UPDATE
and a history INSERT in a transaction. "after" is the service as it ships. A sheet: in one transaction under the market's
delivery lock, one SELECT (the rows' orders and the orders already holding their tracking numbers), the per-row checks in
JavaScript, and one statement (a compare-and-set UPDATE over the rows as a set, walking each order to in delivery, with the
history INSERT of every step in the same statement). change-status of one status: one such statement, no transaction around it.
Both run alternately in one process on fresh orders, one call at a time, after one warm-up call of the set-based code; every row
of every call is checked to succeed. The row-by-row sheet runs ${BASELINE_RUNS === 1 ? 'once' : `${BASELINE_RUNS} times`} (it
takes minutes), between the set-based ones. Over HTTP, one client: the sheet uploaded as .xlsx (\`POST /sw/a/v1/orders/deliveries/sheet\`:
read in a worker thread, each row previewed against the orders) and then applied (\`PUT /sw/a/v1/orders/deliveries\` with the
previewed rows, as the web app sends them); "parse alone" is the worker's read of the same file. CPU per call is the mean of
this process (server code, and on PGlite the database too) plus, on PostgreSQL, the backends of this database's connections
(from /proc; background writers not counted): under load the wall times grow, the CPU far less.
`;
for (const r of results) {
  const target = TARGETS[r.kind];
  body += `\n### ${name(r.kind)}\n\n`;
  body += table(
    ['call', 'n', 'p50', 'p95', 'p99', 'CPU per call'],
    [
      line(`tracking sheet of ${rows} rows — before (row by row)`, r.sheet.before),
      line(`tracking sheet of ${rows} rows — after (as a set)`, r.sheet.after),
      line(`sheet of ${rows} rows over HTTP: upload and preview`, r.http.preview),
      line(`sheet of ${rows} rows: parse alone (worker thread)`, r.http.parse),
      line(`sheet of ${rows} rows over HTTP: apply (PUT deliveries)`, r.http.apply),
      line('change-status of 100 orders — before', r.change.before),
      line('change-status of 100 orders — after', r.change.after),
    ],
  );
  const sheetOk = ROWS === 2000 && met(r.sheet.after.summary, target) && met(r.http.apply.summary, target);
  body += `\n\nTargets: the sheet of 2,000 rows ≤ ${target / 1000} s — ${ROWS === 2000 ? verdict(sheetOk) : 'not measured at 2,000 rows'} (p50 ${ms(r.sheet.after.summary.p50)} in the service, ${(r.sheet.before.summary.p50 / r.sheet.after.summary.p50).toFixed(0)}× faster than before; ${ms(r.http.apply.summary.p50)} applied over HTTP; reading the file before it, upload and preview, ${ms(r.http.preview.summary.p50)}, of which the parse ${ms(r.http.parse.summary.p50)}); change-status of 100 orders p50 ≤ ${CHANGE_TARGET} ms — ${verdict(met(r.change.after.summary, CHANGE_TARGET))} (${ms(r.change.after.summary.p50)}; before ${ms(r.change.before.summary.p50)}). Load average (1 min) during these calls: ${r.load[0]!.toFixed(1)}–${r.load[1]!.toFixed(1)} on 2 cores.\n`;
}
writeSection('bulk-writes', body);
