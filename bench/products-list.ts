/**
 * Product list figures (issue 6): 100,000 products in one market (and 20,000 in another), then the
 * product management list at several pages and sorts, the count, a keyset (cursor) walk, and the
 * streamed .xlsx export of all 100,000 (time, bytes, peak resident memory of the process), on
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and PGlite.
 * Calls go through the real app (`app.inject`; the export over a real socket, read as it streams).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, seoulDate } from '@seller/domain';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { defaultPoolSize } from '../apps/server/src/config.ts';
import { createDatabase, type Database } from '../apps/server/src/db/client.ts';
import { createDiskStorage } from '../apps/server/src/storage/storage.ts';
import { postgresDatabase } from './lib/orders-data.ts';
import { table, writeSection } from './lib/report.ts';
import { ms, summarize } from './lib/stats.ts';

const PRODUCTS = 100_000;
const OTHER_MARKET_PRODUCTS = 20_000;
const RUNS = 40;

/** Markets 1 and 2 with a seller and brand each; products spread over the last ~694 days with main images. */
async function seed(app: App, database: Database) {
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
  const brand1 = await admin.createBrand('벤치 브랜드');
  const brand2 = await admin.createBrand('다른 브랜드');
  await admin.linkBrand(1, brand1);
  await admin.linkBrand(2, brand2);
  const delivery = JSON.stringify({
    marketDeliveryId: null,
    marketDeliveryName: '',
    feeType: 'FREE',
    defaultFee: 0,
    intCondition: 0,
    islandMountainFee: 0,
    jejuFee: 0,
    international: false,
  });
  const started = performance.now();
  for (const [marketId, brandId, count, prefix] of [
    [2, brand2, OTHER_MARKET_PRODUCTS, 'BO'],
    [1, brand1, PRODUCTS, 'BM'],
  ] as const) {
    await database.db.execute(sql`
      insert into products (market_id, code, name, brand_id, price, sale_price, sell_yn, display_yn, delivery, created_at, updated_at)
      select ${marketId}, ${prefix} || lpad(i::text, 17, '0'),
             (array['노와이어 심리스 브라','레이스 팬티','요가 레깅스 9부','면 드로즈','실크 슬립','러닝 티셔츠','파자마 세트'])[1 + i % 7] || ' ' || i,
             ${brandId}, 10000 + (i % 50) * 1000, 9000 + (i % 50) * 1000, i % 5 <> 0, i % 7 <> 0, ${delivery}::jsonb,
             now() - ((${count} - i) * (interval '600 seconds') * (${PRODUCTS}::float / ${count})), now()
      from generate_series(1, ${count}) as i`);
  }
  await database.db.execute(sql`
    insert into images (market_id, type, type_id, key, url, width, height)
    select market_id, 'MAIN', id, 'bench/' || id, '/files/bench/' || id || '.png', 640, 768 from products`);
  await database.db.execute(sql`vacuum analyze products`);
  await database.db.execute(sql`vacuum analyze images`);
  return (performance.now() - started) / 1000;
}

async function timed(app: App, token: string, url: string, runs = RUNS) {
  const samples: number[] = [];
  let last = '';
  for (let i = 0; i < runs + 3; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    const took = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    last = res.body;
    if (i >= 3) samples.push(took); // the first calls warm caches and plans
  }
  return { summary: summarize(samples), body: last };
}

async function exportFigures(app: App, token: string, query: string) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  const res = await fetch(`${address}/sw/a/v1/markets/1/products/export?${query}`, {
    headers: { 'x-auth-token': token },
  });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds, bytes, beforeMb: before / 2 ** 20, peakMb: peak / 2 ** 20 };
}

interface KindResult {
  kind: string;
  seedSeconds: number;
  rows: (string | number)[][];
  exportRow: (string | number)[];
}

async function run(kind: 'postgres' | 'pglite'): Promise<KindResult | null> {
  const fresh =
    kind === 'postgres'
      ? await postgresDatabase(defaultPoolSize(), 'products')
      : { database: await createDatabase({ kind: 'pglite' }), drop: async () => {} };
  if (!fresh) return null;
  const { database } = fresh;
  await database.migrate();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-products-'));
  const app = await buildApp({ database, storage: createDiskStorage(path.join(dir, 'files')) });
  try {
    const seedSeconds = await seed(app, database);
    const login = await app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: `Basic ${Buffer.from('bench:bench1234!').toString('base64')}` },
    });
    const token = login.json().token as string;
    const today = seoulDate();
    const period = `startDate=${addDays(today, -730)}&endDate=${today}`;
    const list = (q: string) => `/sw/a/v1/markets/1/products?${period}&${q}`;
    const lastPage = PRODUCTS / 10;

    const cases: [string, string][] = [
      ['list, newest first, page 1 (size 10)', list('size=10&page=1')],
      ['list, newest first, page 100', list('size=10&page=100')],
      ['list, newest first, page 5,000', list('size=10&page=5000')],
      [`list, newest first, last page (${lastPage.toLocaleString('en-US')})`, list(`size=10&page=${lastPage}`)],
      ['list, size 100, page 1', list('size=100&page=1')],
      ['list by name, page 1', list('size=10&page=1&sort=name&order=asc')],
      [`list by name, last page`, list(`size=10&page=${lastPage}&sort=name&order=asc`)],
      ['list by sell flag, page 1', list('size=10&page=1&sort=sell&order=asc')],
      ['list by display flag, page 5,000', list('size=10&page=5000&sort=display&order=desc')],
      ['list, name contains "레깅스", page 1', list(`size=10&page=1&name=${encodeURIComponent('레깅스')}`)],
      ['list, sell=false & display=true, page 100', list('size=10&page=100&sell=false&display=true')],
      ['count, default search', `/sw/a/v1/markets/1/products/count?${period}`],
      [
        'count, name contains "레깅스"',
        `/sw/a/v1/markets/1/products/count?${period}&name=${encodeURIComponent('레깅스')}`,
      ],
      ['count, sell=false', `/sw/a/v1/markets/1/products/count?${period}&sell=false`],
    ];
    const rows: (string | number)[][] = [];
    for (const [label, url] of cases) {
      const { summary } = await timed(app, token, url);
      rows.push([label, summary.n, ms(summary.p50), ms(summary.p95), ms(summary.p99)]);
      console.log(`${kind} ${label}: p50 ${ms(summary.p50)} p95 ${ms(summary.p95)}`);
    }
    // Cursor mode at the deep end: the anchor is the first row of the last page.
    const anchorPage = await timed(app, token, list(`size=10&page=${lastPage - 1}`), 1);
    const anchorId = (JSON.parse(anchorPage.body) as { products: { id: number }[] }).products.at(-1)!.id;
    const cursor = await timed(app, token, list(`size=10&lastProductId=${anchorId}`));
    rows.push([
      'list, cursor (lastProductId) at the last page',
      cursor.summary.n,
      ms(cursor.summary.p50),
      ms(cursor.summary.p95),
      ms(cursor.summary.p99),
    ]);

    const exported = await exportFigures(app, token, period);
    console.log(
      `${kind} export: ${exported.seconds.toFixed(1)} s, ${(exported.bytes / 2 ** 20).toFixed(1)} MB, RSS ${exported.beforeMb.toFixed(0)} → ${exported.peakMb.toFixed(0)} MB`,
    );
    return {
      kind,
      seedSeconds,
      rows,
      exportRow: [
        kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)',
        `${exported.seconds.toFixed(1)} s`,
        `${(exported.bytes / 2 ** 20).toFixed(1)} MB`,
        `${exported.beforeMb.toFixed(0)} MB`,
        `${exported.peakMb.toFixed(0)} MB`,
      ],
    };
  } finally {
    await app.close();
    await database.close();
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: KindResult[] = [];
for (const kind of ['postgres', 'pglite'] as const) {
  const result = await run(kind);
  if (result) results.push(result);
}

const head = ['call', 'n', 'p50', 'p95', 'p99'];
writeSection(
  'products-list',
  `## Product list

${PRODUCTS.toLocaleString('en-US')} products in the measured market (plus ${OTHER_MARKET_PRODUCTS.toLocaleString('en-US')} in another), registered over the
last ~694 days, each with a main image; default search period 2 years. Each call ${RUNS} times in a row after 3
warm-up calls, through the app (\`app.inject\`: routing, auth, validation, query, serialisation).

Every list page and the flag counts are index-only scans: one index per sort key with the period
and the id inside (registration, name, sell flag, display flag), offset pages by a deferred join and
cursor pages (\`lastProductId\`) by an index range. A name search ("contains") has no index: its count
reads the market's rows (LIKE for Hangul and digits, ILIKE only when the term has cased letters).

${results
  .map(
    (
      r,
    ) => `### ${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'} (seeding took ${r.seedSeconds.toFixed(1)} s)

${table(head, r.rows)}`,
  )
  .join('\n\n')}

### Export of all ${PRODUCTS.toLocaleString('en-US')} products (.xlsx, streamed)

Read over a real socket as it streams; resident memory of the whole process (server and benchmark) sampled every 50 ms.

${table(
  ['database', 'time', 'file size', 'RSS before', 'peak RSS during'],
  results.map((r) => r.exportRow),
)}`,
);
