import {
  formatPhone,
  formatPrice,
  labels,
  type AccessPurposeInput,
  type PackingSlip,
  type PackingSlips,
} from '@seller/domain';
import { Switch } from 'antd';
import { useId, useState } from 'react';
import { PurposeModal } from '../../components/purpose-modal.tsx';
import { useStepUp } from '../../components/step-up.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { usePackingSlips } from './api.ts';
import { PrintFrame, usePrintCodes } from './print-frame.tsx';
import { usePrint } from './use-print.ts';

const text = labels.order.print;
const won = (value: number) => labels.productList.won(formatPrice(value));

/** One order's slip: one A4 page (print.css breaks the page after each). */
function Slip({ slip, market, prices }: { slip: PackingSlip; market: PackingSlips['market']; prices: boolean }) {
  const r = slip.recipient;
  return (
    <article className="slip" aria-label={text.slipOf(slip.code)}>
      <header className="slip-head">
        <h2>{text.documents.PACKING_SLIP}</h2>
        <dl className="slip-order">
          <dt>{labels.order.code}</dt>
          <dd className="slip-code">{slip.code}</dd>
          <dt>{text.orderedAt}</dt>
          <dd>{formatDateTime(slip.paidAt)}</dd>
        </dl>
      </header>
      <section className="slip-recipient" aria-label={text.recipient}>
        <dl>
          <dt>{text.recipient}</dt>
          <dd>{r.name}</dd>
          <dt>{text.contact}</dt>
          <dd>{formatPhone(r.phoneNumber)}</dd>
          <dt>{text.address}</dt>
          <dd>
            ({r.postcode}) {r.address1} {r.address2}
          </dd>
          <dt>{text.message}</dt>
          <dd>{slip.deliveryMemo || text.noMessage}</dd>
        </dl>
      </section>
      <table className="slip-items" aria-label={text.items}>
        <thead>
          <tr>
            <th scope="col">{labels.order.productCode}</th>
            <th scope="col">{labels.order.productName}</th>
            <th scope="col">{labels.order.options}</th>
            <th scope="col" className="num">
              {labels.order.count}
            </th>
            {prices && (
              <th scope="col" className="num">
                {labels.order.price}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item) => (
            <tr key={`${item.productCode}-${item.options}`}>
              <td>{item.productCode}</td>
              <td>{item.productName}</td>
              <td>{item.options}</td>
              <td className="num">{item.quantity}</td>
              {prices && <td className="num">{won(item.price)}</td>}
            </tr>
          ))}
          {slip.gifts.map((gift) => (
            <tr key={`gift-${gift}`}>
              <td>{text.gift}</td>
              <td colSpan={2}>{gift}</td>
              <td className="num" />
              {prices && <td className="num" />}
            </tr>
          ))}
        </tbody>
      </table>
      {prices && (
        <dl className="slip-prices" aria-label={labels.order.payment}>
          <dt>{labels.order.couponDiscount}</dt>
          <dd>{won(slip.couponDiscountPrice)}</dd>
          <dt>{labels.order.deliveryFee}</dt>
          <dd>{won(slip.deliveryFee)}</dd>
        </dl>
      )}
      <footer className="slip-foot">
        <span>
          {text.market} <strong>{market.name}</strong>
        </span>
        <span>
          {text.csPhone} <strong>{formatPhone(market.csContact)}</strong>
        </span>
        <span>{text.thanks}</span>
      </footer>
    </article>
  );
}

/**
 * `/print/packing-slips?codes=…` (issue 20 §1): one A4 page per order, prices off unless the seller
 * switches them on (the switch is on screen only). The print dialog opens once the slips are shown,
 * and every print adds a "출력" entry to the orders' history.
 */
export function PackingSlipsPage() {
  const codes = usePrintCodes();
  // Asked once per visit (issue 34 §2): a purpose prints the recipients in full; 취소 prints them masked.
  const [purpose, setPurpose] = useState<AccessPurposeInput | null | undefined>(undefined);
  // In full after an idle spell, the password first (issue 34 §5).
  const stepUp = useStepUp();
  const slips = usePackingSlips(codes, purpose, stepUp.run);
  const [prices, setPrices] = useState(false);
  const ready = !!slips.data;
  const { print, recordError } = usePrint(codes, 'PACKING_SLIP', ready);
  const switchId = useId();
  return (
    <PrintFrame
      title={text.documents.PACKING_SLIP}
      summary={slips.data ? text.slipsCount(slips.data.slips.length) : undefined}
      controls={
        <label className="print-switch" htmlFor={switchId}>
          <Switch id={switchId} checked={prices} onChange={setPrices} />
          {text.showPrices}
        </label>
      }
      onPrint={ready ? print : undefined}
      loading={purpose !== undefined && slips.isPending}
      hasCodes={codes.length > 0}
      error={slips.error}
      recordError={recordError}
    >
      <PurposeModal open={codes.length > 0 && purpose === undefined} onClose={setPurpose} />
      {stepUp.modal}
      {slips.data && (
        <div className="slips">
          {slips.data.slips.map((slip) => (
            <Slip key={slip.code} slip={slip} market={slips.data.market} prices={prices} />
          ))}
        </div>
      )}
    </PrintFrame>
  );
}
