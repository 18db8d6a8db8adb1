import {
  conditionLabel,
  DELIVERY_AMOUNT_MAX,
  DELIVERY_TEMPLATE_NAME_MAX,
  type DeliveryTemplate,
  FEE_TYPE_LABELS,
  FEE_TYPES,
  type FeeType,
  isConditionalFeeType,
  labels,
  messages,
  withFeeType,
} from '@seller/domain';
import { Form, Input, Radio, Select } from 'antd';
import { useId } from 'react';
import { AmountInput } from '../amount-input.tsx';
import { textCount } from '../../lib/text-count.ts';

export interface DeliveryTemplateFormProps {
  value: DeliveryTemplate;
  onChange: (next: DeliveryTemplate) => void;
  /** The fee types offered (the product edit screen offers a shorter set). */
  feeTypes?: readonly FeeType[];
  disabled?: boolean;
}

const wonInput = (
  id: string,
  value: number,
  onChange: (n: number) => void,
  disabled?: boolean,
  addonAfter: string = labels.delivery.won,
) => (
  <AmountInput
    id={id}
    max={DELIVERY_AMOUNT_MAX}
    value={value}
    disabled={disabled}
    onChange={onChange}
    suffix={addonAfter}
    style={{ width: 200 }}
  />
);

/**
 * One delivery-fee template's fields (spec 01 §3): name (20 characters, blank shows the no-name
 * label), domestic or overseas, fee type (changing it resets fee and condition to 0), default fee,
 * the condition of conditional types, island/mountain and Jeju extra fees, and the fees a buyer at
 * fault pays: 반품 배송비 (편도) and 교환 배송비 (왕복) (issue 36 §4). Checks happen on save.
 */
export function DeliveryTemplateForm({ value, onChange, feeTypes = FEE_TYPES, disabled }: DeliveryTemplateFormProps) {
  const id = useId();
  const set = (patch: Partial<DeliveryTemplate>) => onChange({ ...value, ...patch });
  const condition = conditionLabel(value.feeType);
  return (
    <Form layout="vertical" component="div" disabled={disabled} className="delivery-template-form">
      <Form.Item label={labels.delivery.name} htmlFor={`${id}-name`}>
        <Input
          id={`${id}-name`}
          value={value.marketDeliveryName}
          count={textCount(DELIVERY_TEMPLATE_NAME_MAX, true)}
          placeholder={messages.delivery.noName}
          onChange={(e) => set({ marketDeliveryName: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={labels.delivery.area}>
        <Radio.Group
          aria-label={labels.delivery.area}
          value={value.international}
          onChange={(e) => set({ international: e.target.value as boolean })}
          options={[
            { value: false, label: labels.delivery.domestic },
            { value: true, label: labels.delivery.international },
          ]}
        />
      </Form.Item>
      <Form.Item label={labels.delivery.feeType} htmlFor={`${id}-type`}>
        <Select
          id={`${id}-type`}
          value={value.feeType}
          style={{ width: 240 }}
          onChange={(feeType: FeeType) => onChange(withFeeType(value, feeType))}
          options={feeTypes.map((t) => ({ value: t, label: FEE_TYPE_LABELS[t] }))}
        />
      </Form.Item>
      <Form.Item label={labels.delivery.defaultFee} htmlFor={`${id}-fee`}>
        {wonInput(`${id}-fee`, value.defaultFee, (defaultFee) => set({ defaultFee }), value.feeType === 'FREE')}
      </Form.Item>
      {condition && isConditionalFeeType(value.feeType) && (
        <Form.Item label={condition.label} htmlFor={`${id}-condition`}>
          {wonInput(
            `${id}-condition`,
            value.intCondition,
            (intCondition) => set({ intCondition }),
            false,
            condition.unit,
          )}
        </Form.Item>
      )}
      <Form.Item label={labels.delivery.islandFee} htmlFor={`${id}-island`}>
        {wonInput(`${id}-island`, value.islandMountainFee, (islandMountainFee) => set({ islandMountainFee }))}
      </Form.Item>
      <Form.Item label={labels.delivery.jejuFee} htmlFor={`${id}-jeju`}>
        {wonInput(`${id}-jeju`, value.jejuFee, (jejuFee) => set({ jejuFee }))}
      </Form.Item>
      <Form.Item label={labels.delivery.returnFee} htmlFor={`${id}-return`}>
        {wonInput(`${id}-return`, value.returnFee, (returnFee) => set({ returnFee }))}
      </Form.Item>
      <Form.Item label={labels.delivery.exchangeFee} htmlFor={`${id}-exchange`}>
        {wonInput(`${id}-exchange`, value.exchangeFee, (exchangeFee) => set({ exchangeFee }))}
      </Form.Item>
    </Form>
  );
}
