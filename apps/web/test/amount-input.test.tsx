import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput, amountOf, cleanAmountText } from '../src/components/amount-input.tsx';
import { renderInApp } from './render.tsx';

let held = -1;
function Field({ start }: { start: number }) {
  const [value, setValue] = useState(start);
  held = value;
  return (
    <>
      <AmountInput aria-label="amount" value={value} max={1_000_000} onChange={setValue} />
      <button onClick={() => setValue(0)}>reset</button>
    </>
  );
}
const box = () => screen.getByLabelText('amount') as HTMLInputElement;

describe('amount input (issue 35 §5)', () => {
  it('reads the whole number typed; a point and what follows are floored, never dropped', () => {
    expect(amountOf('12.5', 100)).toBe(12);
    expect(amountOf('1,250', 10_000)).toBe(1250);
    expect(amountOf('', 100)).toBe(0);
    expect(amountOf('999', 100)).toBe(100);
    expect(cleanAmountText('12.5.3')).toBe('12.53');
    expect(cleanAmountText('3a5원')).toBe('35');
  });

  it('stays empty once emptied, and retyping gives the amount typed, not ten times it', () => {
    renderInApp(<Field start={2500} />);
    expect(box().value).toBe('2,500');
    fireEvent.change(box(), { target: { value: '' } });
    expect(box().value).toBe('');
    expect(held).toBe(0);
    fireEvent.change(box(), { target: { value: '3500' } });
    expect(held).toBe(3500);
    fireEvent.blur(box());
    expect(box().value).toBe('3,500');
  });

  it('"12.5" counts 12, shows what was typed until the field is left, then the amount', () => {
    renderInApp(<Field start={0} />);
    for (const text of ['1', '12', '12.', '12.5']) fireEvent.change(box(), { target: { value: text } });
    expect(box().value).toBe('12.5');
    expect(held).toBe(12);
    fireEvent.blur(box());
    expect(box().value).toBe('12');
  });

  it('shows an amount changed from outside (a reset)', () => {
    renderInApp(<Field start={2500} />);
    fireEvent.click(screen.getByText('reset'));
    expect(box().value).toBe('0');
  });
});
