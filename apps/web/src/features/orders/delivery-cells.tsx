import { CARRIERS, DELIVERY_TYPES, labels, TRACKING_NUMBER_TYPED_MAX, type Order } from '@seller/domain';
import { Button, Select } from 'antd';
import Input from 'antd/es/input/Input';
import { textCount } from '../../lib/text-count.ts';

export interface DeliveryDraft {
  type: string;
  name: string;
  code: string;
}

export const draftOf = (order: Order, drafts: Record<string, DeliveryDraft>): DeliveryDraft =>
  drafts[order.code] ?? {
    type: order.delivery.type ?? DELIVERY_TYPES[0],
    name: order.delivery.name ?? '',
    code: order.delivery.code ?? '',
  };

type Change = (code: string, patch: Partial<DeliveryDraft>) => void;

export function DeliveryTypeCell({ order, draft, onChange }: { order: Order; draft: DeliveryDraft; onChange: Change }) {
  return (
    <Select
      aria-label={labels.order.deliveryTypeOf(order.code)}
      size="small"
      value={draft.type}
      onChange={(type) => onChange(order.code, { type })}
      options={DELIVERY_TYPES.map((t) => ({ value: t, label: t }))}
      style={{ width: 104 }}
    />
  );
}

export function CarrierCell({ order, draft, onChange }: { order: Order; draft: DeliveryDraft; onChange: Change }) {
  return (
    <Select
      aria-label={labels.order.carrierOf(order.code)}
      size="small"
      showSearch
      placeholder={labels.order.chooseCarrier}
      value={draft.name || undefined}
      onChange={(name) => onChange(order.code, { name })}
      options={CARRIERS.map((c) => ({ value: c, label: c }))}
      style={{ width: 140 }}
    />
  );
}

export function TrackingCell({
  order,
  draft,
  onChange,
  onSave,
  saving = false,
  saveButton = true,
}: {
  order: Order;
  draft: DeliveryDraft;
  onChange: Change;
  /** Enter in the field, and the row's save button. */
  onSave: () => void;
  saving?: boolean;
  /** Off where one button of a dialog saves every row (the bulk 교환 완료): Enter still calls `onSave`. */
  saveButton?: boolean;
}) {
  return (
    <div style={{ display: 'flex', gap: 4 }}>
      <Input
        aria-label={labels.order.trackingNumberOf(order.code)}
        size="small"
        value={draft.code}
        count={textCount(TRACKING_NUMBER_TYPED_MAX)}
        onChange={(e) => onChange(order.code, { code: e.target.value })}
        onPressEnter={onSave}
        style={{ width: 150 }}
      />
      {saveButton && (
        <Button
          size="small"
          type="primary"
          loading={saving}
          onClick={onSave}
          aria-label={labels.order.saveDeliveryOf(order.code)}
        >
          {labels.common.save}
        </Button>
      )}
    </div>
  );
}
