/**
 * Bulk registration by spreadsheet (issue 35 §3): 1,000 products of two combinations each (2,000
 * rows) in one filled template, previewed and then applied through the real app on embedded PGlite
 * with a data directory (in-process `inject`, so no network in the figure). Target: the apply of
 * 1,000 products in at most 10 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { createDiskStorage } from '../apps/server/src/storage/storage.ts';
import { fillTemplate, productRows } from '../apps/server/test/product-sheet-rows.ts';
import { table, writeSection } from './lib/report.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const TARGET_MS = 10_000;

function multipart(file: Buffer) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-products-bulk-'));
const database = await createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
await database.migrate();
const app = await buildApp({ database, storage: createDiskStorage(path.join(dataDir, 'files')) });
try {
  const { admin } = app.services;
  await admin.createMarket({ id: 1, koName: '벤치 마켓' });
  await admin.admitSeller({
    loginId: 'bench',
    password: 'bench1234!',
    name: '벤치',
    marketId: 1,
    secondStepOptional: true,
  });
  await admin.linkBrand(1, await admin.createBrand('벤치 브랜드'));
  const login = await app.inject({
    method: 'GET',
    url: '/sw/a/v1/seller/login',
    headers: { authorization: `Basic ${Buffer.from('bench:bench1234!').toString('base64')}` },
  });
  const auth = { 'x-auth-token': login.json().token as string };
  const template = await app.inject({
    method: 'GET',
    url: '/sw/a/v1/products/sheet/template?category=TOP',
    headers: auth,
  });

  const rows = Array.from({ length: PRODUCTS }, (_, i) => productRows(String(i + 1), '벤치 브랜드', {}, 2)).flat();
  const file = await fillTemplate(template.rawPayload, rows);
  const send = async (url: string) => {
    const body = multipart(file);
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { took, answer: res.json() };
  };

  const preview = await send('/sw/a/v1/products/sheet/preview');
  if (preview.answer.valid !== PRODUCTS) throw new Error(`preview: ${preview.answer.valid} valid`);
  const apply = await send('/sw/a/v1/products/sheet');
  if (apply.answer.createdCount !== PRODUCTS) throw new Error(`apply: ${apply.answer.createdCount} created`);
  const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const met = apply.took <= TARGET_MS;
  console.log(`preview ${secs(preview.took)}, apply ${secs(apply.took)} (${met ? 'met' : 'missed'})`);

  writeSection(
    'products-bulk',
    `## Products: bulk registration by spreadsheet (embedded PGlite)

One filled 상의 template of ${PRODUCTS.toLocaleString('en')} products × 2 combinations (${rows.length.toLocaleString('en')} rows, ${(file.length / 1024).toFixed(0)} KB; every
required column, the notice items and KC), uploaded to the preview and then applied, through the real app
on PGlite with a data directory (in-process calls, no network). Both calls parse the file in the sheet
worker pool and run every check; the apply then writes batches of 100 products in one transaction each
(details, product, categories, filters, tags, option groups, values, combinations, one event a product;
a batch that fails goes product by product through the register path). Target: the apply of
${PRODUCTS.toLocaleString('en')} products in at most ${TARGET_MS / 1000} s — **${met ? 'met' : 'missed'}**.

${table(
  ['call', 'products', 'time', 'per product'],
  [
    [
      'preview (parse + checks, nothing written)',
      PRODUCTS,
      secs(preview.took),
      `${(preview.took / PRODUCTS).toFixed(2)} ms`,
    ],
    [
      'apply (parse + checks + 1,000 transactions)',
      PRODUCTS,
      secs(apply.took),
      `${(apply.took / PRODUCTS).toFixed(2)} ms`,
    ],
  ],
)}`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
