import { z } from 'zod';
import { MAX_PRICE, PLATFORM_KEY_NAME_MAX } from '../limits.ts';

export { PLATFORM_KEY_NAME_MAX };
import { QNA_TYPES } from '../market/qna.ts';
import { ORDER_CODE_MAX, TRACKING_NUMBER_MAX } from '../orders/delivery.ts';
import { DETAIL_REASON_MAX } from '../orders/limits.ts';
import { ORDER_STATUSES } from '../orders/statuses.ts';
import { labels } from '../labels.ts';
import { CLAIM_PHOTOS_MAX, CLAIM_REASON_CODES } from '../orders/claims.ts';
import { claimAddressSchema } from './claim-view.ts';
import { messages } from '../messages.ts';

/**
 * The platform API's contract (issue 32): what a marketplace sends to `/sw/p/v1/…` and is answered.
 * Field names follow the seller screens' order fields (spec 02 §2.4).
 */
export const PLATFORM_LIMITS = {
  /** Lines of one purchase. */
  maxLines: 50,
  /** Units of one line. */
  maxQuantity: 999,
  /** The marketplace's order id / Idempotency-Key. */
  idempotencyKeyMax: 100,
  nameMax: 50,
  contactMax: 20,
  addressMax: 200,
  messageMax: 200,
  urlMax: 500,
  giftMax: 10,
  giftNameMax: 100,
  inquiryMax: 2000,
  /** Days after delivery until a purchase is confirmed by itself (Naver and Coupang: 8). */
  autoConfirmDaysDefault: 8,
  autoConfirmDaysMax: 60,
} as const;

/** Who moved an order, besides a seller (whose login id is written): the names order history shows. */
export const ORDER_ACTORS = {
  buyer: messages.platform.actor.buyer,
  marketplace: messages.platform.actor.marketplace,
  carrier: messages.platform.actor.carrier,
  system: messages.platform.actor.system,
} as const;
export type OrderActorKind = keyof typeof ORDER_ACTORS;

/** The reasons a buyer picks from: the seller screens' own list. */
export const BUYER_REASONS = labels.order.reasons;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const won = z.number().int().min(0).max(MAX_PRICE);

export const platformOrderLineSchema = z.object({
  productCode: required(64).describe("the product's code, as the catalogue feed gives it"),
  combinationId: z.number().int().positive().optional().describe('the option combination by id'),
  options: z
    .array(required(100))
    .min(1)
    .max(10)
    .optional()
    .describe('or by the option value names the storefront shows, one per option group, in order'),
  quantity: z.number().int().min(1).max(PLATFORM_LIMITS.maxQuantity),
  unitPrice: won.describe('what the buyer paid per unit, won (stored as charged)'),
  couponDiscount: won.default(0).describe('coupon discount of the line, won'),
  deliveryFee: won.default(0).describe('delivery fee charged with the line, won'),
  gift: z.array(required(PLATFORM_LIMITS.giftNameMax)).max(PLATFORM_LIMITS.giftMax).default([]),
});

export const platformOrderBodySchema = z.object({
  marketId: z.number().int().positive(),
  marketplaceOrderId: required(PLATFORM_LIMITS.idempotencyKeyMax)
    .optional()
    .describe("the marketplace's own order id: a retry with it is answered the same codes (or send Idempotency-Key)"),
  paidAt: z.iso.datetime({ offset: true }).optional().describe('when the buyer paid (ISO-8601); default now'),
  orderer: z.object({ name: required(PLATFORM_LIMITS.nameMax), contact: required(PLATFORM_LIMITS.contactMax) }),
  recipient: z.object({
    name: required(PLATFORM_LIMITS.nameMax),
    contact: required(PLATFORM_LIMITS.contactMax),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/),
    address1: required(PLATFORM_LIMITS.addressMax),
    address2: text(PLATFORM_LIMITS.addressMax).default(''),
    deliveryMessage: text(PLATFORM_LIMITS.messageMax).default(''),
    entranceType: text(50).default('').describe('e.g. 공동현관 비밀번호, 자유출입'),
    entranceValue: text(50).default(''),
  }),
  payment: z.object({
    type: required(30).describe(
      'CARD, BANK_TRANSFER, VIRTUAL_ACCOUNT, PHONE, KAKAO_PAY, NAVER_PAY, TOSS_PAY, PAYCO, …',
    ),
    pg: required(30).describe('TOSS, KCP, INICIS, NICE, KAKAO, NAVER, …'),
    receiptUrl: z.url().max(PLATFORM_LIMITS.urlMax).optional(),
  }),
  pccc: z
    .object({
      number: z
        .string()
        .trim()
        .regex(/^[Pp]\d{12}$/),
      name: required(PLATFORM_LIMITS.nameMax),
    })
    .optional()
    .describe('personal customs clearance code and the name it is registered to, for goods cleared through customs'),
  lines: z.array(platformOrderLineSchema).min(1).max(PLATFORM_LIMITS.maxLines),
});
export type PlatformOrderBody = z.infer<typeof platformOrderBodySchema>;

export const platformOrderAnswerSchema = z.object({
  marketId: z.number().int(),
  idempotencyKey: z.string().describe('the marketplaceOrderId or Idempotency-Key the purchase is known by'),
  orderCodes: z.array(z.string()).describe('one order code per line, in the order of the lines'),
  lines: z.array(
    z.object({
      line: z.number().int().describe('1-based line number'),
      orderCode: z.string(),
      status: z.enum(ORDER_STATUSES),
      productCode: z.string(),
      combinationId: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type PlatformOrderAnswer = z.infer<typeof platformOrderAnswerSchema>;

const orderCode = required(ORDER_CODE_MAX);
const reason = z.enum(BUYER_REASONS).describe(`one of ${BUYER_REASONS.join(', ')}`);

export const platformMoveBodySchema = z.object({
  reason: reason
    .optional()
    .describe(`one of ${BUYER_REASONS.join(', ')}; or send reasonCode (requests need one of the two)`),
  reasonCode: z
    .enum(CLAIM_REASON_CODES)
    .optional()
    .describe(
      `requests only: the buyer's reason code (Naver's claim reasons): ${CLAIM_REASON_CODES.map((c) => `${c} = ${labels.claim.reasons[c]}`).join(', ')}. ` +
        'Without it, the code of `reason` is kept (단순 변심 → INTENT_CHANGED, 상품 불량 → DEFECTIVE, …, 품절/기타 → ETC)',
    ),
  detailReason: text(DETAIL_REASON_MAX).optional().describe("the buyer's detail text"),
  photos: z
    .array(z.string().max(PLATFORM_LIMITS.urlMax))
    .max(50)
    .optional()
    .describe(`exchange and refund requests: the buyer's photos, at most ${CLAIM_PHOTOS_MAX} https addresses you host`),
  pickupAddress: claimAddressSchema
    .optional()
    .describe("exchange and refund requests: where the item is picked up, when not the order's delivery address"),
  restock: z
    .boolean()
    .optional()
    .describe('refund completion only: true when the returned item goes back on sale (its stock is put back)'),
});
export type PlatformMoveBody = z.infer<typeof platformMoveBodySchema>;

export const platformDeliveredBodySchema = z
  .object({
    orderCode: orderCode.optional(),
    carrier: text(30).optional().describe('carrier by Korean name or code (with trackingNumber)'),
    trackingNumber: text(TRACKING_NUMBER_MAX + 10).optional(),
  })
  .describe('the order by its code, or by carrier and tracking number');

export const platformInquiryBodySchema = z.object({
  marketId: z.number().int().positive(),
  type: z.enum(QNA_TYPES),
  customerName: required(PLATFORM_LIMITS.nameMax),
  content: required(PLATFORM_LIMITS.inquiryMax),
  productName: text(200).default(''),
  orderCode: orderCode.optional().describe('the order the buyer asks about'),
  marketplaceInquiryId: required(PLATFORM_LIMITS.idempotencyKeyMax)
    .optional()
    .describe("the marketplace's own inquiry id: a retry with it creates nothing (or send Idempotency-Key)"),
});

export const platformOrderStateSchema = z.object({
  orderCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  from: z.enum(ORDER_STATUSES).nullable().describe('the status before this call; null when nothing moved'),
});

/**
 * The order moves the marketplace reports, each one platform call (`POST /sw/p/v1/orders/{code}/<move>`):
 * the status it starts from, where it goes, and who made it. The seller's own moves (spec 02 §4.2)
 * stay on the seller's screens; these are the buyer's, the marketplace's (the PG) and the carrier's.
 */
export const PLATFORM_MOVES = {
  'cancel-request': { from: 'PAID', to: 'CANCELING1', actor: 'buyer', reason: true },
  'cancel-request/withdraw': { from: 'CANCELING1', to: 'PAID', actor: 'buyer', reason: false },
  'exchange-request': { from: 'DELIVERED', to: 'EXCHANGING1', actor: 'buyer', reason: true },
  'exchange-request/withdraw': { from: 'EXCHANGING1', to: 'DELIVERED', actor: 'buyer', reason: false },
  'refund-request': { from: 'DELIVERED', to: 'REFUNDING1', actor: 'buyer', reason: true },
  'refund-request/withdraw': { from: 'REFUNDING1', to: 'DELIVERED', actor: 'buyer', reason: false },
  'payment-cancelled': { from: 'CANCELING2', to: 'CANCELLED', actor: 'marketplace', reason: false },
  'payment-refunded': { from: 'REFUNDING2', to: 'REFUNDED', actor: 'marketplace', reason: false },
  confirm: { from: 'DELIVERED', to: 'CONFIRMED', actor: 'buyer', reason: false },
  delivered: { from: 'TRANSIT', to: 'DELIVERED', actor: 'carrier', reason: false },
} as const satisfies Record<
  string,
  { from: (typeof ORDER_STATUSES)[number]; to: (typeof ORDER_STATUSES)[number]; actor: OrderActorKind; reason: boolean }
>;
export type PlatformMove = keyof typeof PLATFORM_MOVES;

/** What a marketplace may send about a purchase it confirmed by itself: N days after delivery. */
export const platformSettingsSchema = z.object({
  autoConfirmDays: z
    .number()
    .int()
    .min(0)
    .max(PLATFORM_LIMITS.autoConfirmDaysMax)
    .describe('days after delivery until the purchase is confirmed automatically (0: at the next run)'),
});
