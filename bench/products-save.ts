/**
 * Saving a product as the register screen does — content, create, 1 main + 4 cover images,
 * 2 option groups (10 × 5 values), 50 combinations — on embedded PGlite with a data directory,
 * through the real app (in-process `inject`, so no network in the figure). Also the gzip size of
 * the JavaScript the register screen loads before the rich-text editor arrives.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { categories, filters } from '../apps/server/src/db/schema/index.ts';
import { loadCatalog } from '../apps/server/src/modules/catalog/loader.ts';
import { createDiskStorage } from '../apps/server/src/storage/storage.ts';
import { ms, summarize } from './lib/stats.ts';
import { table, writeSection } from './lib/report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 12;
const WARMUP = 2;

function multipart(fields: Record<string, string>, files: { name: string; filename: string; data: Buffer }[]) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo-like image (noise compresses like a photo, unlike a flat colour). */
async function photo(width: number, height: number, format: 'jpeg' | 'png') {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + ((i / 3) | 0) * 13) & 0xff;
  const img = sharp(raw, { raw: { width, height, channels: 3 } }).blur(1.2);
  return format === 'jpeg' ? img.jpeg({ quality: 85 }).toBuffer() : img.png().toBuffer();
}

async function saveBenchmark() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-products-'));
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
    const brandId = await admin.createBrand('벤치 브랜드');
    await admin.linkBrand(1, brandId);
    await loadCatalog(database.db);
    const db = database.db;
    const [top] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.main, 'TOP'), isNull(categories.sub)));
    const subs = await db.select().from(categories).where(eq(categories.parentId, top!.id)).limit(2);
    const fs = await db
      .select()
      .from(filters)
      .where(and(eq(filters.category, 'TOP'), isNull(filters.marketId)))
      .limit(4);
    const login = await app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: `Basic ${Buffer.from('bench:bench1234!').toString('base64')}` },
    });
    const token = login.json().token as string;
    const auth = { 'x-auth-token': token };

    const main = await photo(640, 768, 'jpeg');
    const cover = await photo(640, 640, 'jpeg');
    const sizes = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '44', '55', '66'];
    const colours = ['블랙', '화이트', '네이비', '베이지', '그레이'];
    const groups = [
      { name: '사이즈', position: 1, values: sizes.map((name) => ({ name, price: 0 })) },
      { name: '색상', position: 2, values: colours.map((name, i) => ({ name, price: i * 500 })) },
    ];
    const unions = sizes.flatMap((s) => colours.map((c) => ({ names: [s, c], stocks: 10, memo: '', deleted: false })));

    const steps: Record<string, number[]> = { content: [], create: [], images: [], options: [], unions: [], total: [] };
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const code = `SF2026112200000${String(run).padStart(4, '0')}`;
      const timed = async <T extends { statusCode: number; body: string }>(
        name: string,
        task: () => Promise<T>,
      ): Promise<T> => {
        const start = performance.now();
        const res = await task();
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        if (run >= WARMUP) steps[name]!.push(performance.now() - start);
        return res;
      };
      const started = performance.now();
      await timed('content', () =>
        app.inject({
          method: 'PUT',
          url: '/sw/a/v1/product/content',
          headers: auth,
          payload: { code, content: '<p>벤치마크 상품 상세 설명</p>' },
        }),
      );
      const created = await timed('create', () =>
        app.inject({
          method: 'POST',
          url: '/sw/a/v3/product',
          headers: auth,
          payload: {
            marketId: 1,
            code,
            name: `벤치 상품 ${run}`,
            brandId,
            summary: '요약',
            contentUrl: `/sw/a/v1/product/content/${code}`,
            saleRate: 10,
            salePrice: 35_100,
            price: 39_000,
            sizeTables: [{ categoryName: '상의', columns: ['사이즈', '총장'], rows: [['M', '70']] }],
            delivery: { marketDeliveryId: null, feeType: 'FREE' },
            parentCategoryId: top!.id,
            childCategoryIds: subs.map((s) => s.id),
            filterIds: fs.map((f) => f.id),
            sellYn: true,
            displayYn: true,
            models: [],
            tags: ['BENCH'],
            // The 의류 notice and KC the law asks of a clothing product (issue 35 §2).
            material: '면 100%',
            country: '대한민국',
            factory: '벤치 의류',
            wash: '상품상세 참조',
            repair: '고객센터 02-1234-5678',
            quality: '소비자분쟁해결기준에 따름',
            notice: { color: '상품상세 참조', size: '상품상세 참조', madeOn: '2026-10' },
            kcKind: 'NOT_APPLICABLE',
          },
        }),
      );
      const productId = created.json().id as number;
      const upload = (type: string, files: Buffer[]) => {
        const form = multipart(
          { filePath: `product/bench/1/${code}/${type.toLowerCase()}`, type, typeId: String(productId) },
          files.map((data, i) => ({ name: 'files', filename: `${i}.jpg`, data })),
        );
        return app.inject({
          method: 'POST',
          url: '/sw/a/v1/image/upload',
          headers: { ...auth, ...form.headers },
          payload: form.payload,
        });
      };
      const imageStart = performance.now();
      await upload('MAIN', [main]).then((r) => {
        if (r.statusCode !== 200) throw new Error(r.body);
      });
      await upload('COVER', [cover, cover, cover, cover]).then((r) => {
        if (r.statusCode !== 200) throw new Error(r.body);
      });
      if (run >= WARMUP) steps.images!.push(performance.now() - imageStart);
      await timed('options', () =>
        app.inject({
          method: 'PUT',
          url: '/sw/a/v1/product/options',
          headers: auth,
          payload: { productId, options: groups },
        }),
      );
      await timed('unions', () =>
        app.inject({
          method: 'PUT',
          url: '/sw/a/v2/product/options/meta',
          headers: auth,
          payload: { productId, unions },
        }),
      );
      if (run >= WARMUP) steps.total!.push(performance.now() - started);
    }
    return { steps, imageBytes: { main: main.length, cover: cover.length } };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Gzip bytes of the JS the register screen needs without the editor: entry + the page's static imports. */
function registerScreenSize() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'], {
      cwd: path.join(root, 'apps/web'),
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(build.stderr || build.stdout);
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
    >;
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) walk(dep);
    };
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const page = Object.keys(manifest).find((k) => k.endsWith('features/products/product-register-page.tsx'))!;
    walk(entry);
    const shell = new Set(seen);
    walk(page);
    const editor = Object.keys(manifest).find((k) => k.endsWith('components/rich-text-editor/editor.tsx'))!;
    const gz = (key: string) => gzipSync(readFileSync(path.join(outDir, manifest[key]!.file))).length;
    const initial = [...seen].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((sum, k) => sum + gz(k), 0);
    const editorSeen = new Set<string>();
    const walkEditor = (key: string) => {
      if (editorSeen.has(key) || seen.has(key)) return;
      editorSeen.add(key);
      for (const dep of manifest[key]?.imports ?? []) walkEditor(dep);
    };
    walkEditor(editor);
    const editorBytes = [...editorSeen]
      .filter((k) => manifest[k]!.file.endsWith('.js'))
      .reduce((sum, k) => sum + gz(k), 0);
    const shellBytes = [...shell].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((sum, k) => sum + gz(k), 0);
    return { initial, shell: shellBytes, editor: editorBytes, chunks: seen.size };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const { steps, imageBytes } = await saveBenchmark();
const size = registerScreenSize();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = Object.entries(steps).map(([name, samples]) => {
  const s = summarize(samples);
  return [name === 'total' ? '**whole save**' : name, s.n, ms(s.p50), ms(s.p95), ms(Math.max(...samples))];
});
const body = `## Products: saving a product (embedded PGlite)

One save as the register screen runs it: content → create (product, 2 categories, 4 filters, tag,
size table in one transaction) → 1 main + 4 cover JPEGs (640×768 / 640×640, ${kb(imageBytes.main)} / ${kb(imageBytes.cover)}; decoded,
checked and re-encoded by sharp) → 2 option groups (10 sizes × 5 colours) → 50 combinations. PGlite with a data
directory, in-process calls (no network), ${RUNS} saves after ${WARMUP} warm-up saves. Target: under 2 s.

${table(['step', 'n', 'p50', 'p95', 'max'], rows)}

Register screen JavaScript (gzip, production build): **${kb(size.initial)}** before the editor (app entry and the
page's static imports, ${size.chunks} chunks); the rich-text editor (TipTap) arrives only when the page shows it:
${kb(size.editor)} more. Target: under 300 KB without the editor — **${size.initial < 300 * 1024 ? 'met' : 'not met'}**: ${kb(size.shell)} of it is
the app entry every screen loads first (React, React Router, TanStack Query, the shell with its own side navigation, antd's
theme and the few antd parts the shell uses), and the register page adds ${kb(size.initial - size.shell)} (antd Select, Input,
Checkbox, Radio, Tag and the page's own code). The option tables are plain HTML tables; the options popup and the
delivery-template editor load when first opened.`;
writeSection('products-save', body);
console.log(body);
