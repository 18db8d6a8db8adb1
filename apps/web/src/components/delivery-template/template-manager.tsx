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
import { useDeliveryTemplateList, useSaveDeliveryTemplates } from './api.ts';
import { DeliveryTemplateForm } from './template-form.tsx';

const toTemplate = ({ productCount: _, ...t }: DeliveryTemplateRow): DeliveryTemplate => t;

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
  const save = useSaveDeliveryTemplates(marketId);
  const [draft, setDraft] = useState<DeliveryTemplate | null>(null);

  useEffect(() => {
    if (templates.isError) void dialog.alert(messages.delivery.loadFailed);
  }, [templates.isError]);

  const list = templates.data?.templates ?? [];
  const isNew = draft !== null && draft.marketDeliveryId === null;

  async function submit() {
    if (!draft) return;
    const problem = templateProblem(draft);
    if (problem) return dialog.alert(message(problem));
    if (!(await dialog.confirm(messages.delivery.saveConfirm))) return;
    // The seller's template applied to a list: the one on screen, or the one saved now for an overwrite.
    const withDraft = (base: DeliveryTemplateRow[]) =>
      isNew
        ? [...base.map(toTemplate), draft]
        : base.map((t) => (t.marketDeliveryId === draft.marketDeliveryId ? draft : toTemplate(t)));
    let base = list;
    try {
      const result = await saveVersioned({
        version: templates.data?.version,
        save: (version) => save.mutateAsync({ templates: withDraft(base), version }),
        latestVersion: async () => {
          const fresh = (await templates.refetch()).data;
          base = fresh?.templates ?? base;
          return fresh?.version;
        },
        reload: async () => {
          const fresh = (await templates.refetch()).data?.templates ?? [];
          const row = fresh.find((t) => t.marketDeliveryId === draft.marketDeliveryId);
          setDraft(row ? toTemplate(row) : null);
        },
      });
      if (!result) return;
      const saved = result.templates;
      const row = isNew ? saved[saved.length - 1] : saved.find((t) => t.marketDeliveryId === draft.marketDeliveryId);
      await dialog.alert(isNew ? messages.delivery.registered : messages.delivery.saved);
      if (row) {
        setDraft(toTemplate(row));
        onSaved?.(toTemplate(row));
      }
    } catch (error) {
      await alertError(error, messages.delivery.loadFailed);
    }
  }

  async function remove(row: DeliveryTemplateRow) {
    if (!(await dialog.confirm(messages.delivery.removeConfirm))) return;
    try {
      await save.mutateAsync({
        templates: list.filter((t) => t.marketDeliveryId !== row.marketDeliveryId).map(toTemplate),
        version: templates.data?.version ?? undefined,
      });
      if (draft?.marketDeliveryId === row.marketDeliveryId) setDraft(null);
      await dialog.alert(messages.delivery.removed);
    } catch (error) {
      await alertError(error, messages.delivery.loadFailed);
    }
  }

  return (
    <div className="delivery-templates">
      <section className="delivery-templates-list" aria-label={labels.delivery.list}>
        <Space style={{ marginBottom: 12 }}>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setDraft(defaultDeliveryTemplate())}>
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
                    onClick={() => setDraft(toTemplate(row))}
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
                        disabled={row.productCount > 0 || save.isPending}
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
            disabled={save.isPending}
            // A template of another type keeps its own type in the list; a new one gets only the set.
            feeTypes={feeTypes && !feeTypes.includes(draft.feeType) ? [draft.feeType, ...feeTypes] : feeTypes}
          />
          <Space>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              {labels.delivery.save}
            </Button>
            <Button onClick={() => setDraft(null)}>{labels.delivery.cancel}</Button>
          </Space>
        </section>
      )}
    </div>
  );
}
