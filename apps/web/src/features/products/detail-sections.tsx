import {
  addTag,
  checkNewModel,
  labels,
  message,
  messages,
  type Model,
  type ProductModelDraft,
  removeSizeRow,
  sanitizeSizeNumberInput,
  SIZE_CELL_MAX,
  type SizeCategoryView,
  WORN_SIZE_MAX,
} from '@seller/domain';
import { Button, Select, Space, Tag } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { PlainTable } from '../../components/plain-table.tsx';
import { dialog } from '../../lib/dialog.ts';
import { textCount } from '../../lib/text-count.ts';

/** A size table while editing: the size category it came from and its rows of text cells. */
export interface SizeTableState {
  code: string;
  categoryName: string;
  columns: string[];
  kinds: ('text' | 'number')[];
  illustrationUrl: string | null;
  rows: string[][];
}

export function sizeTableFrom(category: SizeCategoryView): SizeTableState {
  return {
    code: category.code,
    categoryName: category.name,
    columns: category.template.columns,
    kinds: category.measurements.map((m) => m.kind),
    illustrationUrl: category.illustrationUrl,
    rows: category.template.rows.map((r) => r.map(String)),
  };
}

const blankRow = (table: SizeTableState) => table.kinds.map((k) => (k === 'text' ? '' : '0'));

/** Size tables: choose one of the categories' size categories, edit rows (size text, cm numbers), illustration beside. */
export function SizeTables({
  tables,
  choices,
  onChange,
}: {
  tables: SizeTableState[];
  choices: SizeCategoryView[];
  onChange: (tables: SizeTableState[]) => void;
}) {
  const [choice, setChoice] = useState<string>();
  const patch = (index: number, rows: string[][]) => onChange(tables.map((t, i) => (i === index ? { ...t, rows } : t)));
  const available = choices.filter((c) => !tables.some((t) => t.code === c.code));
  return (
    <div>
      <Space wrap>
        <Select
          aria-label={labels.details.sizeTableKind}
          placeholder={choices.length ? labels.details.chooseSizeTableKind : labels.details.chooseCategoryFirst}
          style={{ minWidth: 240 }}
          value={choice}
          onChange={setChoice}
          options={available.map((c) => ({ value: c.code, label: c.name }))}
        />
        <Button
          onClick={() => {
            const category = choices.find((c) => c.code === choice);
            if (category) onChange([...tables, sizeTableFrom(category)]);
            setChoice(undefined);
          }}
          disabled={!choice}
        >
          {labels.details.addSizeTable}
        </Button>
      </Space>
      {tables.map((table, index) => (
        <section className="size-table" key={table.code} aria-label={labels.details.sizeTableOf(table.categoryName)}>
          <div className="size-table-head">
            <strong>{table.categoryName}</strong>
            <Space>
              <Button size="small" onClick={() => patch(index, [...table.rows, blankRow(table)])}>
                {labels.details.addRow}
              </Button>
              <Button size="small" danger onClick={() => onChange(tables.filter((_, i) => i !== index))}>
                {labels.details.deleteSizeTable}
              </Button>
            </Space>
          </div>
          <div className="size-table-body">
            <PlainTable
              label={labels.details.sizeTableLabel(table.categoryName)}
              rowKey={(_, i) => String(i)}
              rows={table.rows}
              columns={[
                ...table.columns.map((column, c) => ({
                  title: table.kinds[c] === 'number' ? `${column} (cm)` : column,
                  key: String(c),
                  render: (row: string[], r: number) => (
                    <Input
                      aria-label={labels.details.cellOf(table.categoryName, r + 1, column)}
                      value={row[c]}
                      inputMode={table.kinds[c] === 'number' ? 'decimal' : 'text'}
                      count={textCount(SIZE_CELL_MAX)}
                      onChange={(e) => {
                        const text =
                          table.kinds[c] === 'number' ? sanitizeSizeNumberInput(e.target.value) : e.target.value;
                        patch(
                          index,
                          table.rows.map((cells, ri) =>
                            ri === r ? cells.map((cell, ci) => (ci === c ? text : cell)) : cells,
                          ),
                        );
                      }}
                    />
                  ),
                })),
                {
                  title: '',
                  key: 'remove',
                  width: 60,
                  render: (_: string[], r: number) => (
                    <Button
                      size="small"
                      onClick={() => patch(index, removeSizeRow(table.rows, r, blankRow(table)))}
                      aria-label={labels.details.deleteRowOf(r + 1)}
                    >
                      {labels.details.delete}
                    </Button>
                  ),
                },
              ]}
            />
            {table.illustrationUrl && (
              <img
                className="size-illustration"
                src={table.illustrationUrl}
                alt={labels.details.howToMeasure(table.categoryName)}
              />
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Models: choose a model of the market, write the worn size; no model twice. */
export function ModelPicker({
  models,
  value,
  onChange,
}: {
  models: Model[];
  value: ProductModelDraft[];
  onChange: (next: ProductModelDraft[]) => void;
}) {
  const [modelId, setModelId] = useState<number>();
  const [size, setSize] = useState('');
  const add = async () => {
    const problem = checkNewModel(value, modelId, size);
    if (problem) {
      await dialog.alert(message(problem));
      return;
    }
    const model = models.find((m) => m.id === modelId)!;
    onChange([...value, { modelId: model.id, name: model.name, options: size.trim() }]);
    setModelId(undefined);
    setSize('');
  };
  return (
    <div>
      <Space wrap>
        <Select
          aria-label={labels.details.model}
          placeholder={models.length ? labels.details.chooseModel : labels.details.noModels}
          style={{ minWidth: 180 }}
          value={modelId}
          onChange={setModelId}
          options={models.map((m) => ({
            value: m.id,
            label: m.representative ? labels.details.representativeOf(m.name) : m.name,
          }))}
        />
        <Input
          aria-label={labels.details.wornSize}
          placeholder={labels.details.wornSizePlaceholder}
          value={size}
          onChange={(e) => setSize(e.target.value)}
          count={textCount(WORN_SIZE_MAX)}
          style={{ width: 200 }}
          onPressEnter={() => void add()}
        />
        <Button onClick={() => void add()}>{labels.details.addModel}</Button>
      </Space>
      <ul className="plain-list">
        {value.map((m) => (
          <li key={m.modelId}>
            {labels.details.modelWearing(m.name, m.options)}{' '}
            <Button size="small" type="link" onClick={() => onChange(value.filter((x) => x.modelId !== m.modelId))}>
              {labels.details.delete}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Tags: at most 3, no empty or duplicate ones, English in upper case. */
export function TagInput({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const [text, setText] = useState('');
  const add = async () => {
    const result = addTag(value, text);
    if (result.error) {
      await dialog.alert(message(result.error));
      return;
    }
    onChange(result.tags);
    setText('');
  };
  return (
    <div>
      <Space wrap>
        <Input
          aria-label={labels.details.tag}
          placeholder={labels.details.tagPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ width: 200 }}
          onPressEnter={() => void add()}
        />
        <Button onClick={() => void add()}>{labels.details.addTag}</Button>
      </Space>
      <div style={{ marginTop: 8 }}>
        {value.map((tag) => (
          <Tag
            key={tag}
            closable={{ 'aria-label': labels.details.removeTagOf(tag) }}
            onClose={(e) => (e.preventDefault(), onChange(value.filter((t) => t !== tag)))}
          >
            #{tag}
          </Tag>
        ))}
        {value.length === 0 && <span className="muted">{messages.common.none}</span>}
      </div>
    </div>
  );
}
