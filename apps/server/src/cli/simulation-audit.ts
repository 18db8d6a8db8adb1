/**
 * The audit after a simulator run (issue 32, "done when"): every dashboard card equals its list,
 * every order's history explains its status, and each combination's stock equals its start minus
 * what was sold plus what was put back. It reads the server's database (the simulator's journal
 * says where the run started and what the server acknowledged) and answers every mismatch found.
 */
import { ALLOWED_TRANSITIONS, DASHBOARD_CARDS, ORDER_SCREENS, PLATFORM_MOVES, type OrderStatus } from '@seller/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderHistory, orders, productOptionUnions } from '../db/schema/index.ts';
import { createOrderService } from '../modules/orders/index.ts';

/** What the simulator writes down (`--journal`): the stock at its start and what the server acknowledged. */
export interface SimulationJournal {
  marketId: number;
  /** Each on-sale combination's stock when the run started. */
  start: Record<string, number>;
  /** Units taken by acknowledged purchases (201), per combination. */
  sold: Record<string, number>;
  /** Units put back by acknowledged moves (a cancelled payment; a refund that returned the item to sale). */
  putBack: Record<string, number>;
  /** Counts of what the run did, by kind. */
  tally: Record<string, number>;
}

export interface AuditResult {
  orders: number;
  combinations: number;
  cards: { label: string; card: number; list: number }[];
  problems: string[];
}

/** The seller's moves and the buyer's, the marketplace's, the carrier's and the system's (platform API, automatic confirmation). */
const allowed = new Set([
  ...ALLOWED_TRANSITIONS.map(([from, to]) => `${from}>${to}`),
  ...Object.values(PLATFORM_MOVES).map((m) => `${m.from}>${m.to}`),
]);

export async function auditSimulation(db: Db, journal: SimulationJournal): Promise<AuditResult> {
  const { marketId } = journal;
  const problems: string[] = [];

  // Every dashboard card and every screen's count (per-day counters) equals the orders its list shows.
  const reads = createOrderService(db);
  const cards: AuditResult['cards'] = [];
  const screens = [
    ...DASHBOARD_CARDS.map((c) => ({ label: `card ${c.label}`, statuses: c.statuses })),
    ...Object.entries(ORDER_SCREENS).map(([name, statuses]) => ({ label: `screen ${name}`, statuses })),
  ];
  for (const { label, statuses } of screens) {
    const card = await reads.count(marketId, { orderStatusList: [...statuses] });
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.marketId, marketId), inArray(orders.status, [...statuses])));
    const list = Number(row?.n ?? 0);
    cards.push({ label, card, list });
    if (card !== list) problems.push(`${label}: the count says ${card}, the list has ${list}`);
  }

  // Every order's history is a chain of allowed moves from its creation to the status it has.
  const all = await db
    .select({ id: orders.id, code: orders.code, status: orders.status })
    .from(orders)
    .where(eq(orders.marketId, marketId));
  const history = await db
    .select({ orderId: orderHistory.orderId, from: orderHistory.fromStatus, to: orderHistory.toStatus })
    .from(orderHistory)
    .innerJoin(orders, eq(orders.id, orderHistory.orderId))
    .where(eq(orders.marketId, marketId))
    .orderBy(asc(orderHistory.orderId), asc(orderHistory.changedAt), asc(orderHistory.id));
  const byOrder = new Map<number, { from: OrderStatus | null; to: OrderStatus }[]>();
  for (const h of history) {
    const list = byOrder.get(h.orderId) ?? [];
    list.push(h);
    byOrder.set(h.orderId, list);
  }
  for (const order of all) {
    const steps = (byOrder.get(order.id) ?? []).filter((s) => s.from !== s.to); // prints and notes move nothing
    let at: OrderStatus | null = null;
    for (const step of steps) {
      if (step.from !== at && !(at === null && step.from === null)) {
        problems.push(`${order.code}: history goes from ${step.from} after reaching ${at}`);
        break;
      }
      if (step.from !== null && !allowed.has(`${step.from}>${step.to}`))
        problems.push(`${order.code}: history moves ${step.from} → ${step.to}, not an allowed move`);
      at = step.to;
    }
    if (at !== order.status) problems.push(`${order.code}: status ${order.status}, history ends at ${at}`);
  }

  // Each combination's stock: start − sold + put back.
  const ids = Object.keys(journal.start).map(Number);
  const stocks = ids.length
    ? await db
        .select({ id: productOptionUnions.id, stock: productOptionUnions.stocks })
        .from(productOptionUnions)
        .where(inArray(productOptionUnions.id, ids))
    : [];
  const now = new Map(stocks.map((s) => [s.id, s.stock]));
  for (const id of ids) {
    const expected = journal.start[id]! - (journal.sold[id] ?? 0) + (journal.putBack[id] ?? 0);
    if (now.get(id) !== expected)
      problems.push(
        `combination ${id}: stock ${now.get(id)}, expected ${expected} (start ${journal.start[id]} − sold ${journal.sold[id] ?? 0} + put back ${journal.putBack[id] ?? 0})`,
      );
  }
  return { orders: all.length, combinations: ids.length, cards, problems };
}
