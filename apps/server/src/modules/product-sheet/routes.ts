import {
  DELIVERY_SHEET_MAX_UNZIPPED_MB,
  errorBodySchema,
  labels,
  PRODUCT_SHEET_MAX_PRODUCTS,
  PRODUCT_SHEET_MAX_ROWS,
  BULK_EDIT_MAX,
  productBulkApplyBodySchema,
  productBulkApplyResultSchema,
  productBulkPreviewBodySchema,
  productBulkPreviewSchema,
  productSheetFailedRowsBodySchema,
  productSheetPreviewSchema,
  productSheetResultSchema,
  productSheetTemplateQuerySchema,
} from '@seller/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSheetUpload } from '../../lib/sheet-upload.ts';
import { contentDisposition, XLSX_TYPE } from '../../lib/xlsx-export.ts';
import { principalOf } from '../../plugins/auth.ts';
import { filePart } from '../../plugins/openapi.ts';
import type { ProductSheetService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const upload = z.object({ file: filePart().describe('the filled template (.xlsx or .xls)') });
const CAPS =
  `.xlsx larger than ${DELIVERY_SHEET_MAX_UNZIPPED_MB} MB unzipped is refused before parsing; the parse runs in the ` +
  `shared worker pool with a time and memory limit; at most ${PRODUCT_SHEET_MAX_ROWS} rows and ` +
  `${PRODUCT_SHEET_MAX_PRODUCTS} products. One parse per market at a time (429 while one runs; 503 when too many wait).`;

const sendWorkbook = (reply: FastifyReply, bytes: Buffer, fileName: string, fallback: string) =>
  reply.type(XLSX_TYPE).header('Content-Disposition', contentDisposition(fileName, fallback)).send(bytes);

export const productSheetRoutes = (service: ProductSheetService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/products/sheet/template',
      {
        config: { right: 'products.edit', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['product sheet'],
          summary: 'The bulk registration template of a top category (.xlsx)',
          description:
            "Sheet 상품: row 1 names the top category, row 2 the size-table kind, row 3 the headers (a note on each says what to write), data from row 4: one row per option combination, rows of one product share its 상품 번호. Sheet 목록: the names the columns take (the market's brands and delivery templates, sub categories, filter values). Images are not part of it: they are added on the edit screen.",
          querystring: productSheetTemplateQuerySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const { bytes, top } = await service.template(
          principalOf(request).marketId,
          request.query.category,
          request.query.sizeCategory,
        );
        return sendWorkbook(reply, bytes, labels.productSheet.fileName(top.name), `product-sheet-${top.code}.xlsx`);
      },
    );

    app.post(
      '/sw/a/v1/products/sheet/preview',
      {
        config: { right: 'products.edit', openapi: { multipart: upload } },
        schema: {
          tags: ['product sheet'],
          summary: 'Reads a filled template and answers every row with its problems; writes nothing',
          description: `Problems are the product form's own checks and messages, in the register order of spec 01 §5, each at its column. ${CAPS}`,
          response: { 200: productSheetPreviewSchema, ...errors, 429: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        const { buffer, filename } = await readSheetUpload(request, 'product');
        return service.preview(principalOf(request).marketId, buffer, filename);
      },
    );

    app.post(
      '/sw/a/v1/products/sheet',
      {
        config: { right: 'products.edit', activity: 'productCreate', openapi: { multipart: upload } },
        schema: {
          tags: ['product sheet'],
          summary: 'Registers every product of a filled template that has no problem, each atomically',
          description: `Each product is written in its own transaction (details, product, options, combinations): a product that fails writes nothing and is answered in \`failed\` with its rows. Registered products are unpublished (not sold or shown) until their main and cover images are added on the edit screen and saved. Send \`failed\` to \`/sw/a/v1/products/sheet/failed-rows\` for the sheet to fix. ${CAPS}`,
          response: { 200: productSheetResultSchema, ...errors, 429: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        const { buffer, filename } = await readSheetUpload(request, 'product');
        return service.apply(principalOf(request), buffer, filename, (error, code) =>
          request.log.error({ err: error, code }, 'a product of the sheet was not saved'),
        );
      },
    );

    app.post(
      '/sw/a/v1/products/sheet/failed-rows',
      {
        bodyLimit: 16 * 1024 * 1024,
        config: { right: 'products.edit', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['product sheet'],
          summary: 'The failed rows of an apply (or a preview) as a template to fix and upload again (.xlsx)',
          description:
            'The template of the category with the rows given; cells with a problem are filled red and an 오류 column says what to fix. Uploading it again reads the rows as before (the 오류 column is ignored).',
          body: productSheetFailedRowsBodySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const { bytes, top } = await service.failedRows(principalOf(request).marketId, request.body);
        return sendWorkbook(
          reply,
          bytes,
          labels.productSheet.failedFileName(top.name),
          `product-sheet-failed-${top.code}.xlsx`,
        );
      },
    );

    app.post(
      '/sw/a/v1/products/bulk-edit/preview',
      {
        config: { right: 'products.edit' },
        schema: {
          tags: ['product sheet'],
          summary: 'Bulk edit of selected products: each before and after the changes; writes nothing',
          description: `Changes: price (the discount rate is kept and the sale price follows it), saleRate (0 removes the discount), stock (every active combination), sell, display, marketDeliveryId. Each product is checked with the form's pricing rules; \`problem\` says why a change cannot apply to it. At most ${BULK_EDIT_MAX} products.`,
          body: productBulkPreviewBodySchema,
          response: { 200: productBulkPreviewSchema, ...errors, 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => service.bulkPreview(principalOf(request).marketId, request.body),
    );

    app.put(
      '/sw/a/v1/products/bulk-edit',
      {
        config: { right: 'products.edit', activity: 'productEdit' },
        schema: {
          tags: ['product sheet'],
          summary: 'Bulk edit of selected products: all or nothing, each at the version its preview showed',
          description:
            "Each product names the `version` the preview answered: if any was saved since, the whole edit is refused with 409 `STALE_VERSION` and nothing is written. A change that breaks a pricing rule on any product is a 422 with its message. Answers each product's new version.",
          body: productBulkApplyBodySchema,
          response: {
            200: productBulkApplyResultSchema,
            ...errors,
            404: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request) => service.bulkApply(principalOf(request).marketId, request.body),
    );
  };
