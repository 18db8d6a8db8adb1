import {
  formatPrice,
  labels,
  MAX_PRICE,
  MAX_STOCK,
  message,
  messages,
  STALE_VERSION_CODE,
  type ProductBulkPreview,
  type ProductBulkPreviewBody,
} from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { useDeliveryTemplates } from '../../components/delivery-template/api.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError, ApiError } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { productBulkCalls } from './api.ts';
import '../../components/sheet-upload-dialog.css';

type Changes = ProductBulkPreviewBody['changes'];
type Row = ProductBulkPreview['rows'][number];
type Flag = 'keep' | 'true' | 'false';

const won = (v: number) => labels.productList.won(formatPrice(v));
const flagChoices = (on: string, off: string) => [
  { value: 'keep', label: labels.productSheet.keep },
  { value: 'true', label: on },
  { value: 'false', label: off },
];
const flagOf = (flag: Flag) => (flag === 'keep' ? undefined : flag === 'true');

/**
 * 상품 관리's bulk edit of the selected products (issue 35 §3): price, discount rate, stock of every
 * active combination, 판매/진열 and the delivery template; a preview shows each product before → after
 * (the server applies the form's pricing rules), and the save writes all of them or none at the
 * versions the preview showed (someone's save since refuses it; the preview is then reloaded).
 */
export function ProductBulkEditModal({
  marketId,
  productCodes,
  onClose,
}: {
  marketId: number;
  productCodes: readonly string[];
  onClose: (changed: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const templates = useDeliveryTemplates(marketId);
  const [on, setOn] = useState({ price: false, saleRate: false, stock: false });
  const [price, setPrice] = useState(0);
  const [rateText, setRateText] = useState('');
  const [stock, setStock] = useState(0);
  const [sell, setSell] = useState<Flag>('keep');
  const [display, setDisplay] = useState<Flag>('keep');
  const [templateId, setTemplateId] = useState<number | 'keep'>('keep');
  const [preview, setPreview] = useState<ProductBulkPreview | null>(null);
  const [busy, setBusy] = useState(false);

  /** Any edit of the changes makes the preview stale. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
    };

  const changes = (): Changes | null => {
    const rate = on.saleRate ? Number(rateText.replace(/[\s%]/g, '') || '0') : undefined;
    if (rate !== undefined && !Number.isFinite(rate)) return null;
    return {
      ...(on.price ? { price } : {}),
      ...(rate !== undefined ? { saleRate: rate } : {}),
      ...(on.stock ? { stock } : {}),
      ...(flagOf(sell) !== undefined ? { sell: flagOf(sell) } : {}),
      ...(flagOf(display) !== undefined ? { display: flagOf(display) } : {}),
      ...(templateId !== 'keep' ? { marketDeliveryId: templateId } : {}),
    };
  };

  const load = async () => {
    const asked = changes();
    if (!asked) return dialog.alert(messages.product.discountNotNumber);
    if (Object.keys(asked).length === 0) return dialog.alert(messages.productSheet.editNothing);
    setBusy(true);
    try {
      setPreview(await productBulkCalls.preview({ productCodes: [...productCodes], changes: asked }));
    } catch (error) {
      await alertError(error);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    const asked = changes();
    if (!preview || !asked) return;
    const valid = preview.rows.filter((r) => !r.problem);
    if (valid.length === 0) return;
    if (!(await dialog.confirm(message('productSheet.editConfirm', { count: valid.length })))) return;
    setBusy(true);
    try {
      const saved = await productBulkCalls.apply({
        changes: asked,
        products: valid.map((r) => ({ code: r.code, version: r.version })),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.productList.all });
      await dialog.alert(message('productSheet.editDone', { count: saved.updated }));
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === STALE_VERSION_CODE) {
        await dialog.alert(messages.productSheet.editStale);
        setBusy(false);
        return load();
      }
      await alertError(error);
    } finally {
      setBusy(false);
    }
  };

  const pair = (render: (s: Row['before']) => string) => (_: unknown, row: Row) =>
    labels.productSheet.beforeAfter(render(row.before), render(row.after));
  const columns = [
    { key: 'name', title: labels.productList.name, dataIndex: 'name' },
    { key: 'price', title: labels.productList.price, render: pair((s) => won(s.price)) },
    { key: 'salePrice', title: labels.productList.salePrice, render: pair((s) => won(s.salePrice)) },
    { key: 'stock', title: labels.productSheet.stock, render: pair((s) => labels.productSheet.stocks(s.stocks)) },
    flagColumn('sell', labels.productSheet.sell, labels.productList.sell, labels.productList.noSell),
    flagColumn('display', labels.productSheet.display, labels.productList.display, labels.productList.noDisplay),
    {
      key: 'delivery',
      title: labels.productSheet.delivery,
      render: pair((s) => s.deliveryName || labels.productSheet.noTemplate),
    },
    {
      key: 'problem',
      title: labels.productSheet.result,
      render: (_: unknown, row: Row) =>
        row.problem ? <span className="sheet-problem">{row.problem}</span> : <Tag>{labels.productSheet.ok}</Tag>,
    },
  ];

  /** The before → after column of one on/off flag. */
  function flagColumn(key: 'sell' | 'display', title: string, onLabel: string, offLabel: string) {
    return { key, title, render: pair((s) => (s[key] ? onLabel : offLabel)) };
  }

  /** The choice of one on/off flag: keep, on or off. */
  const flagSelect = (label: string, value: Flag, set: (value: Flag) => void, onLabel: string, offLabel: string) => (
    <Form.Item label={label}>
      <Select aria-label={label} value={value} onChange={edit(set)} options={flagChoices(onLabel, offLabel)} />
    </Form.Item>
  );

  const check = (field: keyof typeof on, label: string) => (
    <Checkbox checked={on[field]} onChange={(e) => edit(setOn)({ ...on, [field]: e.target.checked })}>
      {labels.productSheet.changeField(label)}
    </Checkbox>
  );

  return (
    <Modal
      open
      width={1000}
      title={labels.productSheet.bulkEditTitle(productCodes.length)}
      onCancel={() => onClose(false)}
      footer={[
        <Button key="close" onClick={() => onClose(false)}>
          {labels.productSheet.close}
        </Button>,
        <Button key="preview" loading={busy && !preview} onClick={() => void load()}>
          {labels.productSheet.previewChanges}
        </Button>,
        preview && (
          <Button key="apply" type="primary" loading={busy} disabled={preview.valid === 0} onClick={() => void apply()}>
            {labels.productSheet.applyChanges(preview.valid)}
          </Button>
        ),
      ]}
    >
      <p className="muted">{labels.productSheet.bulkEditGuide}</p>
      <Form layout="vertical" className="bulk-edit-form">
        <Form.Item label={check('price', labels.productSheet.price)}>
          <AmountInput
            aria-label={labels.productSheet.price}
            value={price}
            onChange={edit(setPrice)}
            max={MAX_PRICE}
            disabled={!on.price}
          />
        </Form.Item>
        <Form.Item label={check('saleRate', labels.productSheet.saleRate)}>
          <Input
            aria-label={labels.productSheet.saleRate}
            inputMode="decimal"
            value={rateText}
            onChange={(e) => edit(setRateText)(e.target.value)}
            disabled={!on.saleRate}
          />
        </Form.Item>
        <Form.Item label={check('stock', labels.productSheet.stock)}>
          <AmountInput
            aria-label={labels.productSheet.stock}
            value={stock}
            onChange={edit(setStock)}
            max={MAX_STOCK}
            disabled={!on.stock}
          />
        </Form.Item>
        {flagSelect(labels.productSheet.sell, sell, setSell, labels.productList.sell, labels.productList.noSell)}
        {flagSelect(
          labels.productSheet.display,
          display,
          setDisplay,
          labels.productList.display,
          labels.productList.noDisplay,
        )}
        <Form.Item label={labels.productSheet.delivery}>
          <Select
            aria-label={labels.productSheet.delivery}
            value={templateId}
            onChange={edit(setTemplateId)}
            options={[
              { value: 'keep' as const, label: labels.productSheet.keep },
              ...(templates.data ?? []).map((t) => ({
                value: t.marketDeliveryId,
                label: t.marketDeliveryName || messages.delivery.noName,
              })),
            ]}
          />
        </Form.Item>
      </Form>
      {preview && (
        <section aria-label={labels.productSheet.changesPreview}>
          <Alert
            type={preview.invalid > 0 ? 'warning' : 'success'}
            showIcon
            title={labels.productSheet.previewCounts(preview.valid, preview.invalid)}
          />
          <Table<Row>
            rowKey="code"
            size="small"
            style={{ marginTop: 8 }}
            pagination={{ pageSize: 10 }}
            columns={columns}
            dataSource={preview.rows}
          />
        </section>
      )}
    </Modal>
  );
}
