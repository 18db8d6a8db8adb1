import type { MessageKey } from '../messages.ts';
import type { FeeType } from './fee-types.ts';
import { feeRuleProblem } from './templates.ts';

export const BUNDLE_EVENT_NAME_MAX = 50;
export const BUNDLE_DESCRIPTION_MAX = 200;
/** Most products one bundle delivery may hold (ours; the spec says the limit is not shown). */
export const MAX_BUNDLE_PRODUCTS = 500;

/** Local date-time as the bundle calls carry it (Seoul, no offset): `2026-11-22T10:00:00`. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The instant of a Seoul local date-time, or null when the text is not one. */
export function seoulLocalToInstant(text: string | null | undefined): Date | null {
  if (!text || !LOCAL_DATE_TIME_PATTERN.test(text)) return null;
  const withSeconds = text.length === 16 ? `${text}:00` : text;
  const utc = Date.parse(`${withSeconds}Z`);
  if (Number.isNaN(utc)) return null;
  // Reject dates that roll over (2026-02-30 → March).
  if (new Date(utc).toISOString().slice(0, 16) !== withSeconds.slice(0, 16)) return null;
  return new Date(utc - SEOUL_OFFSET_MS);
}

/** An instant as Seoul local time without offset, to the second: `2026-11-22T10:00:00`. */
export function instantToSeoulLocal(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
}

/** What a bundle save carries (spec 02 §7): checked in the order of spec 02 §5. */
export interface BundleDraft {
  startDateTime: string | null;
  endDateTime: string | null;
  eventName: string;
  description: string;
  feeType: FeeType;
  intCondition: number;
  deliveryFee: number;
  productCodes: readonly string[];
}

/**
 * Bundle delivery save check (spec 02 §5): start, end, event name, description (each its own
 * message), the condition when the type is not FREE, at least one product, end not before start.
 * For a non-FREE type the "condition" is the fee and, for conditional types, the threshold.
 */
export function bundleProblem(draft: BundleDraft): MessageKey | null {
  const start = seoulLocalToInstant(draft.startDateTime);
  const end = seoulLocalToInstant(draft.endDateTime);
  if (!start) return 'bundle.startRequired';
  if (!end) return 'bundle.endRequired';
  if (!draft.eventName.trim()) return 'bundle.eventNameRequired';
  if (draft.eventName.trim().length > BUNDLE_EVENT_NAME_MAX) return 'bundle.eventNameTooLong';
  if (!draft.description.trim()) return 'bundle.descriptionRequired';
  if (draft.description.trim().length > BUNDLE_DESCRIPTION_MAX) return 'bundle.descriptionTooLong';
  if (feeRuleProblem({ feeType: draft.feeType, defaultFee: draft.deliveryFee, intCondition: draft.intCondition }))
    return 'bundle.conditionRequired';
  if (draft.productCodes.length === 0) return 'bundle.productRequired';
  if (end.getTime() < start.getTime()) return 'bundle.endBeforeStart';
  return null;
}

export const BUNDLE_PROGRESS = ['SCHEDULED', 'IN_PROGRESS', 'ENDED', 'STOPPED'] as const;
export type BundleProgress = (typeof BUNDLE_PROGRESS)[number];
export const BUNDLE_PROGRESS_LABELS: Record<BundleProgress, string> = {
  SCHEDULED: '진행 예정',
  IN_PROGRESS: '진행 중',
  ENDED: '종료',
  STOPPED: '중지',
};

/** Progress status of a bundle at `now`: stopped when deactivated, else by its period (both ends included). */
export function bundleProgress(
  bundle: { activated: boolean; startDateTime: string; endDateTime: string },
  now: Date = new Date(),
): BundleProgress {
  if (!bundle.activated) return 'STOPPED';
  const start = seoulLocalToInstant(bundle.startDateTime);
  const end = seoulLocalToInstant(bundle.endDateTime);
  if (start && now.getTime() < start.getTime()) return 'SCHEDULED';
  if (end && now.getTime() > end.getTime()) return 'ENDED';
  return 'IN_PROGRESS';
}
