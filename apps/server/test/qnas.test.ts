import { messages } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qnas } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

const DAY = 86_400_000;

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const now = Date.now();
  await ctx.database.db.insert(qnas).values([
    { marketId: 1, type: 'DELIVERY', content: '언제 오나요?', createdAt: new Date(now - 1 * DAY) },
    { marketId: 1, type: 'PAYMENT', content: '결제가 안 돼요', createdAt: new Date(now - 2 * DAY) },
    { marketId: 1, type: 'DELIVERY', content: '배송지 변경', createdAt: new Date(now - 40 * DAY) },
    {
      marketId: 1,
      type: 'ETC',
      content: '세탁 방법',
      reply: '손세탁 해주세요',
      replyYn: true,
      createdAt: new Date(now - 3 * DAY),
      repliedAt: new Date(now - 2 * DAY),
    },
    { marketId: 2, type: 'DELIVERY', content: '밥 마켓 문의', createdAt: new Date(now - 1 * DAY) },
  ]);
}

const form = (body: Record<string, string>) => ({
  payload: new URLSearchParams(body).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe.each(databaseKinds)('inquiries on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  // As the screens call it: paged (without page and size it answers every match as a list).
  const list = async (token: string | undefined, fields: Record<string, string>) => {
    const body = { page: '1', size: '10', ...fields };
    return ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/qnas',
      ...form(body),
      headers: { ...form(body).headers, ...(token ? { 'x-auth-token': token } : {}) },
    });
  };

  it('lists unanswered and answered inquiries of the own market, newest first, with a total', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const open = await list(token, { marketId: '1', replyYn: 'false' });
    expect(open.statusCode).toBe(200);
    expect(open.json().total).toBe(3);
    expect(open.json().qnas.map((q: { content: string }) => q.content)).toEqual([
      '언제 오나요?',
      '결제가 안 돼요',
      '배송지 변경',
    ]);
    const done = await list(token, { marketId: '1', replyYn: 'true' });
    expect(done.json()).toMatchObject({ total: 1, qnas: [{ type: 'ETC', reply: '손세탁 해주세요', replyYn: true }] });
  });

  it('filters by type and period and pages on the server', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const byType = await list(token, { marketId: '1', replyYn: 'false', type: 'DELIVERY' });
    expect(byType.json().total).toBe(2);
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() + 9 * 3_600_000 - 30 * DAY).toISOString().slice(0, 10);
    const recent = await list(token, { marketId: '1', replyYn: 'false', startDate: monthAgo, endDate: today });
    expect(recent.json().total).toBe(2);
    const page2 = await list(token, { marketId: '1', replyYn: 'false', page: '2', size: '2' });
    expect(page2.json()).toMatchObject({ total: 3, qnas: [{ content: '배송지 변경' }] });
  });

  it('refuses bad search input with 400 and a Korean message', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const reversed = await list(token, { marketId: '1', startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(messages.search.invalidPeriod);
    const bad: Record<string, string>[] = [
      { marketId: '1', type: 'SHIPPING' },
      { marketId: '1', startDate: '2026-13-01' },
      { marketId: '1', size: '1000' },
      {},
    ];
    for (const body of bad) {
      const res = await list(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });

  it('answers 401 without a token and 403 for another market', async () => {
    expect((await list(undefined, { marketId: '1' })).statusCode).toBe(401);
    const token = await login(ctx.app, 'alice', PASSWORD);
    const other = await list(token, { marketId: '2' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.common.forbiddenMarket);
  });

  it("reads one inquiry of the own market; another market's is 404", async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const [mine] = await ctx.database.db.select().from(qnas).where(eq(qnas.content, '언제 오나요?'));
    const [theirs] = await ctx.database.db.select().from(qnas).where(eq(qnas.marketId, 2));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/sw/a/v1/qnas/${mine!.id}`,
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: mine!.id,
      type: 'DELIVERY',
      content: '언제 오나요?',
      reply: null,
      replyYn: false,
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/sw/a/v1/qnas/${theirs!.id}`, headers: { 'x-auth-token': token } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/qnas/abc', headers: { 'x-auth-token': token } }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/sw/a/v1/qnas/${mine!.id}` })).statusCode).toBe(401);
  });

  it('saves a reply, marks the inquiry answered and moves it to the answered list', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const [q] = await ctx.database.db.select().from(qnas).where(eq(qnas.content, '결제가 안 돼요'));
    const body = { id: String(q!.id), replyYn: 'true', reply: '  확인 후 연락드리겠습니다.  ' };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/sw/a/v1/qnas/${q!.id}`,
      ...form(body),
      headers: { ...form(body).headers, 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ replyYn: true, reply: '확인 후 연락드리겠습니다.' });
    expect(res.json().repliedAt).toMatch(/T/);
    const done = await list(token, { marketId: '1', replyYn: 'true' });
    expect(done.json().qnas.map((x: { id: number }) => x.id)).toContain(q!.id);
    const open = await list(token, { marketId: '1', replyYn: 'false' });
    expect(open.json().qnas.map((x: { id: number }) => x.id)).not.toContain(q!.id);
  });

  it('refuses an empty, too long or not-answered reply and a mismatched id, writing nothing', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const [q] = await ctx.database.db.select().from(qnas).where(eq(qnas.content, '배송지 변경'));
    const id = String(q!.id);
    const cases: [Record<string, string>, string][] = [
      [{ id, replyYn: 'true', reply: '' }, messages.qna.replyRequired],
      [{ id, replyYn: 'true', reply: '   ' }, messages.qna.replyRequired],
      [{ id, replyYn: 'true', reply: '가'.repeat(101) }, messages.qna.replyTooLong],
      [{ id, replyYn: 'false', reply: '네' }, messages.qna.replyMustBeAnswered],
      [{ id: String(q!.id + 1000), replyYn: 'true', reply: '네' }, messages.qna.idMismatch],
    ];
    for (const [body, text] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/sw/a/v1/qnas/${id}`,
        ...form(body),
        headers: { ...form(body).headers, 'x-auth-token': token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    const ok = { id, replyYn: 'true', reply: '가'.repeat(100) };
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/sw/a/v1/qnas/${id}`,
          ...form(ok),
          headers: { ...form(ok).headers },
        })
      ).statusCode,
    ).toBe(401);
    const [after] = await ctx.database.db.select().from(qnas).where(eq(qnas.id, q!.id));
    expect(after).toMatchObject({ reply: null, replyYn: false });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/sw/a/v1/qnas/${id}`,
      ...form(ok),
      headers: { ...form(ok).headers, 'x-auth-token': token },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses a field sent twice alike, urlencoded or multipart, and writes nothing', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const [q] = await ctx.database.db.select().from(qnas).where(eq(qnas.content, '결제가 안 돼요'));
    const id = String(q!.id);
    const fields: [string, string][] = [
      ['id', id],
      ['replyYn', 'true'],
      ['reply', '첫 답변'],
      ['reply', '둘째 답변'],
    ];
    const boundary = '----twice';
    const multipartBody =
      fields
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const answers = [];
    for (const [contentType, payload] of [
      ['application/x-www-form-urlencoded', new URLSearchParams(fields).toString()],
      [`multipart/form-data; boundary=${boundary}`, multipartBody],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/sw/a/v1/qnas/${id}`,
        payload,
        headers: { 'content-type': contentType, 'x-auth-token': token },
      });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]!.status).toBe(400);
    expect(answers[1]).toEqual(answers[0]);
    const [after] = await ctx.database.db.select().from(qnas).where(eq(qnas.id, q!.id));
    expect(after).toEqual(q);
  });

  it("does not let a seller answer another market's inquiry (404, nothing written)", async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const [theirs] = await ctx.database.db.select().from(qnas).where(eq(qnas.marketId, 2));
    const body = { id: String(theirs!.id), replyYn: 'true', reply: '남의 답변' };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/sw/a/v1/qnas/${theirs!.id}`,
      ...form(body),
      headers: { ...form(body).headers, 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(404);
    const [after] = await ctx.database.db.select().from(qnas).where(eq(qnas.id, theirs!.id));
    expect(after!.replyYn).toBe(false);
  });
});
