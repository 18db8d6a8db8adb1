import { messages } from '@seller/domain';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { dialog } from '../../lib/dialog.ts';
import { readSession } from '../../lib/session.ts';
import type { ProductFormState } from './product-form.tsx';

/**
 * Where the unsaved form of a product screen is kept: per seller, market and product (`new` for the
 * register screen), in this tab's session storage, so it outlives a reload and an ended session
 * (the seller signs in again in the same tab) but not the tab.
 */
export const draftKey = (sellerId: string, marketId: number, code: string | null) =>
  `SF_PRODUCT_DRAFT:${sellerId}:${marketId}:${code ?? 'new'}`;

/** The form as a draft keeps it: files of new images cannot be kept, so those images are left out. */
function serialize(state: ProductFormState): string {
  const kept = (items: ProductFormState['mainImages']) =>
    items.filter((i) => !i.file).map(({ id, url, weight }) => ({ id, url, weight }));
  return JSON.stringify({ ...state, mainImages: kept(state.mainImages), coverImages: kept(state.coverImages) });
}

function readDraft(key: string): { raw: string; state: ProductFormState } | null {
  const raw = sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as Partial<ProductFormState>;
    if (!state || typeof state.code !== 'string' || !state.price) return null;
    // A draft kept before the notice fields existed takes them empty.
    const notice = { notice: {}, kcKind: null, kcNumber: '', kcAgency: '', ageValues: [], lowStockThreshold: null };
    return { raw, state: { ...notice, ...state } as ProductFormState };
  } catch {
    return null;
  }
}

/**
 * Guards a product form with unsaved changes: leaving through the app asks first (a router blocker),
 * reloading or closing the tab asks through the browser, and the form is kept as a draft that is
 * offered back when the screen opens again (after a reload or an ended session). An ended session
 * is not blocked: the seller goes to sign in and the draft waits. `release` ends the guard after a save.
 */
export function useFormGuard({
  storageKey,
  state,
  onRestore,
}: {
  storageKey: string;
  /** The form; null while it loads. */
  state: ProductFormState | null;
  onRestore: (draft: ProductFormState) => void;
}) {
  const baseline = useRef<string | null>(null);
  const released = useRef(false);
  const current = state ? serialize(state) : null;
  if (current !== null && baseline.current === null) baseline.current = current;
  const dirty = current !== null && current !== baseline.current;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // The draft is neither written nor removed until the seller has answered the offer to restore it.
  const [ready, setReady] = useState(false);
  const loaded = state !== null;

  useEffect(() => {
    if (!loaded || ready) return;
    const draft = readDraft(storageKey);
    if (!draft || draft.raw === baseline.current) {
      setReady(true);
      return;
    }
    let active = true;
    void dialog.confirm(messages.product.draftRestore).then((restore) => {
      if (!active) return;
      if (restore) onRestore(draft.state);
      else sessionStorage.removeItem(storageKey);
      setReady(true);
    });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- offered once, when the form has loaded
  }, [loaded, storageKey]);

  useEffect(() => {
    if (!ready || released.current || current === null) return;
    if (dirty) sessionStorage.setItem(storageKey, current);
    else sessionStorage.removeItem(storageKey);
  }, [ready, dirty, current, storageKey]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !released.current &&
      readSession() !== null &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialog.confirm(messages.product.leaveConfirm).then((leave) => {
      if (!leave) return blocker.reset();
      released.current = true;
      sessionStorage.removeItem(storageKey);
      blocker.proceed();
    });
  }, [blocker, storageKey]);

  return {
    dirty,
    /** After a successful save: the form may be left and its draft is gone. */
    release() {
      released.current = true;
      sessionStorage.removeItem(storageKey);
    },
    /** The form was reloaded from the server (the seller's changes dropped): it is the new unchanged form. */
    reset(next: ProductFormState) {
      baseline.current = serialize(next);
      sessionStorage.removeItem(storageKey);
    },
  };
}
