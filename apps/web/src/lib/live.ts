import type { LiveEvent, OrderStatus } from '@seller/domain';
import { useSyncExternalStore } from 'react';
import { ApiError, client } from './http.ts';

/**
 * The seller's live updates (issue 33 §3): one stream per tab of `GET /sw/a/v1/live` (Server-Sent
 * Events read through the app's one fetch, which sends the session token), made again by itself
 * after a drop or a server restart, resuming from the last event seen. Listeners hear each batch of
 * the market's events; `reset` means more was missed than the server replays (refresh everything).
 */
export type LiveListener = (events: LiveEvent[] | 'reset') => void;

const listeners = new Set<LiveListener>();
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

/** Hears the live events of this tab's stream while subscribed. */
export function onLive(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function emit(events: LiveEvent[] | 'reset') {
  for (const listener of listeners) listener(events);
}

/** Splits the stream's text into SSE frames (`event`, `id`, `data`), keeping an unfinished frame for later. */
export function readFrames(buffer: string): {
  frames: { event: string; id: string | null; data: string }[];
  rest: string;
} {
  const frames: { event: string; id: string | null; data: string }[] = [];
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const frame = { event: 'message', id: null as string | null, data: '' };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'event') frame.event = value;
      else if (name === 'id') frame.id = value;
      else if (name === 'data') frame.data += value;
    }
    if (frame.data || frame.event !== 'message') frames.push(frame);
  }
  return { frames, rest };
}

/**
 * Keeps this tab's stream open until the answer is called (sign-out, leaving the shell). A refused
 * stream (401: the session ended) stops; anything else reconnects after a pause.
 */
export function connectLive(): () => void {
  const abort = new AbortController();
  let after: number | undefined;
  let failures = 0;
  const run = async () => {
    while (!abort.signal.aborted) {
      try {
        const { response } = await client.GET('/sw/a/v1/live', {
          params: { query: after === undefined ? {} : { after } },
          // Reconnecting is the app's own doing: it does not keep an idle session.
          headers: { 'x-background': '1' },
          parseAs: 'stream',
          signal: abort.signal,
        });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          failures = 0;
          const { frames, rest } = readFrames(buffer + value);
          buffer = rest;
          const events: LiveEvent[] = [];
          for (const frame of frames) {
            if (frame.event === 'reset') emit('reset');
            if (frame.event !== 'change') continue;
            const event = JSON.parse(frame.data) as LiveEvent;
            after = event.sequence;
            events.push(event);
          }
          if (events.length > 0) emit(events);
        }
      } catch (error) {
        if (abort.signal.aborted || (error instanceof ApiError && error.status === 401)) return;
      }
      const pause = RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]!;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  void run();
  return () => abort.abort();
}

/**
 * New arrivals for the open list: orders or requests that reached one of `statuses` through the
 * marketplace since the list was last loaded (the seller's own moves are not news). Kept per tab.
 */
const arrivals = new Map<OrderStatus, Set<string>>();
const arrivalWatchers = new Set<() => void>();
let arrivalsVersion = 0;

onLive((events) => {
  if (events === 'reset') return;
  let changed = false;
  for (const e of events) {
    if (!e.status || e.actor === 'seller' || !e.type.startsWith('order.')) continue;
    if (e.type !== 'order.created' && e.type !== 'order.status-changed') continue;
    const set = arrivals.get(e.status) ?? new Set();
    set.add(e.entityId);
    arrivals.set(e.status, set);
    changed = true;
  }
  if (changed) {
    arrivalsVersion++;
    arrivalWatchers.forEach((watch) => watch());
  }
});

function watchArrivals(watch: () => void) {
  arrivalWatchers.add(watch);
  return () => void arrivalWatchers.delete(watch);
}

/** Forgets the arrivals of these statuses (the list was loaded again). */
export function clearArrivals(statuses: readonly OrderStatus[]) {
  for (const status of statuses) arrivals.delete(status);
  arrivalsVersion++;
  arrivalWatchers.forEach((watch) => watch());
}

/** How many orders arrived in these statuses since the list was loaded. */
export function useArrivals(statuses: readonly OrderStatus[]): number {
  useSyncExternalStore(watchArrivals, () => arrivalsVersion);
  const codes = new Set<string>();
  for (const status of statuses) for (const code of arrivals.get(status) ?? []) codes.add(code);
  return codes.size;
}
