/**
 * Events out (issue 33 §5), on PostgreSQL (BENCH_DATABASE_URL): the lag from an event's commit to its
 * receipt by a real HTTP receiver (the sample receiver of scripts/webhook-receiver.mjs, in a child
 * process) at 50 events a second; the drain rate of a 100,000-event backlog to that receiver; and a
 * seller's order list p95 while the backlog drains, against the same list with the same backlog and
 * no delivery running, in the same run. The server (jobs, LISTEN and delivery as main.ts starts
 * them) runs in this process; the list's clients run in a worker thread. `npm run bench -- events`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, seoulDate } from '@seller/domain';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { defaultPoolSize } from '../apps/server/src/config.ts';
import { webhookEndpoints } from '../apps/server/src/db/schema/index.ts';
import { recordEvents, type NewEvent } from '../apps/server/src/modules/events/index.ts';
import { WEBHOOK_BATCH, webhookRateCeiling } from '../apps/server/src/modules/events/webhooks.ts';
import { createDiskStorage } from '../apps/server/src/storage/storage.ts';
import { httpLoad } from './lib/http-load.ts';
import { generate, postgresDatabase } from './lib/orders-data.ts';
import { table, writeSection } from './lib/report.ts';
import { benchPort, loadAverage, root } from './lib/server-process.ts';
import { ms, summarize } from './lib/stats.ts';

const RATE = 50;
const LAG_SECONDS = Number(process.env.BENCH_EVENTS_LAG_SECONDS ?? 30);
const BACKLOG = Number(process.env.BENCH_EVENTS_BACKLOG ?? 100_000);
const ORDERS = Number(process.env.BENCH_EVENTS_ORDERS ?? 100_000);
const LIST_CLIENTS = 4;
const LIST_BATCH = 100;
const BASELINE_CALLS = 1_000;
const TARGET = { lagP95Ms: 1000, drainPerSecond: 1000, listRatio: 1.5 };
/** The server's ceiling as configured for this run (the unpaced drain overrides it for its while). */
const CONFIGURED_CEILING = process.env.WEBHOOK_MAX_EVENTS_PER_SECOND;

const now = () => performance.timeOrigin + performance.now();
const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));

/** An event like those a seller's status change writes; `entityId` tells the receiver's notes apart. */
const event = (entityId: string): NewEvent<'order.status-changed'> => ({
  type: 'order.status-changed',
  marketId: 1,
  entityId,
  data: { orderCode: entityId, from: 'PAID', to: 'PACKAGING', actor: { kind: 'seller', id: 'bench' }, reason: null },
});

/** The sample receiver in a child process, listening at `port` with `secret`. */
async function startSink(port: number, secret: string) {
  const child = fork(path.join(root, 'bench/lib/webhook-sink.mjs'), [], {
    env: { ...process.env, PORT: String(port), WEBHOOK_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the receiver exited with ${code}`)));
  });
  return child;
}

function report(child: ChildProcess): Promise<[string, number][]> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { received: [string, number][] }).received));
    child.send('report');
  });
}

/** Whether the receiver has the event of `entityId` (asked without sending every note across). */
function arrived(child: ChildProcess, entityId: string): Promise<boolean> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { has: boolean }).has));
    child.send({ has: entityId });
  });
}

async function stopSink(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.send('stop');
  await exited;
}

const pg = await postgresDatabase(defaultPoolSize(), 'events');
if (!pg) {
  console.error('npm run bench -- events needs PostgreSQL (BENCH_DATABASE_URL)');
  process.exit(1);
}
const { database } = pg;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-events-'));
await database.migrate();
const app = await buildApp({ database, storage: createDiskStorage(path.join(dataDir, 'files')) });
const sinks: ChildProcess[] = [];
try {
  await app.jobs.start();
  await app.services.live.start();
  await app.services.admin.createMarket({ id: 1, koName: '벤치 마켓' });
  await app.services.admin.admitSeller({
    loginId: 'bench',
    password: 'bench1234!',
    name: '벤치',
    marketId: 1,
    secondStepOptional: true,
  });
  console.log(`generating ${ORDERS.toLocaleString('en-US')} orders…`);
  await generate(database, 1, ORDERS, 'E', 30);
  await database.db.execute(sql`vacuum analyze orders`);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/sw/a/v1/seller/login`, {
    headers: { authorization: `Basic ${Buffer.from('bench:bench1234!').toString('base64')}` },
  });
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const today = seoulDate();
  const paid = new URLSearchParams({
    marketId: '1',
    orderStatusList: 'PAID',
    startDate: addDays(today, -30),
    endDate: today,
  });
  const listCalls = (n: number) =>
    Array.from({ length: n }, () => ({ url: `${base}/sw/a/v3/orders?${paid}&page=1&size=20`, headers }));
  await httpLoad(listCalls(200), LIST_CLIENTS); // warm up

  // 1. Lag: one event a transaction, RATE a second, to a receiver that is up to date.
  const lagPort = benchPort();
  const lagEndpoint = await app.services.webhooks.add({ url: `http://127.0.0.1:${lagPort}/`, marketId: null });
  const lagSink = await startSink(lagPort, lagEndpoint.secret);
  sinks.push(lagSink);
  const committed = new Map<string, number>();
  const total = RATE * LAG_SECONDS;
  console.log(`lag: ${total} events at ${RATE}/s…`);
  const lagStart = now();
  for (let i = 0; i < total; i++) {
    const wait = lagStart + (i * 1000) / RATE - now();
    if (wait > 0) await sleep(wait);
    const id = `lag-${i}`;
    await database.db.transaction((tx) => recordEvents(tx, [event(id)]));
    committed.set(id, now());
  }
  let lagReceived: [string, number][] = [];
  for (let waited = 0; waited < 30_000; waited += 250) {
    lagReceived = (await report(lagSink)).filter(([id]) => id.startsWith('lag-'));
    if (lagReceived.length >= total) break;
    await sleep(250);
  }
  const lagLoad = loadAverage();
  const lags = lagReceived.map(([id, at]) => at - committed.get(id)!);
  const lag = summarize(lags);
  await app.services.webhooks.remove(lagEndpoint.id);

  // 2. The backlog, written with no endpoint to deliver it, and the list without delivery running.
  console.log(`backlog: writing ${BACKLOG.toLocaleString('en-US')} events…`);
  const highest = await database.db.execute(sql`select coalesce(max(id), 0)::bigint as id from platform_events`);
  const [before] = (highest as unknown as { rows: { id: string }[] }).rows;
  for (let i = 0; i < BACKLOG; i += 5_000) {
    const batch = Array.from({ length: Math.min(5_000, BACKLOG - i) }, (_, k) => event(`drain-${i + k}`));
    await database.db.transaction((tx) => recordEvents(tx, batch));
  }
  await database.db.execute(sql`vacuum analyze platform_events`);
  const baseline = summarize(await httpLoad(listCalls(BASELINE_CALLS), LIST_CLIENTS));
  const baselineLoad = loadAverage();

  // 3. An endpoint whose cursor stands before the backlog (its receiver was away): delivery drains
  // it while the seller's list is called, batch after batch, until the receiver has everything. Twice,
  // in the same run: unpaced (a ceiling no drain reaches: as delivery ran before it was paced), then
  // at the server's ceiling (WEBHOOK_MAX_EVENTS_PER_SECOND, or its default).
  const drain = async (label: string, ceiling: string | undefined) => {
    if (ceiling === undefined) delete process.env.WEBHOOK_MAX_EVENTS_PER_SECOND;
    else process.env.WEBHOOK_MAX_EVENTS_PER_SECOND = ceiling;
    const port = benchPort();
    const endpoint = await app.services.webhooks.add({ url: `http://127.0.0.1:${port}/`, marketId: null });
    const sink = await startSink(port, endpoint.secret);
    sinks.push(sink);
    await database.db
      .update(webhookEndpoints)
      .set({ cursor: Number(before!.id) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    console.log(`draining (${label})…`);
    const end = `drain-end-${label}`;
    const start = now();
    await database.db.transaction((tx) => recordEvents(tx, [event(end)])); // its notice wakes delivery
    const during: number[] = [];
    while (!(await arrived(sink, end)) && now() - start < 600_000)
      during.push(...(await httpLoad(listCalls(LIST_BATCH), LIST_CLIENTS)));
    const load = loadAverage();
    const received = await report(sink);
    await app.services.webhooks.remove(endpoint.id);
    await stopSink(sink);
    // Every event of the backlog and its own waking event (an earlier drain's waking event comes too).
    const count = received.filter(([id]) => /^drain-\d+$/.test(id) || id === end).length;
    const seconds = (Math.max(...received.map(([, at]) => at)) - start) / 1000;
    return { count, seconds, rate: received.length / seconds, meanwhile: summarize(during), load };
  };
  const unpaced = await drain('unpaced', 'unlimited');
  const paced = await drain('paced', CONFIGURED_CEILING);
  const ceiling = webhookRateCeiling();

  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const loads = [lagLoad, baselineLoad, unpaced.load, paced.load].map(Number);
  const busy = Math.max(...loads) >= 2.5;
  const drainRow = (d: typeof paced, what: string) => [
    `backlog drain, ${what}`,
    `${BACKLOG.toLocaleString('en-US')} events queued for one endpoint, + 1 that wakes it; ${d.count.toLocaleString('en-US')} received`,
    `${Math.round(d.rate).toLocaleString('en-US')} events/s (${d.seconds.toFixed(1)} s); load ${d.load}`,
    `≥ 1,000/s: ${verdict(d.rate >= TARGET.drainPerSecond && d.count === BACKLOG + 1)}`,
  ];
  const listRow = (d: typeof paced, what: string) => {
    const ratio = d.meanwhile.p95 / baseline.p95;
    return [
      `the same list while the backlog drains, ${what}`,
      `${d.meanwhile.n} calls, ${LIST_CLIENTS} clients, during the drain`,
      `p50 ${ms(d.meanwhile.p50)}, p95 ${ms(d.meanwhile.p95)} (${ratio.toFixed(2)}×)`,
      `≤ 1.5×: ${verdict(ratio <= TARGET.listRatio)}`,
    ];
  };
  const body = `## Events out (webhook delivery)

\`npm run bench -- events\`, on PostgreSQL (pool ${defaultPoolSize()}), server in the benchmark's process with its job
engine and LISTEN as \`main.ts\` starts them; the receiver is the sample receiver (\`scripts/webhook-receiver.mjs\`:
signature checked, duplicates skipped) in a child process on the same 2 cores. Load average (1 min) after
each phase: ${loads.join(', ')}${
    busy
      ? ': above the 2 cores, so other work shared the machine during the run and the figures are low bounds'
      : ': the machine was otherwise idle'
  }.

${table(
  ['measure', 'load', 'figure', 'target'],
  [
    [
      'lag, commit → receipt',
      `${total} events, one a transaction, ${RATE}/s for ${LAG_SECONDS} s; ${lagReceived.length} received`,
      `p50 ${ms(lag.p50)}, p95 ${ms(lag.p95)}, max ${ms(Math.max(...lags))}; load ${lagLoad}`,
      `p95 ≤ 1 s: ${verdict(lag.p95 <= TARGET.lagP95Ms && lagReceived.length === total)}`,
    ],
    [
      "seller's order list (PAID, 30 days, page 1 of 20), no delivery running",
      `${baseline.n} calls, ${LIST_CLIENTS} clients; ${ORDERS.toLocaleString('en-US')} orders, the backlog in the outbox`,
      `p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}; load ${baselineLoad}`,
      '(baseline)',
    ],
    drainRow(unpaced, 'unpaced (`WEBHOOK_MAX_EVENTS_PER_SECOND=unlimited`: as before delivery was paced)'),
    listRow(unpaced, 'unpaced'),
    drainRow(paced, `paced at ${ceiling.toLocaleString('en-US')} events/s (the default ceiling)`),
    listRow(paced, 'paced'),
  ],
)}

Delivery reads the outbox after the endpoint's cursor in batches of ${WEBHOOK_BATCH} events a POST, moves the cursor after each
2xx, and is woken by the LISTEN notice of each commit (the lag is mostly the job engine's pick-up of the woken job).

Delivery runs in the server's own process and shares its CPU with the sellers' requests (and here with the
receiver, on the same cores). Unpaced, a backlog is drained as fast as the CPU allows and the sellers' requests
wait behind its batches. Paced, before each batch delivery waits until no request is being answered in the process
(at most 50 ms), then for the batch's share of the second under \`WEBHOOK_MAX_EVENTS_PER_SECOND\` (default 3,000
events a second over all the instance's endpoints, three times the drain target; ${ceiling.toLocaleString('en-US')} in this run),
so a drain takes a bounded part of the CPU and gives way to the sellers; live traffic (one event a transaction,
50/s above) is not held back beyond that wait.`;
  console.log(body);
  writeSection('events', body);
} finally {
  for (const sink of sinks) if (sink.exitCode === null) await stopSink(sink).catch(() => undefined);
  await app.close();
  await database.close();
  await pg.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
