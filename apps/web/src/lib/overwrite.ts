import { labels, message } from '@seller/domain';
import { dialog } from './dialog.ts';

/**
 * One thing an edit screen holds that an overwrite merges on its own: how to read it from the
 * screen's state, how to put a value of it into a state, and how to show a value to the seller.
 * `label` is the field's name as the screen shows it.
 */
export interface MergeField<S> {
  label: string;
  get: (state: S) => unknown;
  /** Puts the value into the state; a state without the thing (a combination someone removed) is answered as it is. */
  set: (state: S, value: unknown) => S;
  show?: (value: unknown) => string;
  /** What of a value counts when comparing (default: all of it). */
  compare?: (value: unknown) => unknown;
}

/** A field read and written as one property of a plain object state. */
export const propField = <S extends object, K extends keyof S>(
  key: K,
  label: string,
  show?: (value: S[K]) => string,
): MergeField<S> => ({
  label,
  get: (state) => state[key],
  set: (state, value) => ({ ...state, [key]: value as S[K] }),
  show: show as MergeField<S>['show'],
});

/** Equal as data: arrays in order, objects whatever their key order, `undefined` keys as absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => sameValue(v, other[i]));
  }
  const keys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const [ka, kb] = [keys(a), keys(b)];
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

const showValue = (value: unknown) =>
  value === undefined || value === null || value === '' ? labels.common.emptyValue : String(value);

/**
 * "My changes win", not "everything I loaded wins": the newest saved state (`theirs`) with the
 * fields this seller changed since the screen loaded (`base` → `mine`) put on top. A field both
 * changed to different values is asked about: the dialog names the field and both values, and the
 * seller keeps theirs (Enter) or takes the other person's; Esc stops the overwrite (null) and the
 * screen keeps the input. Fields only the other person changed keep the other person's value.
 */
export async function mergeMine<S>(base: S, mine: S, theirs: S, fields: readonly MergeField<S>[]): Promise<S | null> {
  let merged = theirs;
  for (const field of fields) {
    const [was, mineNow, theirsNow] = [field.get(base), field.get(mine), field.get(theirs)];
    const same = (a: unknown, b: unknown) => sameValue(field.compare?.(a) ?? a, field.compare?.(b) ?? b);
    let keepMine = !same(was, mineNow);
    if (keepMine && !same(mineNow, theirsNow) && !same(was, theirsNow)) {
      const show = field.show ?? showValue;
      const choice = await dialog.choose(
        message('common.overwriteConflict', { field: field.label, theirs: show(theirsNow), mine: show(mineNow) }),
        {
          title: labels.common.conflictOf(field.label),
          okText: labels.common.keepMine,
          otherText: labels.common.keepTheirs,
          cancelText: labels.common.keepEditing,
        },
      );
      if (choice === 'cancel') return null;
      keepMine = choice === 'ok';
    }
    // Every field is set, not only this seller's: a whole (the options) taken from one side must not
    // carry that side's old values of the parts (a combination's stock) the other side changed.
    merged = field.set(merged, keepMine ? mineNow : theirsNow);
  }
  return merged;
}
