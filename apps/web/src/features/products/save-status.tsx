import { labels, message, messages } from '@seller/domain';
import { ApiError } from '../../lib/http.ts';
import { SAVE_STEPS, StepError, type SaveStep } from './save-flow.ts';

/** `refused`: the server refused what was sent (4xx): saving again unchanged would not continue it. */
export type SaveState =
  { kind: 'idle' } | { kind: 'running'; step: SaveStep } | { kind: 'failed'; step: SaveStep; refused?: boolean };

export function SaveStatus({ state }: { state: SaveState }) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'running')
    return (
      <span className="save-status" role="status">
        {labels.product.running(SAVE_STEPS[state.step])}
      </span>
    );
  return (
    <span className="save-status save-status-failed" role="status">
      {message(state.refused ? 'product.stepRefused' : 'product.stepFailed', { step: SAVE_STEPS[state.step] })}
    </span>
  );
}

/**
 * The alert of a failed save: which step failed, and the server's reason when it refused. An ended
 * session (401) has no alert here (`text` null): the seller goes to sign in, where that is said.
 */
export function failureText(
  error: unknown,
  fallback: string,
): { text: string | null; step: SaveStep | null; refused: boolean } {
  const step = error instanceof StepError ? error.step : null;
  const cause = error instanceof StepError ? error.reason : error;
  if (cause instanceof ApiError && cause.status === 401) return { text: null, step, refused: false };
  // Options and their combinations have their own failure wording (spec 01 §8).
  const generic = step === 'options' || step === 'unions' ? messages.product.optionSaveFailed : fallback;
  const refused = cause instanceof ApiError && cause.status >= 400 && cause.status < 500;
  const reason = refused ? cause.message : generic;
  const stepText = step
    ? message(refused ? 'product.stepRefused' : 'product.stepFailed', { step: SAVE_STEPS[step] })
    : '';
  return { text: [reason, stepText].filter(Boolean).join('\n'), step, refused };
}

/** The status line after a failed save. */
export const failedState = (failure: { step: SaveStep | null; refused: boolean }): SaveState =>
  failure.step ? { kind: 'failed', step: failure.step, refused: failure.refused } : { kind: 'idle' };
