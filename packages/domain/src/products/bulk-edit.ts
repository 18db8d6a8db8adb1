/**
 * Bulk edit of a selection on 상품 관리 (issue 35 §3): what a change of price, discount, stock, 판매/노출
 * and delivery template makes of each product, with the form's pricing rules and messages.
 */
import type { MessageKey } from '../messages.ts';
import { applyDiscountRate, checkPriceNumber, checkPricing, PRICE_UNIT, salePriceOfRate } from './pricing.ts';

/** Most products one bulk edit changes. */
export const BULK_EDIT_MAX = 500;

export interface BulkEditChanges {
  /** New regular price in won; the discount rate is kept and the sale price follows it. */
  price?: number;
  /** New discount rate in percent (0 removes the discount). */
  saleRate?: number;
  /** New stock of every active combination. */
  stock?: number;
  sell?: boolean;
  display?: boolean;
  /** The market's delivery template to assign (its id). */
  marketDeliveryId?: number;
}

export interface BulkEditState {
  price: number;
  saleRate: number;
  salePrice: number;
  sell: boolean;
  display: boolean;
  /** Stocks of the active combinations, in their order. */
  stocks: number[];
  deliveryName: string;
}

/** Whether a change was asked for at all. */
export const hasBulkChanges = (c: BulkEditChanges) => Object.values(c).some((v) => v !== undefined);

/**
 * A product after the changes, or the first problem the form would report (price, then discount). The
 * delivery template's name is the caller's (it is the market's data).
 */
export function bulkEditAfter(
  before: BulkEditState,
  changes: BulkEditChanges,
  deliveryName: string | undefined,
): { after: BulkEditState; problem: MessageKey | null } {
  const price = changes.price ?? before.price;
  let problem: MessageKey | null = null;
  if (changes.price !== undefined) {
    problem = checkPriceNumber(changes.price) ?? (changes.price % PRICE_UNIT !== 0 ? 'product.priceUnit' : null);
    if (!problem && changes.price <= 0) problem = 'product.noPrice';
  }
  let saleRate = before.saleRate;
  let salePrice = changes.price !== undefined ? salePriceOfRate(price, saleRate) : before.salePrice;
  if (!problem && changes.saleRate !== undefined) {
    const discount = applyDiscountRate(price, String(changes.saleRate));
    if (discount.error) problem = discount.error;
    else {
      saleRate = discount.saleRate;
      salePrice = discount.salePrice;
    }
  }
  if (!problem) problem = checkPricing(price, saleRate, salePrice);
  return {
    problem,
    after: {
      price,
      saleRate,
      salePrice,
      sell: changes.sell ?? before.sell,
      display: changes.display ?? before.display,
      stocks: changes.stock !== undefined ? before.stocks.map(() => changes.stock!) : before.stocks,
      deliveryName: deliveryName ?? before.deliveryName,
    },
  };
}
