import type { Notice, NoticeList } from '@seller/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';

export interface NoticeSearch {
  title?: string;
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

export const noticeKeys = {
  list: (search: NoticeSearch) => ['notices', 'list', search] as const,
  detail: (id: number) => ['notices', 'detail', id] as const,
};

export function useNoticeList(search: NoticeSearch) {
  return useQuery({
    queryKey: noticeKeys.list(search),
    queryFn: () => api<NoticeList>('/sw/a/v1/notices', { query: { ...search } }),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(id: number) {
  return useQuery({
    queryKey: noticeKeys.detail(id),
    queryFn: () => api<Notice>(`/sw/a/v1/notices/${id}`),
    enabled: id > 0,
  });
}

/** Downloads the searched notices as .xlsx (the server streams it). */
export async function downloadNotices(search: Omit<NoticeSearch, 'page' | 'size'>, fileName: string) {
  const blob = await api<Blob>('/sw/a/v1/notices/export', { query: { ...search }, blob: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
