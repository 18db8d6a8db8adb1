/**
 * Delivery fee types (spec 01 §3, spec 02 §9). The free-by-quantity type's name is "not shown" in
 * the spec; FREE_BY_QTY is ours.
 */
export const FEE_TYPES = ['FREE', 'CHARGE', 'FREE_BY_TOTAL_PRICE', 'FREE_BY_QTY', 'CHARGE_PER_QTY'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** Korean labels shown in selects and lists. */
export const FEE_TYPE_LABELS: Record<FeeType, string> = {
  FREE: '무료',
  CHARGE: '유료',
  FREE_BY_TOTAL_PRICE: '조건부 무료 (결제 금액)',
  FREE_BY_QTY: '조건부 무료 (구매 수량)',
  CHARGE_PER_QTY: '수량별 부과',
};

/** The shorter set of the product edit screen (spec 01 §3): without CHARGE and CHARGE_PER_QTY. */
export const PRODUCT_EDIT_FEE_TYPES = [
  'FREE',
  'FREE_BY_TOTAL_PRICE',
  'FREE_BY_QTY',
] as const satisfies readonly FeeType[];

export function isFeeType(value: unknown): value is FeeType {
  return typeof value === 'string' && (FEE_TYPES as readonly string[]).includes(value);
}

/** Types whose fee depends on a condition value (`intCondition`): neither FREE nor CHARGE. */
export function isConditionalFeeType(type: FeeType): boolean {
  return type !== 'FREE' && type !== 'CHARGE';
}
