import { createHash } from 'node:crypto';
import { ORDER_ACTORS, seoulDate, type PlatformOrderAnswer, type PlatformOrderBody } from '@seller/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  orderHistory,
  orders,
  platformIntakes,
  productOnSale,
  productOptionUnions,
  products,
} from '../../db/schema/index.ts';
import { badRequest, fail } from '../../lib/errors.ts';
import type { PlatformKeyStore } from '../../plugins/platform-auth.ts';
import { deadlineFor } from '../deadlines/index.ts';
import { recordEvents, stockChanged, stockCombination, stockCombinationOrder, type NewEvent } from '../events/index.ts';

/** A purchase whose key was taken by another request meanwhile: answered from that one's record. */
class AlreadyTaken extends Error {}

/** The purchase's signature was accepted before (a replay): refused as the signing gate refuses it. */
export class SignatureReused extends Error {}

/** An order code: Seoul payment day, market (3 digits) and the platform's running number (7 digits). */
const orderCodeOf = (paidAt: Date, marketId: number, n: number) =>
  `${seoulDate(paidAt).replace(/-/g, '')}${String(marketId).padStart(3, '0')}${String(n).padStart(7, '0')}`;

const hashOf = (body: PlatformOrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

interface ResolvedLine {
  line: number;
  productId: number;
  productCode: string;
  productName: string;
  unionId: number;
  names: string[];
  quantity: number;
}

/**
 * Orders in (`POST /sw/p/v1/orders`): one purchase of one buyer in one market, all of it or nothing.
 * In one transaction: the purchase's key is claimed (a concurrent retry waits on it, then replays),
 * every line is checked against the catalogue, each combination's stock is taken (a compare-and-set
 * per combination in id order, so stock never goes below 0), the order lines and their first history
 * entries are written, and the events are recorded.
 *
 * Lock order, the same in every transaction that takes both (here, and the marketplace's cancel and
 * refund in moves.ts, which put stock back): combination rows first, in id order, then the order rows
 * and with them the market's day counter (`order_day_counts`, upserted by the orders' triggers). The
 * counter row is one per market and day, so every purchase and every status move of that day's orders
 * waits for it; taken in the other order, a purchase holding the counter and waiting for a
 * combination met a cancel holding that combination and waiting for the counter: a deadlock,
 * answered 500 (the simulation test under load). Taken last, it is also held the shortest time.
 */
export function createIntakeService(db: Db, signatures: Pick<PlatformKeyStore, 'recordSignature'>) {
  async function recorded(marketId: number, key: string) {
    const [row] = await db
      .select()
      .from(platformIntakes)
      .where(and(eq(platformIntakes.marketId, marketId), eq(platformIntakes.idempotencyKey, key)));
    return row;
  }

  function replayOf(row: { bodyHash: string; answer: unknown }, hash: string, key: string) {
    if (row.bodyHash !== hash) throw fail(409, 'IDEMPOTENCY_CONFLICT', 'platform.idempotencyConflict', { key });
    return { answer: row.answer as PlatformOrderAnswer, replayed: true };
  }

  /** Each line's product and combination, or a 400 naming the first line that is not sold. */
  async function resolveLines(tx: Tx, body: PlatformOrderBody): Promise<ResolvedLine[]> {
    const codes = [...new Set(body.lines.map((l) => l.productCode))];
    // The products and their live combinations in one statement (a product without any comes once, with nulls).
    const found = await tx
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        onSale: productOnSale,
        unionId: productOptionUnions.id,
        names: productOptionUnions.names,
      })
      .from(products)
      .leftJoin(
        productOptionUnions,
        and(eq(productOptionUnions.productId, products.id), eq(productOptionUnions.deleted, false)),
      )
      .where(and(eq(products.marketId, body.marketId), inArray(products.code, codes)));
    const byCode = new Map(found.map((p) => [p.code, p]));
    const unions = found.flatMap((u) =>
      u.unionId === null ? [] : [{ id: u.unionId, productId: u.id, names: u.names ?? [] }],
    );
    return body.lines.map((l, i) => {
      const line = i + 1;
      const product = byCode.get(l.productCode);
      if (!product) throw fail(400, 'PRODUCT_NOT_FOUND', 'platform.lineProductNotFound', { line, code: l.productCode });
      if (!product.onSale)
        throw fail(400, 'PRODUCT_NOT_ON_SALE', 'platform.lineNotOnSale', { line, code: l.productCode });
      if (l.combinationId === undefined && l.options === undefined)
        throw fail(400, 'COMBINATION_REQUIRED', 'platform.lineCombinationNeeded', { line });
      const union = unions.find(
        (u) =>
          u.productId === product.id &&
          (l.combinationId !== undefined
            ? u.id === l.combinationId
            : u.names.length === l.options!.length && u.names.every((n, k) => n === l.options![k])),
      );
      if (!union) throw fail(400, 'COMBINATION_NOT_FOUND', 'platform.lineCombinationNotFound', { line });
      return {
        line,
        productId: product.id,
        productCode: product.code,
        productName: product.name,
        unionId: union.id,
        names: union.names,
        quantity: l.quantity,
      };
    });
  }

  /**
   * Takes each combination's quantity, in combination id order; 409 OUT_OF_STOCK naming the first
   * short line. Answers each product's `product.stock-changed` event: its combinations as they stand
   * after, read by the statement that takes its last combination (a statement fewer a purchase).
   */
  async function takeStock(
    tx: Tx,
    marketId: number,
    lines: ResolvedLine[],
  ): Promise<NewEvent<'product.stock-changed'>[]> {
    const wanted = new Map<number, number>();
    for (const l of lines) wanted.set(l.unionId, (wanted.get(l.unionId) ?? 0) + l.quantity);
    const order = [...wanted].sort((a, b) => a[0] - b[0]);
    const lineOf = (unionId: number) => lines.find((l) => l.unionId === unionId)!;
    const lastOfProduct = new Map(order.map(([unionId]) => [lineOf(unionId).productId, unionId]));
    const events: NewEvent<'product.stock-changed'>[] = [];
    for (const [unionId, quantity] of order) {
      const take = tx
        .update(productOptionUnions)
        .set({ stocks: sql`${productOptionUnions.stocks} - ${quantity}`, updatedAt: new Date() })
        .where(and(eq(productOptionUnions.id, unionId), sql`${productOptionUnions.stocks} >= ${quantity}`))
        .returning({ id: productOptionUnions.id, stock: productOptionUnions.stocks });
      const { productId, productCode } = lineOf(unionId);
      let taken: boolean;
      if (lastOfProduct.get(productId) === unionId) {
        // The product's combinations with this one's stock as taken (the statement's snapshot does
        // not see its own update); the ones taken before are seen as this transaction left them.
        const done = tx.$with('taken').as(take);
        const rows = await tx
          .with(done)
          .select({
            ...stockCombination,
            stock: sql<number>`coalesce(${done.stock}, ${productOptionUnions.stocks})`,
            taken: sql<boolean>`${done.id} is not null`,
          })
          .from(productOptionUnions)
          .leftJoin(done, eq(done.id, productOptionUnions.id))
          .where(eq(productOptionUnions.productId, productId))
          .orderBy(...stockCombinationOrder);
        taken = rows.some((r) => r.taken);
        const combinations = rows.map((r) => ({
          id: r.id,
          names: r.names,
          stock: r.stock,
          extraPrice: r.extraPrice,
          deleted: r.deleted,
        }));
        events.push(stockChanged(marketId, productId, productCode, combinations));
      } else taken = (await take).length > 0;
      if (!taken) {
        const [row] = await tx
          .select({ stock: productOptionUnions.stocks })
          .from(productOptionUnions)
          .where(eq(productOptionUnions.id, unionId));
        const first = lines.find((l) => l.unionId === unionId)!;
        throw fail(409, 'OUT_OF_STOCK', 'platform.lineOutOfStock', {
          line: first.line,
          stock: Math.max(0, row?.stock ?? 0),
          quantity,
        });
      }
    }
    return events;
  }

  return {
    /**
     * Takes a purchase, or answers the one already taken under its key (`replayed`). `headerKey` is
     * the Idempotency-Key header; the body's marketplaceOrderId is the same key. `signature`: the
     * request's, recorded first in the purchase's transaction (one commit for both) and refused with
     * `SignatureReused` when it was accepted before; when the purchase does not commit (a refusal, a
     * replay) it is not recorded here and the caller records it on its own.
     */
    async take(
      body: PlatformOrderBody,
      headerKey?: string,
      signature?: string | null,
    ): Promise<{ answer: PlatformOrderAnswer; replayed: boolean }> {
      const bodyKey = body.marketplaceOrderId;
      if (bodyKey && headerKey && bodyKey !== headerKey) throw badRequest('platform.keyMismatch');
      const key = bodyKey ?? headerKey;
      if (!key) throw badRequest('platform.keyRequired');
      const hash = hashOf(body);
      // No lookup first: the claim below finds a recorded key (and waits for one being taken).

      const paidAt = body.paidAt ? new Date(body.paidAt) : new Date();
      try {
        const answer = await db.transaction(async (tx) => {
          if (signature && !(await signatures.recordSignature(signature, tx))) throw new SignatureReused();
          // Claimed first: a concurrent request with this key waits here until this one ends.
          const claimed = await tx
            .insert(platformIntakes)
            .values({ marketId: body.marketId, idempotencyKey: key, bodyHash: hash, answer: {} })
            .onConflictDoNothing()
            .returning({ key: platformIntakes.idempotencyKey });
          if (claimed.length === 0) throw new AlreadyTaken();
          const lines = await resolveLines(tx, body);
          const numbers = (await tx.execute(
            sql`select nextval('platform_order_codes')::text as n from generate_series(1, ${lines.length})`,
          )) as unknown as { rows: { n: string }[] };
          const codes = numbers.rows.map((r) => Number(r.n)).sort((a, b) => a - b);
          // The dispatch deadline (issue 36 §6): the market's business days after the payment day.
          const dispatchDue = await deadlineFor(tx, body.marketId, paidAt);
          const rows = lines.map((l, i) => {
            const sent = body.lines[i]!;
            return {
              marketId: body.marketId,
              code: orderCodeOf(paidAt, body.marketId, codes[i]!),
              status: 'PAID' as const,
              productCode: l.productCode,
              productName: l.productName,
              productOptions: l.names.join(' / '),
              productCount: l.quantity,
              productPrice: sent.unitPrice * l.quantity,
              couponDiscountPrice: sent.couponDiscount,
              deliveryFee: sent.deliveryFee,
              pccc: body.pccc?.number.toUpperCase() ?? null,
              nameForPccc: body.pccc?.name ?? null,
              ordererName: body.orderer.name,
              ordererContact: body.orderer.contact.replace(/-/g, ''),
              recipientName: body.recipient.name,
              recipientContact: body.recipient.contact.replace(/-/g, ''),
              postcode: body.recipient.postcode,
              address1: body.recipient.address1,
              address2: body.recipient.address2,
              deliveryMessage: body.recipient.deliveryMessage,
              entranceType: body.recipient.entranceType,
              entranceValue: body.recipient.entranceValue,
              gift: sent.gift,
              paymentType: body.payment.type,
              pgType: body.payment.pg,
              receiptUrl: body.payment.receiptUrl ?? null,
              paidAt,
              dispatchDue,
            };
          });
          // The lock order (above): the combinations' stock first.
          const stockEvents = await takeStock(tx, body.marketId, lines);
          const result: PlatformOrderAnswer = {
            marketId: body.marketId,
            idempotencyKey: key,
            orderCodes: rows.map((r) => r.code),
            lines: lines.map((l, i) => ({
              line: l.line,
              orderCode: rows[i]!.code,
              status: 'PAID',
              productCode: l.productCode,
              combinationId: l.unionId,
              quantity: l.quantity,
            })),
          };
          await tx
            .update(platformIntakes)
            .set({ answer: result })
            .where(and(eq(platformIntakes.marketId, body.marketId), eq(platformIntakes.idempotencyKey, key)));
          const events: NewEvent[] = rows.map((r) => ({
            type: 'order.created',
            marketId: body.marketId,
            entityId: r.code,
            data: {
              orderCode: r.code,
              status: 'PAID',
              productCode: r.productCode,
              productCount: r.productCount,
              dispatchDue,
            },
          }));
          // Each product's stock event, in product id order.
          events.push(...stockEvents.sort((a, b) => a.data.productId - b.data.productId));
          // Then the orders, which take their market's day counter (held to the commit): last.
          const inserted = await tx.insert(orders).values(rows).returning({ id: orders.id, code: orders.code });
          await tx.insert(orderHistory).values(
            inserted.map((o) => ({
              orderId: o.id,
              fromStatus: null,
              toStatus: 'PAID' as const,
              actor: ORDER_ACTORS.buyer,
            })),
          );
          await recordEvents(tx, events);
          return result;
        });
        return { answer, replayed: false };
      } catch (error) {
        if (!(error instanceof AlreadyTaken)) throw error;
        const after = await recorded(body.marketId, key);
        if (!after) throw error;
        return replayOf(after, hash, key);
      }
    },
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
