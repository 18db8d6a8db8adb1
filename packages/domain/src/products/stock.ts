/**
 * Low stock (품절 임박, issue 35 §6): a product whose active combinations hold some stock but no more
 * than its threshold. Each product may set its own threshold; without one it takes the default.
 */
export const LOW_STOCK_DEFAULT = 5;

/** Whether a total stock is 품절 임박 for this threshold (sold out, 0, is not: it is 품절). */
export const isLowStock = (totalStock: number, threshold: number | null | undefined) =>
  totalStock > 0 && totalStock <= (threshold ?? LOW_STOCK_DEFAULT);
