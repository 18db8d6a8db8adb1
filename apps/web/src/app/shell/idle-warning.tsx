import { messages } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { keepAlive, logout } from '../../features/auth/api.ts';
import {
  idleDeadline,
  onIdleDeadline,
  pauseInputKeepAlive,
  resetIdle,
  setKeepAlive,
  WARNING_MS,
} from '../../lib/idle.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { clearSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';

const text = messages.session;

/**
 * The dialog itself loads when first needed (antd's Modal brings rc-dialog, the form context and the
 * popup machinery: about 20 KB gzipped that the first screen need not wait for); it is fetched in
 * the background a little after the shell has started, so the warning never waits for the network.
 */
const loadDialog = () => import('./idle-dialog.tsx');
const IdleDialog = lazyNamed(loadDialog, 'IdleDialog');
const PREFETCH_AFTER_MS = 15_000;

/**
 * The idle warning (issue 34 §5): a minute before the session ends for want of activity, a dialog
 * counts down over the screen, which stays as it is beneath. 로그인 유지 keeps the session; when the
 * time runs out the seller is signed out, and signing in again returns to this screen (its draft
 * kept, issue 35 §6).
 */
export function IdleWarning() {
  const deadline = useSyncExternalStore(onIdleDeadline, idleDeadline);
  const [now, setNow] = useState(() => Date.now());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const left = deadline === null ? Infinity : deadline - now;
  const warning = left <= WARNING_MS;
  // Rendered from the first warning on, so its opening and closing are antd's Modal's own.
  const [shown, setShown] = useState(false);
  if (warning && left > 0 && !shown) setShown(true);

  useEffect(() => {
    const timer = setTimeout(() => void loadDialog().catch(() => undefined), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    setKeepAlive(() => void keepAlive().catch(() => undefined));
    return () => {
      setKeepAlive(() => {});
      pauseInputKeepAlive(false);
      resetIdle();
    };
  }, []);

  // Wakes at the warning, then every second of it.
  useEffect(() => {
    if (deadline === null) return;
    const wait = Math.max(0, deadline - Date.now() - WARNING_MS);
    const timer = wait > 0 ? setTimeout(() => setNow(Date.now()), wait) : setInterval(() => setNow(Date.now()), 1000);
    return () => (wait > 0 ? clearTimeout(timer) : clearInterval(timer));
  }, [deadline, warning]);

  useEffect(() => pauseInputKeepAlive(warning), [warning]);

  useEffect(() => {
    if (left > 0) return;
    resetIdle();
    clearSession(text.idleEnded, { keepPath: true });
    queryClient.removeQueries();
    navigate(paths.intro, { replace: true });
  }, [left, navigate, queryClient]);

  const stay = () => void keepAlive().catch(() => undefined); // a 401 signs out through the client
  const signOut = async () => {
    await logout().catch(() => undefined);
    resetIdle();
    clearSession();
    queryClient.clear();
    navigate(paths.intro, { replace: true });
  };

  return shown ? (
    <Suspense fallback={null}>
      <IdleDialog open={warning && left > 0} left={left} onStay={stay} onSignOut={() => void signOut()} />
    </Suspense>
  ) : null;
}
