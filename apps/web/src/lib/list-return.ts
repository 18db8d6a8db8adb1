import { useLocation, useNavigate } from 'react-router';
import type { FocusState } from './main-region.ts';

/** What a list's detail link carries: the list's own search (`?…`), so 목록으로 comes back to it. */
export interface ListReturnState {
  listSearch?: string;
}

/** The state a detail link of the list on screen gives: its search and page, as the URL has them. */
export function useListReturnState(): ListReturnState {
  return { listSearch: useLocation().search };
}

/**
 * A detail screen's way back to the list it was opened from: the list with the search, page and page
 * size it had, the opened row's control (`data-focus-key={focusKey}`) taking the focus, as a
 * keyboard user expects. Opened from elsewhere (a shared link), the list as it first shows.
 */
export function useBackToList(listPath: string, focusKey: string) {
  const navigate = useNavigate();
  const listSearch = (useLocation().state as ListReturnState | null)?.listSearch ?? '';
  const path = listPath + listSearch;
  const state: FocusState = { focus: focusKey };
  return { path, state, go: () => navigate(path, { state }) };
}
