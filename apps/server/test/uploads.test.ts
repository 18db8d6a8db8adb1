import { existsSync } from 'node:fs';
import path from 'node:path';
import { message } from '@seller/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorUploads, images, marketBrands, productContents, products } from '../src/db/schema/index.ts';
import { createImageService, EDITOR_UPLOAD_LIMITS } from '../src/modules/images/index.ts';
import { FILES_CSP } from '../src/plugins/files.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

/** A multipart body with text fields and files. */
function form(fields: Record<string, string>, files: { name: string; filename: string; data: Buffer }[]) {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (size = 40) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
/** PNG magic bytes, then nothing a decoder can read. */
const brokenPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

/**
 * A PNG whose re-encode takes several seconds of CPU on an idle machine of this kind (about 7 s of
 * zlib on 17 megapixels of random two-colour dots; 2.2 MB sent, 3.2 MB re-encoded, both within the
 * 5 MB limit), made in about a second: sent as two colours in a palette, re-encoded as RGB.
 */
let slowPng: Promise<Buffer> | undefined;
const slowToEncode = () =>
  (slowPng ??= (() => {
    const [width, height] = [4800, 3600];
    const raw = Buffer.alloc(width * height * 3);
    // xorshift32, 32 dots a draw (the top bits of a linear congruential generator repeat: zlib packs them)
    let seed = 7;
    let bits = 0;
    for (let i = 0; i < width * height; i++) {
      if (i % 32 === 0) {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        bits = seed >>> 0;
      }
      const on = (bits >>> (i % 32)) & 1;
      raw.fill(on ? 200 : 30, i * 3, i * 3 + 3);
      raw[i * 3 + 1] = on ? 55 : 225;
    }
    return sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ palette: true, colours: 2, effort: 1, dither: 0, compressionLevel: 9 })
      .toBuffer();
  })());

/** Every database with local disk, and PGlite with an S3 bucket: the quotas, the clean-up and deletion must not differ. */
const setups = [...databaseKinds.map((kind) => [kind, 'disk'] as const), ['pglite', 's3'] as const];

describe.each(setups)('image uploads on %s with %s storage', (kind, storageKind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets, storage: storageKind });
  const code = 'SF20261122143005123';
  const ghostCode = 'SF20261122143009999';
  let alice: string;
  let bob: string;
  let productId: number;

  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
    const db = ctx.database.db;
    const [brand] = await db.select().from(marketBrands).where(eq(marketBrands.marketId, 1));
    const [row] = await db
      .insert(products)
      .values({
        marketId: 1,
        code,
        name: '티셔츠',
        brandId: brand!.brandId,
        price: 10000,
        salePrice: 10000,
        sellYn: true,
        displayYn: true,
        delivery: {
          marketDeliveryId: null,
          marketDeliveryName: '무료',
          feeType: 'FREE',
          defaultFee: 0,
          intCondition: 0,
          islandMountainFee: 0,
          jejuFee: 0,
          international: false,
        },
      })
      .returning({ id: products.id });
    productId = row!.id;
  });

  const upload = (token: string, fields: Record<string, string>, files: Parameters<typeof form>[1], url: string) => {
    const body = form(fields, files);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, 'x-auth-token': token },
    });
  };
  const editorUpload = async (token: string, filePath: string, data?: Buffer) =>
    upload(
      token,
      { filePath },
      [{ name: 'file', filename: 'a.png', data: data ?? (await png()) }],
      '/sw/a/v1/image/editor/upload',
    );
  const stored = async (url: string) => (await ctx.storage.get(url.replace(/^\/files\//, ''))) !== null;

  it('checks the count and every file before decoding any of them', async () => {
    await ctx.database.db.insert(images).values({
      marketId: 1,
      type: 'MAIN',
      typeId: productId,
      key: 'product/alice/1/x/main/held.png',
      url: '/files/product/alice/1/x/main/held.png',
      width: 10,
      height: 10,
    });
    const full = await upload(
      alice,
      { type: 'MAIN', typeId: String(productId) },
      [{ name: 'files', filename: 'b.png', data: brokenPng }],
      '/sw/a/v1/image/upload',
    );
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(message('product.imageCount', { max: 1 }));
    const mixed = await upload(
      alice,
      { type: 'COVER', typeId: String(productId) },
      [
        { name: 'files', filename: 'b.png', data: brokenPng },
        { name: 'files', filename: 'note.txt', data: Buffer.from('not an image') },
      ],
      '/sw/a/v1/image/upload',
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(message('product.imageExtension', { extensions: 'png, jpeg, jpg' }));
  });

  it('refuses a second file of the one-file uploads naming one, not the product images’ four', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ name: 'file', filename: `${i}.png`, data: brokenPng }));
    for (const url of ['/sw/a/v1/image/editor/upload', '/sw/a/v1/market/model/with-image']) {
      const res = await upload(
        alice,
        { filePath: `product/alice/1/${code}/editor/`, marketId: '1', name: '모델' },
        five,
        url,
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message('product.imageCount', { max: 1 }));
    }
  });

  it('records each editor upload with its market and product code, and caps a market per hour', async () => {
    const db = ctx.database.db;
    const res = await editorUpload(alice, `product/alice/1/${code}/editor/`);
    expect(res.statusCode).toBe(200);
    const [recorded] = await db.select().from(editorUploads).where(eq(editorUploads.marketId, 1));
    expect(recorded).toMatchObject({ marketId: 1, productCode: code });
    expect(res.json().url).toBe(`/files/${recorded!.key}`);

    // The count: the hour's uploads of market 1 reach the cap; market 2 is not affected.
    await db.insert(editorUploads).values(
      Array.from({ length: EDITOR_UPLOAD_LIMITS.perHour - 1 }, (_, i) => ({
        marketId: 1,
        key: `market/1/editor/filler-${i}.png`,
        bytes: 1000,
      })),
    );
    const over = await editorUpload(alice, 'market/1/editor/');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'UPLOAD_QUOTA', message: message('product.editorUploadQuota') });
    expect((await editorUpload(bob, 'market/2/editor/')).statusCode).toBe(200);
    // An hour later they no longer count.
    await db
      .update(editorUploads)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(editorUploads.marketId, 1));
    expect((await editorUpload(alice, 'market/1/editor/')).statusCode).toBe(200);

    // The bytes: one hour's worth received already.
    await db.insert(editorUploads).values({
      marketId: 1,
      key: 'market/1/editor/huge.png',
      bytes: EDITOR_UPLOAD_LIMITS.bytesPerHour - 100,
    });
    const heavy = await editorUpload(alice, 'market/1/editor/');
    expect(heavy.statusCode).toBe(429);
    await db.delete(editorUploads);
  });

  it('deletes after a grace period the uploads no saved content refers to, and content of codes never made products', async () => {
    const db = ctx.database.db;
    const kept = (await editorUpload(alice, `product/alice/1/${code}/editor/`)).json().url as string;
    const inGuide = (await editorUpload(alice, 'market/1/editor/')).json().url as string;
    const orphan = (await editorUpload(alice, `product/alice/1/${code}/editor/`)).json().url as string;
    const onGhost = (await editorUpload(alice, `product/alice/1/${ghostCode}/editor/`)).json().url as string;
    const headers = { 'x-auth-token': alice };
    for (const [c, url] of [
      [code, kept],
      [ghostCode, onGhost],
    ]) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/product/content',
        headers,
        payload: { code: c, content: `<p>상세</p><img src="${url}">` },
      });
      expect(saved.statusCode).toBe(200);
    }
    const guide = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/markets/1/guide/save',
      headers,
      payload: { guide: `<p>가이드</p><img src="${inGuide}">` },
    });
    expect(guide.statusCode).toBe(200);
    const fresh = (await editorUpload(alice, 'market/1/editor/')).json().url as string;
    for (const url of [kept, inGuide, orphan, onGhost, fresh]) expect(await stored(url)).toBe(true);

    // Nothing is deleted inside the grace period.
    await ctx.app.services.images.sweepUnreferenced();
    for (const url of [kept, inGuide, orphan, onGhost, fresh]) expect(await stored(url)).toBe(true);

    const old = sql`now() - interval '${sql.raw(String(EDITOR_UPLOAD_LIMITS.graceHours + 1))} hours'`;
    await db
      .update(editorUploads)
      .set({ createdAt: old })
      .where(sql`${editorUploads.key} <> ${fresh.replace(/^\/files\//, '')}`);
    await db.update(productContents).set({ updatedAt: old });
    await ctx.app.services.images.sweepUnreferenced();

    for (const url of [kept, inGuide, fresh]) expect(await stored(url)).toBe(true);
    for (const url of [orphan, onGhost]) expect(await stored(url)).toBe(false);
    const contents = await db.select({ code: productContents.code }).from(productContents);
    expect(contents.map((c) => c.code)).toEqual([code]);
    const left = await db.select({ key: editorUploads.key }).from(editorUploads);
    expect(left.map((u) => `/files/${u.key}`).sort()).toEqual([kept, inGuide, fresh].sort());
  });

  it('stores a JPEG no larger than sent and counts the bytes it stores (issue 38 §14)', async () => {
    const db = ctx.database.db;
    await db.delete(editorUploads);
    // A heavily compressed photo: re-encoded at quality 90 it grows several times over.
    const [width, height] = [1200, 900];
    const noise = Buffer.alloc(width * height * 3);
    let seed = 1;
    for (let i = 0; i < noise.length; i++) noise[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    const sent = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect((await sharp(sent).jpeg({ quality: 90 }).toBuffer()).length).toBeGreaterThan(sent.length * 2);

    const res = await upload(
      alice,
      { filePath: 'market/1/editor/' },
      [{ name: 'file', filename: 'photo.jpg', data: sent }],
      '/sw/a/v1/image/editor/upload',
    );
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(editorUploads).where(eq(editorUploads.marketId, 1));
    const kept = await ctx.storage.get(row!.key);
    expect(kept!.length).toBeLessThanOrEqual(sent.length);
    expect(Number(row!.bytes)).toBe(kept!.length);
    expect((await sharp(kept!).metadata()).width).toBe(width);
    await db.delete(editorUploads);
  });

  it('refuses an image whose re-encode passes its time bound, storing nothing and counting no bytes (issue 38 §14)', async () => {
    const db = ctx.database.db;
    await db.delete(editorUploads);
    const sent = await slowToEncode();
    expect(sent.length).toBeLessThan(5_242_880);
    // The app's bound is 10 s; the same service bounded to 1 s meets this file past its bound.
    const images = createImageService(db, ctx.storage, { reencodeSeconds: 1 });
    const principal = (await ctx.app.services.auth.authenticate(alice))!;
    const refused = images.uploadEditor(principal, 'market/1/editor/', { filename: 'dots.png', data: sent });
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      userMessage: message('product.imageTooSlow'),
    });
    const rows = await db.select().from(editorUploads).where(eq(editorUploads.marketId, 1));
    expect(rows.map((row) => row.bytes)).toEqual([0]);
    expect(await ctx.storage.get(rows[0]!.key)).toBeNull();
    await db.delete(editorUploads);
  });

  it('caps the bytes a market keeps in total, and a failed upload keeps no bytes of either quota', async () => {
    const db = ctx.database.db;
    await db.delete(editorUploads);
    // Older than an hour, so only the total counts them.
    await db.insert(editorUploads).values({
      marketId: 1,
      key: 'market/1/editor/kept-long.png',
      bytes: EDITOR_UPLOAD_LIMITS.totalBytes - 100,
      createdAt: new Date(Date.now() - 2 * 60 * 60_000),
    });
    const full = await editorUpload(alice, 'market/1/editor/');
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({
      code: 'STORAGE_QUOTA',
      message: message('product.editorStorageQuota', { max: '1GB' }),
    });
    expect((await editorUpload(bob, 'market/2/editor/')).statusCode).toBe(200);
    await db.delete(editorUploads).where(eq(editorUploads.key, 'market/1/editor/kept-long.png'));

    const broken = await editorUpload(alice, 'market/1/editor/', brokenPng);
    expect(broken.statusCode).toBe(400);
    const rows = await db.select().from(editorUploads).where(eq(editorUploads.marketId, 1));
    expect(rows.map((row) => row.bytes)).toEqual([0]);
    await db.delete(editorUploads);
  });

  it('serves an image under /files/ with its type, validators and sandboxing CSP, and deletes it with its empty folders', async () => {
    const picture = await png(320);
    const res = await upload(
      alice,
      { type: 'COVER', typeId: String(productId) },
      [{ name: 'files', filename: 'c.png', data: picture }],
      '/sw/a/v1/image/upload',
    );
    expect(res.statusCode).toBe(200);
    const image = res.json().images[0] as { id: number; url: string; filePath: string };
    expect(image.url).toMatch(new RegExp(`^/files/product/alice/1/${code}/cover/[0-9a-f-]+\\.png$`));

    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(served.rawPayload.length),
      'content-security-policy': FILES_CSP,
      'cache-control': 'public, max-age=0',
      'x-content-type-options': 'nosniff',
    });
    expect(served.rawPayload.equals((await ctx.storage.get(image.filePath))!)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    const again = await ctx.app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(FILES_CSP);
    const head = await ctx.app.inject({ method: 'HEAD', url: image.url });
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));

    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/image/delete',
      headers: { 'x-auth-token': alice },
      payload: { imageId: image.id },
    });
    expect(deleted.json()).toMatchObject({ deleted: true });
    const gone = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
    expect(await ctx.storage.get(image.filePath)).toBeNull();
    // Disk: the product's cover folder went with its last image (S3 has no folders).
    expect(existsSync(path.join(ctx.dataDir, 'files', `product/alice/1/${code}/cover`))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/files/../package.json' })).statusCode).toBe(404);
  });
});
