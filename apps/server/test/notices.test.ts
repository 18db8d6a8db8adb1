import { messages } from '@seller/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notices } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { formFields } from './multipart.ts';

const OPERATOR_TOKEN = 'operator-secret-for-tests-0123456789';
const DAY = 86_400_000;

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const now = Date.now();
  // 130 notices: more than one export batch of 100.
  for (let i = 0; i < 130; i++) {
    await ctx.app.services.admin.publishNotice({
      title: i === 0 ? '정산 주기 변경 안내' : `공지 ${i}`,
      content: `<p>본문 ${i}</p>`,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      createdAt: new Date(now - i * DAY),
    });
  }
}

describe.each(databaseKinds)('notices on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} });

  it('keeps the dashboard call working: the 3 newest notices', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const res = await get('/sw/a/v1/notices?page=1&size=3', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(130);
    expect(res.json().notices.map((n: { title: string }) => n.title)).toEqual([
      '정산 주기 변경 안내',
      '공지 1',
      '공지 2',
    ]);
  });

  it('searches by title and period and refuses a reversed period', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    expect((await get(`/sw/a/v1/notices?title=${encodeURIComponent('정산')}`, token)).json().total).toBe(1);
    expect((await get('/sw/a/v1/notices?title=%25', token)).json().total).toBe(0);
    const reversed = await get('/sw/a/v1/notices?startDate=2026-02-01&endDate=2026-01-01', token);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(messages.search.invalidPeriod);
    expect((await get('/sw/a/v1/notices')).statusCode).toBe(401);
  });

  it('reads one notice with its content; an unknown id is 404', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const [row] = await ctx.database.db.select().from(notices).where(eq(notices.title, '정산 주기 변경 안내'));
    const res = await get(`/sw/a/v1/notices/${row!.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row!.id,
      title: '정산 주기 변경 안내',
      content: '<p>본문 0</p>',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      type: 'NOTICE',
    });
    expect((await get('/sw/a/v1/notices/999999', token)).statusCode).toBe(404);
    expect((await get('/sw/a/v1/notices/x', token)).statusCode).toBe(400);
    expect((await get(`/sw/a/v1/notices/${row!.id}`)).statusCode).toBe(401);
  });

  it('sanitises a stored notice on read too: a row written around the publish call never reaches a page unchecked (issue 38 §15)', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const [row] = await ctx.database.db
      .insert(notices)
      .values({
        type: 'NOTICE',
        title: '가져온 공지',
        content: '<p onclick="steal()">점검<script>alert(1)</script></p><a href="javascript:x()">링크</a>',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })
      .returning({ id: notices.id });
    const res = await get(`/sw/a/v1/notices/${row!.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toContain('<p>점검</p>');
    expect(res.json().content).not.toMatch(/script|onclick|javascript/);
    await ctx.database.db.delete(notices).where(eq(notices.id, row!.id));
  });

  it('lets the operator publish with a multipart form, sanitising the HTML', async () => {
    const form = formFields({
      title: '점검 안내',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      content:
        '<p onclick="steal()">점검<script>alert(1)</script></p><img src="http://cdn.example.com/a.png" onerror="x()">',
    });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/notices',
      payload: form.payload,
      headers: { ...form.headers, 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(notices).where(eq(notices.id, ok.json().id));
    expect(row!.content).toBe('<p>점검</p><img src="https://cdn.example.com/a.png" />');
    expect(row!.title).toBe('점검 안내');
  });

  it('refuses bad operator input with the Korean reason and writes nothing', async () => {
    const before = (await ctx.database.db.select().from(notices)).length;
    const cases: [Record<string, string>, string][] = [
      [
        { title: '', startDate: '2026-03-01', endDate: '2026-03-31', content: '<p>x</p>' },
        messages.notice.titleRequired,
      ],
      [
        { title: 'x'.repeat(101), startDate: '2026-03-01', endDate: '2026-03-31', content: '<p>x</p>' },
        messages.notice.titleTooLong,
      ],
      [
        { title: '제목', startDate: '2026-03-31', endDate: '2026-03-01', content: '<p>x</p>' },
        messages.notice.periodInvalid,
      ],
      [{ title: '제목', startDate: '2026-03-01', content: '<p>x</p>' }, messages.notice.periodInvalid],
      [
        { title: '제목', startDate: '2026-03-01', endDate: '2026-03-31', content: '<script>alert(1)</script>' },
        messages.notice.contentRequired,
      ],
      // The days every date input takes: 2000-01-01 to 2100-12-31.
      [
        { title: '제목', startDate: '1999-12-31', endDate: '2026-03-31', content: '<p>x</p>' },
        messages.search.dateOutOfRange,
      ],
      [
        { title: '제목', startDate: '2026-03-01', endDate: '2101-01-01', content: '<p>x</p>' },
        messages.search.dateOutOfRange,
      ],
    ];
    for (const [fields, text] of cases) {
      const form = formFields(fields);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/notices',
        payload: form.payload,
        headers: { ...form.headers, 'x-operator-token': OPERATOR_TOKEN },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    // A body whose boundary does not match its header is malformed: 400, not a server error.
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/notices',
      payload: formFields({ title: 'x' }).payload,
      headers: { ...formFields({}).headers, 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(broken.statusCode).toBe(400);
    // The document names multipart only: JSON and urlencoded bodies are 415, even when their fields are right.
    const fields = { title: '제목', startDate: '2026-03-01', endDate: '2026-03-31', content: '<p>x</p>' };
    for (const [contentType, payload] of [
      ['application/json', JSON.stringify(fields)],
      ['application/x-www-form-urlencoded', new URLSearchParams(fields).toString()],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/notices',
        payload,
        headers: { 'content-type': contentType, 'x-operator-token': OPERATOR_TOKEN },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(messages.common.unsupportedMediaType);
    }
    expect((await ctx.database.db.select().from(notices)).length).toBe(before);
  });

  it('does not let sellers publish: 403 with or without a session, or with a wrong operator token', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const fields = { title: '판매자 공지', startDate: '2026-03-01', endDate: '2026-03-31', content: '<p>x</p>' };
    for (const headers of [{ 'x-auth-token': token }, {}, { 'x-operator-token': 'wrong-token-wrong-token' }]) {
      const form = formFields(fields);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/notices',
        payload: form.payload,
        headers: { ...form.headers, ...headers },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.notice.operatorOnly);
    }
    expect(await ctx.database.db.select().from(notices).where(eq(notices.title, '판매자 공지'))).toHaveLength(0);
  });

  it('exports the searched notices as .xlsx with the sheet Report, across batches', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const res = await get('/sw/a/v1/notices/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Report')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('제목');
    const titles: string[] = [];
    sheet.eachRow((row, n) => n > 1 && titles.push(String(row.getCell(3).value)));
    expect(titles.filter((t) => t.startsWith('공지 ') || t === '정산 주기 변경 안내')).toHaveLength(130);
    expect(new Set(titles).size).toBe(titles.length);
    const searched = await get(`/sw/a/v1/notices/export?title=${encodeURIComponent('정산')}`, token);
    const small = new ExcelJS.Workbook();
    await small.xlsx.load(searched.rawPayload as unknown as ArrayBuffer);
    expect(small.getWorksheet('Report')!.rowCount).toBe(2);
    expect((await get('/sw/a/v1/notices/export?startDate=2026-02-01&endDate=2026-01-01', token)).statusCode).toBe(400);
    expect((await get('/sw/a/v1/notices/export')).statusCode).toBe(401);
  });
});
