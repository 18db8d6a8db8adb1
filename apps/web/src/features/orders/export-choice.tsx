import {
  ACCESS_PURPOSE_DETAIL_MAX,
  ACCESS_PURPOSES,
  labels,
  messages,
  type AccessPurpose,
  type AccessPurposeInput,
  type PersonalExportMode,
} from '@seller/domain';
import { Input, Modal, Radio, Select } from 'antd';
import { useId, useRef, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';

const text = labels.privacy;

/** How an order export carries the personal columns, and the purpose when in full. */
export interface ExportChoice {
  personal: PersonalExportMode;
  purpose?: AccessPurposeInput;
}

/**
 * The export screen's choice (issue 34 §2): personal columns masked (no reason), left out (no
 * reason), or in full for a purpose that the server logs with the orders. `ask` opens it and answers
 * the choice, or null when the seller cancels; `modal` is its element.
 */
export function useExportChoice() {
  const [open, setOpen] = useState(false);
  const [personal, setPersonal] = useState<PersonalExportMode>('masked');
  const [purpose, setPurpose] = useState<AccessPurpose | undefined>();
  const [detail, setDetail] = useState('');
  const resolve = useRef<(choice: ExportChoice | null) => void>(() => {});
  const id = useId();

  const ask = () =>
    new Promise<ExportChoice | null>((done) => {
      resolve.current = done;
      setPersonal('masked');
      setPurpose(undefined);
      setDetail('');
      setOpen(true);
    });
  const close = (choice: ExportChoice | null) => {
    setOpen(false);
    resolve.current(choice);
  };
  const submit = async () => {
    if (personal !== 'full') return close({ personal });
    if (!purpose) return dialog.alert(messages.privacy.purposeRequired);
    if (purpose === 'OTHER' && !detail.trim()) return dialog.alert(messages.privacy.purposeDetailRequired);
    close({ personal, purpose: { purpose, purposeDetail: detail.trim() } });
  };

  const modal = (
    <Modal
      open={open}
      title={text.exportTitle}
      okText={messages.common.confirm}
      cancelText={messages.common.cancel}
      onOk={() => void submit()}
      onCancel={() => close(null)}
      destroyOnHidden
    >
      <div className="reason-form">
        <p>{text.exportNote}</p>
        <Radio.Group
          aria-label={text.exportTitle}
          value={personal}
          onChange={(e) => setPersonal(e.target.value as PersonalExportMode)}
          options={[
            { value: 'masked', label: text.exportModes.masked },
            { value: 'omit', label: text.exportModes.omit },
            { value: 'full', label: text.exportModes.full },
          ]}
        />
        {personal === 'full' && (
          <>
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
          </>
        )}
      </div>
    </Modal>
  );
  return { ask, modal };
}
