import { messages } from '@seller/domain';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images, markets, models } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedMarket, seedTwoMarkets, useTestApp } from './helper.ts';
import { makePng, multipart } from './multipart.ts';

describe.each(databaseKinds)('market info and guide on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as never, headers: token ? { 'x-auth-token': token } : {} });

  it('shows the own market info; another market is 403, no token 401', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const res = await call('GET', '/sw/a/v1/markets/1', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1, koName: '앨리스 마켓', status: 'ACTIVE', profileImage: null });
    expect(Object.keys(res.json())).toEqual(
      expect.arrayContaining([
        'engName',
        'repName',
        'repContact',
        'address',
        'postcode',
        'dlvyAddress',
        'dlvyPostcode',
        'csContact',
        'backgroundImage',
        'siteUrl',
        'sns',
      ]),
    );
    expect((await call('GET', '/sw/a/v1/markets/2', token)).statusCode).toBe(403);
    // A market id that is not the seller's, even a malformed one, is refused before validation.
    expect((await call('GET', '/sw/a/v1/markets/abc', token)).statusCode).toBe(400);
    expect((await call('GET', '/sw/a/v1/markets/1')).statusCode).toBe(401);
  });

  it('answers a save the database has no disk for with the Korean 507, and writes nothing', async () => {
    await seedMarket(ctx, 4, 'dora');
    const token = await login(ctx.app, 'dora', PASSWORD);
    // The database itself refuses the write as a full disk does (SQLSTATE 53100, disk_full).
    await ctx.database.db.execute(sql`create function test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
    await ctx.database.db.execute(
      sql`create trigger test_disk_full before update on markets for each row when (new.id = 4) execute function test_disk_full()`,
    );
    try {
      const res = await call('POST', '/sw/a/v1/markets/4/guide/save', token, { guide: '<p>배송 안내</p>' });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ code: 'STORAGE_FULL', message: messages.common.databaseFull });
    } finally {
      await ctx.database.db.execute(sql`drop trigger test_disk_full on markets`);
      await ctx.database.db.execute(sql`drop function test_disk_full()`);
    }
    expect((await call('GET', '/sw/a/v1/markets/4/guide', token)).json()).toEqual({ guide: '', version: 1 });
  });

  it('starts with an empty guide, saves a sanitised one and reads it back', async () => {
    // A market of its own: another test saves market 1's guide.
    await seedMarket(ctx, 3, 'carol');
    const token = await login(ctx.app, 'carol', PASSWORD);
    expect((await call('GET', '/sw/a/v1/markets/3/guide', token)).json()).toEqual({ guide: '', version: 1 });
    const saved = await call('POST', '/sw/a/v1/markets/3/guide/save', token, {
      guide: '<p onmouseover="x()">배송은 <strong>2일</strong> 걸려요<script>alert(1)</script></p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, version: 2 });
    expect((await call('GET', '/sw/a/v1/markets/3/guide', token)).json()).toEqual({
      guide: '<p>배송은 <strong>2일</strong> 걸려요</p>',
      version: 2,
    });
    // Nothing visible is stored as no guide.
    await call('POST', '/sw/a/v1/markets/3/guide/save', token, { guide: '<p></p><script>x</script>' });
    expect((await call('GET', '/sw/a/v1/markets/3/guide', token)).json()).toMatchObject({ guide: '' });
  });

  it('sanitises a stored guide on read too: a row written around the save call never reaches a page unchecked (issue 38 §15)', async () => {
    await seedMarket(ctx, 5, 'emma');
    const token = await login(ctx.app, 'emma', PASSWORD);
    await ctx.database.db
      .update(markets)
      .set({ guide: '<p onmouseover="x()">배송 안내<script>alert(1)</script></p><img src="x" onerror="y()">' })
      .where(eq(markets.id, 5));
    const { guide } = (await call('GET', '/sw/a/v1/markets/5/guide', token)).json() as { guide: string };
    expect(guide).toContain('<p>배송 안내</p>');
    expect(guide).not.toMatch(/script|onmouseover|onerror/);
  });

  it('refuses a missing or too long guide and leaves the stored one', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    await call('POST', '/sw/a/v1/markets/1/guide/save', token, { guide: '<p>기존</p>' });
    expect((await call('POST', '/sw/a/v1/markets/1/guide/save', token, {})).statusCode).toBe(400);
    const long = await call('POST', '/sw/a/v1/markets/1/guide/save', token, { guide: `<p>${'가'.repeat(20_001)}</p>` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messages.guide.tooLong);
    expect((await call('GET', '/sw/a/v1/markets/1/guide', token)).json()).toMatchObject({ guide: '<p>기존</p>' });
  });

  it('keeps other markets out of the guide (403) and needs a token (401)', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    expect((await call('GET', '/sw/a/v1/markets/2/guide', token)).statusCode).toBe(403);
    expect((await call('POST', '/sw/a/v1/markets/2/guide/save', token, { guide: '<p>침입</p>' })).statusCode).toBe(403);
    expect((await call('GET', '/sw/a/v1/markets/1/guide')).statusCode).toBe(401);
    expect((await call('POST', '/sw/a/v1/markets/1/guide/save', undefined, { guide: 'x' })).statusCode).toBe(401);
    const [bob] = await ctx.database.db.select({ guide: markets.guide }).from(markets).where(eq(markets.id, 2));
    expect(bob!.guide).toBe('');
  });
});

describe.each(databaseKinds)('fitting models on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as never, headers: token ? { 'x-auth-token': token } : {} });
  let lastMarket = 2;
  /** A market of the test's own with its seller signed in: the tests count and list a market's models. */
  const ownMarket = async () => {
    const id = ++lastMarket;
    await seedMarket(ctx, id, `seller${id}`);
    return { id, token: await login(ctx.app, `seller${id}`, PASSWORD) };
  };

  it('creates, lists, updates and deletes a model with every field', async () => {
    const { id: marketId, token } = await ownMarket();
    const created = await call('POST', '/sw/a/v1/market/model', token, {
      marketId,
      name: '지수',
      height: 170.5,
      weight: '48',
      bra: '75B',
      panties: 'M',
      top: '55',
      waist: 24,
      shoes: 240,
      description: '상체가 긴 편',
      representative: true,
    });
    expect(created.statusCode).toBe(200);
    const { modelId } = created.json();
    expect(modelId).toBeGreaterThan(0);
    await ctx.database.db.insert(images).values({
      marketId,
      type: 'MODEL',
      typeId: modelId,
      key: `model/${modelId}.png`,
      url: `/files/model/${modelId}.png`,
      width: 320,
      height: 320,
    });
    const list = await call('GET', `/sw/a/v1/markets/${marketId}/models`, token);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: modelId,
        name: '지수',
        height: 170.5,
        weight: 48,
        bra: '75B',
        panties: 'M',
        top: '55',
        waist: 24,
        shoes: 240,
        description: '상체가 긴 편',
        representative: true,
        imageUrl: `/files/model/${modelId}.png`,
      }),
    ]);
    const updated = await call('PUT', '/sw/a/v1/market/model', token, {
      id: modelId,
      name: '지수 B',
      height: '',
      weight: 49,
      description: '',
    });
    expect(updated.statusCode).toBe(200);
    expect((await call('GET', `/sw/a/v1/markets/${marketId}/models`, token)).json()[0]).toMatchObject({
      name: '지수 B',
      height: null,
      weight: 49,
      bra: null,
      representative: true,
    });
    const removed = await call('DELETE', `/sw/a/v1/market/models/${modelId}`, token);
    expect(removed.json()).toEqual({ deleted: true });
    expect((await call('GET', `/sw/a/v1/markets/${marketId}/models`, token)).json()).toEqual([]);
    expect(await ctx.database.db.select().from(images).where(eq(images.typeId, modelId))).toHaveLength(0);
  });

  it('keeps one representative model per market', async () => {
    const { id: marketId, token } = await ownMarket();
    const a = (await call('POST', '/sw/a/v1/market/model', token, { marketId, name: 'A', representative: true })).json()
      .modelId;
    const b = (await call('POST', '/sw/a/v1/market/model', token, { marketId, name: 'B', representative: true })).json()
      .modelId;
    let rows = (await call('GET', `/sw/a/v1/markets/${marketId}/models`, token)).json() as {
      id: number;
      representative: boolean;
    }[];
    expect(rows.filter((r) => r.representative).map((r) => r.id)).toEqual([b]);
    await call('PUT', '/sw/a/v1/market/model', token, { id: a, name: 'A', representative: true });
    rows = (await call('GET', `/sw/a/v1/markets/${marketId}/models`, token)).json();
    expect(rows.filter((r) => r.representative).map((r) => r.id)).toEqual([a]);
    for (const id of [a, b]) await call('DELETE', `/sw/a/v1/market/models/${id}`, token);
  });

  it('refuses bad fields with the Korean reason and writes nothing', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const before = await ctx.database.db.select().from(models);
    const cases: [Record<string, unknown>, string][] = [
      [{ marketId: 1, name: '' }, messages.model.nameRequired],
      [{ marketId: 1 }, messages.model.nameRequired],
      [{ marketId: 1, name: '지수', description: '가'.repeat(101) }, messages.model.descriptionTooLong],
      [{ marketId: 1, name: '지수', height: -3 }, messages.model.measureInvalid],
      [{ marketId: 1, name: '지수', shoes: 'big' }, messages.model.measureInvalid],
    ];
    for (const [body, text] of cases) {
      const res = await call('POST', '/sw/a/v1/market/model', token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect(await ctx.database.db.select().from(models)).toEqual(before);
    expect((await call('PUT', '/sw/a/v1/market/model', token, { id: 1, name: '' })).statusCode).toBe(400);
    expect((await call('DELETE', '/sw/a/v1/market/models/x', token)).statusCode).toBe(400);
  });

  it('answers 401 without a token and keeps other markets out (403 named, 404 for their models)', async () => {
    const { id: mine, token: alice } = await ownMarket();
    const { id: theirs, token: bob } = await ownMarket();
    const bobs = (await call('POST', '/sw/a/v1/market/model', bob, { marketId: theirs, name: '밥 모델' })).json()
      .modelId;
    expect((await call('GET', `/sw/a/v1/markets/${mine}/models`)).statusCode).toBe(401);
    expect((await call('POST', '/sw/a/v1/market/model', undefined, { marketId: mine, name: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('PUT', '/sw/a/v1/market/model', undefined, { id: bobs, name: 'x' })).statusCode).toBe(401);
    expect((await call('DELETE', `/sw/a/v1/market/models/${bobs}`)).statusCode).toBe(401);
    expect((await call('GET', `/sw/a/v1/markets/${theirs}/models`, alice)).statusCode).toBe(403);
    expect((await call('POST', '/sw/a/v1/market/model', alice, { marketId: theirs, name: 'x' })).statusCode).toBe(403);
    expect(
      (await call('PUT', '/sw/a/v1/market/model', alice, { id: bobs, marketId: theirs, name: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('PUT', '/sw/a/v1/market/model', alice, { id: bobs, name: '빼앗기' })).statusCode).toBe(404);
    expect((await call('DELETE', `/sw/a/v1/market/models/${bobs}`, alice)).statusCode).toBe(404);
    expect((await call('GET', `/sw/a/v1/markets/${theirs}/models`, bob)).json()).toEqual([
      expect.objectContaining({ id: bobs, name: '밥 모델' }),
    ]);
    await call('DELETE', `/sw/a/v1/market/models/${bobs}`, bob);
  });

  it('takes the profile image through the shared image call (type MODEL) and drops it with the model', async () => {
    const { id: marketId, token } = await ownMarket();
    const bob = await login(ctx.app, 'bob', PASSWORD);
    const { modelId } = (await call('POST', '/sw/a/v1/market/model', token, { marketId, name: '사진 모델' })).json();
    const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    // The boundary of the body and the header must match: build both from one Request.
    const send = async (as: string, typeId: number, name = 'profile.png', body = picture) => {
      const form = new FormData();
      form.append('filePath', `model/${marketId}/${typeId}`);
      form.append('type', 'MODEL');
      form.append('typeId', String(typeId));
      form.append('files', new Blob([body], { type: 'image/png' }), name);
      const request = new Request('http://x/', { method: 'POST', body: form });
      return ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/upload',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'x-auth-token': as, 'content-type': request.headers.get('content-type')! },
      });
    };
    expect((await send(bob, modelId)).statusCode).toBe(404);
    expect((await send(token, modelId, 'profile.gif')).statusCode).toBe(400);
    const ok = await send(token, modelId);
    expect(ok.statusCode).toBe(200);
    const [model] = (await call('GET', `/sw/a/v1/markets/${marketId}/models`, token)).json() as {
      imageId: number;
      imageUrl: string;
    }[];
    expect(model!.imageUrl).toMatch(/^\/files\//);
    expect(model!.imageId).toBe(ok.json().images[0].id);
    // One profile image only: a second is refused until the first is deleted.
    expect((await send(token, modelId)).statusCode).toBe(400);
    expect((await call('DELETE', `/sw/a/v1/market/models/${modelId}`, token)).json()).toEqual({ deleted: true });
    expect(await ctx.database.db.select().from(images).where(eq(images.typeId, modelId))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url: model!.imageUrl })).statusCode).toBe(404);
  });

  describe('a model created with its profile image in one call', () => {
    /** POST /sw/a/v1/market/model/with-image as the model page sends it. */
    const createWithImage = (token: string, fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
      const body = multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        ...(file ? [{ name: 'file', filename: file.name, data: file.data, contentType: 'image/png' }] : []),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/market/model/with-image',
        payload: body.payload,
        headers: { ...body.headers, 'x-auth-token': token },
      });
    };
    const modelsOf = (marketId: number) => ctx.database.db.select().from(models).where(eq(models.marketId, marketId));
    const imagesOf = (marketId: number) => ctx.database.db.select().from(images).where(eq(images.marketId, marketId));
    const filesOf = (marketId: number) =>
      readdir(path.join(ctx.dataDir, 'files', 'model', String(marketId)), { recursive: true }).catch(() => []);
    const profile = async () => ({ name: 'profile.png', data: await makePng(320, 320) });

    it('saves the model, its fields and its image together', async () => {
      const { id: marketId, token } = await ownMarket();
      const res = await createWithImage(
        token,
        { marketId: String(marketId), name: '지수', height: '168.5', bra: '', representative: 'true' },
        await profile(),
      );
      expect(res.statusCode).toBe(200);
      const created = res.json();
      expect(created).toEqual({
        modelId: expect.any(Number),
        version: expect.any(Number),
        imageId: expect.any(Number),
        imageUrl: expect.stringMatching(/^\/files\/model\//),
      });
      const [model] = (await call('GET', `/sw/a/v1/markets/${marketId}/models`, token)).json();
      expect(model).toMatchObject({
        id: created.modelId,
        name: '지수',
        height: 168.5,
        bra: null,
        representative: true,
        imageId: created.imageId,
        imageUrl: created.imageUrl,
      });
      expect((await ctx.app.inject({ method: 'GET', url: created.imageUrl })).statusCode).toBe(200);
    });

    it('leaves no model when the image is refused, missing or the fields are wrong', async () => {
      const { id: marketId, token } = await ownMarket();
      const fields = { marketId: String(marketId), name: '지수' };
      const notAnImage = await createWithImage(token, fields, { name: 'profile.png', data: Buffer.from('not a png') });
      expect(notAnImage.statusCode).toBe(400);
      const missing = await createWithImage(token, fields);
      expect(missing.json().message).toBe(messages.model.imageRequired);
      const noName = await createWithImage(token, { marketId: String(marketId) }, await profile());
      expect(noName.json().message).toBe(messages.model.nameRequired);
      const otherMarket = await createWithImage(token, { ...fields, marketId: '1' }, await profile());
      expect(otherMarket.statusCode).toBe(403);
      expect(await modelsOf(marketId)).toHaveLength(0);
      expect(await imagesOf(marketId)).toHaveLength(0);
      expect(await filesOf(marketId)).toEqual([]);
    });

    it('leaves neither the model nor the file when writing the image row fails', async () => {
      const { id: marketId, token } = await ownMarket();
      const db = ctx.database.db;
      await db.execute(
        sql.raw(`create or replace function test_fail_image() returns trigger language plpgsql as $$
          begin raise exception 'forced failure'; end $$`),
      );
      await db.execute(
        sql.raw(
          `create trigger test_fail_image before insert on images for each row when (new.market_id = ${marketId}) execute function test_fail_image()`,
        ),
      );
      try {
        const res = await createWithImage(token, { marketId: String(marketId), name: '지수' }, await profile());
        expect(res.statusCode).toBe(500);
      } finally {
        await db.execute(sql`drop trigger test_fail_image on images`);
        await db.execute(sql`drop function test_fail_image()`);
      }
      expect(await modelsOf(marketId)).toHaveLength(0);
      expect(await imagesOf(marketId)).toHaveLength(0);
      expect(await filesOf(marketId)).toEqual([]);
    });
  });

  it('refuses the 11th model, also when requests race for the last places', async () => {
    const { id: marketId, token } = await ownMarket();
    for (let i = 0; i < 7; i++)
      expect((await call('POST', '/sw/a/v1/market/model', token, { marketId, name: `모델${i}` })).statusCode).toBe(200);
    // 8 requests race for the last 3 places.
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', '/sw/a/v1/market/model', token, { marketId, name: `경쟁${i}` })),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = racing.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().message).toBe(messages.model.limit);
    expect(await ctx.database.db.select().from(models).where(eq(models.marketId, marketId))).toHaveLength(10);
    // Another market has its own 10 places.
    const other = await ownMarket();
    expect(
      (await call('POST', '/sw/a/v1/market/model', other.token, { marketId: other.id, name: '밥' })).statusCode,
    ).toBe(200);
  });
});
