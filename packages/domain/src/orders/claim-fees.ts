import { CLAIM_REASON_CODES, CLAIM_REASON_FAULT, type ClaimFault } from './claims.ts';

/**
 * Who pays a claim's shipping and what the buyer gets back (issue 36 §4), as Naver Smart Store and
 * Coupang Wing charge it. The one computation for the server (which stores it and sends it to the
 * marketplace, whose PG refunds exactly that) and the browser (which shows it before the seller
 * proceeds).
 *
 * Sources: 전자상거래법 §17 — return shipping on a change of mind is the buyer's, on a defect or a
 * wrong delivery the seller's; Naver's product API `claimDeliveryInfo.returnDeliveryFee` (편도) and
 * `exchangeDeliveryFee` (왕복) with the area extras (제주 / 제주 외 도서산간); Naver's return guide:
 * a buyer-fault return of an order delivered free because it met the free-delivery condition is
 * also charged the first delivery fee the seller paid (초기 배송비).
 */

/** Where a parcel goes, for the area extras: 제주, 제주 외 도서산간, or neither. */
export type RemoteArea = 'JEJU' | 'ISLAND' | null;

/** 제주특별자치도: postcodes 63000–63644, less its islands reached by boat (below). */
const JEJU: readonly (readonly [number, number])[] = [[63000, 63644]];

/**
 * 제주 외 도서산간: the island postcode ranges of the list carriers and shop platforms share (울릉군,
 * 옹진군, 신안군, the islands of 강화, 통영, 완도, 진도, 여수, …). One list, here: the template's
 * 도서산간 extra applies to exactly these. 제주's own islands (추자면 63000–63001, 우도면 63365) are 도서산간,
 * not 제주: carriers charge them the boat's fare, as Naver's and the carriers' area lists do. The
 * carriers' lists differ and change (bridges join islands to the mainland: 연륙도서 are charged no extra,
 * as the 공정위 had 13 malls correct in 2025); this one is checked before 제주.
 */
const ISLANDS: readonly (readonly [number, number])[] = [
  [22386, 22388],
  [23004, 23010],
  [23100, 23116],
  [23124, 23136],
  [31708, 31708],
  [32133, 32133],
  [33411, 33411],
  [40200, 40240],
  [46768, 46771],
  [52570, 52571],
  [53031, 53033],
  [53089, 53104],
  [54000, 54000],
  [56347, 56349],
  [57068, 57069],
  [58760, 58762],
  [58800, 58810],
  [58816, 58818],
  [58826, 58826],
  [58828, 58866],
  [58953, 58958],
  [59102, 59103],
  [59106, 59106],
  [59127, 59127],
  [59129, 59129],
  [59137, 59166],
  [59421, 59421],
  [59531, 59531],
  [59650, 59650],
  [59766, 59766],
  [59781, 59790],
  [63000, 63001],
  [63365, 63365],
];

const within = (ranges: readonly (readonly [number, number])[], n: number) =>
  ranges.some(([from, to]) => n >= from && n <= to);

/** The area of a five-digit postcode (anything else is neither). */
export function remoteAreaOf(postcode: string | null | undefined): RemoteArea {
  const text = (postcode ?? '').trim();
  if (!/^\d{5}$/.test(text)) return null;
  const n = Number(text);
  if (within(ISLANDS, n)) return 'ISLAND';
  if (within(JEJU, n)) return 'JEJU';
  return null;
}

/** The fee part of the delivery template the order's product carried (its snapshot). */
export interface ClaimFeeRule {
  feeType: string;
  defaultFee: number;
  intCondition: number;
  islandMountainFee: number;
  jejuFee: number;
  /** 반품 배송비 (편도). */
  returnFee: number;
  /** 교환 배송비 (왕복). */
  exchangeFee: number;
}

/** The rule of a product's delivery snapshot (null: the product is gone); fees a snapshot lacks are 0. */
export function claimFeeRuleOf(snapshot: Partial<ClaimFeeRule> | null | undefined): ClaimFeeRule {
  return {
    feeType: snapshot?.feeType ?? 'FREE',
    defaultFee: snapshot?.defaultFee ?? 0,
    intCondition: snapshot?.intCondition ?? 0,
    islandMountainFee: snapshot?.islandMountainFee ?? 0,
    jejuFee: snapshot?.jejuFee ?? 0,
    returnFee: snapshot?.returnFee ?? 0,
    exchangeFee: snapshot?.exchangeFee ?? 0,
  };
}

/** An order line as paid. */
export interface ClaimFeeOrder {
  /** The line's price in won (unit price × quantity, as the order stores it). */
  productPrice: number;
  couponDiscountPrice: number;
  /** The delivery fee the buyer paid with the line. */
  deliveryFee: number;
  /** The recipient's postcode: the returned parcel comes from there. */
  postcode: string;
}

export interface ClaimFeeInput {
  kind: 'REFUND' | 'EXCHANGE';
  fault: ClaimFault;
  order: ClaimFeeOrder;
  rule: ClaimFeeRule;
}

export interface ClaimFeeQuote {
  /** What the buyer paid for the line: price − coupon + delivery fee. */
  paidAmount: number;
  area: RemoteArea;
  /** The template's return (편도) or exchange (왕복) fee, 0 where the seller is at fault. */
  shippingFee: number;
  /** The area extra: once for a return's one way, twice for an exchange's round trip. */
  areaFee: number;
  /** The first delivery fee the free-delivery condition waived, charged back on a buyer-fault return. */
  initialDeliveryFee: number;
  /** What the buyer pays: shippingFee + areaFee + initialDeliveryFee. */
  claimFee: number;
  /** A refund's amount: paidAmount − claimFee, never below 0; null for an exchange. */
  refundAmount: number | null;
}

/** Fee types that make delivery free once a condition is met (total price or item count). */
const CONDITIONAL_FREE = new Set(['FREE_BY_TOTAL_PRICE', 'FREE_BY_QTY']);

/**
 * The claim fee and the refund of one order line:
 * - seller at fault (판매자 귀책): the buyer pays nothing; a refund is the whole paid amount;
 * - buyer at fault, refund (반품): the template's 반품 배송비 (편도), plus the area extra once (제주 or
 *   도서산간, by the recipient's postcode, as delivery charges it);
 * - buyer at fault, refund of a line delivered free by the template's free-delivery condition
 *   (FREE_BY_TOTAL_PRICE or FREE_BY_QTY, and no delivery fee paid): the return takes the whole line
 *   back, so what remains falls below the condition and the first delivery fee (the template's default
 *   fee, which the seller paid) is charged too, as Naver charges 초기 배송비 — a line is the unit of a
 *   claim here, so the line's own total is what the condition was met with;
 * - buyer at fault, exchange (교환): the template's 교환 배송비 (왕복) plus the area extra twice (there
 *   and back); no first delivery fee (the buyer keeps the goods);
 * - the refund is the paid amount less the claim fee, never below 0 (the rest is not refunded).
 */
export function claimFees({ kind, fault, order, rule }: ClaimFeeInput): ClaimFeeQuote {
  const paidAmount = Math.max(0, order.productPrice - order.couponDiscountPrice + order.deliveryFee);
  const area = remoteAreaOf(order.postcode);
  const extra = area === 'JEJU' ? rule.jejuFee : area === 'ISLAND' ? rule.islandMountainFee : 0;
  const buyer = fault === 'BUYER';
  const shippingFee = buyer ? (kind === 'REFUND' ? rule.returnFee : rule.exchangeFee) : 0;
  const areaFee = buyer ? extra * (kind === 'REFUND' ? 1 : 2) : 0;
  const initialDeliveryFee =
    buyer && kind === 'REFUND' && CONDITIONAL_FREE.has(rule.feeType) && order.deliveryFee === 0 ? rule.defaultFee : 0;
  const claimFee = shippingFee + areaFee + initialDeliveryFee;
  return {
    paidAmount,
    area,
    shippingFee,
    areaFee,
    initialDeliveryFee,
    claimFee,
    refundAmount: kind === 'REFUND' ? Math.max(0, paidAmount - claimFee) : null,
  };
}

/**
 * The fault a claim starts with: the one stored when the seller decided, else the one its reason code
 * suggests; a claim without a (known) reason code starts as the buyer's, the 단순 변심 case.
 */
export function suggestedFault(
  stored: ClaimFault | null | undefined,
  reasonCode: string | null | undefined,
): ClaimFault {
  if (stored) return stored;
  const known = (CLAIM_REASON_CODES as readonly string[]).includes(reasonCode ?? '');
  return known ? CLAIM_REASON_FAULT[reasonCode as keyof typeof CLAIM_REASON_FAULT] : 'BUYER';
}
