import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortOrder } from '@seller/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';

export type UrlFilters<K extends string> = Partial<Record<K, string>>;

export interface ListStateOptions<K extends string, S extends string, D extends string> {
  /** The screen's search fields, kept as text (empty ones are left out). */
  filters: readonly K[];
  /** The sort keys the list accepts, and the sort it has when the URL names none. */
  sort?: { keys: readonly S[]; default: { key: S; order: SortOrder } };
  /** The dialogs the screen can have open (`dialog=<name>`, with the rows it acts on in `ids`). */
  dialogs?: readonly D[];
  /**
   * Keep the state inside the component instead of the URL: for a list inside a dialog, whose
   * search must not outlive it. Everything else works the same.
   */
  inMemory?: boolean;
  /** Params of the page around the list that the list's writes keep (market manage's `tab`). */
  keep?: readonly string[];
}

const LIST_PARAMS = ['sort', 'order', 'page', 'size'] as const;

/**
 * The state of a list screen, kept in the URL so reload, back and shared links work (as Saleor keeps
 * list state in the URL): the screen's filters as text, `sort` and `order`, `page` (1-based), `size`
 * (10, 50 or 100; default 10) and the open dialog with the ids it acts on. Defaults are left out of
 * the URL. Every list screen reads and writes its state only through this hook.
 */
export function useListUrlState<K extends string, S extends string = never, D extends string = never>(
  options: ListStateOptions<K, S, D>,
) {
  const [urlParams, setUrlParams] = useSearchParams();
  const [memoryParams, setMemoryParams] = useState(() => new URLSearchParams());
  const params = options.inMemory ? memoryParams : urlParams;
  const setParams = options.inMemory ? setMemoryParams : setUrlParams;
  const { filters: filterKeys, sort: sortSpec, dialogs = [], keep = [] } = options;
  // The list's own part of the URL: an open dialog does not make a new search.
  const listKey = [...filterKeys, ...LIST_PARAMS].map((k) => `${k}=${params.get(k) ?? ''}`).join('&');

  const state = useMemo(() => {
    const filters: UrlFilters<K> = {};
    for (const k of filterKeys) {
      const value = params.get(k);
      if (value !== null && value !== '') filters[k] = value;
    }
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const sortKey = params.get('sort') as S | null;
    const sorted = sortSpec && sortKey !== null && sortSpec.keys.includes(sortKey);
    return {
      filters,
      page: Number.isInteger(page) && page > 0 ? page : 1,
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
      sort: (sorted ? sortKey : sortSpec?.default.key) as S,
      order: (sorted ? (params.get('order') === 'asc' ? 'asc' : 'desc') : sortSpec?.default.order) as SortOrder,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `listKey` is the list's part of the params
  }, [listKey]);

  const dialogParam = params.get('dialog') as D | null;
  const dialog = dialogParam !== null && dialogs.includes(dialogParam) ? dialogParam : null;
  const idsParam = params.get('ids');
  const dialogIds = useMemo(() => (idsParam ? idsParam.split(',') : []), [idsParam]);

  type State = typeof state;
  const write = useCallback(
    (next: State, open: { dialog: D | null; ids: readonly string[] }) => {
      const out = new URLSearchParams();
      for (const k of filterKeys) {
        const value = next.filters[k];
        if (value !== undefined && value !== '') out.set(k, value);
      }
      if (sortSpec && (next.sort !== sortSpec.default.key || next.order !== sortSpec.default.order)) {
        out.set('sort', next.sort);
        out.set('order', next.order);
      }
      if (next.page !== 1) out.set('page', String(next.page));
      if (next.size !== DEFAULT_PAGE_SIZE) out.set('size', String(next.size));
      if (open.dialog) out.set('dialog', open.dialog);
      if (open.dialog && open.ids.length > 0) out.set('ids', open.ids.join(','));
      for (const k of keep) {
        const value = params.get(k);
        if (value !== null) out.set(k, value);
      }
      setParams(out);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys are constant per screen
    [setParams, params, filterKeys.join(','), sortSpec?.keys.join(','), keep.join(',')],
  );
  const closed = { dialog: null, ids: [] };

  // A dialog closed by the seller gives the focus back to what opened it (issue 38 §9): the dialog
  // leaves the page with the URL, before antd could return the focus itself, which then fell to <body>.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (dialog !== null || !opener.current) return;
    const back = opener.current;
    opener.current = null;
    if (back.isConnected && (document.activeElement === document.body || !document.activeElement)) back.focus();
  }, [dialog]);

  return {
    ...state,
    dialog,
    /** The rows the open dialog acts on. */
    dialogIds,
    /** A new search: replaces every filter and returns to page 1. */
    search: (filters: UrlFilters<K>) => write({ ...state, filters, page: 1 }, closed),
    /** Another page or page size (a new size starts at page 1). */
    setPage: (page: number, size: number) =>
      write({ ...state, page: size === state.size ? page : 1, size }, { dialog, ids: dialogIds }),
    /** Another sort (no key: the default sort); starts at page 1. */
    setSort: (key: S | undefined, order: SortOrder | undefined) =>
      write(
        key && order
          ? { ...state, sort: key, order, page: 1 }
          : { ...state, sort: sortSpec!.default.key, order: sortSpec!.default.order, page: 1 },
        closed,
      ),
    openDialog: (name: D, ids: readonly string[] = []) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      write(state, { dialog: name, ids });
    },
    closeDialog: () => write(state, closed),
  };
}

/**
 * The search panel's draft: what the seller is typing, starting from the applied search and reset to
 * it whenever the applied search changes (a search, back, a shared link). `applied` must be memoised.
 */
export function useSearchDraft<T>(applied: T): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  return [draft, setDraft];
}
