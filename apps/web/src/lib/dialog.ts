import { messages } from '@seller/domain';
import { useSyncExternalStore } from 'react';

/**
 * The one dialog service for every alert and confirm of the spec. Usable from components and from
 * plain modules (the http client); `DialogHost` renders the open dialog.
 *
 * A dialog answers only a key pressed after it opened: the key that opened it (Enter in a field
 * that saves, then asks) is still down when the dialog takes the focus, and its keypress, keyup or
 * auto-repeat would otherwise press the dialog's button at once. Keys held when a dialog is shown
 * are "stale" until they are released; their events are swallowed before anything sees them.
 */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  title?: string;
  okText: string;
  cancelText: string;
  /** A third answer between confirm and cancel (`dialog.choose`). */
  otherText?: string;
  resolve: (answer: DialogAnswer) => void;
}

/** true: confirmed; false: cancelled (or Esc); 'other': the third button of `dialog.choose`. */
export type DialogAnswer = boolean | 'other';

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Keys down now, and keys whose current press began before the dialog on screen was shown. */
const held = new Set<string>();
const stale = new Set<string>();
const keyOf = (event: KeyboardEvent) => event.code || event.key;

function swallow(event: KeyboardEvent) {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function onKey(event: KeyboardEvent) {
  const key = keyOf(event);
  if (event.type === 'keydown') {
    if (!event.repeat) {
      held.add(key);
      stale.delete(key);
    } else if (stale.has(key) || queue.length > 0) {
      swallow(event);
    }
  } else if (event.type === 'keypress') {
    if (stale.has(key)) swallow(event);
  } else {
    held.delete(key);
    if (stale.delete(key)) swallow(event);
  }
}

if (typeof window !== 'undefined') {
  // Capture on window runs before React's listeners and before any element's default action.
  for (const type of ['keydown', 'keypress', 'keyup'] as const) window.addEventListener(type, onKey, true);
  window.addEventListener('blur', () => {
    held.clear();
    stale.clear();
  });
}

/** A dialog comes on screen: every key still down from before it belongs to something else. */
function shown() {
  for (const key of held) stale.add(key);
}

function open(
  kind: DialogRequest['kind'],
  message: string,
  options: { title?: string; okText?: string; cancelText?: string; otherText?: string } = {},
) {
  return new Promise<DialogAnswer>((resolve) => {
    queue = [
      ...queue,
      {
        id: nextId++,
        kind,
        message,
        title: options.title,
        okText: options.okText ?? messages.common.confirm,
        cancelText: options.cancelText ?? messages.common.cancel,
        otherText: options.otherText,
        resolve,
      },
    ];
    if (queue.length === 1) shown();
    notify();
  });
}

export const dialog = {
  /** Shows a message with one confirm button; resolves when it is closed. */
  alert: async (message: string, options?: { title?: string; okText?: string }) => {
    await open('alert', message, options);
  },
  /** Asks a question; resolves true on confirm, false on cancel or Esc. */
  confirm: async (message: string, options?: { title?: string; okText?: string; cancelText?: string }) =>
    (await open('confirm', message, options)) === true,
  /** Asks with three answers: 'ok', 'other' or 'cancel' (also Esc). */
  choose: async (
    message: string,
    options: { okText: string; otherText: string; cancelText: string; title?: string },
  ): Promise<'ok' | 'other' | 'cancel'> => {
    const answer = await open('confirm', message, options);
    return answer === 'other' ? 'other' : answer ? 'ok' : 'cancel';
  },
};

export function closeDialog(id: number, answer: DialogAnswer) {
  const request = queue.find((d) => d.id === id);
  const wasShown = queue[0]?.id === id;
  queue = queue.filter((d) => d.id !== id);
  // The key that answered this dialog must not answer the next one, nor reach the field it returns to.
  if (wasShown) shown();
  notify();
  request?.resolve(answer);
}

export function useCurrentDialog(): DialogRequest | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0],
  );
}
