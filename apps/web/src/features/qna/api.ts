import type { Qna, QnaList, QnaType } from '@seller/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface QnaSearch {
  marketId: number;
  replyYn: boolean;
  type?: QnaType;
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

export function useQnaList(search: QnaSearch) {
  return useQuery({
    queryKey: queryKeys.qnas.list(search),
    queryFn: () => api<QnaList>('/sw/a/v1/qnas', { method: 'POST', form: { ...search, type: search.type ?? '' } }),
    placeholderData: keepPreviousData,
  });
}

export function useQna(id: number) {
  return useQuery({
    queryKey: queryKeys.qnas.detail(id),
    queryFn: () => api<Qna>(`/sw/a/v1/qnas/${id}`),
    enabled: id > 0,
  });
}

export function useSaveReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      api<Qna>(`/sw/a/v1/qnas/${id}`, { method: 'POST', form: { id, replyYn: true, reply } }),
    onSuccess: (qna) => {
      client.setQueryData(queryKeys.qnas.detail(qna.id), qna);
      return client.invalidateQueries({ queryKey: queryKeys.qnas.lists() });
    },
  });
}
