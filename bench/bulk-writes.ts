/**
 * Bulk writes as sets (issue 21.4), before and after in one run on each database: applying a
 * tracking spreadsheet's rows (`saveDeliveries`, what `PUT /sw/a/v1/orders/deliveries` runs after
 * the sheet is read) and change-status of 100 orders a call, by the service as it is now and by the
 * row-by-row code it replaced (`bench/lib/row-by-row.ts`), alternately on fresh orders of the same
 * data. `npm run bench -- bulk-writes`; BENCH_BULK_ROWS (default 2,000), BENCH_BULK_RUNS (default 5).
 */
import os from 'node:os';
import { CARRIERS, type OrderStatus } from '@seller/domain';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../apps/server/src/db/client.ts';
import { createOrderService } from '../apps/server/src/modules/orders/service.ts';
import { changeStatusRowByRow, saveDeliveriesRowByRow } from './lib/row-by-row.ts';
import { generate, postgresDatabase } from './lib/orders-data.ts';
import { table, writeSection } from './lib/report.ts';
import { ms, summarize, type Summary } from './lib/stats.ts';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 2000);
const RUNS = Number(process.env.BENCH_BULK_RUNS ?? 5);
const CHANGE_CALLS = 40;
const TARGETS = { postgres: 1000, pglite: 2000 } as const;
const CHANGE_TARGET = 30;
const actor = { marketId: 1, loginId: 'bench' };
/** Ready to ship: half product-preparing, half delivery-preparing (both walk to in delivery). */
const MIX: [OrderStatus, number][] = [
  ['PAID', 1],
  ['PACKAGING', 1],
];
/** Enough product-preparing orders (half of all) for every call of both implementations, warm-ups included. */
const ORDERS = 2 * ((RUNS + 1) * 2 * ROWS + (CHANGE_CALLS + 1) * 2 * 100);

async function codesIn(database: Database, status: OrderStatus, limit: number) {
  const result = await database.db.execute(
    sql`select code from orders where market_id = 1 and status = ${status}::order_status order by id limit ${limit}`,
  );
  return (result as unknown as { rows: { code: string }[] }).rows.map((r) => r.code);
}

async function main(kind: 'postgres' | 'pglite') {
  const fresh =
    kind === 'postgres'
      ? await postgresDatabase(5)
      : { database: await createDatabase({ kind: 'pglite' }), url: '', drop: async () => {} };
  if (!fresh) return null;
  const { database } = fresh;
  try {
    await database.migrate();
    await database.db.execute(sql`insert into markets (id, ko_name) values (1, '벤치 마켓')`);
    await generate(database, 1, ORDERS, 'B', 30, MIX);
    await database.db.execute(sql`vacuum analyze orders`);
    const service = createOrderService(database.db);
    const loads: number[] = [];

    // Tracking sheets: each run takes ROWS orders no run has touched, alternately by each implementation.
    const pool = [...(await codesIn(database, 'PAID', ORDERS)), ...(await codesIn(database, 'PACKAGING', ORDERS))];
    let next = 0;
    const sheet = () =>
      pool.slice(next, (next += ROWS)).map((code, i) => ({
        orderDetailCode: code,
        deliveryCode: String(600000000000 + i),
        deliveryName: CARRIERS[i % CARRIERS.length]!,
      }));
    const timed = async (task: () => Promise<unknown>) => {
      const start = performance.now();
      await task();
      loads.push(os.loadavg()[0]!);
      return performance.now() - start;
    };
    const sheetTimes = { before: [] as number[], after: [] as number[] };
    for (let run = 0; run <= RUNS; run++) {
      const rows = sheet();
      const after = await timed(async () => {
        const result = await service.saveDeliveries(actor, rows);
        if (result.succeeded !== rows.length) throw new Error(`saved ${result.succeeded} of ${rows.length}`);
      });
      const old = sheet();
      const before = await timed(async () => {
        const saved = await saveDeliveriesRowByRow(database.db, actor, old);
        if (saved !== old.length) throw new Error(`row by row saved ${saved} of ${old.length}`);
      });
      if (run === 0) continue; // warm-up
      sheetTimes.after.push(after);
      sheetTimes.before.push(before);
      console.log(`${kind} sheet of ${ROWS}: row by row ${ms(before)}, as a set ${ms(after)}`);
    }

    // change-status: 100 product-preparing orders to delivery-preparing a call, one client.
    const paid = await codesIn(database, 'PAID', (CHANGE_CALLS * 2 + 2) * 100);
    let batch = 0;
    const hundred = () => paid.slice(batch * 100, ++batch * 100);
    const changeTimes = { before: [] as number[], after: [] as number[] };
    for (let call = 0; call <= CHANGE_CALLS; call++) {
      const codes = hundred();
      const after = await timed(async () => {
        const r = await service.changeStatus(actor, {
          orderCodes: codes,
          currentStatus: 'PAID',
          nextStatus: 'PACKAGING',
        });
        if (r.updatedCodes.length !== 100) throw new Error(`moved ${r.updatedCodes.length}`);
      });
      const old = hundred();
      const before = await timed(async () => {
        const moved = await changeStatusRowByRow(database.db, actor, old, 'PAID', 'PACKAGING');
        if (moved.length !== 100) throw new Error(`row by row moved ${moved.length}`);
      });
      if (call === 0) continue;
      changeTimes.after.push(after);
      changeTimes.before.push(before);
    }
    return {
      kind,
      sheet: { before: summarize(sheetTimes.before), after: summarize(sheetTimes.after) },
      change: { before: summarize(changeTimes.before), after: summarize(changeTimes.after) },
      load: [Math.min(...loads), Math.max(...loads)],
    };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

const results = [];
for (const kind of ['postgres', 'pglite'] as const) {
  const result = await main(kind);
  if (result) results.push(result);
}

const name = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)');
const verdict = (s: Summary, target: number) => (s.p50 <= target ? 'met' : '**not met**');
const line = (label: string, s: Summary) => [label, s.n, ms(s.p50), ms(s.p95), ms(s.p99)];
let body = `## Bulk writes: a tracking spreadsheet and change-status

The same orders data on each database (${ORDERS.toLocaleString('en-US')} orders of one market paid over 30 days, half
product-preparing and half delivery-preparing). "before" is the code this replaced, kept in \`bench/lib/row-by-row.ts\`: a sheet's
rows saved one by one (an UPDATE per row and, per status step, an UPDATE and a history INSERT) and change-status as an UPDATE
and a history INSERT in a transaction. "after" is the service as it ships: per round one SELECT of the rows' statuses and one
statement (a compare-and-set UPDATE over the rows as a set, the history INSERT in the same statement). Both run alternately in
one process on fresh orders, one call at a time, after one warm-up call each; every row of every call is checked to succeed.
`;
for (const r of results) {
  const target = TARGETS[r.kind];
  body += `\n### ${name(r.kind)}\n\n`;
  body += table(
    ['call', 'n', 'p50', 'p95', 'p99'],
    [
      line(`tracking sheet of ${ROWS.toLocaleString('en-US')} rows — before (row by row)`, r.sheet.before),
      line(`tracking sheet of ${ROWS.toLocaleString('en-US')} rows — after (as a set)`, r.sheet.after),
      line('change-status of 100 orders — before', r.change.before),
      line('change-status of 100 orders — after', r.change.after),
    ],
  );
  body += `\n\nTargets: the sheet of 2,000 rows ≤ ${target / 1000} s — ${ROWS === 2000 ? verdict(r.sheet.after, target) : 'not measured at 2,000 rows'} (p50 ${ms(r.sheet.after.p50)}, ${(r.sheet.before.p50 / r.sheet.after.p50).toFixed(1)}× faster than before); change-status of 100 orders p50 ≤ ${CHANGE_TARGET} ms — ${verdict(r.change.after, CHANGE_TARGET)} (${ms(r.change.after.p50)}; before ${ms(r.change.before.p50)}). Load average (1 min) during these calls: ${r.load[0]!.toFixed(1)}–${r.load[1]!.toFixed(1)} on 2 cores shared by about eight engineers.\n`;
}
writeSection('bulk-writes', body);
