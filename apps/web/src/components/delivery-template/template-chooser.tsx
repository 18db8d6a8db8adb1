import {
  type DeliveryTemplate,
  describeFeeRule,
  type FeeType,
  formatPrice,
  isUnnamed,
  labels,
  message,
  messages,
} from '@seller/domain';
import { Button, Select, Space } from 'antd';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useReturnFocus } from '../../lib/return-focus.ts';
import { useDeliveryTemplates } from './api.ts';

/** The template editor is loaded when the seller opens it from a product form. */
const TemplateManagerModal = lazyNamed(() => import('./template-manager-modal.tsx'), 'TemplateManagerModal');

export interface DeliveryTemplateChooserProps {
  marketId: number;
  /** The product's delivery (a copy of the chosen template). */
  value: DeliveryTemplate;
  onChange: (template: DeliveryTemplate) => void;
  /** Only templates of these fee types can be chosen (the product edit screen's shorter set). */
  feeTypes?: readonly FeeType[];
  disabled?: boolean;
}

/** A one-line summary of a delivery: type and fee, extras, domestic or overseas. */
export function DeliverySummary({ value }: { value: DeliveryTemplate }) {
  return (
    <span className="muted">
      {labels.delivery.summary(
        value.international ? labels.delivery.international : labels.delivery.domestic,
        describeFeeRule(value),
        formatPrice(value.islandMountainFee),
        formatPrice(value.jejuFee),
      )}
    </span>
  );
}

/**
 * Choose the product's delivery from the market's templates, with a button that opens the template
 * editor (create or change one without leaving the product form). Used by product register and edit.
 */
export function DeliveryTemplateChooser({
  marketId,
  value,
  onChange,
  feeTypes,
  disabled,
}: DeliveryTemplateChooserProps) {
  const id = useId();
  const templates = useDeliveryTemplates(marketId);
  const [managing, setManaging] = useState(false);
  const manageButton = useRef<HTMLButtonElement>(null);
  useReturnFocus(managing, manageButton);

  useEffect(() => {
    if (templates.isError) void dialog.alert(messages.delivery.loadFailed);
  }, [templates.isError]);

  const rows = templates.data ?? [];
  const allowed = (feeType: FeeType) => !feeTypes || feeTypes.includes(feeType);
  const nameOf = (name: string) => (isUnnamed(name) ? messages.delivery.noName : name);
  // Every template is listed by its name; one of a fee type this screen cannot choose is shown but
  // disabled (a product already on it keeps showing its name), and the screen says why.
  const options = rows.map((t) => ({
    value: t.marketDeliveryId,
    label: allowed(t.feeType)
      ? nameOf(t.marketDeliveryName)
      : message('product.deliveryNotSelectable', { name: nameOf(t.marketDeliveryName) }),
    disabled: !allowed(t.feeType),
  }));
  if (value.marketDeliveryId !== null && !rows.some((t) => t.marketDeliveryId === value.marketDeliveryId)) {
    options.push({ value: value.marketDeliveryId, label: nameOf(value.marketDeliveryName), disabled: true });
  }
  const limited = rows.some((t) => !allowed(t.feeType));
  const pick = (templateId: number) => {
    const row = rows.find((t) => t.marketDeliveryId === templateId && allowed(t.feeType));
    if (!row) return;
    const { productCount: _, ...template } = row;
    onChange(template);
  };

  return (
    <div className="delivery-chooser">
      <Space wrap>
        <label htmlFor={`${id}-template`} className="sr-only">
          {labels.delivery.template}
        </label>
        <Select
          id={`${id}-template`}
          style={{ minWidth: 260 }}
          placeholder={labels.delivery.choosePlaceholder}
          loading={templates.isLoading}
          disabled={disabled}
          value={value.marketDeliveryId ?? undefined}
          onChange={pick}
          options={options}
        />
        <Button ref={manageButton} onClick={() => setManaging(true)} disabled={disabled}>
          {labels.delivery.manage}
        </Button>
      </Space>
      <div style={{ marginTop: 6 }}>
        <DeliverySummary value={value} />
      </div>
      {limited && <div className="muted">{messages.product.deliveryNotOnEdit}</div>}
      {managing && (
        <Suspense fallback={null}>
          <TemplateManagerModal
            marketId={marketId}
            feeTypes={feeTypes}
            onChange={onChange}
            onClose={() => setManaging(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
