import type { ActivityKind } from '@seller/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, asStream, client, withHeaders } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface ActivitySearch {
  loginId?: string;
  kind?: ActivityKind;
  subject?: string;
  startDate: string;
  endDate: string;
}

export function useActivity(search: ActivitySearch & { page: number; size: number }) {
  return useQuery({
    queryKey: queryKeys.activity.list(search),
    queryFn: () => answer(client.GET('/sw/a/v1/activity', { params: { query: search } })),
    placeholderData: keepPreviousData,
  });
}

/** The searched activity log as .xlsx, streamed. */
export const exportActivity = (search: ActivitySearch) =>
  withHeaders('get', '/sw/a/v1/activity/export', (method, path) =>
    client.request(method, path, { params: { query: search }, ...asStream }),
  );
