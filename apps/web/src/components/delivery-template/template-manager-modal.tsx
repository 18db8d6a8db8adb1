import { type DeliveryTemplate, type FeeType, labels, messages } from '@seller/domain';
import { Modal } from 'antd';
import { dialog } from '../../lib/dialog.ts';
import { DeliveryTemplateManager } from './template-manager.tsx';

/**
 * The template editor in a dialog over a product form; a saved template of an allowed fee type is
 * chosen, one of another type is kept in the list and the seller is told why it was not chosen.
 */
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
    <Modal open title={labels.delivery.template} width={920} footer={null} onCancel={onClose} destroyOnHidden>
      <DeliveryTemplateManager
        marketId={marketId}
        feeTypes={feeTypes}
        onSaved={(template) => {
          if (!feeTypes || feeTypes.includes(template.feeType)) onChange(template);
          else void dialog.alert(messages.product.deliveryNotOnEdit);
        }}
      />
    </Modal>
  );
}
