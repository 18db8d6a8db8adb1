import type { PlatformEvent } from '@seller/domain';
import { createHmac } from 'node:crypto';
import { platformEvents } from '../../db/schema/index.ts';

/** An outbox row as the webhooks and the pull feed carry it (`anyEventSchema` of the domain). */
export function envelopeOf(row: typeof platformEvents.$inferSelect): PlatformEvent {
  return {
    id: row.eventId,
    sequence: row.id,
    type: row.type as PlatformEvent['type'],
    marketId: row.marketId,
    entity: row.entity as PlatformEvent['entity'],
    entityId: row.entityId,
    version: row.version,
    occurredAt: row.createdAt.toISOString(),
    data: row.data as Record<string, unknown>,
  };
}

/** `X-SW-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export function webhookSignature(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}
