import {
  actionsForStatus,
  completionNote,
  deliveryFeeIncludedText,
  deliveryMemo,
  formatPhone,
  formatPrice,
  isOrderScreen,
  isRevealable,
  labels,
  messages,
  ORDER_STATUS_LABELS,
  paymentTypeName,
  pgName,
  withPersonalData,
  type AccessPurposeInput,
  type OrderDetail,
  type PersonalData,
} from '@seller/domain';
import { Button, Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { useBackToList } from '../../lib/list-return.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { PurposeModal } from '../../components/purpose-modal.tsx';
import { wantsPassword, type PurposeAnswer } from '../../components/purpose.ts';
import { alertError, ApiError } from '../../lib/http.ts';
import { revealOrder, useOrderDetail } from './api.ts';
import { ClaimPanel } from './claim-panel.tsx';
import { useStatusAction } from './use-status-action.tsx';
import { ClaimMoneyPanel, CLAIM_MONEY_STEPS } from './claim-money-panel.tsx';
import { useCan } from '../../lib/rights.ts';
import './orders.css';

const time = (iso: string | null) =>
  iso ? formatDateTime(iso) : <span className="muted">{messages.common.notYetCollected}</span>;
const text = (value: string | null | undefined) =>
  value ? value : <span className="muted">{messages.common.none}</span>;

function Section({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <section className="detail-card" aria-label={title}>
      <Descriptions
        title={title}
        column={1}
        size="small"
        bordered
        items={items.map(([label, children]) => ({ key: label, label, children }))}
      />
    </section>
  );
}

/** `/detail/{type}/{orderCode}`: every field of the order (spec 02 §3), its status history and the moves its status allows. */
export function OrderDetailPage() {
  const { type = '', id = '' } = useParams();
  const session = useRequiredSession();
  const detail = useOrderDetail(id);
  const { run, busy, modal } = useStatusAction();
  // What the role may do here (issue 37): move the order, see the buyer's data.
  const canMove = useCan('orders.move');
  const canSeeBuyers = useCan('orders.personal-data');
  // Personal data revealed for a purpose on this visit only: kept in the page's state, never cached.
  const [revealed, setRevealed] = useState<PersonalData | null>(null);
  const [asking, setAsking] = useState(false);
  const [revealing, setRevealing] = useState(false);
  // After an idle spell the server wants the password too (issue 34 §5): the purpose is asked again with it.
  const [stepUp, setStepUp] = useState<AccessPurposeInput | null>(null);
  const reveal = async (purpose: PurposeAnswer | null) => {
    setAsking(false);
    if (!purpose) return setStepUp(null);
    setRevealing(true);
    try {
      setRevealed(await revealOrder(id, purpose));
      setStepUp(null);
    } catch (error) {
      if (error instanceof ApiError && wantsPassword(error.code)) {
        if (error.code === 'WRONG_PASSWORD') await alertError(error);
        setStepUp({ purpose: purpose.purpose, purposeDetail: purpose.purposeDetail });
        setAsking(true);
      } else await alertError(error);
    } finally {
      setRevealing(false);
    }
  };
  // Back to the list with the search it had, its row of this order taking the focus.
  const back = useBackToList(isOrderScreen(type) ? paths[type] : paths.orderTotal, id);

  if (detail.isPending)
    return (
      <div className="page">
        <Skeleton active />
      </div>
    );
  if (detail.isError || !detail.data) {
    return (
      <div className="page">
        <h1 className="page-title">{messages.order.detailTitle}</h1>
        <Result
          status="warning"
          title={detail.error?.message ?? messages.common.notFound}
          extra={
            <Link to={back.path} state={back.state}>
              {labels.common.backToList}
            </Link>
          }
        />
      </div>
    );
  }
  const o: OrderDetail =
    revealed && revealed.code === detail.data.code ? withPersonalData(detail.data, revealed) : detail.data;
  // A refund's processing and an exchange's completion are the claim panel's (fault, fee, re-ship; issue 36 §4–5).
  const panelStep = (a: ReturnType<typeof actionsForStatus>[number]) =>
    a.marketOnly === undefined &&
    a.steps.every((st) => CLAIM_MONEY_STEPS.some(([from, to]) => st.from === from && st.to === to));
  const actions = canMove ? actionsForStatus(o.status, session.key).filter((a) => !panelStep(a)) : [];

  return (
    <div className="page">
      <h1 className="page-title">{messages.order.detailTitle}</h1>
      <div className="order-detail-actions">
        <Button onClick={back.go}>{labels.common.backToList}</Button>
        {actions.map((a) => (
          <Button
            key={a.key}
            type="primary"
            ghost
            loading={busy === a.key}
            onClick={() => void run(a, [{ code: o.code, status: o.status, delivery: o.delivery }])}
          >
            {a.label}
          </Button>
        ))}
        {canSeeBuyers && isRevealable(o.status) && !revealed && (
          <Button loading={revealing} onClick={() => setAsking(true)}>
            {labels.privacy.reveal}
          </Button>
        )}
      </div>
      {completionNote(o.status) && (
        <p className="muted" role="note">
          {completionNote(o.status)}
        </p>
      )}
      {!revealed && <p className="muted">{labels.privacy.masked}</p>}
      <div className="order-detail-grid">
        <Section
          title={labels.order.info}
          items={[
            [labels.order.code, o.code],
            [
              labels.order.status,
              <Tag key="s" color="magenta">
                {ORDER_STATUS_LABELS[o.status]}
              </Tag>,
            ],
            [labels.order.times.paidAt, time(o.paidAt)],
            [labels.order.times.packagingAt, time(o.packagingAt)],
            [labels.order.times.transitAt, time(o.transitAt)],
            [labels.order.times.deliveredAt, time(o.deliveredAt)],
            [labels.order.times.confirmedAt, time(o.confirmedAt)],
            [labels.order.times.cancelingAt, time(o.cancelingAt)],
            [labels.order.times.canceledAt, time(o.canceledAt)],
            [labels.order.times.exchangingAt, time(o.exchangingAt)],
            [labels.order.times.exchangedAt, time(o.exchangedAt)],
            [labels.order.times.refundingAt, time(o.refundingAt)],
            [labels.order.times.refundedAt, time(o.refundedAt)],
          ]}
        />
        <Section
          title={labels.order.product}
          items={[
            [labels.order.productCode, o.product.code],
            [labels.order.productName, o.product.name],
            [labels.order.options, text(o.product.options)],
            [labels.order.count, o.product.count],
            [labels.order.price, labels.productList.won(formatPrice(o.product.price))],
            [labels.order.couponDiscount, labels.productList.won(formatPrice(o.product.couponDiscountPrice))],
            [labels.order.deliveryFee, labels.productList.won(formatPrice(o.deliveryFee))],
            [
              labels.order.gift,
              o.gift.productDetailOptionNames.length ? o.gift.productDetailOptionNames.join(', ') : text(null),
            ],
          ]}
        />
        <Section
          title={labels.order.people}
          items={[
            [labels.order.ordererName, o.orderer.name],
            [labels.order.ordererContact, formatPhone(o.orderer.contact)],
            [labels.order.recipientName, o.recipient.name],
            [labels.order.recipientContact, formatPhone(o.recipient.phoneNumber)],
            [labels.order.postcode, o.recipient.postcode],
            [labels.order.address, `${o.recipient.address1} ${o.recipient.address2}`.trim()],
            [
              labels.order.deliveryMemo,
              text(deliveryMemo(o.recipient.message, o.recipient.entranceType, o.recipient.entranceValue)),
            ],
          ]}
        />
        <Section
          title={labels.order.deliveryAndCustoms}
          items={[
            [labels.order.deliveryType, text(o.delivery.type)],
            [labels.order.carrier, text(o.delivery.name)],
            [labels.order.trackingNumber, text(o.delivery.code)],
            [labels.order.pccc, text(o.pccc)],
            [labels.order.pcccName, text(o.nameForPccc)],
          ]}
        />
        <Section
          title={labels.order.payment}
          items={[
            [labels.order.paymentType, text(paymentTypeName(o.payment.type))],
            [labels.order.pg, text(pgName(o.payment.pgType))],
            [
              labels.order.receipt,
              o.payment.receiptUrl ? (
                <a href={o.payment.receiptUrl} target="_blank" rel="noreferrer">
                  {labels.order.viewReceipt}
                </a>
              ) : (
                text(null)
              ),
            ],
            [labels.order.refundWithFee, text(deliveryFeeIncludedText(o.cancelWithDeliveryFee))],
          ]}
        />
        <Section
          title={labels.order.reason}
          items={[
            [labels.order.reason, text(o.reason)],
            [labels.order.detailReason, text(o.detailReason)],
          ]}
        />
        {o.claim && <ClaimPanel code={o.code} status={o.status} claim={o.claim} canMove={canMove} />}
      </div>
      <ClaimMoneyPanel code={o.code} status={o.status} canMove={canMove} />
      <section className="detail-card" aria-label={labels.order.history}>
        <h2 style={{ fontSize: 16 }}>{labels.order.history}</h2>
        <Table
          rowKey={(h) => `${h.changedAt}-${h.toStatus}-${h.printed ?? ''}`}
          size="small"
          pagination={false}
          locale={{ emptyText: labels.order.noHistory }}
          dataSource={o.history}
          columns={[
            { key: 'at', title: labels.order.changedAt, render: (_, h) => formatDateTime(h.changedAt) },
            {
              key: 'from',
              title: labels.order.fromStatus,
              render: (_, h) => (h.fromStatus ? ORDER_STATUS_LABELS[h.fromStatus] : '-'),
            },
            // A print (issue 20) keeps the status: "출력" stands where the new status would, and what was printed.
            {
              key: 'to',
              title: labels.order.toStatus,
              render: (_, h) => (h.printed ? labels.order.print.printed : ORDER_STATUS_LABELS[h.toStatus]),
            },
            { key: 'actor', title: labels.order.actor, dataIndex: 'actor' },
            {
              key: 'reason',
              title: labels.order.reason,
              render: (_, h) => (h.printed ? labels.order.print.documents[h.printed] : (h.reason ?? '')),
            },
          ]}
        />
      </section>
      {modal}
      <PurposeModal open={asking} askPassword={!!stepUp} initial={stepUp} onClose={(purpose) => void reveal(purpose)} />
    </div>
  );
}
