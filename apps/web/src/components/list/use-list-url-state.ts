import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@seller/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type UrlFilters<K extends string> = Partial<Record<K, string>>;

/**
 * The search state of a list screen, kept in the URL (reload, back and shared links work):
 * the screen's filter keys as text, plus `page` (1-based) and `size` (10, 50 or 100; default 10).
 */
export function useListUrlState<K extends string>(filterKeys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();

  const state = useMemo(() => {
    const filters: UrlFilters<K> = {};
    for (const k of filterKeys) {
      const value = params.get(k);
      if (value !== null && value !== '') filters[k] = value;
    }
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    return {
      filters,
      page: Number.isInteger(page) && page > 0 ? page : 1,
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content
  }, [key, filterKeys.join(',')]);

  const write = useCallback(
    (filters: UrlFilters<K>, page: number, size: number) => {
      const next = new URLSearchParams();
      for (const k of filterKeys) {
        const value = filters[k];
        if (value !== undefined && value !== '') next.set(k, value);
      }
      if (page !== 1) next.set('page', String(page));
      if (size !== DEFAULT_PAGE_SIZE) next.set('size', String(size));
      setParams(next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys are constant per screen
    [setParams, filterKeys.join(',')],
  );

  return {
    ...state,
    /** A new search: replaces every filter and returns to page 1. */
    search: (filters: UrlFilters<K>) => write(filters, 1, state.size),
    /** Another page or page size (a new size starts at page 1). */
    setPage: (page: number, size: number) => write(state.filters, size === state.size ? page : 1, size),
  };
}
