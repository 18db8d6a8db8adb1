import { message, messages } from '@seller/domain';
import { Button, Modal } from 'antd';

const text = messages.session;

/** The idle warning's dialog (`idle-warning.tsx`): the countdown, 지금 로그아웃 and 로그인 유지. */
export function IdleDialog({
  open,
  left,
  onStay,
  onSignOut,
}: {
  open: boolean;
  /** Milliseconds left before the session ends. */
  left: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  return (
    <Modal
      open={open}
      title={text.idleWarningTitle}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="out" onClick={onSignOut}>
          {text.signOutNow}
        </Button>,
        <Button key="stay" type="primary" onClick={onStay} autoFocus>
          {text.stay}
        </Button>,
      ]}
    >
      <p role="timer">{message('session.idleWarning', { seconds: Math.max(0, Math.ceil(left / 1000)) })}</p>
    </Modal>
  );
}
