import {
  completionNote,
  message,
  planStatusAction,
  statusActionQuestion,
  type ActionRow,
  type StatusAction,
  type StatusStep,
} from '@seller/domain';
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { orderCalls, useInvalidateOrders } from './api.ts';
import type { Reasons } from './reason-modal.tsx';

// Loaded when a reason is first asked for: most visits to an order list never open it.
const ReasonModal = lazyNamed(() => import('./reason-modal.tsx'), 'ReasonModal');

/**
 * Runs a status action on selected orders as spec 02 §5 says: refuse an empty selection and mixed
 * statuses with their messages, ask reasons where the action takes them, confirm (naming how many
 * orders move and, for a move that ships, how many have no tracking number), ask a group's second
 * confirmation where it has one, move the agreed groups in one call (all or nothing, with market
 * 160's refund fee flag), report what was not done, then go to the action's screen.
 */
export function useStatusAction(onDone?: () => void): {
  run: (action: StatusAction, rows: readonly ActionRow[]) => Promise<void>;
  busy: string | null;
  modal: ReactNode;
} {
  const navigate = useNavigate();
  const location = useLocation();
  const invalidate = useInvalidateOrders();
  const [busy, setBusy] = useState<string | null>(null);
  const [reasonRequest, setReasonRequest] = useState<{ title: string; resolve: (r: Reasons | null) => void } | null>(
    null,
  );

  const askReasons = (title: string) => new Promise<Reasons | null>((resolve) => setReasonRequest({ title, resolve }));

  const run = async (action: StatusAction, rows: readonly ActionRow[]) => {
    const plan = planStatusAction(action, rows);
    if (!plan.ok) {
      await dialog.alert(message(plan.error));
      return;
    }
    let reasons: Reasons | null = null;
    if (action.reason) {
      reasons = await askReasons(action.label);
      if (!reasons) return;
    }
    if (!(await dialog.confirm(statusActionQuestion(action, rows)))) return;
    // Every group's confirmation is asked first; the groups agreed to then move in one call (one transaction).
    const steps: StatusStep[] = [];
    for (const group of plan.groups) {
      if (group.confirmKey && !(await dialog.confirm(message(group.confirmKey)))) break;
      steps.push({ orderCodes: group.codes, currentStatus: group.from, nextStatus: group.to });
    }
    if (steps.length === 0) return;
    setBusy(action.key);
    const updated: string[] = [];
    const refused: string[] = [];
    try {
      const result = await orderCalls.changeStatusSteps({
        steps,
        ...(reasons ?? {}),
        ...(action.withDeliveryFee ? { cancelWithDeliveryFee: true } : {}),
      });
      updated.push(...result.updatedCodes);
      refused.push(...result.refusedCodes);
    } catch (error) {
      await alertError(error);
    } finally {
      setBusy(null);
      await invalidate();
    }
    if (refused.length > 0) {
      await dialog.alert(message('order.partialFailure', { count: refused.length, codes: refused.join(', ') }));
    } else if (updated.length > 0) {
      // A move the marketplace completes (취소/환불 처리) says who completes it and when (issue 38 §12).
      const done = message('order.done', { count: updated.length });
      const completion = completionNote(steps[steps.length - 1]!.nextStatus);
      await dialog.alert(completion ? `${done} ${completion}` : done);
    }
    onDone?.();
    const target = paths[action.navigateTo];
    if (updated.length > 0 && location.pathname !== target) navigate(target);
  };

  const modal = reasonRequest && (
    <Suspense fallback={null}>
      <ReasonModal
        open
        title={reasonRequest.title}
        onClose={(result) => {
          reasonRequest.resolve(result);
          setReasonRequest(null);
        }}
      />
    </Suspense>
  );
  return { run, busy, modal };
}
