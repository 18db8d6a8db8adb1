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
  modelWithImageCreatedSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, fail } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { readTextValues } from '../../plugins/forms.ts';
import { filePart } from '../../plugins/openapi.ts';
import { expectedVersion } from '../../plugins/versions.ts';
import { readImageForm, type ImageService } from '../images/index.ts';
import type { ModelService } from './service.ts';

/** The multipart body of a model created with its profile image, as OpenAPI states it. */
const modelWithImagePartsSchema = modelCreateBodySchema.extend({ file: filePart().describe('the profile image') });

/** The text fields of a multipart form through the create schema (blank fields are absent), or the first Korean refusal. */
function modelFields(fields: Record<string, string>) {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
  readTextValues(present, modelCreateBodySchema);
  const parsed = modelCreateBodySchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0]?.message;
  if (first && /[가-힣]/.test(first)) throw new AppError(400, 'VALIDATION_FAILED', first);
  throw badRequest('common.badRequest');
}

export const modelRoutes = (modelService: ModelService, imageService: ImageService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/markets/:marketId/models',
      {
        config: { right: 'read' },
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
        config: { right: 'products.edit', activity: 'productEdit' },
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

    app.post(
      '/sw/a/v1/market/model/with-image',
      {
        config: { right: 'products.edit', activity: 'productEdit', openapi: { multipart: modelWithImagePartsSchema } },
        schema: {
          tags: ['models'],
          summary: 'Add a model together with its profile image (multipart), in one transaction',
          description:
            'The fields of `POST /sw/a/v1/market/model` as form fields, plus the profile image `file` (the MODEL image ' +
            'rules of `POST /sw/a/v1/image/upload`). The image is checked before anything is written; the model, the ' +
            'file and its image row are saved in one transaction, so a refused or failed image leaves no model.',
          response: {
            200: modelWithImageCreatedSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
            507: errorBodySchema,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { fields, files } = await readImageForm(request, 'file', 1);
        const { marketId, ...input } = modelFields(fields);
        if (marketId !== principal.marketId) throw fail(403, 'FORBIDDEN_MARKET', 'common.forbiddenMarket');
        if (files.length === 0) throw badRequest('model.imageRequired');
        const created = await imageService.uploadWithNewOwner(principal, 'MODEL', files, async (tx) => {
          const model = await modelService.createIn(tx, marketId, input);
          return { ...model, typeId: model.modelId, folder: `model/${marketId}/${model.modelId}` };
        });
        const image = created.images[0]!;
        return { modelId: created.modelId, version: created.version, imageId: image.id, imageUrl: image.url };
      },
    );

    app.put(
      '/sw/a/v1/market/model',
      {
        config: { right: 'products.edit', activity: 'productEdit' },
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
        config: { right: 'products.edit', activity: 'productEdit' },
        schema: {
          tags: ['models'],
          summary:
            'Delete a model with its profile image and its product links; with `If-Match` only while it is still that version (409 STALE_VERSION otherwise)',
          params: modelIdParamsSchema,
          response: {
            200: modelDeletedSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        await modelService.remove(principalOf(request).marketId, request.params.id, expectedVersion(request));
        return { deleted: true };
      },
    );
  };
