import {
  claimFeesAnswerSchema,
  errorBodySchema,
  exchangeCompleteBodySchema,
  orderCodeParamsSchema,
  refundProceedBodySchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { ClaimMoneyService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Fault and fees of a claim, and an exchange's new parcel (issue 36 §4–5). */
export const claimMoneyRoutes = (service: ClaimMoneyService): FastifyPluginAsyncZod =>
  async function (app) {
    const actorOf = (request: Parameters<typeof principalOf>[0]) => {
      const p = principalOf(request);
      return { marketId: p.marketId, loginId: p.loginId };
    };

    app.get(
      '/sw/a/v1/orders/:code/claim-fees',
      {
        config: { right: 'read' },
        schema: {
          tags: ['orders'],
          summary:
            "What a claim's fee is computed from (the product's delivery template, the order as paid), and what was decided",
          description:
            "The screen computes the fee and the refund with the domain's `claimFees`, as the server does when the step proceeds. " +
            "Another market's order is 404.",
          params: orderCodeParamsSchema,
          response: { 200: claimFeesAnswerSchema, ...errors },
        },
      },
      async (request) => service.fees(principalOf(request).marketId, request.params.code),
    );

    app.post(
      '/sw/a/v1/orders/:code/refund',
      {
        config: { right: 'orders.move', activity: 'orderMove' },
        schema: {
          tags: ['orders'],
          summary:
            'A refund request proceeds (환불요청 → 환불처리중) with the fault decided; answers the fee and the refund',
          description:
            'The fee and what the buyer gets back follow from the fault, the delivery template of the product (반품 배송비, 제주/도서산간 extras by ' +
            "the recipient's postcode, the waived first delivery fee of a line delivered free by the condition) and the order as paid. " +
            'They are stored on the claim, written in the history and sent in the `order.status-changed` event (`refund`), whose ' +
            'refundAmount the PG refunds exactly, in one transaction. 400: no or an unknown fault; 404: not an order of the market; ' +
            '409: not a refund request, or the claim is held. Nothing is written on a refusal.',
          params: orderCodeParamsSchema,
          body: refundProceedBodySchema,
          response: { 200: claimFeesAnswerSchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => service.proceedRefund(actorOf(request), request.params.code, request.body),
    );

    app.post(
      '/sw/a/v1/orders/:code/exchange-complete',
      {
        config: { right: 'orders.move', activity: 'orderMove' },
        schema: {
          tags: ['orders'],
          summary:
            'An exchange completes (교환처리중 → 교환완료) with the fault decided and the new parcel (delivery type, carrier, tracking number)',
          description:
            "The carrier and tracking number are checked as a first delivery's; a number another order of the market already carries to " +
            "another recipient or address (as its delivery or its re-ship) is refused (409), as is the first parcel's own number. The " +
            'exchange fee (교환 배송비, the area extra both ways) where the buyer is at fault, the parcel (its delivery type, 배송방법, ' +
            'default 택배, stored with it and answered as `reship.type`), the history row and the ' +
            '`order.status-changed` event (`exchange`) are written in one transaction. 400: bad input; 404: not an order of the market; ' +
            '409: not an exchange being processed, held, or the tracking number in use. Nothing is written on a refusal.',
          params: orderCodeParamsSchema,
          body: exchangeCompleteBodySchema,
          response: { 200: claimFeesAnswerSchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => service.completeExchange(actorOf(request), request.params.code, request.body),
    );
  };
