import { messages } from '@seller/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blankPrice,
  PriceDiscount,
  type PriceHandle,
  type PriceState,
} from '../src/features/products/price-discount.tsx';
import { renderInApp } from './render.tsx';

let flushed: PriceState | null | undefined;

function Form() {
  const [price, setPrice] = useState<PriceState>(blankPrice);
  const handle = useRef<PriceHandle>(null);
  return (
    <>
      <PriceDiscount value={price} onChange={(update) => setPrice(update)} handle={handle} />
      <button onClick={async () => (flushed = await handle.current!.flush())}>save</button>
    </>
  );
}

const priceBox = () => screen.getByLabelText('판매가') as HTMLInputElement;
const finalPrice = () => document.querySelector('.final-price')!.textContent;
const idle = () => act(async () => void vi.advanceTimersByTime(1000));

describe('price and discount input', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    flushed = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it('rounds the price to tens after a second of idle input and derives the final price', async () => {
    renderInApp(<Form />);
    fireEvent.change(priceBox(), { target: { value: '12,344' } });
    expect(priceBox().value).toBe('12,344');
    await idle();
    expect(priceBox().value).toBe('12340');
    expect(finalPrice()).toContain('12,340원');

    fireEvent.change(screen.getByLabelText('할인율'), { target: { value: '10' } });
    await idle();
    // 12,340 less 10 % is 11,106, rounded to tens.
    expect(finalPrice()).toContain('11,110원');
    expect(finalPrice()).toContain('10% · 1,230원 할인');
  });

  it('clears the discount when the mode changes', async () => {
    renderInApp(<Form />);
    fireEvent.change(priceBox(), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('할인율'), { target: { value: '50' } });
    await idle();
    expect(finalPrice()).toContain('10,000원');
    fireEvent.click(screen.getByLabelText('할인 금액(원)'));
    expect((screen.getByLabelText('할인 금액') as HTMLInputElement).value).toBe('');
    expect(finalPrice()).toContain('20,000원');
  });

  it('refuses a price it cannot read, keeps the text as typed and stops the save', async () => {
    renderInApp(<Form />);
    fireEvent.change(priceBox(), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(messages.product.priceFraction);
    fireEvent.click(within(alert).getByRole('button', { name: messages.common.confirm }));
    await act(async () => {});
    expect(flushed).toBeNull();
    expect(priceBox().value).toBe('12.5');
  });
});
