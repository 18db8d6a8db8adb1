import './bundle-delivery.css';
import '../list-page.css';
import { PlusOutlined } from '@ant-design/icons';
import {
  BUNDLE_PROGRESS_LABELS,
  type BundleProgress,
  type BundleRow,
  describeFeeRule,
  labels,
  messages,
} from '@seller/domain';
import { Button, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError, ApiError } from '../../lib/http.ts';
import { isStaleVersion } from '../../lib/stale-version.ts';
import { PagedTable, useListUrlState } from '../list/index.ts';
import { fetchBundle, useBundle, useBundleList, useDeleteBundle, useSaveBundle } from './api.ts';
import { BundleEditor } from './bundle-editor.tsx';

const PROGRESS_COLORS: Record<BundleProgress, string | undefined> = {
  SCHEDULED: '#0958d9',
  IN_PROGRESS: '#2e7d32',
  ENDED: undefined,
  STOPPED: '#c62828',
};

/** Fee of a bundle in one line: the rule with the bundle's fee as its default fee. */
const feeText = (b: Pick<BundleRow, 'feeType' | 'deliveryFee' | 'intCondition'>) =>
  describeFeeRule({ feeType: b.feeType, defaultFee: b.deliveryFee, intCondition: b.intCondition });

/**
 * Bundle delivery management (spec 02 §2.12), a tab of market manage: the paged list (number,
 * manage, event name, detail, delivery fee, progress status, period), the editor with its product
 * picker, stop/resume and delete. The list is the list recipe's (components/list): its page and size
 * are kept in the URL beside the open tab.
 */
export function BundleDeliverySection({ marketId }: { marketId: number }) {
  const url = useListUrlState({ filters: [], keep: ['tab'] });
  const { page, size } = url;
  const list = useBundleList(marketId, page, size);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const detail = useBundle(typeof editing === 'number' ? editing : null);
  const save = useSaveBundle(marketId);
  const remove = useDeleteBundle();

  async function toggle(row: BundleRow) {
    const stopping = row.activated;
    if (!(await dialog.confirm(stopping ? messages.bundle.stopConfirm : messages.bundle.resumeConfirm))) return;
    try {
      const current = await fetchBundle(row.id);
      await save.mutateAsync({
        id: row.id,
        body: {
          activated: !stopping,
          startDateTime: current.startDateTime,
          endDateTime: current.endDateTime,
          eventName: current.eventName,
          description: current.description,
          feeType: current.feeType,
          intCondition: current.intCondition,
          deliveryFee: current.deliveryFee,
          productCodes: current.products.map((p) => p.code),
          // The body is the bundle as just read: a save by someone else in between is refused, not undone.
          version: current.version,
        },
      });
      await dialog.alert(stopping ? messages.bundle.stopped : messages.bundle.resumed);
    } catch (error) {
      await alertError(error, messages.bundle.saveFailed);
    }
  }

  async function destroy(row: BundleRow) {
    if (!(await dialog.confirm(messages.bundle.deleteConfirm))) return;
    try {
      await remove.mutateAsync({ id: row.id, version: row.version });
      if (editing === row.id) setEditing(null);
      await dialog.alert(messages.bundle.deleted);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      // Someone saved it since the list was shown: the list reloads with their change, nothing deleted.
      if (isStaleVersion(error)) return void (await dialog.alert(messages.common.staleDelete));
      await dialog.alert(messages.bundle.deleteFailed);
    }
  }

  const total = list.data?.total ?? 0;
  return (
    <div className="bundle-deliveries">
      <div className="list-toolbar">
        <span>
          {labels.list.totalBefore} <strong data-testid="bundle-total">{total}</strong>
          {labels.list.totalAfter}
        </span>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {labels.bundle.new}
        </Button>
      </div>
      <PagedTable<BundleRow>
        label={labels.market.bundles}
        rowKey="id"
        rows={list.data?.bundleDeliveries ?? []}
        total={total}
        showTotal={false}
        page={page}
        size={size}
        loading={list.isFetching}
        onPage={url.setPage}
        emptyText={labels.bundle.none}
        className="bundle-list"
        columns={[
          {
            title: labels.list.number,
            key: 'number',
            width: 70,
            render: (_, __, index) => total - (page - 1) * size - index,
          },
          {
            title: labels.bundle.manage,
            key: 'manage',
            width: 210,
            render: (_, row) => (
              <Space size={4}>
                <Button
                  size="small"
                  onClick={() => setEditing(row.id)}
                  aria-label={labels.bundle.editRowOf(row.eventName)}
                >
                  {labels.bundle.editRow}
                </Button>
                <Button
                  size="small"
                  onClick={() => void toggle(row)}
                  aria-label={labels.bundle.toggleOf(
                    row.eventName,
                    row.activated ? labels.bundle.off : labels.bundle.resume,
                  )}
                >
                  {row.activated ? labels.bundle.off : labels.bundle.resume}
                </Button>
                <Button
                  size="small"
                  onClick={() => void destroy(row)}
                  aria-label={labels.bundle.deleteOf(row.eventName)}
                >
                  {labels.bundle.delete}
                </Button>
              </Space>
            ),
          },
          // Widths of their own: the list scrolls sideways at 1280 or 1024 px instead of squeezing
          // these two to a letter (issue 17 §9; the table's min-width is in bundle-delivery.css).
          { title: labels.bundle.eventName, dataIndex: 'eventName', width: 180, ellipsis: true },
          { title: labels.bundle.detail, dataIndex: 'description', width: 200, ellipsis: true },
          { title: labels.bundle.fee, key: 'fee', width: 220, render: (_, row) => feeText(row) },
          {
            title: labels.bundle.progress,
            dataIndex: 'progress',
            width: 100,
            render: (p: BundleProgress) => <Tag color={PROGRESS_COLORS[p]}>{BUNDLE_PROGRESS_LABELS[p]}</Tag>,
          },
          {
            title: labels.bundle.period,
            dataIndex: 'period',
            // Whole at every width (issue 38 §11): pinned to the list's right edge while the other
            // columns scroll under it, its end under its start (bundle-delivery.css).
            fixed: 'right',
            width: 170,
            className: 'pin-bundle-period',
            render: (period: string) => {
              const [start, end] = period.split(' ~ ');
              return end === undefined ? (
                period
              ) : (
                <span className="bundle-period">
                  <span>{start} ~</span> <span>{end}</span>
                </span>
              );
            },
          },
        ]}
      />
      {editing === 'new' && (
        <BundleEditor key="new" marketId={marketId} bundle={null} onDone={() => setEditing(null)} />
      )}
      {typeof editing === 'number' &&
        (detail.data && detail.data.id === editing ? (
          <BundleEditor key={editing} marketId={marketId} bundle={detail.data} onDone={() => setEditing(null)} />
        ) : detail.isError ? null : (
          <Spin />
        ))}
    </div>
  );
}
