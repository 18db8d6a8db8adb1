import { messages } from '@seller/domain';
import { useSyncExternalStore } from 'react';

/**
 * The one dialog service for every alert and confirm of the spec. Usable from components and from
 * plain modules (the http client); `DialogHost` renders the open dialog.
 */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  title?: string;
  okText: string;
  cancelText: string;
  resolve: (ok: boolean) => void;
}

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function open(
  kind: DialogRequest['kind'],
  message: string,
  options: { title?: string; okText?: string; cancelText?: string } = {},
) {
  return new Promise<boolean>((resolve) => {
    queue = [
      ...queue,
      {
        id: nextId++,
        kind,
        message,
        title: options.title,
        okText: options.okText ?? messages.common.confirm,
        cancelText: options.cancelText ?? messages.common.cancel,
        resolve,
      },
    ];
    notify();
  });
}

export const dialog = {
  /** Shows a message with one confirm button; resolves when it is closed. */
  alert: async (message: string, options?: { title?: string; okText?: string }) => {
    await open('alert', message, options);
  },
  /** Asks a question; resolves true on confirm, false on cancel or Esc. */
  confirm: (message: string, options?: { title?: string; okText?: string; cancelText?: string }) =>
    open('confirm', message, options),
};

export function closeDialog(id: number, ok: boolean) {
  const request = queue.find((d) => d.id === id);
  queue = queue.filter((d) => d.id !== id);
  notify();
  request?.resolve(ok);
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
