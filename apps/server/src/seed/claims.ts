import { CLAIM_REASON_OF_TEXT, type ClaimReasonCode, type OrderStatus } from '@seller/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderClaims, orders } from '../db/schema/index.ts';
import { createRandom } from './random.ts';

const CLAIM_STATUSES: OrderStatus[] = [
  'CANCELING1',
  'CANCELING2',
  'EXCHANGING1',
  'EXCHANGING2',
  'REFUNDING1',
  'REFUNDING2',
];
/** Fashion's reasons, most often size (issue 36: the highest return and exchange share is size). */
const RETURN_REASONS: ClaimReasonCode[] = [
  'SIZE_UNSATISFIED',
  'SIZE_UNSATISFIED',
  'SIZE_UNSATISFIED',
  'COLOR_UNSATISFIED',
  'INTENT_CHANGED',
  'INTENT_CHANGED',
  'DEFECTIVE',
  'WRONG_DELIVERY',
  'BROKEN',
];
const CARRIERS = ['CJ대한통운', '롯데택배', '한진택배', '우체국택배'];

/**
 * The demo's open claims with substance (issue 36 §1, §2): reason codes, buyers' photos on some, and
 * exchange and refund requests at every pickup step — none yet, 회수 요청, 회수 중, 회수 완료 (a few
 * of them days ago: 처리 지연) — with a hold here and there. Its own generator, so the other demo data
 * stays as it was.
 */
export async function seedDemoClaims(db: Db, marketId: number, now: Date) {
  const random = createRandom(36_000 + marketId);
  const open = await db
    .select({ id: orders.id, code: orders.code, status: orders.status, reason: orders.reason })
    .from(orders)
    .where(and(eq(orders.marketId, marketId), inArray(orders.status, CLAIM_STATUSES)))
    .orderBy(orders.id);
  const rows = open.map((order, i) => {
    const cancel = order.status.startsWith('CANCEL');
    const reasonCode: ClaimReasonCode = cancel
      ? (CLAIM_REASON_OF_TEXT[order.reason ?? ''] ?? 'INTENT_CHANGED')
      : random.pick(RETURN_REASONS);
    const photos =
      !cancel && (reasonCode === 'DEFECTIVE' || reasonCode === 'BROKEN' || random.chance(0.3))
        ? Array.from(
            { length: random.int(1, 3) },
            (_, n) => `https://images.example.com/claims/${order.code}-${n + 1}.jpg`,
          )
        : [];
    const requestedAt = new Date(now.getTime() - random.int(2, 9) * 86_400_000);
    const row: typeof orderClaims.$inferInsert = {
      orderId: order.id,
      marketId,
      kind: cancel ? 'CANCEL' : order.status.startsWith('EXCHANG') ? 'EXCHANGE' : 'REFUND',
      reasonCode,
      photos,
      requestedAt,
    };
    if (cancel) return row;
    // The pickup steps in turn, so every list shows each of them.
    const step = i % 4;
    if (step >= 1) {
      row.pickupMethod = random.chance(0.7) ? 'REQUESTED' : 'BUYER_SENT';
      row.pickupStatus =
        step === 1
          ? row.pickupMethod === 'REQUESTED'
            ? 'REQUESTED'
            : 'IN_TRANSIT'
          : step === 2
            ? 'IN_TRANSIT'
            : 'DONE';
      row.pickupCarrier = random.pick(CARRIERS);
      row.pickupTracking = String(random.int(100_000_000, 999_999_999)) + String(random.int(100, 999));
      row.pickupRequestedAt = new Date(requestedAt.getTime() + 86_400_000);
    }
    if (step === 3) {
      // 회수 완료 a day or up to a week ago: the older ones are 처리 지연.
      row.pickupDoneAt = new Date(now.getTime() - random.int(1, 7) * 86_400_000);
      if (random.chance(0.3)) {
        row.holdReason = random.pick(['RETURN_FEE_UNPAID', 'EXTRA_CHARGE'] as const);
        row.holdMemo = row.holdReason === 'RETURN_FEE_UNPAID' ? '반품 배송비 입금 확인 후 진행' : '';
        row.heldAt = new Date(row.pickupDoneAt.getTime() + 3_600_000);
      }
    }
    return row;
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insert(orderClaims)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
}
