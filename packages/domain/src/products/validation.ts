/**
 * The save checks of spec 01 §5, in the spec's order, one message at a time. The screen runs them
 * before the confirm; the server runs the same functions on what it receives (a fact the server
 * cannot know at that step — images before they are uploaded — is passed as `undefined` and skipped).
 */
import { isFeeType } from '../delivery/fee-types.ts';
import { feeRuleProblem } from '../delivery/templates.ts';
import type { MessageKey } from '../messages.ts';
import type { NoticeProblem } from './notice.ts';

export interface DeliveryFacts {
  feeType: string;
  defaultFee: number;
  intCondition: number;
}

/** Rule 3 of the register order: a paid type needs a fee, a conditional type needs its condition. */
export function checkDeliverySetting(delivery: DeliveryFacts | null | undefined): MessageKey | null {
  if (!delivery) return null; // the default template: domestic, FREE, all fees 0
  if (!isFeeType(delivery.feeType)) return 'product.deliveryCondition';
  return feeRuleProblem({ ...delivery, feeType: delivery.feeType }) ? 'product.deliveryCondition' : null;
}

export interface ProductSaveFacts {
  name: string;
  brandId: number | null | undefined;
  delivery: DeliveryFacts | null | undefined;
  price: number | null | undefined;
  /** The price box's refusal of what was typed (`readPriceInput`), reported where the price is checked. */
  priceError?: MessageKey | null;
  /**
   * Brands linked to the market: with none, the brand check says no brand is linked (the seller
   * cannot choose one) instead of asking to choose one. `undefined`: not known, asks to choose.
   */
  linkedBrandCount?: number;
  /** `undefined`: not known at this step, the check is skipped. */
  mainImageCount?: number;
  coverImageCount?: number;
  hasContent?: boolean;
  activeUnionCount?: number;
  /** The first problem of the notice and KC (`checkNotice`), checked right after the price. */
  notice?: NoticeProblem | null;
}

export interface ProductRegisterFacts extends ProductSaveFacts {
  sellYn: boolean | null | undefined;
  displayYn: boolean | null | undefined;
  categoryCount: number;
  filterCount: number;
}

type Check = [MessageKey, () => boolean | undefined];

const firstFailing = (checks: Check[]): MessageKey | null => {
  for (const [key, fails] of checks) if (fails()) return key;
  return null;
};

/** The brand check: none chosen, or none linked to the market to choose from. */
const brandCheck = (f: ProductSaveFacts): Check => [
  f.linkedBrandCount === 0 ? 'product.noLinkedBrand' : 'product.noBrand',
  () => !f.brandId,
];

/** The price check: a refused entry names its own problem; else a price above 0 is needed. */
const priceCheck = (f: ProductSaveFacts, missing: MessageKey): Check => [
  f.priceError ?? missing,
  () => !!f.priceError || !f.price || f.price <= 0,
];

/** The notice and KC check: its message takes the item's name (`noticeParams`). */
const noticeCheck = (f: ProductSaveFacts): Check => [f.notice?.key ?? 'product.noticeRequired', () => !!f.notice];

/** The parameters of a save-order message: the notice item's name when the notice check failed. */
export const noticeParams = (f: ProductSaveFacts, key: MessageKey | null) =>
  f.notice && key === f.notice.key ? f.notice.params : {};

const known =
  <T>(value: T | undefined, fails: (v: T) => boolean) =>
  () =>
    value !== undefined && fails(value);

/** The register order's checks (12, and the notice after the price), in the spec's order. */
const registerChecks = (f: ProductRegisterFacts): Check[] => [
  ['product.noSellFlag', () => typeof f.sellYn !== 'boolean'],
  ['product.noDisplayFlag', () => typeof f.displayYn !== 'boolean'],
  ['product.deliveryCondition', () => checkDeliverySetting(f.delivery) !== null],
  ['product.noName', () => !f.name.trim()],
  brandCheck(f),
  ['product.noCategory', () => f.categoryCount < 1],
  ['product.noFilter', () => f.filterCount < 1],
  priceCheck(f, 'product.noPrice'),
  noticeCheck(f),
  ['product.noMainImage', known(f.mainImageCount, (n) => n < 1)],
  ['product.noCoverImage', known(f.coverImageCount, (n) => n < 1)],
  ['product.noContent', known(f.hasContent, (has) => !has)],
  ['product.noUnion', known(f.activeUnionCount, (n) => n < 1)],
];

/** Register order (12 checks). Returns the first failing message key, or null. */
export function validateProductRegister(f: ProductRegisterFacts): MessageKey | null {
  return firstFailing(registerChecks(f));
}

/**
 * Every failing check of the register order, in that order: the spreadsheet's preview shows each
 * row's problems at once (the form shows the first one).
 */
export function productRegisterProblems(f: ProductRegisterFacts): MessageKey[] {
  return registerChecks(f)
    .filter(([, fails]) => fails())
    .map(([key]) => key);
}

/** Edit order (8 checks, and the notice after the sale price). Returns the first failing message key, or null. */
export function validateProductEdit(f: ProductSaveFacts): MessageKey | null {
  return firstFailing([
    ['product.noName', () => !f.name.trim()],
    brandCheck(f),
    ['product.deliveryCondition', () => checkDeliverySetting(f.delivery) !== null],
    priceCheck(f, 'product.noSalePrice'),
    noticeCheck(f),
    ['product.noMainImage', known(f.mainImageCount, (n) => n < 1)],
    ['product.noCoverImage', known(f.coverImageCount, (n) => n < 1)],
    ['product.noProductInfo', known(f.hasContent, (has) => !has)],
    ['product.noUnion', known(f.activeUnionCount, (n) => n < 1)],
  ]);
}
