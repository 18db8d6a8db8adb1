import { describe, expect, it } from 'vitest';
import {
  claimFees,
  deliveryTemplateBodySchema,
  messages,
  remoteAreaOf,
  suggestedFault,
  type ClaimFeeOrder,
  type ClaimFeeRule,
} from '../src/index.ts';

const rule = (patch: Partial<ClaimFeeRule> = {}): ClaimFeeRule => ({
  feeType: 'CHARGE',
  defaultFee: 3000,
  intCondition: 0,
  islandMountainFee: 5000,
  jejuFee: 3000,
  returnFee: 3500,
  exchangeFee: 7000,
  ...patch,
});
const order = (patch: Partial<ClaimFeeOrder> = {}): ClaimFeeOrder => ({
  productPrice: 39000,
  couponDiscountPrice: 1000,
  deliveryFee: 3000,
  postcode: '06236',
  ...patch,
});

describe('remote areas by postcode', () => {
  it.each([
    ['63002', 'JEJU'],
    ['63100', 'JEJU'],
    ['63644', 'JEJU'],
    ['63000', 'ISLAND'], // 추자도
    ['63001', 'ISLAND'],
    ['63365', 'ISLAND'], // 우도
    ['63645', null],
    ['40200', 'ISLAND'],
    ['40240', 'ISLAND'],
    ['23100', 'ISLAND'],
    ['58830', 'ISLAND'],
    ['06236', null],
    ['1234', null],
    ['', null],
  ] as const)('%s is %s', (postcode, area) => expect(remoteAreaOf(postcode)).toBe(area));
});

describe('claim fees', () => {
  it('charges a seller-fault refund nothing: the whole paid amount comes back', () => {
    const quote = claimFees({ kind: 'REFUND', fault: 'SELLER', order: order({ postcode: '63100' }), rule: rule() });
    expect(quote).toMatchObject({ paidAmount: 41000, claimFee: 0, refundAmount: 41000, areaFee: 0 });
  });

  it('takes the one-way return fee off a buyer-fault refund', () => {
    const quote = claimFees({ kind: 'REFUND', fault: 'BUYER', order: order(), rule: rule() });
    expect(quote).toMatchObject({ shippingFee: 3500, areaFee: 0, initialDeliveryFee: 0, claimFee: 3500 });
    expect(quote.refundAmount).toBe(41000 - 3500);
  });

  it('adds the Jeju extra once to a return from Jeju, and the island extra from an island', () => {
    expect(
      claimFees({ kind: 'REFUND', fault: 'BUYER', order: order({ postcode: '63100' }), rule: rule() }),
    ).toMatchObject({ area: 'JEJU', areaFee: 3000, claimFee: 6500, refundAmount: 34500 });
    expect(
      claimFees({ kind: 'REFUND', fault: 'BUYER', order: order({ postcode: '40210' }), rule: rule() }),
    ).toMatchObject({ area: 'ISLAND', areaFee: 5000, claimFee: 8500, refundAmount: 32500 });
  });

  it('charges the waived first delivery fee on a buyer-fault return of a line delivered free by the condition', () => {
    const free = rule({ feeType: 'FREE_BY_TOTAL_PRICE', intCondition: 30000 });
    const quote = claimFees({ kind: 'REFUND', fault: 'BUYER', order: order({ deliveryFee: 0 }), rule: free });
    expect(quote).toMatchObject({ paidAmount: 38000, shippingFee: 3500, initialDeliveryFee: 3000, claimFee: 6500 });
    expect(quote.refundAmount).toBe(31500);
    const byCount = rule({ feeType: 'FREE_BY_QTY', intCondition: 2 });
    expect(
      claimFees({ kind: 'REFUND', fault: 'BUYER', order: order({ deliveryFee: 0 }), rule: byCount }).initialDeliveryFee,
    ).toBe(3000);
  });

  it('charges no first delivery fee where the buyer paid it, the rule is plain free, or the seller is at fault', () => {
    const free = rule({ feeType: 'FREE_BY_TOTAL_PRICE', intCondition: 50000 });
    expect(claimFees({ kind: 'REFUND', fault: 'BUYER', order: order(), rule: free }).initialDeliveryFee).toBe(0);
    const plain = rule({ feeType: 'FREE', defaultFee: 0 });
    expect(
      claimFees({ kind: 'REFUND', fault: 'BUYER', order: order({ deliveryFee: 0 }), rule: plain }).initialDeliveryFee,
    ).toBe(0);
    expect(
      claimFees({ kind: 'REFUND', fault: 'SELLER', order: order({ deliveryFee: 0 }), rule: free }).initialDeliveryFee,
    ).toBe(0);
  });

  it('charges a buyer-fault exchange the round-trip fee with the area extra both ways, and refunds nothing', () => {
    const quote = claimFees({ kind: 'EXCHANGE', fault: 'BUYER', order: order({ postcode: '63100' }), rule: rule() });
    expect(quote).toMatchObject({ shippingFee: 7000, areaFee: 6000, initialDeliveryFee: 0, claimFee: 13000 });
    expect(quote.refundAmount).toBeNull();
    expect(claimFees({ kind: 'EXCHANGE', fault: 'SELLER', order: order(), rule: rule() }).claimFee).toBe(0);
  });

  it('never refunds below 0', () => {
    const quote = claimFees({
      kind: 'REFUND',
      fault: 'BUYER',
      order: order({ productPrice: 2000, couponDiscountPrice: 0, deliveryFee: 0 }),
      rule: rule(),
    });
    expect(quote.claimFee).toBe(3500);
    expect(quote.refundAmount).toBe(0);
  });
});

describe('the fault a claim starts with', () => {
  it('is the stored one, else the reason code’s, else the buyer’s', () => {
    expect(suggestedFault('SELLER', 'INTENT_CHANGED')).toBe('SELLER');
    expect(suggestedFault(null, 'DEFECTIVE')).toBe('SELLER');
    expect(suggestedFault(null, 'SIZE_UNSATISFIED')).toBe('BUYER');
    expect(suggestedFault(null, null)).toBe('BUYER');
    expect(suggestedFault(undefined, 'SOMETHING')).toBe('BUYER');
  });
});

describe('the template’s claim fees', () => {
  const body = { marketDeliveryName: '기본', feeType: 'CHARGE', defaultFee: 3000, intCondition: 0 };
  const fees = { islandMountainFee: 0, jejuFee: 0, international: false };
  it('are optional, and checked as the other fees are', () => {
    expect(deliveryTemplateBodySchema.safeParse({ ...body, ...fees }).success).toBe(true);
    const parsed = deliveryTemplateBodySchema.parse({ ...body, ...fees, returnFee: 3000, exchangeFee: 6000 });
    expect(parsed).toMatchObject({ returnFee: 3000, exchangeFee: 6000 });
    for (const bad of [-1, 1.5, 100_000_001, '3000']) {
      const result = deliveryTemplateBodySchema.safeParse({ ...body, ...fees, returnFee: bad });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(messages.delivery.amountInvalid);
    }
  });
});
