import { labels, messages, STALE_VERSION_CODE } from '@seller/domain';
import { dialog } from './dialog.ts';
import { ApiError } from './http.ts';

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
 * overwrite (the save is sent again naming the version saved now), reload the other change, or keep
 * editing. Answers the save's result, or null when nothing was saved. Other failures are thrown.
 */
export async function saveVersioned<T>(options: {
  version: number | null | undefined;
  save: (version: number | undefined) => Promise<T>;
  /** The version stored now (read again for an overwrite). */
  latestVersion: () => Promise<number | null | undefined>;
  /** Shows the other change: the screen reloads what is saved and drops the input. */
  reload: () => Promise<unknown>;
}): Promise<T | null> {
  try {
    return await options.save(options.version ?? undefined);
  } catch (error) {
    if (!isStaleVersion(error)) throw error;
    const choice = await askAfterStaleSave();
    if (choice === 'reload') await options.reload();
    if (choice !== 'overwrite') return null;
    return saveVersioned({ ...options, version: await options.latestVersion() });
  }
}
