import {
  CARRIERS,
  CLAIM_FAULTS,
  claimFees,
  DELIVERY_TYPES,
  formatPrice,
  labels,
  message,
  TRACKING_NUMBER_TYPED_MAX,
  type ClaimFault,
  type ClaimFeesAnswer,
  type OrderStatus,
} from '@seller/domain';
import { Button, Descriptions, Input, Radio, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { alertError } from '../../lib/http.ts';
import { useInvalidateOrders } from './api.ts';
import { claimMoneyCalls, useClaimFees } from './claim-money-api.ts';
import { textCount } from '../../lib/text-count.ts';

/** The steps this panel takes (instead of the generic status buttons): they need the fault, and an exchange its parcel. */
export const CLAIM_MONEY_STEPS: readonly (readonly [OrderStatus, OrderStatus])[] = [
  ['REFUNDING1', 'REFUNDING2'],
  ['EXCHANGING2', 'EXCHANGED'],
];

const won = (n: number) => labels.claimMoney.won(formatPrice(n));
const L = labels.claimMoney;

/** The fee lines of a quote, as the seller reads them before deciding. */
function quoteItems(fees: ClaimFeesAnswer, fault: ClaimFault): [string, ReactNode][] {
  const kind = fees.kind === 'EXCHANGE' ? 'EXCHANGE' : 'REFUND';
  const q = claimFees({ kind, fault, order: fees.order, rule: fees.rule });
  const items: [string, ReactNode][] = [[L.paidAmount, won(q.paidAmount)]];
  items.push([kind === 'REFUND' ? L.returnFee : L.exchangeFee, won(q.shippingFee)]);
  if (q.area && q.areaFee) items.push([L.areaFee(L.areas[q.area]), won(q.areaFee)]);
  if (q.initialDeliveryFee) items.push([L.initialDeliveryFee, won(q.initialDeliveryFee)]);
  items.push([L.claimFee, won(q.claimFee)]);
  if (q.refundAmount !== null) items.push([L.buyerGetsBack, <strong key="amount">{won(q.refundAmount)}</strong>]);
  return items;
}

/** What was decided, once the step was taken. */
function decidedItems(fees: ClaimFeesAnswer): [string, ReactNode][] {
  const items: [string, ReactNode][] = [[L.fault, L.faults[fees.fault!]]];
  if (fees.claimFee !== null) items.push([L.claimFee, won(fees.claimFee)]);
  if (fees.refundAmount !== null) items.push([L.refundAmount, won(fees.refundAmount)]);
  if (fees.reship) {
    if (fees.reship.type) items.push([L.reshipType, fees.reship.type]);
    items.push([L.reshipCarrier, fees.reship.carrierName]);
    items.push([L.reshipTracking, fees.reship.trackingNumber]);
    items.push([L.reshippedAt, formatDateTime(fees.reship.reshippedAt)]);
  }
  return items;
}

/**
 * The order detail's fault and fees (issue 36 §4–5): on a refund request the seller picks the fault
 * (prefilled from the buyer's reason code) and sees what the buyer gets back, computed by the domain's
 * `claimFees` as the server will, before proceeding; on an exchange being processed, the fault and the
 * new parcel's carrier and tracking number (Enter completes). Afterwards it shows what was decided.
 */
export function ClaimMoneyPanel({ code, status, canMove }: { code: string; status: OrderStatus; canMove: boolean }) {
  const refunding = status === 'REFUNDING1';
  const exchanging = status === 'EXCHANGING2';
  const fees = useClaimFees(code, true);
  const invalidate = useInvalidateOrders();
  const [fault, setFault] = useState<ClaimFault | null>(null);
  const [deliveryType, setDeliveryType] = useState<string>(DELIVERY_TYPES[0]);
  const [carrier, setCarrier] = useState<string | undefined>();
  const [tracking, setTracking] = useState('');
  const [busy, setBusy] = useState(false);
  if (!fees.data || !fees.data.kind) return null;
  const data = fees.data;
  const actionable = canMove && (refunding || exchanging);
  if (!actionable && !data.fault) return null;
  const chosen = fault ?? data.suggestedFault;

  const run = async (question: string, call: () => Promise<unknown>, done: (answer: ClaimFeesAnswer) => string) => {
    if (!(await dialog.confirm(question))) return;
    setBusy(true);
    try {
      const answer = (await call()) as ClaimFeesAnswer;
      await dialog.alert(done(answer));
    } catch (error) {
      await alertError(error);
    } finally {
      setBusy(false);
      await invalidate();
    }
  };
  const proceedRefund = () => {
    const q = claimFees({ kind: 'REFUND', fault: chosen, order: data.order, rule: data.rule });
    return run(
      message('claimMoney.confirmRefund', { fault: L.faults[chosen], amount: formatPrice(q.refundAmount ?? 0) }),
      () => claimMoneyCalls.proceedRefund(code, { fault: chosen }),
      (a) => message('claimMoney.refunded', { amount: formatPrice(a.refundAmount ?? 0) }),
    );
  };
  const completeExchange = () =>
    run(
      message('claimMoney.confirmExchange', { fault: L.faults[chosen], carrier: carrier ?? '', tracking }),
      () =>
        claimMoneyCalls.completeExchange(code, {
          fault: chosen,
          deliveryType,
          deliveryName: carrier ?? '',
          deliveryCode: tracking,
        }),
      (a) =>
        message('claimMoney.exchanged', {
          carrier: a.reship?.carrierName ?? '',
          tracking: a.reship?.trackingNumber ?? '',
        }),
    );

  return (
    <section className="detail-card" aria-label={L.title}>
      <h2 style={{ fontSize: 16 }}>{L.title}</h2>
      {actionable ? (
        <>
          <div style={{ marginBottom: 12 }}>
            <span id={`fault-${code}`} style={{ marginRight: 12 }}>
              {L.fault}
            </span>
            <Radio.Group
              aria-labelledby={`fault-${code}`}
              value={chosen}
              onChange={(e) => setFault(e.target.value as ClaimFault)}
              options={CLAIM_FAULTS.map((f) => ({ value: f, label: L.faults[f] }))}
            />
          </div>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={quoteItems(data, chosen).map(([label, children]) => ({ key: label, label, children }))}
          />
          {refunding ? (
            <Button type="primary" style={{ marginTop: 12 }} loading={busy} onClick={() => void proceedRefund()}>
              {L.proceedRefund}
            </Button>
          ) : (
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
              <Select
                aria-label={L.reshipType}
                value={deliveryType}
                onChange={setDeliveryType}
                options={DELIVERY_TYPES.map((t) => ({ value: t, label: t }))}
                style={{ width: 120 }}
              />
              <Select
                aria-label={L.reshipCarrier}
                showSearch
                placeholder={L.reshipCarrier}
                value={carrier}
                onChange={setCarrier}
                options={CARRIERS.map((c) => ({ value: c, label: c }))}
                style={{ width: 160 }}
              />
              <Input
                aria-label={L.reshipTracking}
                placeholder={L.reshipTracking}
                value={tracking}
                count={textCount(TRACKING_NUMBER_TYPED_MAX)}
                onChange={(e) => setTracking(e.target.value)}
                onPressEnter={() => void completeExchange()}
                style={{ width: 200 }}
              />
              <Button type="primary" loading={busy} onClick={() => void completeExchange()}>
                {L.completeExchange}
              </Button>
            </div>
          )}
        </>
      ) : (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={decidedItems(data).map(([label, children]) => ({ key: label, label, children }))}
        />
      )}
    </section>
  );
}
