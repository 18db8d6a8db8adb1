import {
  carrierCode,
  claimFeeRuleOf,
  claimFees,
  formatPrice,
  labels,
  message,
  stampedField,
  suggestedFault,
  type ClaimFault,
  type ClaimFeesAnswer,
  type ExchangeCompleteBody,
  type OrderStatus,
  type RefundProceedBody,
} from '@seller/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderClaims, orders, products } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordEvents, statusEvents } from '../events/index.ts';
import { assertNotHeld } from '../claims/index.ts';
import {
  parcelColumns,
  readForDeliveries,
  rowsOf,
  trackingHolders,
  transitionError,
  withDeliveryLock,
  type Actor,
  type StoredOrder,
} from '../orders/index.ts';

/** The claim an order's status carries, for a row that has no claim of its own (older requests). */
const kindOfStatus = (status: OrderStatus): ClaimFeesAnswer['kind'] =>
  status.startsWith('EXCHANG') ? 'EXCHANGE' : status.includes('REFUND') ? 'REFUND' : null;

/** What the computation reads, for one order of the market (locked for the step when `forUpdate`). */
async function readInputs(q: Db | Tx, marketId: number, code: string, forUpdate = false) {
  const query = q
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      productPrice: orders.productPrice,
      couponDiscountPrice: orders.couponDiscountPrice,
      deliveryFee: orders.deliveryFee,
      deliveryName: orders.deliveryName,
      deliveryCode: orders.deliveryCode,
      ...parcelColumns,
      delivery: products.delivery,
      claim: orderClaims,
    })
    .from(orders)
    .leftJoin(products, and(eq(products.marketId, orders.marketId), eq(products.code, orders.productCode)))
    .leftJoin(orderClaims, eq(orderClaims.orderId, orders.id))
    .where(and(eq(orders.marketId, marketId), eq(orders.code, code)));
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query;
  if (!row) throw notFound();
  const rule = claimFeeRuleOf(row.delivery);
  const answer: ClaimFeesAnswer = {
    orderCode: row.code,
    status: row.status,
    kind: row.claim?.kind === 'EXCHANGE' || row.claim?.kind === 'REFUND' ? row.claim.kind : kindOfStatus(row.status),
    reasonCode: row.claim?.reasonCode ?? null,
    fault: row.claim?.fault ?? null,
    suggestedFault: suggestedFault(row.claim?.fault, row.claim?.reasonCode),
    order: {
      productPrice: row.productPrice,
      couponDiscountPrice: row.couponDiscountPrice,
      deliveryFee: row.deliveryFee,
      postcode: row.postcode,
    },
    rule,
    claimFee: row.claim?.claimFee ?? null,
    refundAmount: row.claim?.refundAmount ?? null,
    reship:
      row.claim?.reshipCarrier && row.claim.reshipTracking && row.claim.reshippedAt
        ? {
            type: row.claim.reshipType,
            carrierName: row.claim.reshipCarrier,
            carrierCode: carrierCode(row.claim.reshipCarrier) ?? null,
            trackingNumber: row.claim.reshipTracking,
            reshippedAt: row.claim.reshippedAt.toISOString(),
          }
        : null,
  };
  const stored: StoredOrder = {
    id: row.id,
    code: row.code,
    status: row.status,
    deliveryName: row.deliveryName,
    deliveryCode: row.deliveryCode,
    address: {
      recipientName: row.recipientName,
      recipientContact: row.recipientContact,
      postcode: row.postcode,
      address1: row.address1,
      address2: row.address2,
    },
  };
  return { answer, stored, claimKind: row.claim?.kind ?? null };
}

/**
 * Moves one order from `from` to `to` if and only if it is still in `from`, stamps the entered
 * status's time and writes the history row with `note` as its reason (the order's own request reason
 * stays as the buyer gave it). Answers whether it moved.
 */
async function moveOne(tx: Tx, actor: Actor, id: number, from: OrderStatus, to: OrderStatus, note: string) {
  const stamp = stampedField(from, to);
  const set = [sql`status = ${to}::order_status`, sql`updated_at = now()`];
  if (stamp) set.push(sql`${sql.identifier(orders[stamp].name)} = now()`);
  const result = await tx.execute(sql`
    with moved as (
      update orders set ${sql.join(set, sql`, `)}
      where id = ${id} and market_id = ${actor.marketId} and status = ${from}::order_status
      returning id
    ), history as (
      insert into order_history (order_id, from_status, to_status, actor, reason)
      select id, ${from}::order_status, ${to}::order_status, ${actor.loginId}, ${note} from moved
    )
    select id from moved`);
  return rowsOf(result).length === 1;
}

/** Writes the decided fault and money (and an exchange's parcel) on the order's claim, creating it for an older request. */
async function saveClaim(
  tx: Tx,
  actor: Actor,
  orderId: number,
  kind: 'REFUND' | 'EXCHANGE',
  set: Partial<typeof orderClaims.$inferInsert>,
) {
  await tx
    .insert(orderClaims)
    .values({ orderId, marketId: actor.marketId, kind, ...set })
    .onConflictDoUpdate({ target: orderClaims.orderId, set: { ...set, updatedAt: sql`now()` } });
}

const won = (n: number) => formatPrice(n);
const faultLabel = (fault: ClaimFault) => labels.claimMoney.faults[fault];

/** Fault and fees of a claim, and an exchange's new parcel (issue 36 §4–5). */
export function createClaimMoneyService(db: Db) {
  return {
    /** What the screen computes the fee from, and what was decided. */
    async fees(marketId: number, code: string): Promise<ClaimFeesAnswer> {
      return (await readInputs(db, marketId, code)).answer;
    },

    /**
     * 환불요청 → 환불처리중 with the fault decided: the fee and the refund computed by `claimFees`, stored
     * on the claim, written in the history and sent in the status event (the PG refunds exactly that),
     * in one transaction. 404 for another market's order, 409 when it is not a refund request or is held.
     */
    async proceedRefund(actor: Actor, code: string, body: RefundProceedBody): Promise<ClaimFeesAnswer> {
      const from: OrderStatus = 'REFUNDING1';
      const to: OrderStatus = 'REFUNDING2';
      await db.transaction(async (tx) => {
        const { answer, stored } = await readInputs(tx, actor.marketId, code, true);
        if (answer.status !== from) throw transitionError(answer.status, to);
        await assertNotHeld(tx, [stored.id]);
        const quote = claimFees({ kind: 'REFUND', fault: body.fault, order: answer.order, rule: answer.rule });
        const refundAmount = quote.refundAmount ?? 0;
        const note = message('claimMoney.refundHistory', {
          fault: faultLabel(body.fault),
          fee: won(quote.claimFee),
          amount: won(refundAmount),
        });
        if (!(await moveOne(tx, actor, stored.id, from, to, note))) throw transitionError(answer.status, to);
        await saveClaim(tx, actor, stored.id, 'REFUND', {
          fault: body.fault,
          claimFee: quote.claimFee,
          refundAmount,
        });
        const refund = { fault: body.fault, paidAmount: quote.paidAmount, claimFee: quote.claimFee, refundAmount };
        await recordEvents(
          tx,
          statusEvents(actor.marketId, actor.loginId, [code], from, to, null).map((e) => ({
            ...e,
            data: { ...e.data, refund },
          })),
        );
      });
      return this.fees(actor.marketId, code);
    },

    /**
     * 교환처리중 → 교환완료 with the fault decided and the new parcel: delivery type, carrier and tracking number are
     * checked as a first delivery's (the contract), the tracking-in-use rule holds against every order's
     * delivery and every other re-ship of the market, and the first parcel's own number is refused. The
     * fee, the parcel, the history row and the status event are written in one transaction.
     */
    async completeExchange(actor: Actor, code: string, body: ExchangeCompleteBody): Promise<ClaimFeesAnswer> {
      const from: OrderStatus = 'EXCHANGING2';
      const to: OrderStatus = 'EXCHANGED';
      await withDeliveryLock(db, actor.marketId, async (tx) => {
        const { answer, stored } = await readInputs(tx, actor.marketId, code, true);
        if (answer.status !== from) throw transitionError(answer.status, to);
        await assertNotHeld(tx, [stored.id]);
        const name = body.deliveryName;
        const number = body.deliveryCode;
        if (stored.deliveryName === name && stored.deliveryCode === number)
          throw conflict('claimMoney.reshipSameAsFirst');
        const { holders } = await readForDeliveries(tx, actor.marketId, [], [number]);
        const reshipHolders = await reshipsHolding(tx, actor.marketId, stored.id, name, number);
        const write = { id: stored.id, status: stored.status, type: body.deliveryType, name, code: number };
        const holder = trackingHolders(
          [...holders, ...reshipHolders],
          [{ ...write, orderCode: code, address: stored.address }],
        ).get(0);
        if (holder) throw conflict('order.delivery.trackingInUse', { code: holder });
        const quote = claimFees({ kind: 'EXCHANGE', fault: body.fault, order: answer.order, rule: answer.rule });
        const note = message('claimMoney.exchangeHistory', {
          fault: faultLabel(body.fault),
          fee: won(quote.claimFee),
          carrier: name,
          tracking: number,
          type: body.deliveryType,
        });
        if (!(await moveOne(tx, actor, stored.id, from, to, note))) throw transitionError(answer.status, to);
        await saveClaim(tx, actor, stored.id, 'EXCHANGE', {
          fault: body.fault,
          claimFee: quote.claimFee,
          reshipType: body.deliveryType,
          reshipCarrier: name,
          reshipTracking: number,
          reshippedAt: new Date(),
        });
        const exchange = {
          fault: body.fault,
          claimFee: quote.claimFee,
          reship: {
            type: body.deliveryType,
            carrierName: name,
            carrierCode: carrierCode(name) ?? null,
            trackingNumber: number,
          },
        };
        await recordEvents(
          tx,
          statusEvents(actor.marketId, actor.loginId, [code], from, to, null).map((e) => ({
            ...e,
            data: { ...e.data, exchange },
          })),
        );
      });
      return this.fees(actor.marketId, code);
    },
  };
}

/** Other orders of the market whose exchange re-ship carries this carrier and number, as tracking holders. */
async function reshipsHolding(tx: Tx, marketId: number, orderId: number, name: string, number: string) {
  const rows = await tx
    .select({ id: orders.id, code: orders.code, status: orders.status, ...parcelColumns })
    .from(orderClaims)
    .innerJoin(orders, eq(orders.id, orderClaims.orderId))
    .where(
      and(
        eq(orderClaims.marketId, marketId),
        eq(orderClaims.reshipCarrier, name),
        eq(orderClaims.reshipTracking, number),
        sql`${orderClaims.orderId} <> ${orderId}`,
      ),
    );
  return rows.map(({ id, code, status, ...address }): StoredOrder => ({
    id,
    code,
    status,
    deliveryName: name,
    deliveryCode: number,
    address,
  }));
}

export type ClaimMoneyService = ReturnType<typeof createClaimMoneyService>;
