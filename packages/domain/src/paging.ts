/** Page sizes of every server-paged table (10, 50, 100; default 10). */
export const PAGE_SIZES = [10, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * Most rows a list call answers when no page is asked for (the spec's form calls have no page and
 * mean "every match"); a search with more matches is refused, never cut short.
 */
export const MAX_UNPAGED_ROWS = 1000;
