import {
  deliveryMarketParamsSchema,
  deliveryTemplateListInputSchema,
  deliveryTemplateListSchema,
  errorBodySchema,
  productDeliveryAssignmentResultSchema,
  productDeliveryAssignmentSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import { etagOf, expectedVersion } from '../../plugins/versions.ts';
import type { DeliveryService } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const deliveryRoutes = (deliveryService: DeliveryService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/markets/:marketId/deliveries',
      {
        config: { right: 'read' },
        schema: {
          tags: ['deliveries'],
          summary: "The market's delivery-fee templates, in saved order, with how many products use each",
          description: 'The `ETag` header is the version of the whole list; send it back as `If-Match` with the save.',
          params: deliveryMarketParamsSchema,
          response: { 200: deliveryTemplateListSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { templates, version } = await deliveryService.list(principalOf(request).marketId);
        reply.header('ETag', etagOf(version));
        return templates;
      },
    );

    app.put(
      '/sw/a/v1/markets/:marketId/deliveries',
      {
        config: { right: 'market.edit', activity: 'templateChange' },
        schema: {
          tags: ['deliveries'],
          summary: 'Save the full template list (new ones have marketDeliveryId null; left-out ones are deleted)',
          description:
            'One transaction. A template used by products is not deleted: 409 with the reason. ' +
            "Optimistic concurrency: `If-Match` with the list's ETag (from the load or the last save); a list saved by someone " +
            'else since is refused with 409 and nothing is written. Without `If-Match` the save is not checked. ' +
            "The answer's `ETag` is the new version.",
          params: deliveryMarketParamsSchema,
          body: deliveryTemplateListInputSchema,
          response: { 200: deliveryTemplateListSchema, ...errors },
        },
      },
      async (request, reply) => {
        const saved = await deliveryService.saveAll(
          principalOf(request).marketId,
          request.body,
          expectedVersion(request),
        );
        reply.header('ETag', etagOf(saved.version));
        return saved.templates;
      },
    );

    app.put(
      '/sw/a/v1/products/deliveries',
      {
        config: { right: 'products.edit', activity: 'productEdit' },
        schema: {
          tags: ['deliveries'],
          summary: "Apply a delivery fee rule to products of the seller's market (bulk fee change)",
          description: 'Any code that is not a product of the market refuses the whole request (404).',
          body: productDeliveryAssignmentSchema,
          response: { 200: productDeliveryAssignmentResultSchema, ...errors },
        },
      },
      async (request) => deliveryService.assignToProducts(principalOf(request).marketId, request.body),
    );
  };
