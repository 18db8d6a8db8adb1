import { labels, messages, STALE_VERSION_CODE } from '@seller/domain';
import { dialog } from './dialog.ts';
import { ApiError } from './http.ts';
import { type MergeField, mergeMine } from './overwrite.ts';

/** Whether a failed save was refused because someone else saved the same thing first (409). */
export const isStaleVersion = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === STALE_VERSION_CODE;

/**
 * The `If-Match` header naming the version an edit started from (none: the save is not checked), for
 * a typed call's `params.header`: it compiles only on calls whose contract declares `If-Match`.
 */
export const ifMatch = (version: number | null | undefined): { 'If-Match'?: string } =>
  version ? { 'If-Match': `"${version}"` } : {};

/**
 * What the seller wants after a refused save: the input stays on screen while they choose.
 * 'overwrite' saves their input over the other change, 'reload' shows the other change instead
 * (their input is dropped), 'keep' goes back to editing (Esc too).
 */
export async function askAfterStaleSave(): Promise<'overwrite' | 'reload' | 'keep'> {
  const answer = await dialog.choose(messages.common.staleVersionChoice, {
    okText: labels.common.overwrite,
    otherText: labels.common.reloadOther,
    cancelText: labels.common.keepEditing,
  });
  return answer === 'ok' ? 'overwrite' : answer === 'other' ? 'reload' : 'keep';
}

/**
 * One save of a versioned resource, as the edit screens do it: the save names the version the
 * screen loaded; when someone else saved first, the seller's input stays on screen and they choose:
 * overwrite, reload the other change, or keep editing. An overwrite reads what is saved now and puts
 * on it only the fields this seller changed since the load (`mergeMine`: a field both changed is
 * asked about), then saves that naming the version read. Answers the save's result, or null when
 * nothing was saved. Other failures are thrown.
 */
export async function saveVersioned<T, S>(options: {
  /** What the screen holds now, and what it loaded (or last saved). */
  state: S;
  base: S;
  version: number | null | undefined;
  save: (state: S, version: number | undefined) => Promise<T>;
  /** What is saved now with its version (null: nothing to merge with, the state is saved as it is). */
  latest: () => Promise<{ state: S; version: number | null | undefined } | null>;
  fields: (base: S, mine: S, theirs: S) => readonly MergeField<S>[];
  /** Shows the other change: the screen reloads what is saved and drops the input. */
  reload: () => Promise<unknown>;
  /** The screen shows the merged state an overwrite saves. */
  onMerged?: (state: S) => void;
}): Promise<T | null> {
  try {
    return await options.save(options.state, options.version ?? undefined);
  } catch (error) {
    if (!isStaleVersion(error)) throw error;
    const choice = await askAfterStaleSave();
    if (choice === 'reload') await options.reload();
    if (choice !== 'overwrite') return null;
    const latest = await options.latest();
    if (!latest) return saveVersioned({ ...options, version: undefined });
    const { base, state: mine } = options;
    const merged = await mergeMine(base, mine, latest.state, options.fields(base, mine, latest.state));
    if (merged === null) return null;
    options.onMerged?.(merged);
    return saveVersioned({ ...options, state: merged, base: latest.state, version: latest.version });
  }
}
