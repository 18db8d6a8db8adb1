/** Sort keys of the product list (spec 01 §2: name, sell flag, display flag; registration time by default). */
export const PRODUCT_SORT_KEYS = ['timestamp', 'name', 'sell', 'display'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
