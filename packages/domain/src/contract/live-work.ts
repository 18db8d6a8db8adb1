import type { LiveEvent } from './events.ts';

/**
 * Kept apart from the event schemas (`events.ts`): the web's shell calls it on every screen, and
 * importing it from there would bring zod and every schema into the first screen's script.
 */
/** The work a live event brings to a seller, if any: a new order or a buyer's request. */
export type LiveWork = 'order' | 'cancel' | 'exchange' | 'refund' | 'inquiry';
export function liveWorkOf(event: Pick<LiveEvent, 'type' | 'status' | 'actor'>): LiveWork | null {
  if (event.type === 'order.created') return 'order';
  if (event.type === 'inquiry.created') return 'inquiry';
  if (event.type === 'order.status-changed' && event.actor !== 'seller') {
    if (event.status === 'CANCELING1') return 'cancel';
    if (event.status === 'EXCHANGING1') return 'exchange';
    if (event.status === 'REFUNDING1') return 'refund';
  }
  return null;
}
