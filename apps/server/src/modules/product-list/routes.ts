import {
  errorBodySchema,
  EXPORT_SCREEN_NAMES,
  productCountSchema,
  productExportQuerySchema,
  productFilterSchema,
  productFlagsBodySchema,
  productFlagsResultSchema,
  productListParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSearchFormSchema,
  productSearchResultSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../lib/xlsx-export.ts';
import { principalOf } from '../../plugins/auth.ts';
import { PRODUCT_EXPORT_COLUMNS, productExportRow, type ProductListService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const productListRoutes = (service: ProductListService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/markets/:market/products',
      {
        config: { right: 'read' },
        schema: {
          tags: ['product list'],
          summary: 'One page of the product management list',
          description:
            'Page mode with `page`, or cursor mode with `lastProductId` (rows after that product in the same order). Sort by `sort` (timestamp, name, sell, display) and `order`.',
          params: productListParamsSchema,
          querystring: productListQuerySchema,
          response: { 200: productListSchema, ...errors },
        },
      },
      async (request) => ({ products: await service.list(principalOf(request).marketId, request.query) }),
    );

    app.post(
      '/sw/a/v1/markets/:market/products',
      {
        config: { right: 'read', form: true },
        schema: {
          tags: ['product list'],
          summary: 'Product search by form (market, startDate, endDate; optional name, sell, display)',
          description:
            'Also the bundle product picker. Without `page` and `size`: every match as `{products, total}` (at most 1,000; ' +
            'more is a 400 TOO_MANY_RESULTS, never a silent cut). With `page` (first page 1) or `size`: that page and the total. ' +
            'Rows: `price` is the sale price (what the buyer pays), `netPrice` the regular price.',
          params: productListParamsSchema,
          body: productSearchFormSchema,
          response: { 200: productSearchResultSchema, ...errors },
        },
      },
      async (request) => service.search(principalOf(request).marketId, request.body),
    );

    app.get(
      '/sw/a/v1/markets/:market/products/count',
      {
        config: { right: 'read' },
        schema: {
          tags: ['product list'],
          summary: 'How many products match the search',
          params: productListParamsSchema,
          querystring: productFilterSchema,
          response: { 200: productCountSchema, ...errors },
        },
      },
      async (request) => service.count(principalOf(request).marketId, request.query),
    );

    app.get(
      '/sw/a/v1/markets/:market/products/export',
      {
        config: { right: 'products.export', activity: 'productExport', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['product list'],
          summary: 'The product list as .xlsx (sheet Report), same search and order as the list, streamed',
          params: productListParamsSchema,
          querystring: productExportQuerySchema,
          response: errors,
        },
      },
      async (request, reply) =>
        sendXlsx(request, reply, {
          screenName: EXPORT_SCREEN_NAMES.products,
          asciiName: 'products',
          columns: PRODUCT_EXPORT_COLUMNS,
          batches: service.exportBatches(principalOf(request).marketId, request.query),
          row: (r) => productExportRow(r, `${request.protocol}://${request.host}`),
        }),
    );

    app.put(
      '/sw/a/v1/products/flags',
      {
        config: { right: 'products.edit', activity: 'productFlags' },
        schema: {
          tags: ['product list'],
          summary: "Set the sell and/or display flag of the listed products of the seller's market (bulk, ours)",
          description: 'Any code that is not a product of the market refuses the whole request (404).',
          body: productFlagsBodySchema,
          response: { 200: productFlagsResultSchema, ...errors },
        },
      },
      async (request) => service.setFlags(principalOf(request).marketId, request.body),
    );
  };
