import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { orderJson } from '../src/modules/orders/order-json.ts';
import { databaseKinds, useTestApp, type TestContext } from './helper.ts';

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every relation (table, view's table, index's table) the database's plan of a line's JSON reads. */
async function relationsRead(ctx: TestContext, json: SQL) {
  const result = await ctx.database.db.execute(
    sql`explain (verbose, format json) select ${json}::text from ${orders} where ${orders.id} = 1`,
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
    expect(await relationsRead(ctx, orderJson)).toEqual(['orders']);
  });

  it('would notice a line JSON that also read another table', async () => {
    const reachingOut = sql`(select json_build_object('line', ${orderJson}, 'history',
      (select count(*) from order_history h where h.order_id = ${orders.id})))`;
    expect(await relationsRead(ctx, reachingOut)).toEqual(['order_history', 'orders']);
  });
});
