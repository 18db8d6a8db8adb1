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
        schema: {
          tags: ['deliveries'],
          summary: "The market's delivery-fee templates, in saved order, with how many products use each",
          params: deliveryMarketParamsSchema,
          response: { 200: deliveryTemplateListSchema, ...errors },
        },
      },
      async (request) => deliveryService.list(principalOf(request).marketId),
    );

    app.put(
      '/sw/a/v1/markets/:marketId/deliveries',
      {
        schema: {
          tags: ['deliveries'],
          summary: 'Save the full template list (new ones have marketDeliveryId null; left-out ones are deleted)',
          description: 'One transaction. A template used by products is not deleted: 409 with the reason.',
          params: deliveryMarketParamsSchema,
          body: deliveryTemplateListInputSchema,
          response: { 200: deliveryTemplateListSchema, ...errors },
        },
      },
      async (request) => deliveryService.saveAll(principalOf(request).marketId, request.body),
    );

    app.put(
      '/sw/a/v1/products/deliveries',
      {
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
