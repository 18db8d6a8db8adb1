import {
  deliveryMarketParamsSchema,
  deliveryTemplateBodySchema,
  deliveryTemplateDeletedSchema,
  deliveryTemplateParamsSchema,
  deliveryTemplateSchema,
  deliveryTemplateUpdateSchema,
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
          description:
            "The `ETag` header is the version of the whole list (for the whole-list save's `If-Match`); each template carries its own `version`.",
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
            "Optimistic concurrency: `If-Match` with the list's ETag (from the load or the last save); a list changed by someone " +
            'else since is refused with 409 and nothing is written. Each template may carry its own `version` too: a template ' +
            'saved by someone else since is refused with 409. Without either the save is not checked. ' +
            "The answer's `ETag` is the list's new version. To change one template without touching the others, use the " +
            'single-template calls.',
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

    app.post(
      '/sw/a/v1/markets/:marketId/deliveries',
      {
        config: { right: 'market.edit', activity: 'templateChange' },
        schema: {
          tags: ['deliveries'],
          summary: 'Add one delivery-fee template at the end of the list (ours)',
          description:
            'Other templates are not touched. The answer is the template with its `version` (also its `ETag`).',
          params: deliveryMarketParamsSchema,
          body: deliveryTemplateBodySchema,
          response: { 200: deliveryTemplateSchema, ...errors },
        },
      },
      async (request) => deliveryService.create(principalOf(request).marketId, request.body),
    );

    app.put(
      '/sw/a/v1/markets/:marketId/deliveries/:marketDeliveryId',
      {
        config: { right: 'market.edit', activity: 'templateChange' },
        schema: {
          tags: ['deliveries'],
          summary: 'Save one delivery-fee template (ours), keeping its place in the list',
          description:
            "Optimistic concurrency per template: `If-Match` with the template's ETag (its `version`); the template saved by " +
            'someone else since is refused with 409 and nothing is written. Templates added or saved meanwhile do not matter. ' +
            "Without `If-Match` the save is not checked. The answer's `ETag` is the template's new version.",
          params: deliveryTemplateParamsSchema,
          body: deliveryTemplateUpdateSchema,
          response: { 200: deliveryTemplateSchema, ...errors },
        },
      },
      async (request) =>
        deliveryService.update(
          principalOf(request).marketId,
          request.params.marketDeliveryId,
          request.body,
          expectedVersion(request),
        ),
    );

    app.delete(
      '/sw/a/v1/markets/:marketId/deliveries/:marketDeliveryId',
      {
        config: { right: 'market.edit', activity: 'templateChange' },
        schema: {
          tags: ['deliveries'],
          summary: 'Delete one unused delivery-fee template (ours)',
          description:
            "`If-Match` with the template's ETag: a template saved by someone else since is refused with 409. A template " +
            'products use is refused with 409 and the reason.',
          params: deliveryTemplateParamsSchema,
          response: { 200: deliveryTemplateDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await deliveryService.remove(
          principalOf(request).marketId,
          request.params.marketDeliveryId,
          expectedVersion(request),
        );
        return { deleted: true };
      },
    );
  };
