import { labels, type Model, MODEL_MEASURES, MODEL_NAME_MAX, MODEL_TEXT_MAX } from '@seller/domain';
import { Button, Checkbox, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Draft, RowItem } from './model-draft.ts';
import { DescriptionField, ImagePicker } from './model-fields.tsx';
import { textCount } from '../../lib/text-count.ts';

/** What the table's rows do: the page holds the state and the calls. */
export interface ModelRowActions {
  /** The draft of a row in edit mode (the add row always is), with its setter; null in view mode. */
  draftFor: (row: RowItem) => [Draft, (d: Draft) => void] | null;
  editingId: number | null;
  busy: boolean;
  add: () => Promise<unknown>;
  edit: (model: Model) => Promise<unknown>;
  save: (model: Model) => Promise<unknown>;
  cancel: (model: Model) => void;
  remove: (model: Model) => Promise<unknown>;
}

const rowName = (row: RowItem) => (row.key === 'new' ? labels.model.newModel : row.model.name);

/** 모델 관리's columns: each cell shows the model, or its editor when the row is being added or edited. */
export function modelColumns(on: ModelRowActions): ColumnsType<RowItem> {
  const { draftFor, editingId, busy } = on;
  return [
    {
      title: labels.model.profileImage,
      key: 'image',
      width: 120,
      render: (_, row) => {
        const pair = draftFor(row);
        if (pair) {
          const [draft, set] = pair;
          return (
            <ImagePicker
              draft={draft}
              label={labels.model.profileImageOf(rowName(row))}
              onPick={(file) => set({ ...draft, file, preview: URL.createObjectURL(file) })}
            />
          );
        }
        return row.key !== 'new' && row.model.imageUrl ? (
          <img src={row.model.imageUrl} alt={labels.model.profileOf(row.model.name)} className="model-thumb" />
        ) : (
          labels.model.none
        );
      },
    },
    {
      title: labels.model.name,
      key: 'name',
      width: 130,
      render: (_, row) => {
        const pair = draftFor(row);
        if (pair) {
          const [draft, set] = pair;
          return (
            <Input
              aria-label={labels.model.nameOf(rowName(row))}
              data-model-focus={`name-${row.key}`}
              value={draft.name}
              count={textCount(MODEL_NAME_MAX)}
              onChange={(e) => set({ ...draft, name: e.target.value })}
            />
          );
        }
        return (
          row.key !== 'new' && (
            <>
              {row.model.name} {row.model.representative && <Tag color="magenta">{labels.model.representative}</Tag>}
            </>
          )
        );
      },
    },
    ...MODEL_MEASURES.map((m) => ({
      title: m.unit ? `${m.label}(${m.unit})` : m.label,
      key: m.key,
      width: 92,
      render: (_: unknown, row: RowItem) => {
        const pair = draftFor(row);
        if (pair) {
          const [draft, set] = pair;
          return (
            <Input
              aria-label={`${rowName(row)} ${m.label}`}
              value={draft.measures[m.key]}
              inputMode={m.kind === 'number' ? 'decimal' : 'text'}
              count={textCount(MODEL_TEXT_MAX)}
              onChange={(e) => set({ ...draft, measures: { ...draft.measures, [m.key]: e.target.value } })}
            />
          );
        }
        return row.key !== 'new' ? (row.model[m.key] ?? '') : null;
      },
    })),
    {
      title: labels.model.description,
      key: 'description',
      width: 220,
      render: (_, row) => {
        const pair = draftFor(row);
        if (pair) {
          const [draft, set] = pair;
          return (
            <DescriptionField
              label={labels.model.descriptionOf(rowName(row))}
              value={draft.description}
              onChange={(description) => set({ ...draft, description })}
            />
          );
        }
        return row.key !== 'new' ? row.model.description : null;
      },
    },
    {
      title: labels.model.representative,
      key: 'representative',
      width: 64,
      render: (_, row) => {
        const pair = draftFor(row);
        if (pair) {
          const [draft, set] = pair;
          return (
            <Checkbox
              aria-label={labels.model.representativeOf(rowName(row))}
              checked={draft.representative}
              onChange={(e) => set({ ...draft, representative: e.target.checked })}
            />
          );
        }
        return row.key !== 'new' && row.model.representative ? labels.model.yes : '';
      },
    },
    {
      title: labels.model.manage,
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, row) => {
        if (row.key === 'new') {
          return (
            <Button type="primary" disabled={busy} onClick={() => void on.add()}>
              {labels.model.add}
            </Button>
          );
        }
        if (row.key === editingId) {
          return (
            <Space>
              <Button type="primary" disabled={busy} onClick={() => void on.save(row.model)}>
                {labels.model.save}
              </Button>
              <Button disabled={busy} onClick={() => on.cancel(row.model)}>
                {labels.model.cancel}
              </Button>
            </Space>
          );
        }
        return (
          <Space>
            <Button
              disabled={busy}
              onClick={() => void on.edit(row.model)}
              aria-label={labels.model.editOf(row.model.name)}
              data-model-focus={`edit-${row.model.id}`}
            >
              {labels.model.edit}
            </Button>
            <Button
              disabled={busy}
              onClick={() => void on.remove(row.model)}
              aria-label={labels.model.deleteOf(row.model.name)}
            >
              {labels.model.delete}
            </Button>
          </Space>
        );
      },
    },
  ];
}
