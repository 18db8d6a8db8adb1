import { applyDiscount, formatPrice, message, parsePriceInput, PRICE_IDLE_MS, type DiscountMode } from '@seller/domain';
import { Input, Radio, Space } from 'antd';
import { useEffect, useRef } from 'react';
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

/** Recomputes the discount of a price; refusals and notices are shown in the dialog. */
async function recompute(state: PriceState, price: number | null, text: string): Promise<PriceState> {
  if (price === null) return { ...state, price, saleRate: 0, salePrice: null, discountText: text };
  const result = applyDiscount(state.mode, price, text);
  if (result.error) await dialog.alert(message(result.error));
  else if (result.notice) await dialog.alert(message(result.notice));
  return { ...state, price, discountText: result.input, saleRate: result.saleRate, salePrice: result.salePrice };
}

/**
 * Price and discount (spec 01 §4–§5): the price rounds to tens and the final price is recalculated
 * after 1 second of idle input; the discount is a rate or an amount, and changing the mode clears it.
 */
export function PriceDiscount({ value, onChange }: { value: PriceState; onChange: (next: PriceState) => void }) {
  const priceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const discountTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(value);
  latest.current = value;
  useEffect(
    () => () => {
      clearTimeout(priceTimer.current);
      clearTimeout(discountTimer.current);
    },
    [],
  );

  const later = (timer: typeof priceTimer, run: () => Promise<void>) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), PRICE_IDLE_MS);
  };

  const onPrice = (text: string) => {
    onChange({ ...latest.current, priceText: text });
    later(priceTimer, async () => {
      const price = parsePriceInput(latest.current.priceText);
      const next = await recompute(latest.current, price, latest.current.discountText);
      onChange({ ...next, priceText: price === null ? '' : String(price) });
    });
  };

  const onDiscount = (text: string) => {
    onChange({ ...latest.current, discountText: text });
    // The discount always follows the price as typed, even if its own rounding is still pending.
    later(discountTimer, async () =>
      onChange(await recompute(latest.current, parsePriceInput(latest.current.priceText), latest.current.discountText)),
    );
  };

  const discount = value.price !== null && value.salePrice !== null ? value.price - value.salePrice : 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <label htmlFor="product-price">판매가</label>
        <Input
          id="product-price"
          value={value.priceText}
          onChange={(e) => onPrice(e.target.value)}
          inputMode="numeric"
          suffix="원"
          style={{ width: 200 }}
          placeholder="10원 단위"
        />
      </Space>
      <Space wrap>
        <Radio.Group
          aria-label="할인 방식"
          value={value.mode}
          onChange={(e) => {
            clearTimeout(discountTimer.current);
            onChange({
              ...latest.current,
              mode: e.target.value as DiscountMode,
              discountText: '',
              saleRate: 0,
              salePrice: latest.current.price,
            });
          }}
          options={[
            { value: 'RATE', label: '할인율(%)' },
            { value: 'AMOUNT', label: '할인 금액(원)' },
          ]}
        />
        <Input
          aria-label={value.mode === 'RATE' ? '할인율' : '할인 금액'}
          value={value.discountText}
          onChange={(e) => onDiscount(e.target.value)}
          inputMode="decimal"
          suffix={value.mode === 'RATE' ? '%' : '원'}
          style={{ width: 160 }}
          disabled={value.price === null}
        />
      </Space>
      <div className="final-price" aria-live="polite">
        최종 판매가 <strong>{value.salePrice === null ? '-' : `${formatPrice(value.salePrice)}원`}</strong>
        {discount > 0 && (
          <span className="muted">
            {' '}
            ({value.saleRate}% · {formatPrice(discount)}원 할인)
          </span>
        )}
      </div>
    </Space>
  );
}
