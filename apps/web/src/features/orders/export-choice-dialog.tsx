import { labels, messages, type PersonalExportMode } from '@seller/domain';
import { Modal, Radio } from 'antd';
import { PurposeFields } from '../../components/purpose-modal.tsx';
import type { PurposeDraft } from '../../components/purpose.ts';

const text = labels.privacy;

/** The export's choice of personal columns and, in full, its purpose (`useExportChoice`), loaded when first asked. */
export function ExportChoiceDialog({
  open,
  personal,
  onPersonal,
  draft,
  onDraft,
  onOk,
  onCancel,
}: {
  open: boolean;
  personal: PersonalExportMode;
  onPersonal: (personal: PersonalExportMode) => void;
  draft: PurposeDraft;
  onDraft: (draft: PurposeDraft) => void;
  onOk: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title={text.exportTitle}
      okText={messages.common.confirm}
      cancelText={messages.common.cancel}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className="purpose-form">
        <p>{text.exportNote}</p>
        <Radio.Group
          aria-label={text.exportTitle}
          value={personal}
          onChange={(e) => onPersonal(e.target.value as PersonalExportMode)}
          options={[
            { value: 'masked', label: text.exportModes.masked },
            { value: 'omit', label: text.exportModes.omit },
            { value: 'full', label: text.exportModes.full },
          ]}
        />
        {personal === 'full' && <PurposeFields value={draft} onChange={onDraft} />}
      </div>
    </Modal>
  );
}
