import { z } from 'zod';
import { FEE_TYPES } from '../delivery/fee-types.ts';
import { DELAY_REASONS } from '../orders/deadlines.ts';
import { ORDER_STATUSES } from '../orders/statuses.ts';
import { exchangeMoneySchema, refundMoneySchema } from './claim-money.ts';
import {
  CLAIM_KINDS,
  CLAIM_REASON_CODES,
  HOLD_REASONS,
  INSPECTION_RESULTS,
  PICKUP_METHODS,
  PICKUP_STATUSES,
} from '../orders/claims.ts';
import { CLAIM_STEPS } from './claims.ts';

/**
 * The events a marketplace learns from the back-office (issue 33): written to the outbox in the same
 * transaction as the change, delivered as signed webhooks and read from the pull feed. Each type
 * names the entity it is about; the entity's id is an order code, a product code, an inquiry id or a
 * market id. Every body schema here is published in the OpenAPI document's `webhooks`.
 */
export const EVENT_ENTITIES = ['order', 'product', 'inquiry', 'market'] as const;
export type EventEntity = (typeof EVENT_ENTITIES)[number];

/** Who moved an order: the seller (with their login id), or the marketplace's side of the order. */
export const EVENT_ACTOR_KINDS = ['seller', 'buyer', 'marketplace', 'carrier', 'system'] as const;
export type EventActorKind = (typeof EVENT_ACTOR_KINDS)[number];

const conditionField = z
  .number()
  .int()
  .describe('the condition of a conditional fee type: the order total in won (FREE_BY_TOTAL_PRICE) or a quantity');
const orderStatus = z.enum(ORDER_STATUSES);
const orderCode = z.string().describe("the order line's code (order detail code)");
const productCode = z.string().describe("the product's code");

export const eventActorSchema = z
  .object({
    kind: z.enum(EVENT_ACTOR_KINDS),
    id: z.string().nullable().describe("the seller's login id; null for the other kinds"),
  })
  .describe('who made the change');

export const orderCreatedDataSchema = z
  .object({
    orderCode,
    status: orderStatus,
    productCode,
    productCount: z.number().int(),
    dispatchDue: z
      .string()
      .describe("the dispatch deadline (발송기한), a Seoul day YYYY-MM-DD: the market's business days after payment"),
  })
  .describe('an order line arrived (through the platform API)');

export const orderStatusChangedDataSchema = z
  .object({
    orderCode,
    from: orderStatus.nullable(),
    to: orderStatus,
    actor: eventActorSchema,
    reason: z.string().nullable().describe('the reason given with the move (cancel, exchange, refund), else null'),
    refund: refundMoneySchema
      .optional()
      .describe(
        'on 환불요청 → 환불처리중 (issue 36 §4): the fault the seller decided and the amount the PG refunds, exactly',
      ),
    exchange: exchangeMoneySchema
      .optional()
      .describe("on 교환처리중 → 교환완료 (issue 36 §5): the fault, the buyer's exchange fee and the new parcel"),
  })
  .describe("an order's status changed; one event per step, as the order's history records it");

export const orderDispatchDelayedDataSchema = z
  .object({
    orderCode,
    reason: z.enum(DELAY_REASONS).describe("the delay reason, Naver's delayedDispatchReason codes"),
    reasonLabel: z.string().describe('the reason in Korean as the buyer reads it (상품 준비 중, 고객 요청, …)'),
    message: z.string().describe("the seller's message to the buyer"),
    previousDue: z.string().nullable().describe('the dispatch deadline before the notice (YYYY-MM-DD)'),
    dispatchDue: z.string().describe('the new dispatch deadline (YYYY-MM-DD, Seoul)'),
    actor: eventActorSchema,
  })
  .describe('the seller sent a delay notice (발송 지연 안내): tell the buyer; once per order');

export const orderClaimChangedDataSchema = z
  .object({
    orderCode,
    kind: z.enum(CLAIM_KINDS),
    step: z
      .enum(CLAIM_STEPS)
      .describe(
        'pickup-requested: the seller asked the carrier to collect (회수 요청); pickup-sent: the seller recorded that the buyer sent it; ' +
          'pickup-status: the pickup moved (회수 중, 회수 완료); inspected: the returned item was inspected; held / released: the claim was held (보류) or released',
      ),
    status: orderStatus.describe("the order's status (the claim's steps do not move it)"),
    reasonCode: z.enum(CLAIM_REASON_CODES).nullable(),
    pickup: z
      .object({
        method: z.enum(PICKUP_METHODS),
        status: z.enum(PICKUP_STATUSES),
        carrierName: z.string(),
        carrierCode: z.string().nullable(),
        trackingNumber: z.string(),
      })
      .nullable()
      .describe('the pickup (회수) as now held; null before one was recorded'),
    inspection: z
      .object({ result: z.enum(INSPECTION_RESULTS), note: z.string(), photos: z.array(z.string()) })
      .nullable()
      .describe('the inspection as recorded; null before'),
    hold: z
      .object({ reason: z.enum(HOLD_REASONS), reasonLabel: z.string(), memo: z.string() })
      .nullable()
      .describe('the hold (보류) while held; null when not held'),
    actor: eventActorSchema,
  })
  .describe("a claim's pickup, inspection or hold changed (issue 36 §2, §3)");

export const TRACKING_CHANGES = ['set', 'changed', 'undone'] as const;
export const orderTrackingChangedDataSchema = z
  .object({
    orderCode,
    change: z.enum(TRACKING_CHANGES).describe('set: first tracking number; changed: another one; undone: taken back'),
    status: orderStatus.describe("the order's status after the change"),
    delivery: z
      .object({
        type: z.string().describe('delivery type (Korean name, e.g. 택배)'),
        carrierName: z.string(),
        carrierCode: z.string().nullable(),
        trackingNumber: z.string(),
      })
      .nullable()
      .describe('the delivery info now held; null once undone'),
    actor: eventActorSchema,
  })
  .describe("an order's tracking number was set, changed or undone");

export const inquiryCreatedDataSchema = z
  .object({
    inquiryId: z.number().int(),
    type: z.string().describe('DELIVERY, PAYMENT, EXCHANGE, RETURN or ETC'),
    orderCode: z.string().nullable().describe('the order it is about, if any'),
  })
  .describe("a buyer's inquiry arrived (through the platform API)");

export const inquiryAnsweredDataSchema = z
  .object({
    inquiryId: z.number().int(),
    type: z.string().describe('DELIVERY, PAYMENT, EXCHANGE, RETURN or ETC'),
    reply: z.string(),
    repliedAt: z.string().describe('ISO-8601 instant'),
  })
  .describe('the seller answered an inquiry (again: a new reply replaces the old one)');

export const PRODUCT_CHANGES = ['created', 'changed', 'sale', 'display'] as const;
export const productChangedDataSchema = z
  .object({
    productCode,
    productId: z.number().int(),
    change: z
      .enum(PRODUCT_CHANGES)
      .describe(
        'created; changed (any edit: fields, images, details, delivery, the bundles it belongs to); sale or display (a flag moved)',
      ),
    name: z.string(),
    price: z.number().int().describe('regular price, won'),
    saleRate: z.number().describe('discount rate, percent'),
    salePrice: z.number().int().describe('price after the discount, won'),
    sell: z.boolean().describe('on sale'),
    display: z.boolean().describe('shown in the storefront'),
    productVersion: z.number().int().describe("the product's own edit version"),
  })
  .describe('a product was created, changed, put on or taken off sale, or shown or hidden');

export const productStockChangedDataSchema = z
  .object({
    productCode,
    productId: z.number().int(),
    combinations: z.array(
      z.object({
        id: z.number().int(),
        names: z.array(z.string()).describe('one option value name per option group'),
        stock: z.number().int(),
        extraPrice: z.number().int().describe('extra price over the product price, won'),
        deleted: z.boolean().describe('a deleted combination is not sold'),
      }),
    ),
  })
  .describe("a product's combinations (stock or extra price) changed; their full list as now saved");

export const deliveryTemplatesChangedDataSchema = z
  .object({
    templates: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        feeType: z.enum(FEE_TYPES),
        defaultFee: z.number().int(),
        intCondition: conditionField,
        islandMountainFee: z.number().int(),
        jejuFee: z.number().int(),
        returnFee: z.number().int().describe('반품 배송비 (편도), won'),
        exchangeFee: z.number().int().describe('교환 배송비 (왕복), won'),
        international: z.boolean(),
      }),
    ),
  })
  .describe("the market's delivery templates changed; the full list as now saved");

export const BUNDLE_CHANGES = ['created', 'changed', 'deleted'] as const;
export const bundlesChangedDataSchema = z
  .object({
    bundleId: z.number().int(),
    change: z.enum(BUNDLE_CHANGES),
    bundle: z
      .object({
        eventName: z.string(),
        feeType: z.enum(FEE_TYPES),
        deliveryFee: z.number().int(),
        intCondition: conditionField,
        activated: z.boolean(),
        startAt: z.string(),
        endAt: z.string(),
        productCodes: z.array(z.string()),
      })
      .nullable()
      .describe('the bundle as now saved; null once deleted'),
  })
  .describe("one of the market's bundle-delivery events changed");

/** Every event type with its entity and body schema: the one table the outbox, feeds and docs read. */
export const EVENT_TYPES = {
  'order.created': { entity: 'order', data: orderCreatedDataSchema },
  'order.status-changed': { entity: 'order', data: orderStatusChangedDataSchema },
  'order.tracking-changed': { entity: 'order', data: orderTrackingChangedDataSchema },
  'order.dispatch-delayed': { entity: 'order', data: orderDispatchDelayedDataSchema },
  'order.claim-changed': { entity: 'order', data: orderClaimChangedDataSchema },
  'inquiry.created': { entity: 'inquiry', data: inquiryCreatedDataSchema },
  'inquiry.answered': { entity: 'inquiry', data: inquiryAnsweredDataSchema },
  'product.changed': { entity: 'product', data: productChangedDataSchema },
  'product.stock-changed': { entity: 'product', data: productStockChangedDataSchema },
  'market.delivery-templates-changed': { entity: 'market', data: deliveryTemplatesChangedDataSchema },
  'market.bundles-changed': { entity: 'market', data: bundlesChangedDataSchema },
} as const satisfies Record<string, { entity: EventEntity; data: z.ZodType }>;

export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof EVENT_TYPES)[T]['data']>;

/** An event as the webhooks and the pull feed carry it. */
export const eventEnvelopeSchema = <T extends EventType>(type: T) =>
  z.object({
    id: z.string().describe('unique event id (uuid): a receiver that sees it twice has it already'),
    sequence: z.number().int().describe("the event's place in the outbox: the pull feed's cursor"),
    type: z.literal(type),
    marketId: z.number().int(),
    entity: z.literal(EVENT_TYPES[type].entity),
    entityId: z.string().describe('order code, product code, inquiry id or market id'),
    version: z.number().int().describe('grows with every event of the same entity; ignore an older one'),
    occurredAt: z.string().describe('ISO-8601 instant of the change'),
    data: EVENT_TYPES[type].data,
  });

export const anyEventSchema = z.object({
  id: z.string(),
  sequence: z.number().int(),
  type: z.enum(EVENT_TYPE_NAMES as [EventType, ...EventType[]]),
  marketId: z.number().int(),
  entity: z.enum(EVENT_ENTITIES),
  entityId: z.string(),
  version: z.number().int(),
  occurredAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type PlatformEvent = z.infer<typeof anyEventSchema>;

/**
 * What a seller's browser hears of its market's events (`GET /sw/a/v1/live`, Server-Sent Events):
 * enough to know which counts and lists to refresh and what to name in a notification, nothing of a
 * buyer. `status` is the order's status after the change (null for other entities); `actor` who moved it.
 */
export const liveEventSchema = z.object({
  sequence: z.number().int().describe("the event's place in the outbox (also the SSE id)"),
  type: z.enum(EVENT_TYPE_NAMES as [EventType, ...EventType[]]),
  entityId: z.string(),
  status: orderStatus.nullable(),
  actor: z.enum(EVENT_ACTOR_KINDS).nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The live stream's query: replay from this sequence (the last one seen), as the SSE `Last-Event-ID` header does. */
export const liveQuerySchema = z.object({
  after: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});

// What a live event brings to a seller: in `live-work.ts`, free of zod, as the web's first screen uses it.
export { liveWorkOf, type LiveWork } from './live-work.ts';
