import type { DeliveryTemplate, FeeType } from '@seller/domain';
import { Modal } from 'antd';
import { DeliveryTemplateManager } from './template-manager.tsx';

/** The template editor in a dialog over a product form; a saved template of an allowed fee type is chosen. */
export function TemplateManagerModal({
  marketId,
  feeTypes,
  onChange,
  onClose,
}: {
  marketId: number;
  feeTypes?: readonly FeeType[];
  onChange: (template: DeliveryTemplate) => void;
  onClose: () => void;
}) {
  return (
    <Modal open title="배송비 템플릿" width={920} footer={null} onCancel={onClose} destroyOnHidden>
      <DeliveryTemplateManager
        marketId={marketId}
        onSaved={(template) => {
          if (!feeTypes || feeTypes.includes(template.feeType)) onChange(template);
        }}
      />
    </Modal>
  );
}
