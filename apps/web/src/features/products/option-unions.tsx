import {
  applyBulkStock,
  deleteUnion,
  formatPrice,
  labels,
  mergeUnions,
  messages,
  parseStock,
  restoreUnion,
  sanitizeStockInput,
  type UnionDraft,
  COMBINATION_MEMO_MAX,
  MAX_STOCK,
} from '@seller/domain';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { PlainTable, type PlainColumn } from '../../components/plain-table.tsx';
import { dialog } from '../../lib/dialog.ts';
import type { OptionsValue } from './options-popup.tsx';
import { textCount } from '../../lib/text-count.ts';

/**
 * The options popup's combinations (spec 01 §4–§5 options): stock (one by one or all at once) and
 * memo of each, deleted ones apart below with 복원.
 */
export function UnionRows({ value, onChange }: { value: OptionsValue; onChange: (next: OptionsValue) => void }) {
  const merged = mergeUnions(value.unions);
  const active = merged.filter((u) => !u.deleted);
  const deleted = merged.filter((u) => u.deleted);
  const [bulk, setBulk] = useState('');

  const set = (unions: UnionDraft[]) => onChange({ ...value, unions: mergeUnions(unions) });
  const patch = (target: UnionDraft, change: Partial<UnionDraft>) =>
    set(value.unions.map((u) => (u === target ? { ...u, ...change } : u)));
  const remove = async (target: UnionDraft) => {
    const result = deleteUnion(value.unions, target.names);
    if (result.error) {
      await dialog.alert(messages.product.minOneUnion);
      return;
    }
    set(result.unions);
  };
  const applyBulk = async () => {
    if (bulk.trim() === '') return;
    const stock = parseStock(bulk);
    if (stock === 0 && !(await dialog.confirm(messages.product.stockZeroConfirm))) return;
    set(applyBulkStock(value.unions, stock));
  };

  const columns = (disabled: boolean): PlainColumn<UnionDraft>[] => [
    { title: labels.options.union, key: 'names', render: (u) => u.names.join(' / ') },
    {
      title: labels.options.extra,
      key: 'price',
      width: 110,
      render: (u) => labels.options.wonOf(formatPrice(u.totalPrice)),
    },
    {
      title: labels.options.stock,
      key: 'stocks',
      width: 110,
      render: (u) => (
        <AmountInput
          aria-label={labels.options.stockOf(u.names.join(' / '))}
          value={u.stocks}
          max={MAX_STOCK}
          disabled={disabled}
          onChange={(stocks) => patch(u, { stocks })}
        />
      ),
    },
    {
      title: labels.options.memo,
      key: 'memo',
      render: (u) => (
        <Input
          aria-label={labels.options.memoOf(u.names.join(' / '))}
          value={u.memo}
          disabled={disabled}
          count={textCount(COMBINATION_MEMO_MAX)}
          placeholder={messages.product.memoNone}
          onChange={(e) => patch(u, { memo: e.target.value })}
        />
      ),
    },
    {
      title: '',
      key: 'action',
      width: 80,
      render: (u) =>
        disabled ? (
          <Button size="small" onClick={() => set(restoreUnion(value.unions, u.names))}>
            {labels.options.restore}
          </Button>
        ) : (
          <Button size="small" danger onClick={() => void remove(u)}>
            {labels.options.delete}
          </Button>
        ),
    },
  ];

  if (value.unions.length === 0) return null;
  return (
    <div className="union-rows">
      <Space style={{ margin: '12px 0' }}>
        <Input
          aria-label={labels.options.bulkStock}
          placeholder={labels.options.bulkStock}
          value={bulk}
          onChange={(e) => setBulk(sanitizeStockInput(e.target.value))}
          style={{ width: 160 }}
          inputMode="numeric"
        />
        <Button onClick={() => void applyBulk()}>{labels.options.applyBulk}</Button>
      </Space>
      <PlainTable
        rows={active}
        rowKey={(u) => u.names.join('\u0000')}
        columns={columns(false)}
        label={labels.options.unions}
      />
      {deleted.length > 0 && (
        <>
          <div className="union-separator" role="separator" aria-label={labels.options.deletedUnions} />
          <PlainTable
            rows={deleted}
            rowKey={(u) => u.names.join('\u0000')}
            columns={columns(true)}
            header={false}
            label={labels.options.deletedUnions}
            className="union-deleted"
          />
        </>
      )}
    </div>
  );
}
