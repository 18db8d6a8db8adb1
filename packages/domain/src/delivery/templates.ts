import type { MessageKey } from '../messages.ts';
import { formatPrice } from '../format.ts';
import { isConditionalFeeType, type FeeType } from './fee-types.ts';
import { DELIVERY_TEMPLATE_NAME_MAX, DELIVERY_AMOUNT_MAX } from '../limits.ts';
import { textLength } from '../text-length.ts';

export { DELIVERY_TEMPLATE_NAME_MAX, DELIVERY_AMOUNT_MAX };

/** The fee part every delivery rule shares: template, product delivery and bundle delivery. */
export interface FeeRule {
  feeType: FeeType;
  /** Fee in won charged when the rule does not make the order free. */
  defaultFee: number;
  /** Threshold: total price in won (FREE_BY_TOTAL_PRICE), item count (FREE_BY_QTY, CHARGE_PER_QTY). */
  intCondition: number;
}

/** A market's delivery-fee template (spec 01 §3). */
export interface DeliveryTemplate extends FeeRule {
  /** null while the template is new. */
  marketDeliveryId: number | null;
  marketDeliveryName: string;
  /** Extra fee in won for island and mountain regions. */
  islandMountainFee: number;
  /** Extra fee in won for Jeju. */
  jejuFee: number;
  /** 반품 배송비 (편도): what a buyer at fault pays for a return, one way (issue 36 §4). */
  returnFee: number;
  /** 교환 배송비 (왕복): what a buyer at fault pays for an exchange, both ways (issue 36 §4). */
  exchangeFee: number;
  /** false: domestic, true: overseas. */
  international: boolean;
}

/** The default template: domestic, FREE, all fees 0 (spec 01 §3). Its name is blank (shown as the no-name label). */
export function defaultDeliveryTemplate(): DeliveryTemplate {
  return {
    marketDeliveryId: null,
    marketDeliveryName: '',
    feeType: 'FREE',
    defaultFee: 0,
    intCondition: 0,
    islandMountainFee: 0,
    jejuFee: 0,
    returnFee: 0,
    exchangeFee: 0,
    international: false,
  };
}

/** Whether a template name is blank and so shows as the no-name label. */
export function isUnnamed(name: string | null | undefined): boolean {
  return !name || name.trim() === '';
}

/** Changing the fee type resets fee and condition to 0 (spec 01 §4). */
export function withFeeType<T extends FeeRule>(rule: T, feeType: FeeType): T {
  return { ...rule, feeType, defaultFee: 0, intCondition: 0 };
}

/**
 * The fee rule check shared by the template editor, product save and the bulk layer (spec 01 §5,
 * spec 02 §5): not FREE needs a default fee of at least 1; a conditional type (neither FREE nor
 * CHARGE) needs a condition of at least 1. Returns the first problem's message key.
 */
export function feeRuleProblem(rule: FeeRule): MessageKey | null {
  if (rule.feeType !== 'FREE' && !(rule.defaultFee >= 1)) return 'delivery.defaultFeeRequired';
  if (isConditionalFeeType(rule.feeType) && !(rule.intCondition >= 1)) return 'delivery.conditionRequired';
  return null;
}

/** Template save check, in the spec's order: name, then the fee rule (spec 01 §5 delivery template save). */
export function templateProblem(template: Pick<DeliveryTemplate, 'marketDeliveryName'> & FeeRule): MessageKey | null {
  if (isUnnamed(template.marketDeliveryName)) return 'delivery.nameRequired';
  if (textLength(template.marketDeliveryName.trim()) > DELIVERY_TEMPLATE_NAME_MAX) return 'delivery.nameTooLong';
  return feeRuleProblem(template);
}

/** One line of a cart: unit price in won and quantity. */
export interface CartLine {
  price: number;
  quantity: number;
}

export interface CartFee {
  totalPrice: number;
  totalQuantity: number;
  /** The fee the rule charges for the whole cart, before any regional extra. */
  fee: number;
}

/**
 * The one fee computation for a cart sharing a rule (a product's template or a bundle delivery):
 * - FREE: 0;
 * - CHARGE: the default fee once;
 * - FREE_BY_TOTAL_PRICE: free when the cart total reaches the condition (won), else the default fee;
 * - FREE_BY_QTY: free when the item count reaches the condition, else the default fee;
 * - CHARGE_PER_QTY: the default fee for each started group of `condition` items.
 * An empty cart costs nothing.
 */
export function cartDeliveryFee(rule: FeeRule, lines: readonly CartLine[]): CartFee {
  const totalPrice = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const totalQuantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  const result = (fee: number): CartFee => ({ totalPrice, totalQuantity, fee });
  if (totalQuantity === 0) return result(0);
  switch (rule.feeType) {
    case 'FREE':
      return result(0);
    case 'CHARGE':
      return result(rule.defaultFee);
    case 'FREE_BY_TOTAL_PRICE':
      return result(totalPrice >= rule.intCondition ? 0 : rule.defaultFee);
    case 'FREE_BY_QTY':
      return result(totalQuantity >= rule.intCondition ? 0 : rule.defaultFee);
    case 'CHARGE_PER_QTY':
      return result(rule.defaultFee * Math.ceil(totalQuantity / Math.max(1, rule.intCondition)));
  }
}

/** A fee rule in one short Korean line, for lists and summaries: `50,000원 이상 무료 (미만 3,000원)`. */
export function describeFeeRule(rule: FeeRule): string {
  const fee = `${formatPrice(rule.defaultFee)}원`;
  switch (rule.feeType) {
    case 'FREE':
      return '무료';
    case 'CHARGE':
      return fee;
    case 'FREE_BY_TOTAL_PRICE':
      return `${formatPrice(rule.intCondition)}원 이상 무료 (미만 ${fee})`;
    case 'FREE_BY_QTY':
      return `${formatPrice(rule.intCondition)}개 이상 무료 (미만 ${fee})`;
    case 'CHARGE_PER_QTY':
      return `${formatPrice(rule.intCondition)}개마다 ${fee}`;
  }
}

/** What the condition value means for a type: its label and unit (for the editor). */
export function conditionLabel(feeType: FeeType): { label: string; unit: string } | null {
  switch (feeType) {
    case 'FREE_BY_TOTAL_PRICE':
      return { label: '무료 배송 기준 금액', unit: '원 이상' };
    case 'FREE_BY_QTY':
      return { label: '무료 배송 기준 수량', unit: '개 이상' };
    case 'CHARGE_PER_QTY':
      return { label: '배송비 부과 단위 수량', unit: '개마다' };
    default:
      return null;
  }
}
