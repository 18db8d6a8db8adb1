import {
  DASHBOARD_CARDS,
  defaultRange,
  liveWorkOf,
  message,
  messages,
  SEARCH_PERIOD_DAYS,
  type LiveEvent,
} from '@seller/domain';
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { answer, client } from '../../lib/http.ts';
import { connectLive, onLive } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { lastMonthRange } from '../../features/dashboard/api.ts';
import type { PageKey } from '../paths.ts';

/** The pages whose count the side navigation shows, by the dashboard card that counts the same orders. */
const ORDER_BADGES = [
  ['productReady', 'paid'],
  ['cancelRequest', 'cancel'],
  ['exchangeRequest', 'exchange'],
  ['refundRequest', 'refund'],
] as const satisfies readonly (readonly [PageKey, (typeof DASHBOARD_CARDS)[number]['key']])[];

/** The side navigation's counts: waiting orders as the dashboard counts them (the last month), open inquiries as 문의 요청 lists them. */
export function useNavCounts(marketId: number): Partial<Record<PageKey, number>> {
  const range = lastMonthRange();
  const orders = useQuery({
    queryKey: queryKeys.orders.count({ nav: true, marketId, ...range }),
    queryFn: () =>
      Promise.all(
        ORDER_BADGES.map(([, key]) => {
          const card = DASHBOARD_CARDS.find((c) => c.key === key)!;
          return answer(
            client.GET('/sw/a/v1/orders/count', {
              params: { query: { marketId, orderStatusList: card.statuses.join(','), ...range } },
            }),
          );
        }),
      ),
  });
  const period = defaultRange(SEARCH_PERIOD_DAYS.qnas);
  const inquiries = useQuery({
    queryKey: queryKeys.qnas.count({ nav: true, marketId, ...period }),
    queryFn: async () => {
      const list = await answer(
        client.POST('/sw/a/v1/qnas', { body: { marketId, replyYn: false, ...period, page: 1, size: 1 } }),
      );
      return Array.isArray(list) ? list.length : list.total;
    },
  });
  return {
    ...Object.fromEntries(ORDER_BADGES.map(([page], i) => [page, orders.data?.[i]])),
    qnaRequest: inquiries.data,
  };
}

/** The counts the live updates refresh: the dashboard's cards and the navigation's badges (never an open list's rows). */
const isLiveCount = (query: Query) => {
  const [, kind, params] = query.queryKey as [string, string, { dashboard?: boolean; nav?: boolean } | undefined];
  return kind === 'count' && Boolean(params?.dashboard || params?.nav);
};

const NOTIFY_KEY = 'SF_NOTIFY';
const notifyWatchers = new Set<() => void>();
const notifyOn = () =>
  localStorage.getItem(NOTIFY_KEY) === '1' && 'Notification' in window && Notification.permission === 'granted';
function setNotify(on: boolean) {
  if (on) localStorage.setItem(NOTIFY_KEY, '1');
  else localStorage.removeItem(NOTIFY_KEY);
  notifyWatchers.forEach((watch) => watch());
}

/** Whether browser notifications are on, and the way to switch them (asking the browser's permission first). */
export function useNotifySetting(): { on: boolean; toggle: () => Promise<void> } {
  const on = useSyncExternalStore((watch) => {
    notifyWatchers.add(watch);
    return () => void notifyWatchers.delete(watch);
  }, notifyOn);
  return {
    on,
    async toggle() {
      if (on) return setNotify(false);
      if (!('Notification' in window)) return dialog.alert(messages.live.notifyUnsupported);
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return dialog.alert(messages.live.notifyDenied);
      setNotify(true);
    },
  };
}

/** A browser notification of new work: the order's code only, never a buyer's details. */
function notify(events: LiveEvent[]) {
  if (!notifyOn()) return;
  for (const event of events) {
    const work = liveWorkOf(event);
    if (!work) continue;
    new Notification(messages.live.notificationTitle, {
      body: message(`live.${work}`, { code: event.entityId }),
      tag: `sw-event-${event.sequence}`,
    });
  }
}

/**
 * While the shell is open: this tab's live stream; each batch of the market's events refreshes the
 * dashboard's cards and the navigation's badges (orders and inquiries), and new work is notified.
 * A reset (more missed than replayed) refreshes every query.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = connectLive();
    const unlisten = onLive((events) => {
      if (events === 'reset') {
        void queryClient.invalidateQueries();
        return;
      }
      if (events.some((e) => e.type.startsWith('order.')))
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all, predicate: isLiveCount });
      if (events.some((e) => e.type.startsWith('inquiry.')))
        void queryClient.invalidateQueries({ queryKey: queryKeys.qnas.all, predicate: isLiveCount });
      notify(events);
    });
    return () => {
      unlisten();
      stop();
    };
  }, [queryClient]);
}
