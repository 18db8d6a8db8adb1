/**
 * A chunk that fails to load after a deploy (its hashed file is gone from the server) reloads the page
 * once, so the seller gets the new build's index and chunk names.
 *
 * The guard in sessionStorage remembers which build was reloaded: the page's entry script, whose file
 * name changes with every build. A second failure on the same build therefore shows the error page
 * instead of reloading again (no loop), while a later deploy in the same tab reloads once more.
 */
const GUARD_KEY = 'seller.chunkReload';

/** The browsers' messages for a dynamic import that failed, and Vite's for a preload that failed. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** The build the page runs: the URL of its entry script (hashed by the build). */
function currentBuild(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.src ?? location.pathname;
}

let reloading = false;

/**
 * Reloads the page unless this build already did so for a failed chunk. Answers whether it reloads
 * (also to a second caller while the reload is under way).
 */
export function reloadOnce(): boolean {
  if (reloading) return true;
  const build = currentBuild();
  try {
    if (sessionStorage.getItem(GUARD_KEY) === build) return false;
    sessionStorage.setItem(GUARD_KEY, build);
  } catch {
    return false; // no storage, no guard: never reload
  }
  reloading = true;
  location.reload();
  return true;
}

/**
 * Loads a chunk; on a chunk failure the page reloads once (the returned promise then stays pending,
 * so nothing renders until the new page). Any other failure, or a second one, is thrown as it came.
 */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return new Promise<M>(() => {});
    throw error;
  }
}
