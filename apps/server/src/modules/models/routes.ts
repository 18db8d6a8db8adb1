import {
  errorBodySchema,
  modelCreateBodySchema,
  modelCreatedSchema,
  modelDeletedSchema,
  modelIdParamsSchema,
  modelListParamsSchema,
  modelListSchema,
  modelUpdateBodySchema,
  modelUpdatedSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import { expectedVersion } from '../../plugins/versions.ts';
import type { ModelService } from './service.ts';

export const modelRoutes = (modelService: ModelService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/markets/:marketId/models',
      {
        schema: {
          tags: ['models'],
          summary: 'Fitting models of the market (id, name, representative and the other fields, profile image)',
          params: modelListParamsSchema,
          response: { 200: modelListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => modelService.list(principalOf(request).marketId),
    );

    app.post(
      '/sw/a/v1/market/model',
      {
        schema: {
          tags: ['models'],
          summary:
            'Add a model (at most 10 per market, 409 beyond); then upload its profile image with type MODEL and typeId = modelId',
          body: modelCreateBodySchema,
          response: {
            200: modelCreatedSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => modelService.create(principalOf(request).marketId, request.body),
    );

    app.put(
      '/sw/a/v1/market/model',
      {
        schema: {
          tags: ['models'],
          summary: 'Update a model: id plus the fields; `version` or If-Match as the list answered it (409 when stale)',
          body: modelUpdateBodySchema,
          response: {
            200: modelUpdatedSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => modelService.update(principalOf(request).marketId, request.body, expectedVersion(request)),
    );

    app.delete(
      '/sw/a/v1/market/models/:id',
      {
        schema: {
          tags: ['models'],
          summary: 'Delete a model with its profile image and its product links',
          params: modelIdParamsSchema,
          response: { 200: modelDeletedSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        await modelService.remove(principalOf(request).marketId, request.params.id);
        return { deleted: true };
      },
    );
  };
