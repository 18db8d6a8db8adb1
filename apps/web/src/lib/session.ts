import {
  messages,
  LAST_PATH_STORAGE_KEY,
  PRODUCT_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  type LoginResult,
  type SessionContext,
} from '@seller/domain';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in context, kept in session storage under `SF_CTX` so a reload keeps the seller signed
 * in. `readSession` answers null when the entry is missing or unreadable.
 */
export function readSession(): SessionContext | null {
  const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    // A plain check rather than the zod schema keeps zod out of the first page's JavaScript.
    const value = JSON.parse(raw) as Partial<SessionContext> | null;
    const ok =
      value?.authorized === true &&
      Number.isInteger(value.key) &&
      typeof value.market === 'string' &&
      typeof value.id === 'string' &&
      typeof value.token === 'string' &&
      value.token.length > 0;
    return ok ? (value as SessionContext) : null;
  } catch {
    return null;
  }
}

/** Whether an entry exists but cannot be read (the spec's "problem with logging in"). */
export function hasBrokenSession(): boolean {
  return sessionStorage.getItem(SESSION_STORAGE_KEY) !== null && readSession() === null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
let snapshot = readSession();

export function saveSession(result: LoginResult) {
  const context: SessionContext = {
    authorized: true,
    key: result.key,
    market: result.market,
    id: result.id,
    token: result.token,
  };
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(context));
  snapshot = context;
  notify();
}

const SIGN_IN_NOTICE_KEY = 'SF_SIGN_IN_NOTICE';

/**
 * Ends the session in this tab. `notice` is shown by the sign-in screen when it opens (a lost
 * session tells the seller why they are back there).
 */
/**
 * Ends the session in this tab. `keepPath`: the session ended by itself (401), so signing in again
 * returns to the screen the seller was on, where its kept draft is offered (issue 35 §6); a sign-out
 * forgets it.
 */
export function clearSession(notice?: string, { keepPath = false }: { keepPath?: boolean } = {}) {
  if (notice) sessionStorage.setItem(SIGN_IN_NOTICE_KEY, notice);
  sessionStorage.removeItem(SESSION_STORAGE_KEY);
  if (!keepPath) sessionStorage.removeItem(LAST_PATH_STORAGE_KEY);
  sessionStorage.removeItem(PRODUCT_STORAGE_KEY);
  snapshot = null;
  notify();
}

/** Keeps the id and code of the product the edit screen opened (spec 01), for this tab's session. */
export function rememberProduct(product: { id: number; code: string }) {
  sessionStorage.setItem(PRODUCT_STORAGE_KEY, JSON.stringify({ id: product.id, code: product.code }));
}

/** The current session; re-renders when it changes. */
export function useSession(): SessionContext | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

/** The session of a screen inside the shell, where one always exists. */
export function useRequiredSession(): SessionContext {
  const session = useSession();
  if (!session) throw new Error('no session inside the shell');
  return session;
}

/** The message the sign-in screen should show once, if any. */
export function takeSignInNotice(): string | null {
  const notice = sessionStorage.getItem(SIGN_IN_NOTICE_KEY);
  sessionStorage.removeItem(SIGN_IN_NOTICE_KEY);
  return notice;
}

// An entry that cannot be read is removed at start, and the sign-in screen says so (spec 01 §6).
if (hasBrokenSession()) clearSession(messages.auth.sessionProblem);

export const rememberPath = (path: string) => sessionStorage.setItem(LAST_PATH_STORAGE_KEY, path);
export const lastPath = () => sessionStorage.getItem(LAST_PATH_STORAGE_KEY);
