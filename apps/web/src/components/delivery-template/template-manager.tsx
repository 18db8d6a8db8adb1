import './delivery-template.css';
import { PlusOutlined } from '@ant-design/icons';
import {
  defaultDeliveryTemplate,
  type DeliveryTemplate,
  type DeliveryTemplateRow,
  describeFeeRule,
  FEE_TYPE_LABELS,
  type FeeType,
  isUnnamed,
  labels,
  message,
  messages,
  templateProblem,
} from '@seller/domain';
import { Alert, Button, Empty, Space, Spin, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { saveVersioned } from '../../lib/stale-version.ts';
import { useDeleteDeliveryTemplate, useDeliveryTemplateList, useSaveDeliveryTemplate } from './api.ts';
import { DeliveryTemplateForm } from './template-form.tsx';
import { templateMergeFields } from './template-merge.ts';

const toTemplate = ({ productCount: _, version: __, ...t }: DeliveryTemplateRow): DeliveryTemplate => t;

/** The template being edited: as on screen, as loaded (an overwrite merges what changed since) and its version. */
interface Editing {
  draft: DeliveryTemplate;
  loaded: DeliveryTemplate;
  version: number | null;
}

const editingOf = (row: DeliveryTemplateRow): Editing => ({
  draft: toTemplate(row),
  loaded: toTemplate(row),
  version: row.version,
});

/** A template's name as lists show it: the no-name label when blank. */
export function TemplateName({ name }: { name: string }) {
  return isUnnamed(name) ? <span className="muted">{messages.delivery.noName}</span> : <>{name}</>;
}

export interface DeliveryTemplateManagerProps {
  marketId: number;
  /** Called with the saved template after each successful save (the chooser selects it). */
  onSaved?: (template: DeliveryTemplate) => void;
  /** The fee types a template may get here (the product edit screen's shorter set); default all. */
  feeTypes?: readonly FeeType[];
}

/**
 * The market's delivery-fee templates: the list, a new template, editing one, deleting an unused one.
 * Saving checks the template (spec 01 §5), asks 'save the default delivery fee?', then saves the full
 * list with this template in it; new → 'registration is complete', existing → 'save is complete'.
 * Used by market manage and, inside a modal, by the product screens' chooser.
 */
export function DeliveryTemplateManager({ marketId, onSaved, feeTypes }: DeliveryTemplateManagerProps) {
  const templates = useDeliveryTemplateList(marketId);
  const save = useSaveDeliveryTemplate(marketId);
  const removal = useDeleteDeliveryTemplate(marketId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const draft = editing?.draft ?? null;
  const setDraft = (next: DeliveryTemplate) => setEditing((e) => (e ? { ...e, draft: next } : e));
  const busy = save.isPending || removal.isPending;

  useEffect(() => {
    if (templates.isError) void dialog.alert(messages.delivery.loadFailed);
  }, [templates.isError]);

  const list = templates.data?.templates ?? [];
  const isNew = draft !== null && draft.marketDeliveryId === null;

  /** The template as saved now (another seller may have saved it since this screen loaded it). */
  const savedRow = async (id: number | null) =>
    id === null ? undefined : (await templates.refetch()).data?.templates.find((t) => t.marketDeliveryId === id);

  async function submit() {
    if (!editing) return;
    const { draft: current, loaded, version } = editing;
    const problem = templateProblem(current);
    if (problem) return dialog.alert(message(problem));
    if (!(await dialog.confirm(messages.delivery.saveConfirm))) return;
    try {
      const row = await saveVersioned({
        state: current,
        base: loaded,
        version,
        save: (template, v) => save.mutateAsync({ template, version: v }),
        latest: async () => {
          const fresh = await savedRow(current.marketDeliveryId);
          return fresh ? { state: toTemplate(fresh), version: fresh.version } : null;
        },
        fields: templateMergeFields,
        reload: async () => {
          const fresh = await savedRow(current.marketDeliveryId);
          setEditing(fresh ? editingOf(fresh) : null);
        },
        onMerged: setDraft,
      });
      if (!row) return;
      await dialog.alert(isNew ? messages.delivery.registered : messages.delivery.saved);
      setEditing(editingOf(row));
      onSaved?.(toTemplate(row));
    } catch (error) {
      await alertError(error, messages.delivery.loadFailed);
    }
  }

  async function remove(row: DeliveryTemplateRow) {
    if (!(await dialog.confirm(messages.delivery.removeConfirm))) return;
    try {
      await removal.mutateAsync(row);
      if (draft?.marketDeliveryId === row.marketDeliveryId) setEditing(null);
      await dialog.alert(messages.delivery.removed);
    } catch (error) {
      await alertError(error, messages.delivery.loadFailed);
    }
  }

  return (
    <div className="delivery-templates">
      <section className="delivery-templates-list" aria-label={labels.delivery.list}>
        <Space style={{ marginBottom: 12 }}>
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => {
              const blank = defaultDeliveryTemplate();
              setEditing({ draft: blank, loaded: blank, version: null });
            }}
          >
            {labels.delivery.newTemplate}
          </Button>
        </Space>
        {templates.isLoading ? (
          <Spin />
        ) : templates.isError ? (
          <Alert type="error" showIcon message={messages.delivery.loadFailed} />
        ) : list.length === 0 ? (
          <Empty description={labels.delivery.none} />
        ) : (
          <ul className="template-rows">
            {list.map((row) => {
              const selected = draft?.marketDeliveryId === row.marketDeliveryId;
              return (
                <li key={row.marketDeliveryId} className={selected ? 'template-row selected' : 'template-row'}>
                  <button
                    type="button"
                    className="link-button template-row-main"
                    aria-pressed={selected}
                    onClick={() => setEditing(editingOf(row))}
                  >
                    <strong>
                      <TemplateName name={row.marketDeliveryName} />
                    </strong>
                    <span className="muted">
                      {FEE_TYPE_LABELS[row.feeType]} · {describeFeeRule(row)}
                    </span>
                  </button>
                  <Space size={4}>
                    <Tag>{row.international ? labels.delivery.international : labels.delivery.domestic}</Tag>
                    <Tag color={row.productCount > 0 ? '#ad1457' : undefined}>
                      {labels.delivery.productCount(row.productCount)}
                    </Tag>
                    <Tooltip title={row.productCount > 0 ? labels.delivery.inUse : undefined}>
                      <Button
                        size="small"
                        disabled={row.productCount > 0 || busy}
                        onClick={() => void remove(row)}
                        aria-label={labels.delivery.deleteOf(row.marketDeliveryName || messages.delivery.noName)}
                      >
                        {labels.delivery.delete}
                      </Button>
                    </Tooltip>
                  </Space>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {draft && (
        <section
          className="delivery-templates-editor"
          aria-label={isNew ? labels.delivery.newTemplate : labels.delivery.editTemplate}
        >
          <h3 className="section-title">{isNew ? labels.delivery.newTemplate : labels.delivery.editTemplate}</h3>
          <DeliveryTemplateForm
            value={draft}
            onChange={setDraft}
            disabled={busy}
            // A template of another type keeps its own type in the list; a new one gets only the set.
            feeTypes={feeTypes && !feeTypes.includes(draft.feeType) ? [draft.feeType, ...feeTypes] : feeTypes}
          />
          <Space>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              {labels.delivery.save}
            </Button>
            <Button onClick={() => setEditing(null)}>{labels.delivery.cancel}</Button>
          </Space>
        </section>
      )}
    </div>
  );
}
