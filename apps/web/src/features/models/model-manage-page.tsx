import { checkModel, IMAGE_RULES, labels, message, messages, type Model, MODEL_LIMIT } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { pageTitles } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { isStaleVersion, saveVersioned } from '../../lib/stale-version.ts';
import { alertError } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { createModelWithImage, deleteImage, deleteModel, updateModel, uploadModelImage, useModels } from './api.ts';
import { modelColumns } from './model-columns.tsx';
import { type Draft, draftOf, emptyDraft, fieldsOf, type RowItem } from './model-draft.ts';
import { modelMergeFields } from './model-merge.ts';
import './models.css';

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

  const columns = modelColumns({
    draftFor,
    editingId,
    busy,
    add,
    edit: startEdit,
    save: saveEdit,
    cancel: (model) => {
      pendingFocus.current = `edit-${model.id}`;
      setEditingId(null);
    },
    remove,
  });

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
