import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, asStream, client, withHeaders } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface NoticeSearch {
  title?: string;
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

export function useNoticeList(search: NoticeSearch) {
  return useQuery({
    queryKey: queryKeys.notices.list(search),
    queryFn: () => answer(client.GET('/sw/a/v1/notices', { params: { query: search } })),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(id: number) {
  return useQuery({
    queryKey: queryKeys.notices.detail(id),
    queryFn: () => answer(client.GET('/sw/a/v1/notices/{id}', { params: { path: { id } } })),
    enabled: id > 0,
  });
}

/** The notice list's .xlsx export of the search (no page), streamed (`components/list` ExportButton). */
export const exportNotices = (filter: Omit<NoticeSearch, 'page' | 'size'>) =>
  withHeaders('get', '/sw/a/v1/notices/export', (method, path) =>
    client.request(method, path, { params: { query: filter }, ...asStream }),
  );
