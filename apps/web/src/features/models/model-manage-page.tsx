import {
  checkModel,
  IMAGE_RULES,
  labels,
  message,
  messages,
  type Model,
  MODEL_DESCRIPTION_MAX,
  MODEL_LIMIT,
  MODEL_MEASURES,
  MODEL_NAME_MAX,
  MODEL_TEXT_MAX,
} from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useId, useRef, useState } from 'react';
import { pageTitles } from '../../app/paths.ts';
import { PasteCutNotice, usePasteCut } from '../../components/paste-cut.tsx';
import { dialog } from '../../lib/dialog.ts';
import { isStaleVersion, saveVersioned } from '../../lib/stale-version.ts';
import { alertError } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { createModelWithImage, deleteImage, deleteModel, updateModel, uploadModelImage, useModels } from './api.ts';
import { checkModelImage } from './image-check.ts';
import { modelMergeFields } from './model-merge.ts';
import './models.css';

type MeasureKey = (typeof MODEL_MEASURES)[number]['key'];

interface Draft {
  name: string;
  description: string;
  representative: boolean;
  measures: Record<MeasureKey, string>;
  /** A newly chosen profile image, not uploaded yet. */
  file: File | null;
  preview: string | null;
}

/** A model's description: at most 100 characters, and a paste that does not fit says it was cut. */
function DescriptionField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const pasteCut = usePasteCut(MODEL_DESCRIPTION_MAX);
  const noticeId = useId();
  return (
    <>
      <Input.TextArea
        aria-label={label}
        aria-describedby={noticeId}
        value={value}
        maxLength={MODEL_DESCRIPTION_MAX}
        showCount
        autoSize={{ minRows: 1, maxRows: 4 }}
        onPaste={pasteCut.onPaste}
        onChange={(e) => {
          onChange(e.target.value);
          pasteCut.changed(e.target.value);
        }}
      />
      <PasteCutNotice id={noticeId} cut={pasteCut.cut} max={MODEL_DESCRIPTION_MAX} />
    </>
  );
}

const emptyDraft = (): Draft => ({
  name: '',
  description: '',
  representative: false,
  measures: Object.fromEntries(MODEL_MEASURES.map((m) => [m.key, ''])) as Record<MeasureKey, string>,
  file: null,
  preview: null,
});

const draftOf = (m: Model): Draft => ({
  name: m.name,
  description: m.description,
  representative: m.representative,
  measures: Object.fromEntries(MODEL_MEASURES.map((f) => [f.key, m[f.key] === null ? '' : String(m[f.key])])) as Record<
    MeasureKey,
    string
  >,
  file: null,
  preview: m.imageUrl,
});

const fieldsOf = (d: Draft) => ({
  name: d.name.trim(),
  description: d.description.trim(),
  representative: d.representative,
  height: d.measures.height,
  weight: d.measures.weight,
  bra: d.measures.bra,
  panties: d.measures.panties,
  top: d.measures.top,
  waist: d.measures.waist,
  shoes: d.measures.shoes,
});

type RowItem = { key: 'new' } | { key: number; model: Model };

function ImagePicker({ draft, onPick, label }: { draft: Draft; onPick: (file: File) => void; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="model-image-picker">
      {draft.preview ? (
        <img src={draft.preview} alt={labels.model.previewOf(label)} className="model-thumb" />
      ) : (
        <div className="model-thumb model-thumb-empty">{labels.model.none}</div>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_RULES.MODEL.extensions.map((e) => `.${e}`).join(',')}
        className="sr-only"
        aria-label={label}
        tabIndex={-1}
        onChange={async (e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          const problem = await checkModelImage(files);
          if (problem) return dialog.alert(problem);
          onPick(files[0]!);
        }}
      />
      <Button size="small" onClick={() => input.current?.click()}>
        {draft.preview ? labels.model.change : labels.model.chooseImage}
      </Button>
    </div>
  );
}

/** `/modelManage`: up to 10 fitting models; an add row on top, each row in view or edit mode. */
export function ModelManagePage() {
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  const models = useModels(session.key);
  const [adding, setAdding] = useState<Draft>(emptyDraft);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Draft>(emptyDraft);
  // The version of the model being edited, as it was when the edit started (the list may reload meanwhile).
  const [editingVersion, setEditingVersion] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const list = models.data ?? [];

  // By keyboard: 수정 puts the focus on the row's 모델명; 취소 and a save put it back on the row's 수정
  // (the buttons it was on are gone then). Taken once the control is there and usable, and never
  // while a dialog has the focus.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key || document.querySelector('[role="alertdialog"]')) return;
    const target = document.querySelector<HTMLElement>(`[data-model-focus="${CSS.escape(key)}"]`);
    if (!target || target.matches(':disabled')) return;
    pendingFocus.current = null;
    target.focus();
  });

  // Object URLs of chosen files are released when replaced.
  useEffect(
    () => () => void (adding.file && adding.preview && URL.revokeObjectURL(adding.preview)),
    [adding.file, adding.preview],
  );
  useEffect(
    () => () => void (editing.file && editing.preview && URL.revokeObjectURL(editing.preview)),
    [editing.file, editing.preview],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.models.all });

  const add = async () => {
    if (list.length >= MODEL_LIMIT) return dialog.alert(messages.model.limit);
    const problem = checkModel({ name: adding.name, description: adding.description, hasImage: !!adding.file });
    if (problem) return dialog.alert(message(problem));
    setBusy(true);
    try {
      try {
        await createModelWithImage({ marketId: session.key, ...fieldsOf(adding) }, adding.file!);
      } catch (error) {
        return await alertError(error, messages.model.createFailed);
      }
      setAdding(emptyDraft());
      await refresh();
      await dialog.alert(messages.model.created);
    } finally {
      setBusy(false);
    }
  };

  const startEdit = async (model: Model) => {
    if (editingId !== null && editingId !== model.id) return dialog.alert(messages.model.editingOther);
    pendingFocus.current = `name-${model.id}`;
    setEditingId(model.id);
    setEditing(draftOf(model));
    setEditingVersion(model.version);
  };

  const saveEdit = async (model: Model) => {
    const problem = checkModel({
      name: editing.name,
      description: editing.description,
      hasImage: !!(editing.file || model.imageUrl),
    });
    if (problem) return dialog.alert(message(problem));
    setBusy(true);
    try {
      let version: number;
      try {
        const saved = await saveVersioned({
          state: editing,
          base: draftOf(model),
          version: editingVersion,
          save: (draft, v) => updateModel({ id: model.id, ...fieldsOf(draft), version: v }),
          latest: async () => {
            const fresh = (await models.refetch()).data?.find((m) => m.id === model.id);
            return fresh
              ? { state: { ...draftOf(fresh), file: editing.file, preview: editing.preview }, version: fresh.version }
              : null;
          },
          fields: () => modelMergeFields<Draft>(),
          reload: async () => {
            const fresh = (await models.refetch()).data?.find((m) => m.id === model.id);
            if (!fresh) return setEditingId(null);
            setEditing(draftOf(fresh));
            setEditingVersion(fresh.version);
          },
          onMerged: setEditing,
        });
        if (!saved) return;
        version = saved.version;
        setEditingVersion(version);
      } catch (error) {
        return await alertError(error, messages.model.errorOccurred);
      }
      if (editing.file) {
        try {
          if (model.imageId) {
            const { deleted, version: afterDelete } = await deleteImage(model.imageId, version);
            if (!deleted) throw new Error('not deleted');
            version = afterDelete ?? version;
          }
          await uploadModelImage(session.key, model.id, editing.file, version);
        } catch (error) {
          await refresh();
          return await alertError(error, messages.model.imageFailed);
        }
      }
      pendingFocus.current = `edit-${model.id}`;
      setEditingId(null);
      await refresh();
      await dialog.alert(messages.model.updated);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (model: Model) => {
    if (!(await dialog.confirm(messages.model.deleteConfirm))) return;
    setBusy(true);
    try {
      await deleteModel(model.id, model.version);
      if (editingId === model.id) setEditingId(null);
      await refresh();
      await dialog.alert(messages.model.deleted);
    } catch (error) {
      await alertError(error, messages.model.errorOccurred);
      // Someone saved it since the list was shown (409): the list shows their change; nothing deleted.
      if (isStaleVersion(error)) await refresh();
    } finally {
      setBusy(false);
    }
  };

  const draftFor = (row: RowItem): [Draft, (d: Draft) => void] | null =>
    row.key === 'new' ? [adding, setAdding] : row.key === editingId ? [editing, setEditing] : null;
  const rowName = (row: RowItem) => (row.key === 'new' ? labels.model.newModel : row.model.name);

  const columns: ColumnsType<RowItem> = [
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
              maxLength={MODEL_NAME_MAX}
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
              maxLength={MODEL_TEXT_MAX}
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
            <Button type="primary" disabled={busy} onClick={() => void add()}>
              {labels.model.add}
            </Button>
          );
        }
        if (row.key === editingId) {
          return (
            <Space>
              <Button type="primary" disabled={busy} onClick={() => void saveEdit(row.model)}>
                {labels.model.save}
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  pendingFocus.current = `edit-${row.model.id}`;
                  setEditingId(null);
                }}
              >
                {labels.model.cancel}
              </Button>
            </Space>
          );
        }
        return (
          <Space>
            <Button
              disabled={busy}
              onClick={() => void startEdit(row.model)}
              aria-label={labels.model.editOf(row.model.name)}
              data-model-focus={`edit-${row.model.id}`}
            >
              {labels.model.edit}
            </Button>
            <Button
              disabled={busy}
              onClick={() => void remove(row.model)}
              aria-label={labels.model.deleteOf(row.model.name)}
            >
              {labels.model.delete}
            </Button>
          </Space>
        );
      },
    },
  ];

  const rows: RowItem[] = [{ key: 'new' }, ...list.map((model) => ({ key: model.id, model }))];

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.modelManage}</h1>
      <p className="muted">
        {labels.model.limitBefore(MODEL_LIMIT)} <strong data-testid="model-count">{list.length}</strong>
        {labels.model.limitAfter} {IMAGE_RULES.MODEL.hint}
      </p>
      <Table<RowItem>
        rowKey={(row) => String(row.key)}
        size="small"
        loading={models.isPending}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1400 }}
        rowClassName={(row) => (row.key === 'new' ? 'model-add-row' : row.key === editingId ? 'model-edit-row' : '')}
      />
    </div>
  );
}
