import {
  changeOptionGroups,
  checkNewOptionValue,
  formatPrice,
  labels,
  message,
  messages,
  type OptionGroupDraft,
  parseExtraAmount,
  regenerateUnions,
  removeOptionValue,
  type UnionDraft,
  MAX_OPTION_NAME_LENGTH,
} from '@seller/domain';
import { Button, Input, Modal, Space, Tag, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { UnionRows } from './option-unions.tsx';
import { dialog } from '../../lib/dialog.ts';
import { textCount } from '../../lib/text-count.ts';

export interface OptionsValue {
  groups: OptionGroupDraft[];
  unions: UnionDraft[];
}

function GroupEditor({
  position,
  value,
  onChange,
  refocus,
  onAdded,
}: {
  position: 1 | 2;
  value: OptionsValue;
  onChange: (next: OptionsValue) => void;
  /** The group whose 상세 옵션명 takes the focus back after a value was added (then `onAdded(null)`). */
  refocus: 1 | 2 | null;
  onAdded: (position: 1 | 2 | null) => void;
}) {
  const group = value.groups.find((g) => g.position === position);
  const [name, setName] = useState(group?.name ?? '');
  const detailInput = useRef<InputRef>(null);
  // A first value names the group, and the editor is drawn anew under its new key: the focus goes
  // back to 상세 옵션명 for the next value instead of falling to the page (issue 38 §9).
  useEffect(() => {
    if (refocus !== position) return;
    detailInput.current?.focus();
    onAdded(null);
  }, [refocus, position, onAdded]);
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
    onAdded(position);
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
          count={textCount(MAX_OPTION_NAME_LENGTH)}
        />
        <Input
          ref={detailInput}
          aria-label={labels.options.valueName(label)}
          placeholder={labels.options.valueNamePlaceholder}
          value={detail}
          onChange={(e) => setDetail(e.target.value)}
          style={{ width: 160 }}
          count={textCount(MAX_OPTION_NAME_LENGTH)}
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
  const [refocus, setRefocus] = useState<1 | 2 | null>(null);
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
        refocus={refocus}
        onAdded={setRefocus}
      />
      <GroupEditor
        key={`2-${draft.groups.find((g) => g.position === 2)?.name ?? ''}`}
        position={2}
        value={draft}
        onChange={setDraft}
        refocus={refocus}
        onAdded={setRefocus}
      />
      <UnionRows value={draft} onChange={setDraft} />
    </Modal>
  );
}
