import { ACCESS_PURPOSE_DETAIL_MAX, ACCESS_PURPOSES, labels, messages, type AccessPurposeInput } from '@seller/domain';
import { Input, Modal, Select } from 'antd';
import { useEffect, useId, useState } from 'react';
import { emptyPurpose, purposeAnswer, type PurposeAnswer, type PurposeDraft } from './purpose.ts';
import './purpose-modal.css';
import { textCount } from '../lib/text-count.ts';

const text = labels.privacy;

/**
 * The fields of a purpose (issue 34 §2): one of the short list, with free text (required for 기타),
 * and the password when the server asks for it again after an idle spell (§5). Used by every
 * reveal, print and export that gives out personal data.
 */
export function PurposeFields({
  value,
  onChange,
  askPassword = false,
}: {
  value: PurposeDraft;
  onChange: (next: PurposeDraft) => void;
  askPassword?: boolean;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-purpose`}>{text.purpose}</label>
      <Select
        id={`${id}-purpose`}
        aria-label={text.purpose}
        value={value.purpose}
        onChange={(purpose) => onChange({ ...value, purpose })}
        options={ACCESS_PURPOSES.map((p) => ({ value: p, label: text.purposes[p] }))}
        style={{ width: '100%' }}
      />
      <label htmlFor={`${id}-detail`}>{text.purposeDetail}</label>
      <Input.TextArea
        id={`${id}-detail`}
        value={value.detail}
        placeholder={text.purposeDetailPlaceholder}
        onChange={(e) => onChange({ ...value, detail: e.target.value })}
        count={textCount(ACCESS_PURPOSE_DETAIL_MAX, true)}
        rows={3}
      />
      {askPassword && (
        <>
          <p>{text.passwordNote}</p>
          <label htmlFor={`${id}-password`}>{text.password}</label>
          <Input.Password
            id={`${id}-password`}
            value={value.password}
            autoComplete="current-password"
            autoFocus
            onChange={(e) => onChange({ ...value, password: e.target.value })}
          />
        </>
      )}
    </>
  );
}

/**
 * Asks why a seller looks at buyers' personal data: the purpose goes with the call and into the
 * access log. `askPassword`: the server wants the password again (403 STEP_UP_REQUIRED); `initial`
 * keeps the purpose already given.
 */
export function PurposeModal({
  open,
  onClose,
  askPassword = false,
  initial,
}: {
  open: boolean;
  onClose: (result: PurposeAnswer | null) => void;
  askPassword?: boolean;
  initial?: AccessPurposeInput | null;
}) {
  const [draft, setDraft] = useState<PurposeDraft>(() => emptyPurpose(initial));
  useEffect(() => {
    if (open) setDraft(emptyPurpose(initial));
  }, [open, initial]);

  const submit = async () => {
    const answer = await purposeAnswer(draft, askPassword);
    if (answer) onClose(answer);
  };

  return (
    <Modal
      open={open}
      title={text.revealTitle}
      okText={messages.common.confirm}
      cancelText={messages.common.cancel}
      onOk={() => void submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <div className="purpose-form">
        <p>{text.revealNote}</p>
        <PurposeFields value={draft} onChange={setDraft} askPassword={askPassword} />
      </div>
    </Modal>
  );
}
