/** Page sizes of every server-paged table (10, 50, 100; default 10). */
export const PAGE_SIZES = [10, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
