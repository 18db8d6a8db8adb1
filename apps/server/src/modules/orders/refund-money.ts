import { claimFeeRuleOf, claimFees, suggestedFault, type ClaimFault } from '@seller/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderClaims, orders, products } from '../../db/schema/index.ts';
import { codeIn } from './codes.ts';

/** A refund's money as the marketplace receives it with 환불요청 → 환불처리중 (issue 36 §4). */
export interface RefundMoney {
  fault: ClaimFault;
  paidAmount: number;
  claimFee: number;
  refundAmount: number;
}

/**
 * The money of refunds moved on from a list (the bulk 환불 처리), in the mover's transaction: each
 * order's fault is the one decided, else its reason code's, else the buyer's (`suggestedFault`), its fee
 * and refund `claimFees` computes, stored on its claim (created for an older request). Answers the money
 * per order code, for the status events: the PG refunds exactly that, whichever screen moved it.
 */
export async function settleRefunds(tx: Tx, marketId: number, codes: readonly string[]) {
  const money = new Map<string, RefundMoney>();
  if (codes.length === 0) return money;
  const rows = await tx
    .select({
      id: orders.id,
      code: orders.code,
      productPrice: orders.productPrice,
      couponDiscountPrice: orders.couponDiscountPrice,
      deliveryFee: orders.deliveryFee,
      postcode: orders.postcode,
      delivery: products.delivery,
      fault: orderClaims.fault,
      reasonCode: orderClaims.reasonCode,
    })
    .from(orders)
    .leftJoin(products, and(eq(products.marketId, orders.marketId), eq(products.code, orders.productCode)))
    .leftJoin(orderClaims, eq(orderClaims.orderId, orders.id))
    .where(and(eq(orders.marketId, marketId), codeIn(codes)));
  for (const row of rows) {
    const fault = suggestedFault(row.fault, row.reasonCode);
    const quote = claimFees({ kind: 'REFUND', fault, order: row, rule: claimFeeRuleOf(row.delivery) });
    const refundAmount = quote.refundAmount ?? 0;
    const set = { fault, claimFee: quote.claimFee, refundAmount };
    await tx
      .insert(orderClaims)
      .values({ orderId: row.id, marketId, kind: 'REFUND', ...set })
      .onConflictDoUpdate({ target: orderClaims.orderId, set: { ...set, updatedAt: sql`now()` } });
    money.set(row.code, { fault, paidAmount: quote.paidAmount, claimFee: quote.claimFee, refundAmount });
  }
  return money;
}
