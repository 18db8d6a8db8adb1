import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  editorUploadResultSchema,
  errorBodySchema,
  IMAGE_RULES,
  IMAGE_UPLOAD_BATCH,
  imageDeleteBodySchema,
  imageDeleteResultSchema,
  imageOrderBodySchema,
  imageOrderResultSchema,
  imageUploadFieldsSchema,
  imageUploadResultSchema,
} from '@seller/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { readTextValues } from '../../plugins/forms.ts';
import { filePart } from '../../plugins/openapi.ts';
import { expectedVersion } from '../../plugins/versions.ts';
import { assertCleanText } from '../../plugins/text-guard.ts';
import { EDITOR_IMAGE_RULE, readPart, type ImageService, type IncomingFile } from './service.ts';

const MAX_MULTIPART_BYTES = Math.max(...Object.values(IMAGE_RULES).map((r) => r.maxBytes), EDITOR_IMAGE_RULE.maxBytes);
const MAX_FILES_PER_REQUEST = IMAGE_UPLOAD_BATCH;

/**
 * Reads a multipart form: text fields and at most `maxFiles` files of the named field (one more is
 * refused at once, naming that number), each within the size limit.
 */
export async function readForm(request: FastifyRequest, fileField: string, maxFiles = MAX_FILES_PER_REQUEST) {
  if (!request.isMultipart()) throw badRequest('product.imageNoFile');
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== fileField) {
          await file.toBuffer().catch(() => undefined);
          continue;
        }
        if (files.length >= maxFiles) {
          await file.toBuffer().catch(() => undefined);
          throw badRequest('product.imageCount', { max: maxFiles });
        }
        files.push(await readPart(file, MAX_MULTIPART_BYTES));
      } else {
        const value = (part as MultipartValue<unknown>).value;
        fields[part.fieldname] = typeof value === 'string' ? value : String(value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('product.imageCount', { max: maxFiles });
    throw badRequest('common.badRequest');
  }
  // The parts are read here, after the app's text check: their fields get the same check.
  assertCleanText(fields);
  return { fields, files };
}

/** The image upload form as OpenAPI states it: the checked fields and 1..4 files. */
const imageUploadPartsSchema = imageUploadFieldsSchema.extend({
  filePath: z.string().optional().describe('informative; the server names the folder'),
  files: z.array(filePart()).min(1).max(MAX_FILES_PER_REQUEST).describe('the images'),
});
const editorUploadPartsSchema = z.object({
  file: filePart().describe('the image'),
  filePath: z.string().optional().describe('product/{sellerId}/{marketKey}/{productCode}/editor/ (informative)'),
});

export const imageRoutes = (imageService: ImageService): FastifyPluginAsyncZod =>
  async function (app) {
    app.post(
      '/sw/a/v1/image/upload',
      {
        config: { right: 'products.edit', activity: 'productEdit', openapi: { multipart: imageUploadPartsSchema } },
        schema: {
          tags: ['images'],
          summary:
            'Upload images of a product (type MAIN or COVER, typeId = product id) or of a model (type MODEL, typeId = model id). ' +
            'Multipart fields: filePath (informative; the server builds product/{sellerId}/{marketKey}/{code}/main|cover or model/{marketKey}/{modelId}), type, typeId, files (1..4). ' +
            'Checks extension, size, count, magic bytes and pixel count; re-encodes to strip metadata; the server names the files.',
          response: {
            200: imageUploadResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            507: errorBodySchema,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { fields, files } = await readForm(request, 'files');
        readTextValues(fields, imageUploadFieldsSchema);
        const parsed = imageUploadFieldsSchema.safeParse(fields);
        if (!parsed.success) throw badRequest('product.imageTypeInvalid');
        const expected = expectedVersion(request) ?? parsed.data.version;
        return imageService.upload(principal, parsed.data.type, parsed.data.typeId, files, expected);
      },
    );

    app.post(
      '/sw/a/v1/image/delete',
      {
        config: { right: 'products.edit', activity: 'productEdit', form: true },
        schema: {
          tags: ['images'],
          summary: "Delete one image of the seller's market (form field imageId); answers whether it was deleted",
          body: imageDeleteBodySchema,
          response: {
            200: imageDeleteResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => imageService.remove(principalOf(request), request.body.imageId, expectedVersion(request)),
    );

    app.post(
      '/sw/a/v1/image/order',
      {
        config: { right: 'products.edit', activity: 'productEdit' },
        schema: {
          tags: ['images'],
          summary:
            'Set the order of an owner’s images of one type (JSON: type, typeId, imageIds first shown first); a save of the owner, which bumps its version',
          description:
            'Ours: the spec shows images in weight order but names no call that sets it. The screen sends it after a save that replaced an image ' +
            '(the spec’s delete, then an upload, which adds at the end), so the new image takes the old one’s place. imageIds must be every image ' +
            'the owner has of that type, each once; otherwise 409 IMAGE_ORDER_CHANGED and nothing changes. Another market’s owner is 404.',
          body: imageOrderBodySchema,
          response: {
            200: imageOrderResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) =>
        imageService.reorder(
          principalOf(request),
          request.body.type,
          request.body.typeId,
          request.body.imageIds,
          expectedVersion(request),
        ),
    );

    app.post(
      '/sw/a/v1/image/editor/upload',
      {
        config: { right: ['products.edit', 'market.edit'], openapi: { multipart: editorUploadPartsSchema } },
        schema: {
          tags: ['images'],
          summary:
            'Upload an image placed in the rich-text editor (form: file, filePath product/{sellerId}/{marketKey}/{productCode}/editor/). ' +
            'Unlike the original product, this call requires X-AUTH-TOKEN: an unauthenticated upload would be an open file host. ' +
            'A market may send 100 images or 100 MiB an hour (429 UPLOAD_QUOTA) and keep 1 GiB of them (413 STORAGE_QUOTA); ' +
            'a full storage answers 507 STORAGE_FULL. A failed upload keeps no bytes of either quota.',
          response: {
            200: editorUploadResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            413: errorBodySchema,
            429: errorBodySchema,
            507: errorBodySchema,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { fields, files } = await readForm(request, 'file', 1);
        const file = files[0];
        if (!file) throw badRequest('product.imageNoFile');
        return imageService.uploadEditor(principal, fields.filePath, file);
      },
    );
  };
