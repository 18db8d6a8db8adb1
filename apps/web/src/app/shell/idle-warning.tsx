import { message, messages } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
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
import { clearSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';

const text = messages.session;

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

  return (
    <Modal
      open={warning && left > 0}
      title={text.idleWarningTitle}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="out" onClick={() => void signOut()}>
          {text.signOutNow}
        </Button>,
        <Button key="stay" type="primary" onClick={stay} autoFocus>
          {text.stay}
        </Button>,
      ]}
    >
      <p role="timer">{message('session.idleWarning', { seconds: Math.max(0, Math.ceil(left / 1000)) })}</p>
    </Modal>
  );
}
