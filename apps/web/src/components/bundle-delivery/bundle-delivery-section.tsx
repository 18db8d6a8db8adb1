import './bundle-delivery.css';
import '../list-page.css';
import { PlusOutlined } from '@ant-design/icons';
import {
  BUNDLE_PROGRESS_LABELS,
  describeFeeRule,
  messages,
  type BundleDetail,
  type BundleProgress,
  type BundleRow,
} from '@seller/domain';
import { Button, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialog } from '../../lib/dialog.ts';
import { alertError, ApiError } from '../../lib/http.ts';
import { BUNDLE_PAGE_SIZE, fetchBundle, useBundle, useBundleList, useDeleteBundle, useSaveBundle } from './api.ts';
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
 * picker, stop/resume and delete. The list page is kept in the URL (`bundlePage`).
 */
export function BundleDeliverySection({ marketId }: { marketId: number }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('bundlePage')) || 1);
  const list = useBundleList(marketId, page);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const detail = useBundle(typeof editing === 'number' ? editing : null);
  const save = useSaveBundle(marketId);
  const remove = useDeleteBundle();

  const setPage = (next: number) => {
    const out = new URLSearchParams(params);
    out.set('bundlePage', String(next));
    setParams(out, { replace: true });
  };

  async function toggle(row: BundleRow) {
    const stopping = row.activated;
    if (!(await dialog.confirm(stopping ? messages.bundle.stopConfirm : messages.bundle.resumeConfirm))) return;
    try {
      const current: BundleDetail = await fetchBundle(row.id);
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
      await remove.mutateAsync(row.id);
      if (editing === row.id) setEditing(null);
      await dialog.alert(messages.bundle.deleted);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      await dialog.alert(messages.bundle.deleteFailed);
    }
  }

  const total = list.data?.total ?? 0;
  return (
    <div className="bundle-deliveries">
      <div className="list-toolbar">
        <span>
          총 <strong data-testid="bundle-total">{total}</strong>건
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          새 묶음 배송
        </Button>
      </div>
      <Table<BundleRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.bundleDeliveries ?? []}
        locale={{ emptyText: '등록된 묶음 배송이 없습니다.' }}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: '번호',
            key: 'number',
            width: 70,
            render: (_, __, index) => total - (page - 1) * BUNDLE_PAGE_SIZE - index,
          },
          {
            title: '관리',
            key: 'manage',
            width: 210,
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(row.id)} aria-label={`${row.eventName} 수정`}>
                  수정
                </Button>
                <Button
                  size="small"
                  onClick={() => void toggle(row)}
                  aria-label={`${row.eventName} ${row.activated ? '중지' : '재개'}`}
                >
                  {row.activated ? '중지' : '재개'}
                </Button>
                <Button size="small" onClick={() => void destroy(row)} aria-label={`${row.eventName} 삭제`}>
                  삭제
                </Button>
              </Space>
            ),
          },
          { title: '이벤트명', dataIndex: 'eventName', ellipsis: true },
          { title: '상세', dataIndex: 'description', ellipsis: true },
          { title: '배송비', key: 'fee', width: 220, render: (_, row) => feeText(row) },
          {
            title: '진행 상태',
            dataIndex: 'progress',
            width: 100,
            render: (p: BundleProgress) => <Tag color={PROGRESS_COLORS[p]}>{BUNDLE_PROGRESS_LABELS[p]}</Tag>,
          },
          { title: '기간', dataIndex: 'period', width: 290 },
        ]}
        pagination={{ current: page, pageSize: BUNDLE_PAGE_SIZE, total, showSizeChanger: false, onChange: setPage }}
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
