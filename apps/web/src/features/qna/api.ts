import type { QnaType } from '@seller/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../lib/http.ts';
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
    // With page and size the answer is a page and its total; the bare list is for spec clients without them.
    queryFn: async () => {
      const list = await answer(client.POST('/sw/a/v1/qnas', { body: search }));
      return Array.isArray(list) ? { qnas: list, total: list.length } : list;
    },
    placeholderData: keepPreviousData,
  });
}

export function useQna(id: number) {
  return useQuery({
    queryKey: queryKeys.qnas.detail(id),
    queryFn: () => answer(client.GET('/sw/a/v1/qnas/{id}', { params: { path: { id } } })),
    enabled: id > 0,
  });
}

export function useSaveReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      answer(client.POST('/sw/a/v1/qnas/{id}', { params: { path: { id } }, body: { id, replyYn: true, reply } })),
    onSuccess: (qna) => {
      queryClient.setQueryData(queryKeys.qnas.detail(qna.id), qna);
      return queryClient.invalidateQueries({ queryKey: queryKeys.qnas.lists() });
    },
  });
}
