import {
  type DeliveryTemplate,
  describeFeeRule,
  feeRuleProblem,
  isUnnamed,
  labels,
  message,
  messages,
} from '@seller/domain';
import { Button, Modal, Select, Space } from 'antd';
import { useEffect, useId, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { useAssignDelivery, useDeliveryTemplates } from './api.ts';
import { DeliverySummary } from './template-chooser.tsx';
import { DeliveryTemplateManager } from './template-manager.tsx';

export interface ApplyTemplateModalProps {
  marketId: number;
  open: boolean;
  /** Codes of the selected products (the opener refuses an empty selection first). */
  productCodes: string[];
  onClose: () => void;
  /** Query key of the list to refresh after applying. */
  invalidate?: readonly unknown[];
}

/**
 * The delivery-fee template layer (spec 02 §2.13): choose a template and apply it to every selected
 * product at once. The rule is checked (spec 02 §5), the change confirmed, then saved in one call.
 */
export function ApplyTemplateModal({ marketId, open, productCodes, onClose, invalidate }: ApplyTemplateModalProps) {
  const id = useId();
  const templates = useDeliveryTemplates(marketId);
  const assign = useAssignDelivery(invalidate);
  const [chosen, setChosen] = useState<DeliveryTemplate | null>(null);
  const [managing, setManaging] = useState(false);

  useEffect(() => {
    if (open && templates.isError) void dialog.alert(messages.delivery.loadFailed);
  }, [open, templates.isError]);
  useEffect(() => {
    if (!open) setChosen(null);
  }, [open]);

  async function apply() {
    if (productCodes.length === 0) return dialog.alert(messages.delivery.bulkNoSelection);
    if (!chosen) return dialog.alert(messages.delivery.templateRequired);
    const problem = feeRuleProblem(chosen);
    if (problem) return dialog.alert(message(problem));
    if (!(await dialog.confirm(message('delivery.bulkApplyConfirm', { count: productCodes.length })))) return;
    try {
      const result = await assign.mutateAsync({ ...chosen, productCodes });
      await dialog.alert(message('delivery.bulkApplied', { count: result.updated }));
      onClose();
    } catch (error) {
      await alertError(error, messages.delivery.loadFailed);
    }
  }

  return (
    <Modal
      open={open}
      title={labels.delivery.bulkChange}
      onCancel={onClose}
      width={managing ? 920 : 560}
      footer={
        <Space>
          <Button onClick={onClose}>{labels.delivery.cancel}</Button>
          <Button type="primary" loading={assign.isPending} onClick={() => void apply()}>
            {labels.delivery.apply}
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      <p>{labels.delivery.applyTo(productCodes.length)}</p>
      <Space wrap>
        <label htmlFor={`${id}-template`} className="sr-only">
          {labels.delivery.templateToApply}
        </label>
        <Select
          id={`${id}-template`}
          style={{ minWidth: 280 }}
          placeholder={labels.delivery.choosePlaceholder}
          loading={templates.isLoading}
          value={chosen?.marketDeliveryId ?? undefined}
          onChange={(templateId: number) => {
            const row = templates.data?.find((t) => t.marketDeliveryId === templateId);
            if (!row) return;
            const { productCount: _, ...template } = row;
            setChosen(template);
          }}
          options={(templates.data ?? []).map((t) => ({
            value: t.marketDeliveryId,
            label: `${isUnnamed(t.marketDeliveryName) ? messages.delivery.noName : t.marketDeliveryName} (${describeFeeRule(t)})`,
          }))}
        />
        <Button onClick={() => setManaging((v) => !v)}>
          {managing ? labels.delivery.closeManager : labels.delivery.manage}
        </Button>
      </Space>
      {chosen && (
        <div style={{ marginTop: 8 }}>
          <DeliverySummary value={chosen} />
        </div>
      )}
      {managing && (
        <div style={{ marginTop: 16 }}>
          <DeliveryTemplateManager marketId={marketId} onSaved={setChosen} />
        </div>
      )}
    </Modal>
  );
}
