import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORDER_SCREENS, type OrderStatus } from '@seller/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessLog, orders } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { lockDataDir } from '../src/lib/data-dir-lock.ts';
import { admin } from './admin-cli.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

const DAY = 86_400_000;

const OPERATOR_TOKEN = 'operator-token-for-privacy-tests';

/** A buyer's data in full: none of these values may appear where the data is masked. */
const buyer = (n: number) => ({
  ordererName: ['홍길동', '이영희', '박민수', '최지우', '정하나', '강두리'][n]!,
  ordererContact: `0101234${String(5670 + n)}`,
  recipientName: ['김철수', '오수진', '윤서준', '장미란', '한결이', '서바다'][n]!,
  recipientContact: `0109876${String(5430 + n)}`,
  address2: `10${n}동 120${n}호`,
  entranceValue: `#98${n}7`,
  pccc: `P12345678901${n}`,
  nameForPccc: ['홍길동', '이영희', '박민수', '최지우', '정하나', '강두리'][n]!,
});
/** The orders of the tests: code, status, days since payment. */
const PLAN: [string, OrderStatus, number][] = [
  ['R001', 'PAID', 1],
  ['R002', 'CONFIRMED', 20],
  ['R003', 'TRANSIT', 3],
  ['R004', 'PAID', 100],
  ['R005', 'EXCHANGING1', 15],
  ['R006', 'CANCELLED', 5],
];
const fullValues = (n: number) => {
  const b = buyer(n);
  return [b.ordererName, b.ordererContact, b.recipientName, b.recipientContact, b.address2, b.entranceValue, b.pccc];
};
/** The full values of the orders at these indexes of PLAN found in a text. */
const leaks = (text: string, indexes: number[]) =>
  indexes.flatMap((n) =>
    fullValues(n).filter((v) => text.includes(v) || text.includes(v.replace(/^(\d{3})(\d{4})/, '$1-$2-'))),
  );

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const random = createRandom(34);
  const now = new Date();
  await ctx.database.db.insert(orders).values([
    ...PLAN.map(([code, status, days], n) => ({
      ...makeOrder(random, 1, code, status, new Date(now.getTime() - days * DAY), now).order,
      ...buyer(n),
      deliveryMessage: '문 앞',
      entranceType: '공동현관 비밀번호',
    })),
    makeOrder(random, 2, 'Q001', 'PAID', new Date(now.getTime() - DAY), now).order,
  ]);
}

/** Every cell's text of an .xlsx answer, one line per row. */
async function xlsxText(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const lines: string[] = [];
  book.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1).join('\t')));
  return lines;
}

describe.each(databaseKinds)('buyers’ personal data on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });
  let alice = '';
  let bob = '';
  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
  });
  const call = (method: 'GET' | 'POST', url: string, token = alice, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, payload });
  const logRows = () => ctx.database.db.select().from(accessLog).orderBy(accessLog.id);
  const reveal = (code: string, payload: object, token = alice) =>
    call('POST', `/sw/a/v1/orders/${code}/personal-data`, token, payload);
  const allStatuses = ORDER_SCREENS.orderTotal.join(',');

  it('masks lists, the detail and searches on the full name or contact', async () => {
    const list = await call('GET', `/sw/a/v3/orders?marketId=1&size=50&orderStatusList=${allStatuses}`);
    expect(list.statusCode).toBe(200);
    expect(leaks(list.body, [0, 1, 2, 3, 4, 5])).toEqual([]);
    const first = list.json().orders.find((o: { code: string }) => o.code === 'R001');
    expect(first).toMatchObject({
      pccc: 'P**********10',
      nameForPccc: '홍*동',
      orderer: { name: '홍*동', contact: '010-****-5670' },
      recipient: { name: '김*수', phoneNumber: '010-****-5430', address2: '', entranceValue: '****' },
    });
    expect(first.recipient.address1).not.toBe('');
    for (const query of ['userName=%ED%99%8D%EA%B8%B8%EB%8F%99', 'userContact=010-1234-5670']) {
      const found = await call('GET', `/sw/a/v3/orders?marketId=1&size=10&${query}`);
      expect(found.json().orders.map((o: { code: string }) => o.code)).toEqual(['R001']);
      expect(leaks(found.body, [0])).toEqual([]);
    }
    const detail = await call('GET', '/sw/a/v1/orders/R001');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().orderer).toEqual({ name: '홍*동', contact: '010-****-5670' });
    expect(leaks(detail.body, [0])).toEqual([]);
  });

  it('reveals an order for a purpose and logs who, when, where, what and why', async () => {
    const before = (await logRows()).length;
    expect((await reveal('R001', {})).statusCode).toBe(400);
    const other = await reveal('R001', { purpose: 'OTHER' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('기타 목적을 입력해주세요.');
    expect(await logRows()).toHaveLength(before);

    const res = await reveal('R001', { purpose: 'SHIPPING', purposeDetail: '주소 확인' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'R001',
      pccc: 'P123456789010',
      nameForPccc: '홍길동',
      orderer: { name: '홍길동', contact: '01012345670' },
      recipient: expect.objectContaining({
        name: '김철수',
        phoneNumber: '01098765430',
        address2: '100동 1200호',
        entranceValue: '#9807',
      }),
    });
    const rows = await logRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      marketId: 1,
      actor: 'alice',
      address: '127.0.0.1',
      channel: 'SCREEN',
      purpose: 'SHIPPING',
      purposeDetail: '주소 확인',
      orderCount: 1,
      orderCodes: ['R001'],
      fields: expect.arrayContaining(['orderer.name', 'recipient.address', 'pccc']),
    });
    expect(Date.now() - rows.at(-1)!.at.getTime()).toBeLessThan(60_000);
  });

  it('reveals only while the seller needs the data: not after 구매 확정, delivery or a completed cancel', async () => {
    const before = (await logRows()).length;
    for (const code of ['R002', 'R006']) {
      const res = await reveal(code, { purpose: 'CUSTOMER_INQUIRY' });
      expect(res.statusCode).toBe(409);
      expect(leaks(res.body, [1, 5])).toEqual([]);
    }
    expect(await logRows()).toHaveLength(before);
    expect((await reveal('R005', { purpose: 'CLAIM' })).json().orderer.name).toBe('정하나');
    expect((await reveal('R001', { purpose: 'SHIPPING' }, bob)).statusCode).toBe(404);
    expect(await logRows()).toHaveLength(before + 1);
  });

  it('reveals nothing when the log row cannot be written', async () => {
    const { db } = ctx.database;
    await db.execute(sql`create function access_log_fail() returns trigger language plpgsql as $$
      begin raise exception 'log down'; end $$`);
    await db.execute(
      sql`create trigger access_log_fail before insert on access_log for each row execute function access_log_fail()`,
    );
    try {
      const res = await reveal('R001', { purpose: 'SHIPPING' });
      expect(res.statusCode).toBe(500);
      expect(leaks(res.body, [0])).toEqual([]);
      const slips = await call('POST', '/sw/a/v1/orders/packing-slips', alice, {
        orderCodes: ['R001'],
        purpose: 'SHIPPING',
      });
      expect(slips.statusCode).toBe(500);
      expect(leaks(slips.body, [0])).toEqual([]);
      const file = await call(
        'GET',
        `/sw/a/v1/orders/export?marketId=1&screen=orderTotal&personal=full&purpose=SHIPPING`,
      );
      expect(file.statusCode).toBe(500);
      expect(leaks(file.body, [0])).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger access_log_fail on access_log`);
      await db.execute(sql`drop function access_log_fail()`);
    }
  });

  it('exports masked or without personal columns with no reason, and in full only for a logged purpose', async () => {
    const url = `/sw/a/v1/orders/export?marketId=1&screen=orderTotal&orderStatusList=${allStatuses}`;
    const before = (await logRows()).length;
    const masked = await call('GET', url);
    expect(masked.statusCode).toBe(200);
    const maskedLines = await xlsxText(masked.rawPayload);
    expect(maskedLines[0]).toContain('주문자명');
    expect(maskedLines.find((l) => l.includes('R001'))).toContain('홍*동');
    expect(leaks(maskedLines.join('\n'), [0, 1, 2, 3, 4, 5])).toEqual([]);
    const plain = await call('GET', `${url}&personal=omit`);
    expect(plain.statusCode).toBe(200);
    const [header] = await xlsxText(plain.rawPayload);
    expect(header).toContain('주문번호');
    for (const label of [
      '주문자명',
      '주문자 연락처',
      '수령인명',
      '수령인 연락처',
      '주소',
      '개인통관고유부호',
      '배송메모',
    ])
      expect(header).not.toContain(label);
    expect((await call('GET', `${url}&personal=full`)).statusCode).toBe(400);
    expect(await logRows()).toHaveLength(before);

    const full = await call('GET', `${url}&personal=full&purpose=SHIPPING`);
    expect(full.statusCode).toBe(200);
    const lines = await xlsxText(full.rawPayload);
    expect(lines[0]).toContain('주문자명');
    const line = (code: string) => lines.find((l) => l.includes(code))!;
    expect(line('R001')).toContain('홍길동');
    expect(line('R001')).toContain('100동 1200호');
    expect(line('R005')).toContain('정하나');
    // 구매 확정, a completed cancel and a payment 100 days ago: masked in the file too.
    expect(leaks([line('R002'), line('R004'), line('R006')].join('\n'), [1, 3, 5])).toEqual([]);
    expect(line('R004')).toContain('최*우');
    const rows = await logRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ channel: 'EXPORT', purpose: 'SHIPPING', orderCount: 6, actor: 'alice' });
    expect([...rows.at(-1)!.orderCodes].sort()).toEqual(['R001', 'R002', 'R003', 'R004', 'R005', 'R006']);
    expect(rows.at(-1)!.fields).toContain('ordererName');

    const selected = await call('POST', '/sw/a/v1/orders/export', alice, {
      screen: 'orderTotal',
      orderCodes: ['R003'],
      personal: 'full',
      purpose: 'OTHER',
      purposeDetail: '택배사 분실 문의',
    });
    expect(selected.statusCode).toBe(200);
    expect((await xlsxText(selected.rawPayload))[1]).toContain('윤서준');
    expect((await logRows()).at(-1)).toMatchObject({ orderCodes: ['R003'], purposeDetail: '택배사 분실 문의' });
  });

  it('prints packing slips masked without a purpose and in full with one, logged', async () => {
    const before = (await logRows()).length;
    const masked = await call('POST', '/sw/a/v1/orders/packing-slips', alice, { orderCodes: ['R001', 'R002'] });
    expect(masked.statusCode).toBe(200);
    expect(leaks(masked.body, [0, 1])).toEqual([]);
    expect(masked.json().slips[0].recipient).toMatchObject({
      name: '김*수',
      phoneNumber: '010-****-5430',
      address2: '',
    });
    expect(await logRows()).toHaveLength(before);
    const full = await call('POST', '/sw/a/v1/orders/packing-slips', alice, {
      orderCodes: ['R001', 'R002'],
      purpose: 'SHIPPING',
    });
    const [r1, r2] = full.json().slips;
    expect(r1.recipient).toMatchObject({ name: '김철수', phoneNumber: '01098765430', address2: '100동 1200호' });
    expect(r1.deliveryMemo).toContain('#9807');
    expect(leaks(JSON.stringify(r2), [1])).toEqual([]);
    expect((await logRows()).at(-1)).toMatchObject({ channel: 'PRINT', orderCodes: ['R001', 'R002'], orderCount: 2 });
  });

  it("lists the market's own log with filters, exports it, and shows every market to the operator only", async () => {
    const mine = await call('GET', '/sw/a/v1/privacy/access-log?channel=SCREEN');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().entries.length).toBeGreaterThan(0);
    expect(
      mine
        .json()
        .entries.every((e: { channel: string; marketId: number }) => e.channel === 'SCREEN' && e.marketId === 1),
    ).toBe(true);
    const theirs = await call('GET', '/sw/a/v1/privacy/access-log', bob);
    expect(theirs.json()).toEqual({ entries: [], total: 0 });
    expect((await call('GET', '/sw/a/v1/privacy/access-log?marketId=1', bob)).statusCode).toBe(403);
    const file = await call('GET', '/sw/a/v1/privacy/access-log/export?purpose=SHIPPING');
    expect(file.statusCode).toBe(200);
    const lines = await xlsxText(file.rawPayload);
    expect(lines[0]).toContain('목적');
    expect(lines.slice(1).every((l) => l.includes('상품 발송'))).toBe(true);
    expect(lines.length - 1).toBe(Number(file.headers['x-total-count']));

    const op = await ctx.app.inject({
      method: 'GET',
      url: '/sw/o/v1/access-log?marketId=1&size=100',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(op.statusCode).toBe(200);
    expect(op.json().total).toBe((await logRows()).length);
    expect((await ctx.app.inject({ method: 'GET', url: '/sw/o/v1/access-log' })).statusCode).toBe(403);
    expect((await call('GET', '/sw/o/v1/access-log')).statusCode).toBe(403);
  });

  it('stores the cut-offs: closed orders masked for good, PCCC gone once shipped, old log rows dropped', async () => {
    const { db } = ctx.database;
    const counted = async () =>
      (await call('GET', `/sw/a/v1/orders/count?marketId=1&orderStatusList=CONFIRMED,CANCELLED`)).json();
    expect(await counted()).toBe(2);
    const now = Date.now();
    await db.insert(accessLog).values(
      [800, 400].map((days) => ({
        marketId: 1,
        actor: 'alice',
        at: new Date(now - days * DAY),
        address: '127.0.0.1',
        channel: 'SCREEN' as const,
        purpose: 'SHIPPING' as const,
        orderCount: 1,
        orderCodes: [`OLD${days}`],
        fields: ['orderer.name'],
      })),
    );
    const result = await ctx.app.services.privacy.cutOff(new Date(now));
    expect(result).toEqual({ masked: 2, pcccCleared: 2, logDeleted: 1 }); // R003 and R005 (exchanged after delivery) shipped
    const stored = async (code: string) => (await db.select().from(orders).where(eq(orders.code, code)))[0]!;
    expect(await stored('R002')).toMatchObject({
      ordererName: '이*희',
      ordererContact: '010-****-5671',
      recipientName: '오*진',
      address2: '',
      entranceValue: '****',
      pccc: null,
      nameForPccc: '이*희',
    });
    expect((await stored('R003')).pccc).toBeNull();
    expect((await stored('R005')).pccc).toBeNull();
    expect((await stored('R001')).ordererName).toBe('홍길동');
    expect((await stored('R001')).pccc).toBe('P123456789010');
    expect(await ctx.app.services.privacy.cutOff(new Date(now))).toEqual({ masked: 0, pcccCleared: 0, logDeleted: 0 });
    const codes = (await logRows()).map((r) => r.orderCodes[0]);
    expect(codes).toContain('OLD400');
    expect(codes).not.toContain('OLD800');
    // Searches on the stored value find nothing any more; counts keep working.
    const search = await call('GET', `/sw/a/v3/orders?marketId=1&size=10&userName=${encodeURIComponent('이영희')}`);
    expect(search.json().orders).toEqual([]);
    expect(await counted()).toBe(2);
  });

  it('finds no unmasked data of closed or expired orders in any list, detail, print or export', async () => {
    const closed = [1, 5]; // R002 구매 확정, R006 cancelled
    const codes = PLAN.map(([code]) => code);
    const texts: string[] = [];
    /** Downloads: R004, paid 100 days ago, must be masked there too. */
    const files: string[] = [];
    texts.push((await call('GET', `/sw/a/v3/orders?marketId=1&size=50&orderStatusList=${allStatuses}`)).body);
    for (const code of codes) texts.push((await call('GET', `/sw/a/v1/orders/${code}`)).body);
    texts.push(
      (await call('POST', '/sw/a/v1/orders/packing-slips', alice, { orderCodes: codes, purpose: 'SHIPPING' })).body,
    );
    texts.push((await call('POST', '/sw/a/v1/orders/pick-list', alice, { orderCodes: codes })).body);
    files.push(
      ...(await xlsxText(
        (await call('POST', '/sw/a/v1/orders/pick-list/export', alice, { orderCodes: codes })).rawPayload,
      )),
    );
    for (const screen of Object.keys(ORDER_SCREENS)) {
      const statuses = ORDER_SCREENS[screen as keyof typeof ORDER_SCREENS].join(',');
      const url = `/sw/a/v1/orders/export?marketId=1&screen=${screen}&orderStatusList=${statuses}&personal=full&purpose=SHIPPING`;
      const res = await call('GET', url);
      expect(res.statusCode).toBe(200);
      files.push(...(await xlsxText(res.rawPayload)));
    }
    const selection = await call('POST', '/sw/a/v1/orders/export', alice, {
      screen: 'orderTotal',
      orderCodes: codes,
      personal: 'full',
      purpose: 'SHIPPING',
    });
    files.push(...(await xlsxText(selection.rawPayload)));
    for (const code of codes) texts.push((await reveal(code, { purpose: 'SHIPPING' })).body);
    expect(leaks(texts.join('\n'), closed)).toEqual([]);
    expect(leaks(files.join('\n'), [...closed, 3])).toEqual([]);
    // The scan would see them: the open order R001 is there in full, on screen and in the files.
    expect(leaks(texts.join('\n'), [0]).length).toBeGreaterThan(0);
    expect(leaks(files.join('\n'), [0]).length).toBeGreaterThan(0);
  });
  it('runs the cut-off on the job engine, scheduled hourly', async () => {
    const { db } = ctx.database;
    const random = createRandom(35);
    const now = new Date();
    await db.insert(orders).values({
      ...makeOrder(random, 1, 'R007', 'CONFIRMED', new Date(now.getTime() - 2 * DAY), now).order,
      ordererName: '구매확',
      address2: '7동 707호',
    });
    await ctx.app.jobs.start();
    const schedules = await ctx.app.jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === 'privacy.cut-off')).toMatchObject({ cron: '17 * * * *' });
    await ctx.app.jobs.send('privacy.cut-off');
    await expect
      .poll(async () => (await db.select().from(orders).where(eq(orders.code, 'R007')))[0]!.address2, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe('');
    expect((await db.select().from(orders).where(eq(orders.code, 'R007')))[0]!.ordererName).toBe('구*확');
  });

  it('prints the log to the operator with npm run admin, through the running server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'privacy-cli-'));
    const unlock = lockDataDir(dataDir);
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      const port = String(typeof address === 'object' ? address?.port : 0);
      const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: port, OPERATOR_TOKEN };
      const run = await admin(['access-log', '--market', '1', '--id', 'alice'], env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const lines = run.stdout.trim().split('\n');
      expect(lines[0]).toBe('at\tmarket\tseller\taddress\tchannel\tpurpose\tdetail\torders\tcodes\tfields');
      expect(lines.slice(1, -1).every((line) => line.split('\t')[2] === 'alice')).toBe(true);
      expect(run.stdout).toContain('R001');
      expect(lines.at(-1)).toMatch(/^# \d+ entries; page 1 of \d+$/);
    } finally {
      unlock();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // Last: the calls it sends include sign-outs of every session.
  it('keeps the log as written: no call and no statement changes or deletes a row', async () => {
    const { db } = ctx.database;
    const before = await logRows();
    expect(before.length).toBeGreaterThan(0);
    await expect(db.update(accessLog).set({ purpose: 'OTHER' })).rejects.toThrow();
    await expect(db.delete(accessLog)).rejects.toThrow();
    await expect(db.execute(sql`truncate access_log`)).rejects.toThrow();
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const url = path.replace(/\{[^}]+\}/g, (p) => (p.includes('code') ? 'R001' : '1'));
        for (const headers of [
          { 'x-auth-token': await login(ctx.app, 'alice', PASSWORD) },
          { 'x-operator-token': OPERATOR_TOKEN },
        ])
          await ctx.app.inject({ method: method.toUpperCase() as 'POST', url, headers, payload: {} });
      }
    }
    const after = await logRows();
    expect(after.slice(0, before.length)).toEqual(before);
    // Every write route, with a sign-in for each (sign-outs end sessions): about 100 calls on a busy machine.
  }, 120_000);
});
