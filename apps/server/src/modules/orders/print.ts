import {
  deliveryMemo,
  maskAddressDetail,
  maskEntrance,
  maskName,
  maskPhone,
  pickListLines,
  type PersonalValues,
  type PackingSlips,
  type PickList,
  type PrintCodesBody,
  type PrintHistoryBody,
  type PrintHistoryResult,
} from '@seller/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markets, orders } from '../../db/schema/index.ts';
import { codeIn, refuseMissing } from './codes.ts';
import type { Actor } from './writes.ts';

const PRINTED_COLUMNS = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  paidAt: orders.paidAt,
  productCode: orders.productCode,
  productName: orders.productName,
  productOptions: orders.productOptions,
  productCount: orders.productCount,
  productPrice: orders.productPrice,
  couponDiscountPrice: orders.couponDiscountPrice,
  deliveryFee: orders.deliveryFee,
  ordererName: orders.ordererName,
  recipientName: orders.recipientName,
  recipientContact: orders.recipientContact,
  postcode: orders.postcode,
  address1: orders.address1,
  address2: orders.address2,
  deliveryMessage: orders.deliveryMessage,
  entranceType: orders.entranceType,
  entranceValue: orders.entranceValue,
  gift: orders.gift,
};

/**
 * Printing for packing (issue 20 §1, §2): the packing slips and the pick list of a list of orders,
 * and the "출력" entry each print adds to the orders' history. Every code must be an order of the
 * seller's market: otherwise the call is refused whole and names the codes it could not find
 * (another market's order is not found, never shown).
 */
export function createOrderPrints(db: Db) {
  /** The seller's orders of these codes, in the order the codes came (repeats once); 404 naming any code not found. */
  async function ordersOf(marketId: number, body: PrintCodesBody) {
    const codes = [...new Set(body.orderCodes)];
    const rows = await db
      .select(PRINTED_COLUMNS)
      .from(orders)
      .where(and(eq(orders.marketId, marketId), codeIn(codes)));
    const byCode = new Map(rows.map((r) => [r.code, r]));
    refuseMissing(codes, byCode.keys(), 'order.print.notFound');
    return codes.map((c) => byCode.get(c)!);
  }

  async function marketOf(marketId: number) {
    const [market] = await db
      .select({ name: markets.koName, csContact: markets.csContact })
      .from(markets)
      .where(eq(markets.id, marketId));
    return market ?? { name: '', csContact: '' };
  }

  return {
    /**
     * `POST /sw/a/v1/orders/packing-slips`: one slip per order, in the order the codes came, the
     * buyer's data masked; `reveal` (a print with a purpose) answers the full data of the orders it
     * may show, by id, after writing their access-log row.
     */
    async packingSlips(
      marketId: number,
      body: PrintCodesBody,
      reveal?: (rows: { id: number; code: string }[]) => Promise<ReadonlyMap<number, PersonalValues>>,
    ): Promise<PackingSlips> {
      const rows = await ordersOf(marketId, body);
      const revealed = reveal ? await reveal(rows) : new Map<number, PersonalValues>();
      return {
        market: await marketOf(marketId),
        slips: rows.map((o) => {
          const full = revealed.get(o.id);
          return {
            code: o.code,
            status: o.status,
            paidAt: o.paidAt.toISOString(),
            ordererName: full ? full.orderer.name : maskName(o.ordererName),
            recipient: full
              ? {
                  name: full.recipient.name,
                  phoneNumber: full.recipient.phoneNumber,
                  postcode: full.recipient.postcode,
                  address1: full.recipient.address1,
                  address2: full.recipient.address2,
                }
              : {
                  name: maskName(o.recipientName),
                  phoneNumber: maskPhone(o.recipientContact),
                  postcode: o.postcode,
                  address1: o.address1,
                  address2: maskAddressDetail(o.address2),
                },
            deliveryMemo: deliveryMemo(
              o.deliveryMessage,
              o.entranceType,
              full ? full.recipient.entranceValue : maskEntrance(o.entranceValue),
            ),
            items: [
              {
                productCode: o.productCode,
                productName: o.productName,
                options: o.productOptions,
                quantity: o.productCount,
                price: o.productPrice,
              },
            ],
            gifts: o.gift,
            couponDiscountPrice: o.couponDiscountPrice,
            deliveryFee: o.deliveryFee,
          };
        }),
      };
    },

    /** `POST /sw/a/v1/orders/pick-list`: quantities per product and option, in walking order. */
    async pickList(marketId: number, body: PrintCodesBody): Promise<PickList> {
      const rows = await ordersOf(marketId, body);
      const lines = pickListLines(
        rows.map((o) => ({
          productCode: o.productCode,
          productName: o.productName,
          options: o.productOptions,
          count: o.productCount,
        })),
      );
      return {
        market: await marketOf(marketId),
        lines,
        orderCount: rows.length,
        totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      };
    },

    /**
     * `POST /sw/a/v1/orders/print-history`: one "출력" entry per order, in one statement (all or
     * none). The entry keeps the order's status as it is then (from and to alike), who printed and what.
     */
    async recordPrint(actor: Actor, body: PrintHistoryBody): Promise<PrintHistoryResult> {
      const codes = (await ordersOf(actor.marketId, body)).map((o) => o.code);
      // In a transaction, for the activity row that records the print.
      const result = await db.transaction((tx) =>
        tx.execute(sql`
        insert into order_history (order_id, from_status, to_status, actor, printed)
        select ${orders.id}, ${orders.status}, ${orders.status}, ${actor.loginId}, ${body.document}
        from ${orders}
        where ${orders.marketId} = ${actor.marketId} and ${codeIn(codes)}
        order by ${orders.id}
        returning id`),
      );
      return { recorded: (result as unknown as { rows: unknown[] }).rows.length };
    },
  };
}
