import { formatPrice } from '@seller/domain';
import Input from 'antd/es/input/Input';
import { useState, type CSSProperties, type ReactNode } from 'react';

/** What the text means: the whole number it shows (a point and what follows it are floored away). */
export function amountOf(text: string, max: number): number {
  const whole = text.replace(/,/g, '').split('.')[0] ?? '';
  const value = whole === '' ? 0 : Number.parseInt(whole, 10);
  return Number.isFinite(value) ? Math.min(value, max) : 0;
}

/** Keeps digits, one point, and the commas a person may type or paste; anything else is refused. */
export function cleanAmountText(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const point = kept.indexOf('.');
  return point < 0 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/[.,]/g, '');
}

export interface AmountInputProps {
  /** The amount the form holds (won or a count, whole and at least 0). */
  value: number;
  onChange: (value: number) => void;
  max: number;
  id?: string;
  'aria-label'?: string;
  suffix?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  style?: CSSProperties;
  className?: string;
}

/**
 * Every won and count field of the app (issue 35 §5): the text stays as the person types it. Emptied
 * with Backspace it stays empty (the form holds 0) until typed again, so retyping "3500" gives 3,500,
 * never 35,000 from a leftover "0". A point is kept on screen and floored ("12.5" counts 12, never 125);
 * on leaving the field the text shows the amount with thousands separators.
 */
export function AmountInput({ value, onChange, max, suffix, style, ...rest }: AmountInputProps) {
  const [text, setText] = useState(() => formatPrice(value));
  // The form's amount changed from outside (a reset, a bulk change): show it.
  const shown = amountOf(text, max) === value ? text : formatPrice(value);
  return (
    <Input
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      suffix={suffix}
      style={style}
      onChange={(e) => {
        const next = cleanAmountText(e.target.value);
        setText(next);
        const amount = amountOf(next, max);
        if (amount !== value) onChange(amount);
      }}
      onBlur={() => setText(text === '' ? '' : formatPrice(amountOf(text, max)))}
    />
  );
}
