import { DEADLINE_FILTER_LABELS, deadlineState, labels, type Order } from '@seller/domain';

/** An order's dispatch deadline in a list (issue 36 §6): the day, and 기한 임박 / 기한 초과 / 지연 안내 when so. */
export function DeadlineCell({ order }: { order: Order }) {
  if (!order.dispatchDue) return <span className="muted">-</span>;
  const state = deadlineState(order.status, order.dispatchDue);
  return (
    <span className="deadline-cell">
      {order.dispatchDue}
      {state && <span className={`deadline-tag is-${state}`}>{DEADLINE_FILTER_LABELS[state]}</span>}
      {order.delay.delayedAt && <span className="deadline-tag is-delayed">{labels.deadline.delay}</span>}
    </span>
  );
}
