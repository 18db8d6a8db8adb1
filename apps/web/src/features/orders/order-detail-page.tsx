import {
  actionsForStatus,
  deliveryFeeIncludedText,
  deliveryMemo,
  formatPhone,
  formatPrice,
  isOrderScreen,
  messages,
  ORDER_STATUS_LABELS,
  type OrderDetail,
} from '@seller/domain';
import { Button, Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { formatDateTime } from '../../lib/dayjs.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { useOrderDetail } from './api.ts';
import { useStatusAction } from './use-status-action.tsx';
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
  const back = isOrderScreen(type) ? paths[type] : paths.orderTotal;

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
          extra={<Link to={back}>목록으로</Link>}
        />
      </div>
    );
  }
  const o: OrderDetail = detail.data;
  const actions = actionsForStatus(o.status, session.key);

  return (
    <div className="page">
      <h1 className="page-title">{messages.order.detailTitle}</h1>
      <div className="order-detail-actions">
        <Link to={back}>
          <Button>목록으로</Button>
        </Link>
        {actions.map((a) => (
          <Button
            key={a.key}
            type="primary"
            ghost
            loading={busy === a.key}
            onClick={() => void run(a, [{ code: o.code, status: o.status }])}
          >
            {a.label}
          </Button>
        ))}
      </div>
      <div className="order-detail-grid">
        <Section
          title="주문 정보"
          items={[
            ['주문번호', o.code],
            [
              '주문상태',
              <Tag key="s" color="magenta">
                {ORDER_STATUS_LABELS[o.status]}
              </Tag>,
            ],
            ['결제일시', time(o.paidAt)],
            ['배송준비일시', time(o.packagingAt)],
            ['배송시작일시', time(o.transitAt)],
            ['배송완료일시', time(o.deliveredAt)],
            ['구매확정일시', time(o.confirmedAt)],
            ['취소요청일시', time(o.cancelingAt)],
            ['취소완료일시', time(o.canceledAt)],
            ['교환요청일시', time(o.exchangingAt)],
            ['교환완료일시', time(o.exchangedAt)],
            ['환불요청일시', time(o.refundingAt)],
            ['환불완료일시', time(o.refundedAt)],
          ]}
        />
        <Section
          title="상품"
          items={[
            ['상품코드', o.product.code],
            ['상품명', o.product.name],
            ['옵션', text(o.product.options)],
            ['수량', o.product.count],
            ['상품금액', `${formatPrice(o.product.price)}원`],
            ['쿠폰할인금액', `${formatPrice(o.product.couponDiscountPrice)}원`],
            ['배송비', `${formatPrice(o.deliveryFee)}원`],
            [
              '사은품',
              o.gift.productDetailOptionNames.length ? o.gift.productDetailOptionNames.join(', ') : text(null),
            ],
          ]}
        />
        <Section
          title="주문자 · 수령인"
          items={[
            ['주문자명', o.orderer.name],
            ['주문자 연락처', formatPhone(o.orderer.contact)],
            ['수령인명', o.recipient.name],
            ['수령인 연락처', formatPhone(o.recipient.phoneNumber)],
            ['우편번호', o.recipient.postcode],
            ['주소', `${o.recipient.address1} ${o.recipient.address2}`.trim()],
            ['배송메모', text(deliveryMemo(o.recipient.message, o.recipient.entranceType, o.recipient.entranceValue))],
          ]}
        />
        <Section
          title="배송 · 통관"
          items={[
            ['배송방법', text(o.delivery.type)],
            ['택배사', text(o.delivery.name)],
            ['송장번호', text(o.delivery.code)],
            ['개인통관고유부호', text(o.pccc)],
            ['통관 명의자', text(o.nameForPccc)],
          ]}
        />
        <Section
          title="결제"
          items={[
            ['결제수단', text(o.payment.type)],
            ['PG사', text(o.payment.pgType)],
            [
              '영수증',
              o.payment.receiptUrl ? (
                <a href={o.payment.receiptUrl} target="_blank" rel="noreferrer">
                  영수증 보기
                </a>
              ) : (
                text(null)
              ),
            ],
            ['환불 시 배송비 포함', text(deliveryFeeIncludedText(o.cancelWithDeliveryFee))],
          ]}
        />
        <Section
          title="사유"
          items={[
            ['사유', text(o.reason)],
            ['상세사유', text(o.detailReason)],
          ]}
        />
      </div>
      <section className="detail-card" aria-label="상태 변경 이력">
        <h2 style={{ fontSize: 16 }}>상태 변경 이력</h2>
        <Table
          rowKey={(h) => `${h.changedAt}-${h.toStatus}`}
          size="small"
          pagination={false}
          locale={{ emptyText: '상태 변경 이력이 없습니다.' }}
          dataSource={o.history}
          columns={[
            { key: 'at', title: '변경일시', render: (_, h) => formatDateTime(h.changedAt) },
            {
              key: 'from',
              title: '이전 상태',
              render: (_, h) => (h.fromStatus ? ORDER_STATUS_LABELS[h.fromStatus] : '-'),
            },
            { key: 'to', title: '변경 상태', render: (_, h) => ORDER_STATUS_LABELS[h.toStatus] },
            { key: 'actor', title: '처리자', dataIndex: 'actor' },
            { key: 'reason', title: '사유', render: (_, h) => h.reason ?? '' },
          ]}
        />
      </section>
      {modal}
    </div>
  );
}
