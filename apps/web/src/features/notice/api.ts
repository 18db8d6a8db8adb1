import type { Notice, NoticeList } from '@seller/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';
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
    queryFn: () => api<NoticeList>('/sw/a/v1/notices', { query: { ...search } }),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(id: number) {
  return useQuery({
    queryKey: queryKeys.notices.detail(id),
    queryFn: () => api<Notice>(`/sw/a/v1/notices/${id}`),
    enabled: id > 0,
  });
}
