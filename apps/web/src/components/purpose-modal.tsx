import {
  ACCESS_PURPOSE_DETAIL_MAX,
  ACCESS_PURPOSES,
  labels,
  messages,
  type AccessPurpose,
  type AccessPurposeInput,
} from '@seller/domain';
import { Input, Modal, Select } from 'antd';
import { useEffect, useId, useState } from 'react';
import { dialog } from '../lib/dialog.ts';
import './purpose-modal.css';

const text = labels.privacy;

/**
 * Asks why a seller looks at or downloads buyers' personal data (issue 34 §2): one of the short
 * list, with free text (required for 기타). The answer goes with the call and into the access log.
 */
export function PurposeModal({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (result: AccessPurposeInput | null) => void;
}) {
  const [purpose, setPurpose] = useState<AccessPurpose | undefined>();
  const [detail, setDetail] = useState('');
  const id = useId();
  useEffect(() => {
    if (open) {
      setPurpose(undefined);
      setDetail('');
    }
  }, [open]);

  const submit = async () => {
    if (!purpose) return dialog.alert(messages.privacy.purposeRequired);
    if (purpose === 'OTHER' && !detail.trim()) return dialog.alert(messages.privacy.purposeDetailRequired);
    onClose({ purpose, purposeDetail: detail.trim() });
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
        <label htmlFor={`${id}-purpose`}>{text.purpose}</label>
        <Select
          id={`${id}-purpose`}
          aria-label={text.purpose}
          value={purpose}
          onChange={setPurpose}
          options={ACCESS_PURPOSES.map((p) => ({ value: p, label: text.purposes[p] }))}
          style={{ width: '100%' }}
        />
        <label htmlFor={`${id}-detail`}>{text.purposeDetail}</label>
        <Input.TextArea
          id={`${id}-detail`}
          value={detail}
          placeholder={text.purposeDetailPlaceholder}
          onChange={(e) => setDetail(e.target.value)}
          maxLength={ACCESS_PURPOSE_DETAIL_MAX}
          showCount
          rows={3}
        />
      </div>
    </Modal>
  );
}
