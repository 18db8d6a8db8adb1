import {
  maskEntrance,
  maskName,
  maskPccc,
  maskPhone,
  ORDER_SCREENS,
  ORDER_STATUSES,
  orderSchema,
  type Order,
} from '@seller/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hotStatement } from '../src/db/client.ts';
import { orders } from '../src/db/schema/index.ts';
import { orderColumns, orderFromColumns, orderJson } from '../src/modules/orders/order-json.ts';
import { createOrderReads } from '../src/modules/orders/reads.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, useTestApp, type TestContext } from './helper.ts';

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every relation (table, view's table, index's table) the database's plan of a line reads. */
async function relationsRead(ctx: TestContext, line: SQL) {
  const result = await ctx.database.db.execute(
    sql`explain (verbose, format json) select ${line} from ${orders} where ${orders.id} = 1`,
  );
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const cell = Object.values(rows[0]!)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  const names = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node['Relation Name']) names.add(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  walk(plan[0]!.Plan);
  return [...names].sort();
}

describe.each(databaseKinds)('order line JSON on %s', (kind) => {
  const ctx = useTestApp(kind);

  // The line cache keys a line by the orders row's version: its JSON must read that row and nothing else.
  it('reads the orders row only, so the line cache keyed by its version cannot serve stale JSON', async () => {
    expect(await relationsRead(ctx, sql`${orderJson}::text`)).toEqual(['orders']);
    expect(await relationsRead(ctx, sql.join(Object.values(orderColumns), sql`, `))).toEqual(['orders']);
  });

  it('would notice a line JSON that also read another table', async () => {
    const reachingOut = sql`(select json_build_object('line', ${orderJson}, 'history',
      (select count(*) from order_history h where h.order_id = ${orders.id})))`;
    expect(await relationsRead(ctx, sql`${reachingOut}::text`)).toEqual(['order_history', 'orders']);
  });

  // Each database builds lines one way (Database.lineJson); both must give the same line.
  it('builds the same line from the columns as the database builds as JSON, for every kind of value', async () => {
    const { db } = ctx.database;
    await ctx.app.services.admin.createMarket({ id: 7, koName: '줄 마켓' });
    const now = new Date('2026-03-01T03:04:05.678Z');
    const random = createRandom(3);
    const made = ORDER_STATUSES.map(
      (status, i) => makeOrder(random, 7, `J${i}`, status, new Date(now.getTime() - (i + 1) * 3_600_000), now).order,
    );
    Object.assign(made[0]!, {
      productName: '따옴표 " 역슬래시 \\ 줄바꿈 \n 탭 \t 제어 \u0001 끝',
      pccc: 'P123456789012',
      nameForPccc: '홍길동',
      gift: ['사은품 "파우치"', '양말'],
      cancelWithDeliveryFee: true,
      deliveryType: 'PARCEL',
      deliveryName: 'CJ대한통운',
      deliveryCode: '123456789012',
      reason: '단순 변심',
      detailReason: '사이즈가\n작아요',
    });
    Object.assign(made[1]!, { cancelWithDeliveryFee: false, receiptUrl: null });
    // A receipt link that is not a web address is never sent: the page would make it a link.
    Object.assign(made[2]!, { receiptUrl: 'javascript:alert(document.cookie)' });
    Object.assign(made[3]!, { receiptUrl: ' data:text/html,<script>alert(1)</script>' });
    Object.assign(made[4]!, { receiptUrl: 'HTTPS://pay.example.com/receipt/J4' });
    // Personal values of every shape the masking rules tell apart (issue 34): both builds mask them alike.
    const personal = [
      ['홍', '01012345678', '', 'P1'],
      ['홍길', '010-1234-5678', '1234#', 'P12'],
      ['John Smith', '0212345678', '', 'P1234'],
      ['남궁민수', '02-123-4567', '', null],
      ['홍*동', '010-****-5678', '****', 'P**********12'],
      ['', '', '', ''],
      ['😀이름😀', '12345', 'x', 'P123456789012'],
    ] as const;
    personal.forEach(([name, phone, entrance, pccc], i) =>
      Object.assign(made[i + 2]!, {
        ordererName: name,
        recipientName: name,
        nameForPccc: name,
        ordererContact: phone,
        recipientContact: phone,
        entranceValue: entrance,
        pccc,
      }),
    );
    await db.insert(orders).values(made);
    const rows = await hotStatement(
      db,
      '',
      db
        .select({ json: sql`${orderJson}::text`, ...orderColumns })
        .from(orders)
        .where(eq(orders.marketId, 7))
        .orderBy(orders.id),
    ).rows({});
    expect(rows).toHaveLength(ORDER_STATUSES.length);
    for (const row of rows) {
      const built = orderFromColumns(row, 1);
      expect(built).toEqual(JSON.parse(row[0] as string));
      expect(Object.keys(built)).toEqual(Object.keys(orderSchema.shape));
      expect(orderSchema.parse(built)).toEqual(built);
    }
    for (const [i, [name, phone, entrance, pccc]] of personal.entries()) {
      const line = orderFromColumns(rows[i + 2]!, 1);
      expect(line.orderer).toEqual({ name: maskName(name), contact: maskPhone(phone) });
      expect(line.recipient).toMatchObject({ name: maskName(name), phoneNumber: maskPhone(phone), address2: '' });
      expect(line.recipient.entranceValue).toBe(maskEntrance(entrance));
      expect([line.pccc, line.nameForPccc]).toEqual([maskPccc(pccc), maskName(name)]);
    }
    expect(orderFromColumns(rows[2]!, 1).orderer).toEqual({ name: '*', contact: '010-****-5678' });
    expect(orderFromColumns(rows[4]!, 1)).toMatchObject({ orderer: { name: 'J********h', contact: '02-****-5678' } });
    expect(orderFromColumns(rows[8]!, 1)).toMatchObject({ pccc: 'P**********12', orderer: { name: '😀**😀' } });
    const first = orderFromColumns(rows[0]!, 1);
    expect(first).toMatchObject({ id: expect.any(Number), product: { name: made[0]!.productName } });
    expect(first.gift.productDetailOptionNames).toEqual(['사은품 "파우치"', '양말']);
    expect(rows.slice(1, 5).map((row) => orderFromColumns(row, 1).payment.receiptUrl)).toEqual([
      null,
      null,
      null,
      'HTTPS://pay.example.com/receipt/J4',
    ]);
  });

  // Statements are kept under names per connection: two services on one pool that build lines
  // differently must not send two texts under one name (the bench runs such a pair).
  it('exports the same orders from two services on one database that build lines each its own way', async () => {
    const { db } = ctx.database;
    await ctx.app.services.admin.createMarket({ id: 8, koName: '두 서비스 마켓' });
    const now = new Date('2026-03-01T03:04:05.678Z');
    const random = createRandom(5);
    const statuses = ORDER_SCREENS.orderTotal;
    await db
      .insert(orders)
      .values(
        Array.from(
          { length: 25 },
          (_, i) =>
            makeOrder(random, 8, `K${i}`, statuses[i % statuses.length]!, new Date(now.getTime() - i * 60_000), now)
              .order,
        ),
      );
    const search = { orderStatusList: [...statuses], startDate: '2026-02-01', endDate: '2026-03-01' };
    const readsBy = (lineJson: 'server' | 'database') =>
      createOrderReads(db, { lineJson, exportReads: { rows: 10, busyRows: 10 } }); // a page size: named statements
    const exported = async (reads: ReturnType<typeof readsBy>) => {
      const all: Order[] = [];
      for await (const batch of reads.stream(8, search, 4)) all.push(...batch);
      return all;
    };
    const [server, database] = [readsBy('server'), readsBy('database')];
    for (let round = 0; round < 2; round++) {
      const [a, b] = [await exported(server), await exported(database)];
      expect(a.map((order) => order.code)).toEqual(Array.from({ length: 25 }, (_, i) => `K${i}`));
      expect(b).toEqual(a);
    }
  });
});
