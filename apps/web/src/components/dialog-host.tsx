import { labels } from '@seller/domain';
import { Button } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { closeDialog, useCurrentDialog, type DialogAnswer } from '../lib/dialog.ts';

/**
 * Renders the open alert or confirm: `role="alertdialog"`, focus kept inside, Enter confirms,
 * Esc cancels (an alert's Esc closes it too). Focus returns where it was. Over an antd Modal, the
 * dialog keeps its focus and its Esc (issue 17 §2: Enter on a refusal inside the options popup
 * pressed the popup's × instead).
 */
export function DialogHost() {
  const current = useCurrentDialog();
  const boxRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!current) return;
    const previous = document.activeElement as HTMLElement | null;
    okRef.current?.focus();
    return () => previous?.focus?.();
  }, [current]);

  if (!current) return null;
  const close = (answer: DialogAnswer) => closeDialog(current.id, answer);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // The Esc is this dialog's: an antd Modal underneath (it listens on window) must not close too.
      event.stopPropagation();
      close(current.kind === 'alert');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter confirms unless another button has the focus.
      const role = (document.activeElement as HTMLElement | null)?.dataset.role;
      close(role === 'cancel' ? false : role === 'other' ? 'other' : true);
    } else if (event.key === 'Tab') {
      const buttons = Array.from(boxRef.current?.querySelectorAll('button') ?? []);
      if (buttons.length === 0) return;
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = event.shiftKey ? (index <= 0 ? buttons.length - 1 : index - 1) : (index + 1) % buttons.length;
      event.preventDefault();
      buttons[next]?.focus();
    }
  };

  return (
    <div
      className="dialog-backdrop"
      onKeyDown={onKeyDown}
      // An antd Modal underneath keeps the focus inside itself by listening to focusin on window and
      // pulling the focus back; the focus inside this dialog is not its to take.
      onFocus={(event) => event.stopPropagation()}
    >
      <div
        ref={boxRef}
        className="dialog-box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={current.title ? titleId : undefined}
        aria-label={current.title ? undefined : labels.shell.dialog}
        aria-describedby={bodyId}
      >
        {current.title && (
          <h2 id={titleId} className="dialog-title">
            {current.title}
          </h2>
        )}
        <p id={bodyId} className="dialog-message">
          {current.message}
        </p>
        <div className="dialog-actions">
          {current.kind === 'confirm' && (
            <Button data-role="cancel" onClick={() => close(false)}>
              {current.cancelText}
            </Button>
          )}
          {current.otherText && (
            <Button data-role="other" onClick={() => close('other')}>
              {current.otherText}
            </Button>
          )}
          <Button ref={okRef} type="primary" data-role="ok" onClick={() => close(true)}>
            {current.okText}
          </Button>
        </div>
      </div>
    </div>
  );
}
