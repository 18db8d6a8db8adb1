/**
 * Prices and discounts (spec 01 §5 fields, §9): prices in 10-won units, a discount by rate (1–100 %,
 * one decimal only from 10,000 won) or by amount (10 won up to the price, at least 1 %).
 * The screen and the server use the same functions.
 */
import type { MessageKey } from '../messages.ts';
import {
  PRICE_UNIT,
  MIN_DISCOUNT_AMOUNT,
  MIN_DISCOUNT_RATE,
  MAX_DISCOUNT_RATE,
  DECIMAL_RATE_MIN_PRICE,
  MAX_PRICE,
} from '../limits.ts';

export { PRICE_UNIT, MIN_DISCOUNT_AMOUNT, MIN_DISCOUNT_RATE, MAX_DISCOUNT_RATE, DECIMAL_RATE_MIN_PRICE, MAX_PRICE };

/** Idle time before the price is rounded and the final price recalculated. */
export const PRICE_IDLE_MS = 1000;

export type DiscountMode = 'RATE' | 'AMOUNT';

/** Rounds to the nearest 10 won (5 rounds up). */
export const roundToTens = (value: number) => Math.round(value / PRICE_UNIT) * PRICE_UNIT;

export interface PriceReading {
  /** Whole won rounded to tens; null when nothing was typed or the text was refused. */
  price: number | null;
  /** Why the text was refused (shown to the seller; the value is never changed silently). */
  error?: MessageKey;
}

/**
 * Text typed into the price box → won rounded to tens (spec 01 §5). Thousands commas, spaces and a
 * trailing 원 are allowed; anything else that is not a whole number from 0 to MAX_PRICE is refused
 * with its own message: not a number, negative, a fraction, over the limit.
 */
export function readPriceInput(text: string): PriceReading {
  // Commas are read only as thousands separators: "12,000" is 12000, "1,2,3" is refused, not 120.
  const spaced = text.replace(/\s/g, '').replace(/원$/, '');
  if (spaced.includes(',') && !/^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(spaced))
    return { price: null, error: 'product.priceCommas' };
  const cleaned = spaced.replace(/,/g, '');
  if (!cleaned) return { price: null };
  if (/^-\d/.test(cleaned)) return { price: null, error: 'product.priceNegative' };
  if (/^\d*\.\d*$/.test(cleaned) && cleaned !== '.') return { price: null, error: 'product.priceFraction' };
  if (!/^\d+$/.test(cleaned)) return { price: null, error: 'product.priceNotNumber' };
  const value = Number(cleaned);
  if (value > MAX_PRICE) return { price: null, error: 'product.priceOverMax' };
  return { price: roundToTens(value) };
}

/** The server's check of a price number as sent: the same refusals as the price box. */
export function checkPriceNumber(value: number): MessageKey | null {
  if (!Number.isFinite(value)) return 'product.priceNotNumber';
  if (value < 0) return 'product.priceNegative';
  if (!Number.isInteger(value)) return 'product.priceFraction';
  if (value > MAX_PRICE) return 'product.priceOverMax';
  return null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The final price of a rate: price minus the discount, rounded to tens. */
export const salePriceOfRate = (price: number, rate: number) => roundToTens((price * (100 - rate)) / 100);

/**
 * How a saved discount reopens on the edit screen: a rate that gives the saved sale price exactly
 * reopens as that rate (a product saved with 10% shows 10%), any other as its amount in won.
 */
export function savedDiscount(
  price: number,
  saleRate: number,
  salePrice: number,
): { mode: DiscountMode; text: string } {
  const amount = price - salePrice;
  if (amount <= 0) return { mode: 'RATE', text: '' };
  if (saleRate > 0 && salePriceOfRate(price, saleRate) === salePrice) return { mode: 'RATE', text: String(saleRate) };
  return { mode: 'AMOUNT', text: String(amount) };
}

export interface DiscountResult {
  /** The discount rate to keep (0 when refused or empty). */
  saleRate: number;
  /** The final price (equal to the price when no discount applies). */
  salePrice: number;
  /** The discount amount in won. */
  amount: number;
  /** The value to show back in the input box ('' when it is cleared). */
  input: string;
  /** A refusal: the value was reset to 0. */
  error?: MessageKey;
  /** A notice: the value was accepted after adjusting it. */
  notice?: MessageKey;
}

const noDiscount = (price: number, error?: MessageKey): DiscountResult => ({
  saleRate: 0,
  salePrice: price,
  amount: 0,
  input: error ? '0' : '',
  ...(error ? { error } : {}),
});

/**
 * A discount as typed: digits with at most one dot (commas, spaces, a trailing % or 원 allowed).
 * NaN when it is something else (a minus sign, letters), which the caller refuses with a message.
 */
function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '').replace(/[%원]$/, '');
  if (!cleaned) return null;
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === '.') return Number.NaN;
  return Number.parseFloat(cleaned);
}

/**
 * A discount given as a rate. Over 100 or under 1 is refused; under 10,000 won a decimal is rounded
 * away with a notice; from 10,000 won one decimal is kept; a rate that takes off under 10 won is refused.
 */
export function applyDiscountRate(price: number, rateText: string): DiscountResult {
  const raw = parseNumber(rateText);
  if (raw !== null && Number.isNaN(raw)) return noDiscount(price, 'product.discountNotNumber');
  if (raw === null || raw === 0) return noDiscount(price);
  if (raw > MAX_DISCOUNT_RATE) return noDiscount(price, 'product.rateOver100');
  if (raw < MIN_DISCOUNT_RATE) return noDiscount(price, 'product.rateUnder1');
  let rate = round1(raw);
  let notice: MessageKey | undefined;
  if (price < DECIMAL_RATE_MIN_PRICE && !Number.isInteger(raw)) {
    rate = Math.round(raw);
    notice = 'product.rateDecimalUnder10000';
  }
  const salePrice = salePriceOfRate(price, rate);
  const amount = price - salePrice;
  if (amount < MIN_DISCOUNT_AMOUNT) return noDiscount(price, 'product.rateDiscountUnder10');
  return { saleRate: rate, salePrice, amount, input: String(rate), ...(notice ? { notice } : {}) };
}

/** The rate shown for a discount amount: one decimal from 10,000 won, whole percent below. */
export function rateOfAmount(price: number, amount: number): number {
  if (price <= 0) return 0;
  const rate = (amount / price) * 100;
  return price < DECIMAL_RATE_MIN_PRICE ? Math.round(rate) : round1(rate);
}

/**
 * A discount given as an amount of won. Above the price, under 10 won, or under 1 % of the price is
 * refused; the amount is rounded to tens.
 */
export function applyDiscountAmount(price: number, amountText: string): DiscountResult {
  const raw = parseNumber(amountText);
  if (raw !== null && Number.isNaN(raw)) return noDiscount(price, 'product.discountNotNumber');
  if (raw === null || raw === 0) return noDiscount(price);
  if (raw > price) return noDiscount(price, 'product.amountOverPrice');
  if (raw < MIN_DISCOUNT_AMOUNT) return noDiscount(price, 'product.amountUnder10');
  if ((raw / price) * 100 < MIN_DISCOUNT_RATE) return noDiscount(price, 'product.amountUnder1Percent');
  const amount = Math.min(roundToTens(raw), price);
  return { saleRate: rateOfAmount(price, amount), salePrice: price - amount, amount, input: String(amount) };
}

export function applyDiscount(mode: DiscountMode, price: number, text: string): DiscountResult {
  return mode === 'RATE' ? applyDiscountRate(price, text) : applyDiscountAmount(price, text);
}

/**
 * The server's check of a saved (price, saleRate, salePrice) triple: the same limits as the screen,
 * and the final price must follow from the rate or the rate from the amount. Returns the first
 * failing message key, or null.
 */
export function checkPricing(price: number, saleRate: number, salePrice: number): MessageKey | null {
  if (!Number.isFinite(price) || price <= 0) return 'product.noPrice';
  if (price % PRICE_UNIT !== 0 || salePrice % PRICE_UNIT !== 0 || price > MAX_PRICE) return 'product.priceUnit';
  if (saleRate > MAX_DISCOUNT_RATE) return 'product.rateOver100';
  if (salePrice > price) return 'product.priceMismatch';
  const amount = price - salePrice;
  if (amount === 0) return saleRate === 0 ? null : 'product.priceMismatch';
  if (saleRate < MIN_DISCOUNT_RATE) return 'product.rateUnder1';
  if (price < DECIMAL_RATE_MIN_PRICE && !Number.isInteger(saleRate)) return 'product.rateDecimalUnder10000';
  if (round1(saleRate) !== saleRate) return 'product.priceMismatch';
  if (amount < MIN_DISCOUNT_AMOUNT) return 'product.amountUnder10';
  if ((amount / price) * 100 < MIN_DISCOUNT_RATE) return 'product.amountUnder1Percent';
  const byRate = salePriceOfRate(price, saleRate) === salePrice;
  const byAmount = rateOfAmount(price, amount) === saleRate;
  return byRate || byAmount ? null : 'product.priceMismatch';
}
