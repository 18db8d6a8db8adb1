/** Most orders a list page or a bulk call handles at once. */
export const ORDER_PAGE_SIZE_MAX = 100;
export const ORDER_BULK_MAX = 1000;

/** Longest reason (select text) and detailed reason of a claim (cancel, exchange, refund). */
export const REASON_MAX = 100;
export const DETAIL_REASON_MAX = 500;
