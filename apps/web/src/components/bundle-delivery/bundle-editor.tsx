import {
  BUNDLE_DESCRIPTION_MAX,
  BUNDLE_EVENT_NAME_MAX,
  type BundleDetail,
  bundleProblem,
  conditionLabel,
  DELIVERY_AMOUNT_MAX,
  FEE_TYPE_LABELS,
  FEE_TYPES,
  type FeeType,
  formatPrice,
  isConditionalFeeType,
  labels,
  message,
  messages,
} from '@seller/domain';
import { Button, Form, Input, Select, Space, Switch, Table } from 'antd';
import { useId, useRef, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { saveVersioned } from '../../lib/stale-version.ts';
import { fetchBundle, useSaveBundle } from './api.ts';
import { bodyOf, bundleMergeFields, type Draft, draftOf, fromRow, type PickedProduct } from './bundle-draft.ts';
import { AmountInput } from '../amount-input.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { FeePreview } from './fee-preview.tsx';
import { ProductPicker } from './product-picker.tsx';
import { textCount } from '../../lib/text-count.ts';

export interface BundleEditorProps {
  marketId: number;
  /** null: a new bundle. */
  bundle: BundleDetail | null;
  onDone: (saved: BundleDetail | null) => void;
}

/**
 * The bundle delivery form (spec 02 §2.12): event name, description, fee type with fee and
 * condition, start and end date-times, activated, and the products from the picker. Saving checks
 * the rules of spec 02 §5 in order, asks for confirmation, and reports '저장되지 않았습니다.' on failure.
 */
export function BundleEditor({ marketId, bundle, onDone }: BundleEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(bundle));
  // The bundle as loaded (or last saved): an overwrite puts on the newest only what changed since.
  const loaded = useRef<Draft>(draft);
  // The version of the bundle this form was loaded from (or last saved as); null for a new bundle.
  const [version, setVersion] = useState<number | null>(bundle?.version ?? null);
  const [picking, setPicking] = useState(false);
  const save = useSaveBundle(marketId);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const condition = conditionLabel(draft.feeType);
  // The condition entered for each type (an amount in won, or a quantity), back when the type is.
  const conditions = useRef<Partial<Record<FeeType, number>>>({});

  /** A new fee type keeps the fee the seller entered; each type keeps its own condition. */
  const changeFeeType = (feeType: FeeType) =>
    setDraft((d) => {
      if (isConditionalFeeType(d.feeType)) conditions.current[d.feeType] = d.intCondition;
      return { ...d, feeType, intCondition: conditions.current[feeType] ?? 0 };
    });

  async function submit() {
    const body = bodyOf(draft);
    const { startDateTime, endDateTime } = body;
    // A typed date-time that cannot be read is named as such, not as a missing one.
    const unreadable =
      !startDateTime && draft.start.trim()
        ? messages.bundle.startUnreadable
        : startDateTime && !endDateTime && draft.end.trim()
          ? messages.bundle.endUnreadable
          : null;
    if (unreadable) return dialog.alert(unreadable);
    const problem = bundleProblem(body);
    if (problem) return dialog.alert(message(problem));
    if (!(await dialog.confirm(messages.bundle.saveConfirm))) return;
    try {
      const bundleId = bundle?.id ?? null;
      const saved = await saveVersioned({
        state: draft,
        base: loaded.current,
        version,
        save: (d, v) => save.mutateAsync({ id: bundleId, body: { ...bodyOf(d), version: v } }),
        latest: async () => {
          if (bundleId === null) return null;
          const fresh = await fetchBundle(bundleId);
          return { state: draftOf(fresh), version: fresh.version };
        },
        fields: bundleMergeFields,
        reload: async () => {
          if (bundleId === null) return;
          const fresh = await fetchBundle(bundleId);
          loaded.current = draftOf(fresh);
          setDraft(loaded.current);
          setVersion(fresh.version);
        },
        onMerged: setDraft,
      });
      if (!saved) return;
      setVersion(saved.version);
      loaded.current = draftOf(saved);
      await dialog.alert(messages.bundle.saved);
      onDone(saved);
    } catch (error) {
      await alertError(error, messages.bundle.saveFailed);
    }
  }

  const amount = (inputId: string, value: number, onChange: (n: number) => void, suffix: string, disabled = false) => (
    <AmountInput
      id={inputId}
      max={DELIVERY_AMOUNT_MAX}
      value={value}
      disabled={disabled}
      onChange={onChange}
      suffix={suffix}
      style={{ width: 200 }}
    />
  );

  return (
    <section className="bundle-editor" aria-label={bundle ? labels.bundle.edit : labels.bundle.new}>
      <h3 className="section-title">{bundle ? labels.bundle.editOf(bundle.id) : labels.bundle.new}</h3>
      <Form layout="vertical" component="div" disabled={save.isPending}>
        <div className="bundle-editor-grid">
          <Form.Item label={labels.bundle.eventName} htmlFor={`${id}-name`}>
            <Input
              id={`${id}-name`}
              value={draft.eventName}
              count={textCount(BUNDLE_EVENT_NAME_MAX, true)}
              onChange={(e) => set({ eventName: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={labels.bundle.activated} htmlFor={`${id}-activated`}>
            <Switch
              id={`${id}-activated`}
              checked={draft.activated}
              onChange={(activated) => set({ activated })}
              checkedChildren={labels.bundle.on}
              unCheckedChildren={labels.bundle.off}
            />
          </Form.Item>
          <Form.Item label={labels.bundle.description} htmlFor={`${id}-description`} className="span-2">
            <Input.TextArea
              id={`${id}-description`}
              value={draft.description}
              count={textCount(BUNDLE_DESCRIPTION_MAX, true)}
              autoSize={{ minRows: 2, maxRows: 4 }}
              onChange={(e) => set({ description: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={labels.bundle.start} htmlFor={`${id}-start`}>
            <DateTimeField id={`${id}-start`} value={draft.start} onChange={(start) => set({ start })} />
          </Form.Item>
          <Form.Item label={labels.bundle.end} htmlFor={`${id}-end`}>
            <DateTimeField id={`${id}-end`} value={draft.end} onChange={(end) => set({ end })} endOfDay />
          </Form.Item>
          <Form.Item label={labels.bundle.feeType} htmlFor={`${id}-type`}>
            <Select
              id={`${id}-type`}
              value={draft.feeType}
              style={{ width: 240 }}
              onChange={changeFeeType}
              options={FEE_TYPES.map((t) => ({ value: t, label: FEE_TYPE_LABELS[t] }))}
            />
          </Form.Item>
          <Form.Item label={labels.bundle.fee} htmlFor={`${id}-fee`}>
            {amount(
              `${id}-fee`,
              draft.deliveryFee,
              (deliveryFee) => set({ deliveryFee }),
              labels.bundle.wonUnit,
              draft.feeType === 'FREE',
            )}
          </Form.Item>
          {condition && isConditionalFeeType(draft.feeType) && (
            <Form.Item label={condition.label} htmlFor={`${id}-condition`}>
              {amount(`${id}-condition`, draft.intCondition, (intCondition) => set({ intCondition }), condition.unit)}
            </Form.Item>
          )}
        </div>
      </Form>
      <div className="list-toolbar">
        <strong>{labels.bundle.products(draft.products.length)}</strong>
        <Button onClick={() => setPicking(true)} disabled={save.isPending}>
          {labels.bundle.addProducts}
        </Button>
      </div>
      <Table<PickedProduct>
        rowKey="code"
        size="small"
        dataSource={draft.products}
        pagination={draft.products.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: labels.bundle.noProducts }}
        columns={[
          { title: labels.productList.code, dataIndex: 'code', width: 190 },
          { title: labels.productList.name, dataIndex: 'name' },
          {
            title: labels.productList.salePrice,
            dataIndex: 'price',
            width: 110,
            align: 'right',
            render: (v: number) => labels.bundle.won(formatPrice(v)),
          },
          {
            title: labels.bundle.manage,
            key: 'remove',
            width: 80,
            render: (_, row) => (
              <Button
                size="small"
                onClick={() => set({ products: draft.products.filter((p) => p.code !== row.code) })}
                aria-label={labels.bundle.removeOf(row.name)}
              >
                {labels.bundle.remove}
              </Button>
            ),
          },
        ]}
      />
      <FeePreview
        rule={{ feeType: draft.feeType, defaultFee: draft.deliveryFee, intCondition: draft.intCondition }}
        products={draft.products}
      />
      <Space>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          {labels.bundle.save}
        </Button>
        <Button onClick={() => onDone(null)}>{labels.bundle.cancel}</Button>
      </Space>
      <ProductPicker
        marketId={marketId}
        open={picking}
        chosen={draft.products.map((p) => p.code)}
        onClose={() => setPicking(false)}
        onPick={(rows) => {
          const known = new Set(draft.products.map((p) => p.code));
          set({ products: [...draft.products, ...rows.filter((r) => !known.has(r.code)).map(fromRow)] });
        }}
      />
    </section>
  );
}
