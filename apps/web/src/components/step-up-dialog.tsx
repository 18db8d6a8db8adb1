import { labels, messages } from '@seller/domain';
import { Input, Modal } from 'antd';
import { useId } from 'react';
import './purpose-modal.css';

const text = labels.privacy;

/** The password form of a step-up (`useStepUp`), loaded the first time the server asks for it. */
export function StepUpDialog({
  open,
  password,
  busy,
  onPassword,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  password: string;
  busy: boolean;
  onPassword: (password: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Modal
      open={open}
      title={text.stepUpTitle}
      okText={messages.common.confirm}
      cancelText={messages.common.cancel}
      confirmLoading={busy}
      onOk={onSubmit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className="purpose-form">
        <p>{text.passwordNote}</p>
        <label htmlFor={`${id}-password`}>{text.password}</label>
        <Input.Password
          id={`${id}-password`}
          value={password}
          autoComplete="current-password"
          autoFocus
          onChange={(e) => onPassword(e.target.value)}
          onPressEnter={onSubmit}
        />
      </div>
    </Modal>
  );
}
