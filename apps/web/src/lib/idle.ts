import { SESSION_IDLE } from '@seller/domain';

/**
 * The idle clock of this tab's session (issue 34 §5). The server ends a session after its market's
 * idle time without activity and says on every answer how long is left (X-Session-Idle-Seconds);
 * here that becomes a deadline the shell's warning counts down to. A call made while the seller has
 * not touched the screen for a while is the app's own (a refresh, a live reconnect): it is sent as
 * background and does not keep the session. The seller's input, when nothing told the server for a
 * minute, keeps it with a keep-alive call (`setKeepAlive`).
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'pointermove'] as const;
/** Input older than this makes a call the app's own. */
const BACKGROUND_AFTER_MS = 30_000;
/** The server moves its clock at most once a minute on an ordinary call. */
const TELL_EVERY_MS = 60_000;

let lastInput = Date.now();
let lastTold = Date.now();
let deadline: number | null = null;
let paused = false;
let keepAlive: () => void = () => {};
const listeners = new Set<() => void>();

/** Whether a call made now is the app's own rather than the seller's. */
export const isBackground = () => Date.now() - lastInput > BACKGROUND_AFTER_MS;

/** A call the seller's doing was sent now (the server counts it as activity). */
export const noteActivitySent = () => {
  lastTold = Date.now();
};

/** The server's answer: `seconds` left before the session ends if idle. */
export function noteIdleLeft(seconds: number) {
  if (!Number.isFinite(seconds)) return;
  deadline = Date.now() + seconds * 1000;
  listeners.forEach((l) => l());
}

/** When (ms since the epoch) the session ends if nothing more is done; null before the first answer. */
export const idleDeadline = () => deadline;

/** Hears each new deadline. */
export function onIdleDeadline(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** How the seller's input tells the server (the shell sets the keep-alive call). */
export const setKeepAlive = (call: () => void) => {
  keepAlive = call;
};

/** While the warning is open, only its own button keeps the session: input elsewhere does not. */
export const pauseInputKeepAlive = (value: boolean) => {
  paused = value;
};

/** Forgets the clock (signed out). */
export function resetIdle() {
  deadline = null;
  listeners.forEach((l) => l());
}

function onInput() {
  const now = Date.now();
  lastInput = now;
  if (paused || deadline === null || now - lastTold < TELL_EVERY_MS) return;
  lastTold = now;
  keepAlive();
}

if (typeof document !== 'undefined') {
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, { capture: true, passive: true });
}

/** Seconds of warning before the end. */
export const WARNING_MS = SESSION_IDLE.warningSeconds * 1000;
