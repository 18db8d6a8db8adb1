import { labels, messages, type AccessPurposeInput, type PersonalExportMode } from '@seller/domain';
import { Modal, Radio } from 'antd';
import { useRef, useState } from 'react';
import { emptyPurpose, PurposeFields, purposeAnswer, type PurposeDraft } from '../../components/purpose-modal.tsx';
import { useStepUp } from '../../components/step-up.tsx';
const text = labels.privacy;

/** How an order export carries the personal columns, and the purpose when in full. */
export interface ExportChoice {
  personal: PersonalExportMode;
  purpose?: AccessPurposeInput;
}

/**
 * The export screen's choice (issue 34 §2): personal columns masked (no reason), left out (no
 * reason), or in full for a purpose that the server logs with the orders. `ask` opens it and answers
 * the choice, or null when the seller cancels; `stepUp` makes the export's call, asking for the
 * password when the server wants it after an idle spell (§5); `modal` is their elements.
 */
export function useExportChoice() {
  const [open, setOpen] = useState(false);
  const [personal, setPersonal] = useState<PersonalExportMode>('masked');
  const [draft, setDraft] = useState<PurposeDraft>(emptyPurpose());
  const resolve = useRef<(choice: ExportChoice | null) => void>(() => {});
  const stepUp = useStepUp();

  const ask = () =>
    new Promise<ExportChoice | null>((done) => {
      resolve.current = done;
      setPersonal('masked');
      setDraft(emptyPurpose());
      setOpen(true);
    });
  const close = (choice: ExportChoice | null) => {
    setOpen(false);
    resolve.current(choice);
  };
  const submit = async () => {
    if (personal !== 'full') return close({ personal });
    const purpose = await purposeAnswer(draft);
    if (purpose) close({ personal, purpose });
  };

  const modal = (
    <>
      {stepUp.modal}
      <Modal
        open={open}
        title={text.exportTitle}
        okText={messages.common.confirm}
        cancelText={messages.common.cancel}
        onOk={() => void submit()}
        onCancel={() => close(null)}
        destroyOnHidden
      >
        <div className="purpose-form">
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
          {personal === 'full' && <PurposeFields value={draft} onChange={setDraft} />}
        </div>
      </Modal>
    </>
  );
  return { ask, modal, stepUp: stepUp.run };
}
