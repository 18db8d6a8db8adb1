import {
  bundleDeleteResultSchema,
  bundleDetailSchema,
  bundleFeePreviewBodySchema,
  bundleFeePreviewResultSchema,
  bundleIdParamsSchema,
  bundleListQuerySchema,
  bundleListSchema,
  bundleSaveSchema,
  errorBodySchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import { expectedVersion } from '../../plugins/versions.ts';
import type { BundleService } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const bundleRoutes = (service: BundleService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/bundle-deliveries',
      {
        config: { right: 'read' },
        schema: {
          tags: ['bundle deliveries'],
          summary: "One page of the market's bundle deliveries (newest first) and the total",
          querystring: bundleListQuerySchema,
          response: { 200: bundleListSchema, ...errors },
        },
      },
      async (request) => service.list(principalOf(request).marketId, request.query.page, request.query.size),
    );

    app.get(
      '/sw/a/v1/bundle-deliveries/:id',
      {
        config: { right: 'read' },
        schema: {
          tags: ['bundle deliveries'],
          summary: 'One bundle delivery with its products',
          params: bundleIdParamsSchema,
          response: { 200: bundleDetailSchema, ...errors },
        },
      },
      async (request) => service.detail(principalOf(request).marketId, request.params.id),
    );

    app.post(
      '/sw/a/v1/bundle-delivery',
      {
        config: { right: 'market.edit', activity: 'bundleChange' },
        schema: {
          tags: ['bundle deliveries'],
          summary: 'Create a bundle delivery with its products',
          description:
            'Checked in the order of spec 02 §5. A product of another market refuses the whole request (404).',
          body: bundleSaveSchema,
          response: { 200: bundleDetailSchema, ...errors },
        },
      },
      async (request) => service.create(principalOf(request).marketId, request.body),
    );

    app.post(
      '/sw/a/v1/bundle-deliveries/fee-preview',
      {
        config: { right: 'read' },
        schema: {
          tags: ['bundle deliveries'],
          summary:
            'What a buyer would pay for delivery of a sample cart of the market’s products under a bundle rule, and without it (each product’s own rule); writes nothing',
          body: bundleFeePreviewBodySchema,
          response: { 200: bundleFeePreviewResultSchema, ...errors },
        },
      },
      async (request) => service.feePreview(principalOf(request).marketId, request.body),
    );

    app.put(
      '/sw/a/v1/bundle-deliveries/:id',
      {
        config: { right: 'market.edit', activity: 'bundleChange' },
        schema: {
          tags: ['bundle deliveries'],
          summary: 'Replace a bundle delivery (fields and products); activated false stops it',
          params: bundleIdParamsSchema,
          body: bundleSaveSchema,
          response: { 200: bundleDetailSchema, ...errors },
        },
      },
      async (request) =>
        service.update(principalOf(request).marketId, request.params.id, request.body, expectedVersion(request)),
    );

    app.delete(
      '/sw/a/v1/bundle-deliveries/:id',
      {
        config: { right: 'market.edit', activity: 'bundleChange' },
        schema: {
          tags: ['bundle deliveries'],
          summary:
            'Delete a bundle delivery; with `If-Match` only while it is still that version (409 STALE_VERSION otherwise)',
          params: bundleIdParamsSchema,
          response: { 200: bundleDeleteResultSchema, ...errors },
        },
      },
      async (request) => service.remove(principalOf(request).marketId, request.params.id, expectedVersion(request)),
    );
  };
