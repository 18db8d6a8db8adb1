import {
  deliveryInputProblem,
  labels,
  message,
  messages,
  statusActionQuestion,
  type ClaimFault,
  type Order,
  type StatusAction,
} from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { ApiError, refusalText } from '../../lib/http.ts';
import { claimFeesQuery, claimMoneyCalls } from './claim-money-api.ts';
import { CarrierCell, DeliveryTypeCell, TrackingCell } from './delivery-cells.tsx';
import { ClaimReasonCell, FaultCell, reshipDraftOf, type ReshipDraft } from './exchange-complete-cells.tsx';

const B = labels.claimMoney.bulkExchange;
const PAGE = 10;

/**
 * The exchange request list's bulk 교환 완료 (issue 36 §5), as Naver's and Coupang's bulk dispatch
 * work: each selected order (all 교환 처리중, checked before it opens) gets its fault, prefilled as the
 * detail's, and its new parcel (배송방법, 택배사, 송장번호: the first deliveries' cells; Enter goes to
 * the next order's 송장번호, and on the last one completes). Each order is completed by its own
 * exchange-complete call, which checks the parcel as a first delivery's; a done order leaves the
 * dialog, a refused one stays with its message. `onClose(true)` once any order was completed;
 * `onAllDone` when none is left.
 */
export function ExchangeCompleteDialog({
  action,
  orders,
  onClose,
  onAllDone,
}: {
  action: StatusAction;
  orders: readonly Order[];
  onClose: (changed: boolean) => void;
  onAllDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<readonly Order[]>(orders);
  const [drafts, setDrafts] = useState<Record<string, ReshipDraft>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (code: string, patch: Partial<ReshipDraft>) => {
    const order = rows.find((r) => r.code === code);
    if (order) setDrafts((d) => ({ ...d, [code]: { ...reshipDraftOf(order, d), ...patch } }));
  };
  const faultOf = async (order: Order): Promise<ClaimFault> =>
    drafts[order.code]?.fault ?? (await queryClient.fetchQuery(claimFeesQuery(order.code))).suggestedFault;

  const submit = async () => {
    if (busy) return;
    // The browser's checks first (as the server's): a row that fails them stays with its message.
    const found: Record<string, string> = {};
    const ready = rows.filter((order) => {
      const d = reshipDraftOf(order, drafts);
      const problem = deliveryInputProblem({ deliveryType: d.type, deliveryName: d.name, deliveryCode: d.code });
      if (problem) found[order.code] = message(problem);
      return !problem;
    });
    setProblems(found);
    if (ready.length === 0) return dialog.alert(messages.claimMoney.bulkExchangeNothing);
    if (!(await dialog.confirm(statusActionQuestion(action, ready)))) return;
    setBusy(true);
    const done = new Set<string>();
    try {
      // One call per order, in turn: each checks its parcel against those completed before it.
      for (const order of ready) {
        const d = reshipDraftOf(order, drafts);
        try {
          const fault = await faultOf(order);
          await claimMoneyCalls.completeExchange(order.code, {
            fault,
            deliveryType: d.type,
            deliveryName: d.name,
            deliveryCode: d.code,
          });
          done.add(order.code);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return;
          found[order.code] = refusalText(error);
        }
      }
    } finally {
      setBusy(false);
      setProblems({ ...found });
      if (done.size > 0) {
        setChanged(true);
        setRows((r) => r.filter((o) => !done.has(o.code)));
      }
    }
    const failed = rows.length - done.size;
    if (failed === 0) {
      await dialog.alert(message('claimMoney.bulkExchangeDone', { count: done.size }));
      onClose(true);
      onAllDone();
      return;
    }
    await dialog.alert(message('claimMoney.bulkExchangePartial', { done: done.size, failed }));
  };

  /** Enter in a 송장번호 goes on to the next order's (a scanner's Enter too); on the last order it completes. */
  const next = (order: Order) => {
    const following = rows[rows.indexOf(order) + 1];
    const field =
      following &&
      document.querySelector<HTMLInputElement>(
        `input[aria-label="${CSS.escape(labels.order.trackingNumberOf(following.code))}"]`,
      );
    if (field) field.focus();
    else void submit();
  };

  const columns = [
    { key: 'code', title: B.orderCode, render: (_: unknown, o: Order) => o.code },
    {
      key: 'product',
      title: B.product,
      render: (_: unknown, o: Order) => (
        <>
          <div>{o.product.name}</div>
          <div className="muted">{o.product.options}</div>
        </>
      ),
    },
    { key: 'reason', title: B.reason, render: (_: unknown, o: Order) => <ClaimReasonCell order={o} /> },
    {
      key: 'fault',
      title: B.fault,
      render: (_: unknown, o: Order) => (
        <FaultCell order={o} fault={drafts[o.code]?.fault} onChange={(fault) => change(o.code, { fault })} />
      ),
    },
    {
      key: 'type',
      title: B.deliveryType,
      render: (_: unknown, o: Order) => (
        <DeliveryTypeCell order={o} draft={reshipDraftOf(o, drafts)} onChange={change} />
      ),
    },
    {
      key: 'carrier',
      title: B.carrier,
      render: (_: unknown, o: Order) => <CarrierCell order={o} draft={reshipDraftOf(o, drafts)} onChange={change} />,
    },
    {
      key: 'tracking',
      title: B.tracking,
      render: (_: unknown, o: Order) => (
        <TrackingCell
          order={o}
          draft={reshipDraftOf(o, drafts)}
          onChange={change}
          onSave={() => next(o)}
          saveButton={false}
        />
      ),
    },
    {
      key: 'result',
      title: B.result,
      render: (_: unknown, o: Order) =>
        problems[o.code] ? <span className="exchange-problem">{problems[o.code]}</span> : null,
    },
  ];

  return (
    <Modal
      open
      title={B.title(rows.length)}
      width={1180}
      onCancel={() => onClose(changed)}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={() => onClose(changed)}>
          {B.close}
        </Button>,
        <Button key="complete" type="primary" loading={busy} onClick={() => void submit()}>
          {labels.claimMoney.completeExchange}
        </Button>,
      ]}
    >
      <p className="muted">{B.guide}</p>
      <Table<Order>
        aria-label={B.table}
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={[...rows]}
        pagination={rows.length > PAGE ? { pageSize: PAGE, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
      />
    </Modal>
  );
}
