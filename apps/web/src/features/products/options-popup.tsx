import {
  applyBulkStock,
  changeOptionGroups,
  checkNewOptionValue,
  deleteUnion,
  formatPrice,
  labels,
  mergeUnions,
  message,
  messages,
  type OptionGroupDraft,
  parseExtraAmount,
  parseStock,
  regenerateUnions,
  removeOptionValue,
  restoreUnion,
  sanitizeStockInput,
  type UnionDraft,
  MAX_OPTION_NAME_LENGTH,
  COMBINATION_MEMO_MAX,
  MAX_STOCK,
} from '@seller/domain';
import { Button, Input, Modal, Space, Tag } from 'antd';
import { AmountInput } from '../../components/amount-input.tsx';
import { useState } from 'react';
import { PlainTable, type PlainColumn } from '../../components/plain-table.tsx';
import { dialog } from '../../lib/dialog.ts';

export interface OptionsValue {
  groups: OptionGroupDraft[];
  unions: UnionDraft[];
}

function GroupEditor({
  position,
  value,
  onChange,
}: {
  position: 1 | 2;
  value: OptionsValue;
  onChange: (next: OptionsValue) => void;
}) {
  const group = value.groups.find((g) => g.position === position);
  const [name, setName] = useState(group?.name ?? '');
  const [detail, setDetail] = useState('');
  const [amount, setAmount] = useState('');
  const locked = !!group && group.values.length > 0;
  const groupName = locked ? group.name : name;

  const add = async () => {
    const problem = checkNewOptionValue(value.groups, position, groupName, detail, amount);
    if (problem) {
      await dialog.alert(message(problem));
      return;
    }
    const newValue = { id: null, name: detail.trim(), price: parseExtraAmount(amount) };
    const groups = group
      ? value.groups.map((g) => (g.position === position ? { ...g, values: [...g.values, newValue] } : g))
      : [...value.groups, { id: null, name: groupName.trim(), position, values: [newValue] }].sort(
          (a, b) => a.position - b.position,
        );
    onChange({ groups, unions: regenerateUnions(groups, value.unions) });
    setDetail('');
    setAmount('');
  };

  /** Applies changed groups, refused when no active combination would remain (spec 01 §5). */
  const change = async (groups: OptionGroupDraft[]) => {
    const result = changeOptionGroups(groups, value.unions);
    if (result.error) {
      await dialog.alert(message(result.error));
      return false;
    }
    onChange({ groups, unions: result.unions });
    return true;
  };

  const remove = async (valueName: string) => {
    const groups = removeOptionValue(value.groups, position, valueName);
    if ((await change(groups)) && !groups.some((g) => g.position === position)) setName('');
  };

  const reset = async () => {
    const groups = value.groups.filter((g) => g.position !== position).map((g) => ({ ...g, position: 1 as const }));
    if (await change(groups)) setName('');
  };

  const label = labels.options.group(position);
  return (
    <fieldset className="option-group">
      <legend>{label}</legend>
      <Space wrap>
        <Input
          aria-label={labels.options.groupName(label)}
          placeholder={labels.options.groupNamePlaceholder}
          value={groupName}
          disabled={locked}
          onChange={(e) => setName(e.target.value)}
          style={{ width: 160 }}
          maxLength={MAX_OPTION_NAME_LENGTH}
        />
        <Input
          aria-label={labels.options.valueName(label)}
          placeholder={labels.options.valueNamePlaceholder}
          value={detail}
          onChange={(e) => setDetail(e.target.value)}
          style={{ width: 160 }}
          maxLength={MAX_OPTION_NAME_LENGTH}
          onPressEnter={() => void add()}
        />
        <Input
          aria-label={labels.options.extraAmount(label)}
          placeholder={labels.options.extraAmountPlaceholder}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          style={{ width: 140 }}
          inputMode="numeric"
          onPressEnter={() => void add()}
        />
        <Button onClick={() => void add()}>{labels.options.add}</Button>
        <Button onClick={() => void reset()} disabled={!group}>
          {labels.options.reset}
        </Button>
      </Space>
      <div className="option-values">
        {group?.values.map((v) => (
          <Tag
            key={v.name}
            closable
            onClose={(e) => (e.preventDefault(), void remove(v.name))}
            closeIcon={<span aria-label={labels.options.deleteOf(v.name)}>×</span>}
          >
            {v.name}
            {v.price ? labels.options.extraOf(formatPrice(v.price)) : ''}
          </Tag>
        ))}
      </div>
    </fieldset>
  );
}

function UnionRows({ value, onChange }: { value: OptionsValue; onChange: (next: OptionsValue) => void }) {
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
          maxLength={COMBINATION_MEMO_MAX}
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

/** Whether two option states differ in anything the seller can change in the popup. */
const changed = (a: OptionsValue, b: OptionsValue) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * The options popup: two groups, then the combinations with stock and memo (spec 01 §4–§5 options).
 * It edits a copy: 확인 hands the copy back, 닫기 (also × and Esc) discards it, asking first when
 * something was changed.
 */
export function OptionsPopup({
  open,
  value,
  onChange,
  onClose,
}: {
  open: boolean;
  value: OptionsValue;
  onChange: (next: OptionsValue) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(value);
  const confirm = () => {
    onChange(draft);
    onClose();
  };
  const discard = async () => {
    if (changed(draft, value) && !(await dialog.confirm(messages.product.optionDiscardConfirm))) return;
    onClose();
  };
  return (
    <Modal
      open={open}
      title={labels.options.title}
      width={860}
      onCancel={() => void discard()}
      onOk={confirm}
      okText={labels.options.ok}
      cancelText={labels.options.close}
      styles={{ body: { maxHeight: 600, overflowY: 'auto' } }}
    >
      <GroupEditor
        key={`1-${draft.groups.find((g) => g.position === 1)?.name ?? ''}`}
        position={1}
        value={draft}
        onChange={setDraft}
      />
      <GroupEditor
        key={`2-${draft.groups.find((g) => g.position === 2)?.name ?? ''}`}
        position={2}
        value={draft}
        onChange={setDraft}
      />
      <UnionRows value={draft} onChange={setDraft} />
    </Modal>
  );
}
