import {
  carrierName,
  CARRIERS,
  DEFAULT_DELIVERY_TYPE,
  deliveryInputProblem,
  formatPhone,
  labels,
  message,
  messages,
  normalizeTrackingNumber,
  ORDER_CODE_MAX,
  ORDER_STATUS_LABELS,
  SCAN_TO_SHIP_STATUS,
  withPersonalData,
  type Carrier,
  type OrderDetail,
} from '@seller/domain';
import { Button, Select, type InputRef } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError, refusalText } from '../../lib/http.ts';
import { scanCalls } from './api.ts';
import { useReveal } from './use-reveal.tsx';
import { textCount } from '../../lib/text-count.ts';

/** A save this session made, as the undo call names it. */
interface Shipped {
  orderCode: string;
  deliveryName: Carrier;
  deliveryCode: string;
}

interface Notice {
  kind: 'info' | 'done' | 'error';
  text: string;
}

/**
 * The carrier the market usually ships with, chosen once and kept in this browser per market
 * (localStorage): a seller packs for one market at a desk with one carrier's labels.
 */
const carrierKey = (marketId: number) => `scanToShip.carrier.${marketId}`;
function rememberedCarrier(marketId: number): Carrier | null {
  try {
    return carrierName(localStorage.getItem(carrierKey(marketId)));
  } catch {
    return null;
  }
}
function rememberCarrier(marketId: number, carrier: Carrier) {
  try {
    localStorage.setItem(carrierKey(marketId), carrier);
  } catch {
    /* private mode: the choice lasts while the page is open */
  }
}

export interface ScanToShipProps {
  marketId: number;
  onClose: () => void;
  /** After a save or an undo: the lists refresh (the shipped order leaves 배송 준비중). */
  onChanged: () => Promise<unknown>;
}

/**
 * Scan-to-ship on 배송 준비중 (issue 20 §3): one input takes an order number, shows that order, then
 * takes its tracking number and saves the row — no dialog, nothing but the keyboard or a scanner
 * (which types fast and presses Enter). Scans are queued and handled one after another, so a scanner
 * may go on while the previous scan is still being answered. Every outcome is said in a live region;
 * a refusal saves nothing. Esc lets go of the shown order; Ctrl+Z in the empty input (or the button)
 * takes back the last save.
 */
export function ScanToShip({ marketId, onClose, onChanged }: ScanToShipProps) {
  const id = useId();
  const input = useRef<InputRef>(null);
  const [carrier, setCarrier] = useState<Carrier | null>(() => rememberedCarrier(marketId));
  const [current, setCurrent] = useState<OrderDetail | null>(null);
  const [shipped, setShipped] = useState<Shipped[]>([]);
  const [notice, setNotice] = useState<Notice>({ kind: 'info', text: messages.order.scan.ready });
  const [value, setValue] = useState('');
  // The queue reads the latest state, not the render's: scans arrive faster than renders.
  const state = useRef({ carrier, current, shipped });
  state.current = { carrier, current, shipped };
  const queue = useRef<Promise<void>>(Promise.resolve());
  const carrierSelect = useId();
  // Each shown order's recipient in full, for a purpose asked at the first (issue 34 §2); 취소 or a
  // role without buyers' data shows them masked.
  const { reveal, modal } = useReveal({ cancelHolds: true });

  const focusInput = () => input.current?.focus();
  useEffect(() => {
    if (carrier) focusInput();
  }, [carrier]);

  const say = (kind: Notice['kind'], text: string) => setNotice({ kind, text });
  const show = (order: OrderDetail | null) => {
    state.current.current = order;
    setCurrent(order);
  };

  async function takeOrder(code: string) {
    let order: OrderDetail;
    try {
      order = await scanCalls.order(code);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        say('error', message('order.scan.orderNotFound', { code }));
      else say('error', refusalText(error));
      return;
    }
    if (order.status !== SCAN_TO_SHIP_STATUS) {
      say('error', message('order.scan.wrongStatus', { code: order.code, status: ORDER_STATUS_LABELS[order.status] }));
      return;
    }
    show(await withRecipient(order));
    say('info', message('order.scan.scanTracking', { code: order.code }));
  }

  /** The order with its recipient in full when a purpose was given (the reveal logged), else masked. */
  async function withRecipient(order: OrderDetail): Promise<OrderDetail> {
    try {
      const full = await reveal(order.code);
      return full ? withPersonalData(order, full) : order;
    } catch {
      return order;
    } finally {
      focusInput();
    }
  }

  async function ship(order: OrderDetail, scanned: string, deliveryName: Carrier) {
    const problem = deliveryInputProblem({ deliveryName, deliveryCode: scanned });
    if (problem) return say('error', message(problem));
    const deliveryCode = normalizeTrackingNumber(scanned);
    try {
      const result = await scanCalls.ship({
        orderDetailCode: order.code,
        deliveryCode,
        deliveryName,
        deliveryType: DEFAULT_DELIVERY_TYPE,
        currentStatus: SCAN_TO_SHIP_STATUS,
      });
      const row = result.results[0];
      // Refused: the order stays shown, so the right label can be scanned (or Esc lets it go).
      if (!row?.success) return say('error', row?.message ?? messages.order.delivery.saveFailed);
    } catch (error) {
      return say('error', refusalText(error));
    }
    const saved = { orderCode: order.code, deliveryName, deliveryCode };
    state.current.shipped = [...state.current.shipped, saved];
    setShipped(state.current.shipped);
    show(null);
    say('done', message('order.scan.shipped', { code: order.code, tracking: deliveryCode }));
    // The lists refresh on their own time: the next scan does not wait for them.
    void onChanged();
  }

  async function handle(scanned: string) {
    const { carrier: deliveryName, current: order } = state.current;
    if (!deliveryName) return say('error', messages.order.scan.noCarrier);
    if (!order) return takeOrder(scanned);
    return ship(order, scanned, deliveryName);
  }

  async function undoLast() {
    const last = state.current.shipped.at(-1);
    if (!last) return say('error', messages.order.scan.nothingToUndo);
    try {
      await scanCalls.undo(last);
    } catch (error) {
      return say('error', refusalText(error));
    }
    state.current.shipped = state.current.shipped.slice(0, -1);
    setShipped(state.current.shipped);
    say('done', message('order.scan.undone', { code: last.orderCode }));
    void onChanged();
  }

  const enqueue = (work: () => Promise<void>) => {
    queue.current = queue.current.then(work).catch(() => say('error', messages.common.serverError));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const scanned = event.currentTarget.value.trim();
      setValue('');
      if (scanned) enqueue(() => handle(scanned));
    } else if (event.key === 'Escape' && state.current.current) {
      event.preventDefault();
      const order = state.current.current;
      show(null);
      say('info', message('order.scan.stopped', { code: order.code }));
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !event.currentTarget.value) {
      event.preventDefault();
      enqueue(undoLast);
    }
  };

  const chooseCarrier = (next: Carrier) => {
    rememberCarrier(marketId, next);
    setCarrier(next);
    say('info', messages.order.scan.ready);
  };

  return (
    <section className="scan-to-ship" aria-label={labels.order.scan.title}>
      <div className="scan-to-ship-head">
        <h2 className="section-title">{labels.order.scan.title}</h2>
        <Button onClick={onClose}>{labels.order.scan.close}</Button>
      </div>
      <p className="scan-to-ship-help" id={`${id}-help`}>
        {labels.order.scan.help}
      </p>
      <div className="scan-to-ship-fields">
        <label htmlFor={carrierSelect}>{labels.order.scan.carrier}</label>
        <Select<Carrier>
          id={carrierSelect}
          showSearch
          autoFocus={!carrier}
          placeholder={labels.order.chooseCarrier}
          value={carrier ?? undefined}
          onChange={chooseCarrier}
          options={CARRIERS.map((c) => ({ value: c, label: c }))}
          style={{ width: 180 }}
          aria-describedby={`${id}-carrier-hint`}
        />
        <span className="muted" id={`${id}-carrier-hint`}>
          {labels.order.scan.carrierHint}
        </span>
      </div>
      <div className="scan-to-ship-fields">
        <label htmlFor={`${id}-scan`}>{current ? labels.order.scan.trackingInput : labels.order.scan.orderInput}</label>
        <Input
          ref={input}
          id={`${id}-scan`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          count={textCount(ORDER_CODE_MAX)}
          aria-describedby={`${id}-help`}
          aria-keyshortcuts="Enter Escape Control+Z"
          style={{ width: 320 }}
        />
        <Button
          onClick={() => {
            enqueue(undoLast);
            focusInput();
          }}
          disabled={shipped.length === 0}
          aria-keyshortcuts="Control+Z"
        >
          {labels.order.scan.undo}
        </Button>
        <span>{labels.order.scan.shippedCount(shipped.length)}</span>
      </div>
      <div role="alert" className="scan-to-ship-error">
        {notice.kind === 'error' ? notice.text : ''}
      </div>
      <div role="status" className={notice.kind === 'done' ? 'scan-to-ship-done' : undefined}>
        {notice.kind !== 'error' ? notice.text : ''}
      </div>
      {modal}
      {current && (
        <dl className="scan-to-ship-order" aria-label={labels.order.scan.current}>
          <dt>{labels.order.code}</dt>
          <dd>{current.code}</dd>
          <dt>{labels.order.scan.recipient}</dt>
          <dd>
            {current.recipient.name} · {formatPhone(current.recipient.phoneNumber)}
          </dd>
          <dt>{labels.order.scan.address}</dt>
          <dd>
            ({current.recipient.postcode}) {current.recipient.address1} {current.recipient.address2}
          </dd>
          <dt>{labels.order.scan.items}</dt>
          <dd>
            {current.product.name}
            {current.product.options ? ` / ${current.product.options}` : ''} × {current.product.count}
          </dd>
        </dl>
      )}
    </section>
  );
}
