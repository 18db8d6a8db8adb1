import {
  applyDiscount,
  type DiscountMode,
  formatPrice,
  labels,
  message,
  type MessageKey,
  PRICE_IDLE_MS,
  readPriceInput,
} from '@seller/domain';
import { Radio, Space } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { dialog } from '../../lib/dialog.ts';

export interface PriceState {
  priceText: string;
  price: number | null;
  mode: DiscountMode;
  discountText: string;
  saleRate: number;
  salePrice: number | null;
}

export const blankPrice: PriceState = {
  priceText: '',
  price: null,
  mode: 'RATE',
  discountText: '',
  saleRate: 0,
  salePrice: null,
};

/** The refusal of what the price box holds now (the save order reports it where the price is checked). */
export const priceProblem = (state: PriceState) => readPriceInput(state.priceText).error ?? null;

interface Settled {
  next: PriceState;
  /** A refusal: the seller must look again before saving. */
  problem?: MessageKey;
  /** Accepted after adjusting (a rate's decimal rounded away). */
  notice?: MessageKey;
}

/**
 * The price and discount as typed, settled: the price rounded to tens and the final price derived.
 * A price that cannot be read stays as typed (never changed silently) and is reported.
 */
function settle(state: PriceState): Settled {
  const reading = readPriceInput(state.priceText);
  if (reading.error) return { next: { ...state, price: null, saleRate: 0, salePrice: null }, problem: reading.error };
  const price = reading.price;
  if (price === null) return { next: { ...state, priceText: '', price, saleRate: 0, salePrice: null } };
  const result = applyDiscount(state.mode, price, state.discountText);
  return {
    next: {
      ...state,
      priceText: String(price),
      price,
      discountText: result.input,
      saleRate: result.saleRate,
      salePrice: result.salePrice,
    },
    problem: result.error,
    notice: result.notice,
  };
}

export interface PriceHandle {
  /**
   * Applies a pending rounding at once (the save calls it first). Answers the settled state, or null
   * when the entry was refused (the message was shown; the save stops so the seller can look).
   */
  flush(): Promise<PriceState | null>;
}

/**
 * Price and discount (spec 01 §4–§5): the price rounds to tens and the final price is recalculated
 * after 1 second of idle input; the discount is a rate or an amount, and changing the mode clears it.
 * The idle rounding writes only this component's value (`onChange` takes an update of the price
 * state, never a copy of the whole form).
 */
export function PriceDiscount({
  value,
  onChange,
  handle,
}: {
  value: PriceState;
  onChange: (update: (price: PriceState) => PriceState) => void;
  handle?: Ref<PriceHandle>;
}) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (next: PriceState) => {
    latest.current = next;
    onChange(() => next);
  };

  const run = async (): Promise<PriceState | null> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { next, problem, notice } = settle(latest.current);
    write(next);
    if (problem) {
      await dialog.alert(message(problem));
      return null;
    }
    if (notice) await dialog.alert(message(notice));
    return next;
  };

  const later = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), PRICE_IDLE_MS);
  };

  useImperativeHandle(handle, () => ({
    flush: () => (timer.current === undefined ? Promise.resolve(latest.current) : run()),
  }));

  const discount = value.price !== null && value.salePrice !== null ? value.price - value.salePrice : 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <label htmlFor="product-price">{labels.product.price}</label>
        <Input
          id="product-price"
          value={value.priceText}
          onChange={(e) => (write({ ...latest.current, priceText: e.target.value }), later())}
          onPressEnter={() => void (timer.current === undefined ? undefined : run())}
          inputMode="numeric"
          suffix={labels.product.won}
          style={{ width: 200 }}
          placeholder={labels.product.priceUnit}
        />
      </Space>
      <Space wrap>
        <Radio.Group
          aria-label={labels.product.discountMode}
          value={value.mode}
          onChange={(e) => {
            // A pending price rounding stays pending and settles with the new mode.
            const mode = e.target.value as DiscountMode;
            write({ ...latest.current, mode, discountText: '', saleRate: 0, salePrice: latest.current.price });
          }}
          options={[
            { value: 'RATE', label: labels.product.rateMode },
            { value: 'AMOUNT', label: labels.product.amountMode },
          ]}
        />
        <Input
          aria-label={value.mode === 'RATE' ? labels.product.rate : labels.product.amount}
          value={value.discountText}
          onChange={(e) => (write({ ...latest.current, discountText: e.target.value }), later())}
          onPressEnter={() => void (timer.current === undefined ? undefined : run())}
          inputMode="decimal"
          suffix={value.mode === 'RATE' ? '%' : labels.product.won}
          style={{ width: 160 }}
          disabled={value.price === null && !value.priceText}
        />
      </Space>
      <div className="final-price" aria-live="polite">
        {labels.product.finalPrice}{' '}
        <strong>{value.salePrice === null ? '-' : labels.product.wonOf(formatPrice(value.salePrice))}</strong>
        {discount > 0 && (
          <span className="muted"> {labels.product.discountOf(value.saleRate, formatPrice(discount))}</span>
        )}
      </div>
    </Space>
  );
}
