import type { AccessChannel, AccessPurpose, ActivityKind } from '@seller/domain';
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

/** The filters of the access-log screen (issue 34 §4). */
export interface AccessLogFilters {
  actor?: string;
  purpose?: AccessPurpose;
  channel?: AccessChannel;
  startDate?: string;
  endDate?: string;
}

/** A page of the market's personal-data access log, newest first. */
export function useAccessLog(filters: AccessLogFilters, page: number, size: number) {
  return useQuery({
    queryKey: queryKeys.activity.list({ accessLog: true, ...filters, page, size }),
    queryFn: () => answer(client.GET('/sw/a/v1/privacy/access-log', { params: { query: { ...filters, page, size } } })),
    placeholderData: keepPreviousData,
  });
}

/** The access log of the filters as .xlsx, streamed (`ExportButton`). */
export const exportAccessLog = (filters: AccessLogFilters) =>
  withHeaders('get', '/sw/a/v1/privacy/access-log/export', (method, path) =>
    client.request(method, path, { params: { query: filters }, ...asStream }),
  );
