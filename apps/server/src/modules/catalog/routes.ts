import {
  brandListSchema,
  brandsQuerySchema,
  categoryChoiceSchema,
  categoryFindBodySchema,
  categoryTreeSchema,
  errorBodySchema,
  filterAddBodySchema,
  filterAddResultSchema,
  filterFindBodySchema,
  filterGroupListSchema,
  filterGroupsQuerySchema,
  filterListSchema,
  sizeCategoryListSchema,
  sizeCategoryQuerySchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { CatalogService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const catalogRoutes = (catalog: CatalogService): FastifyPluginAsyncZod =>
  async function (app) {
    // The domain catalogue is in its tables before the first request (and before any seed runs).
    await catalog.load();

    app.get(
      '/sw/a/v1/categories',
      {
        config: { right: 'read' },
        schema: {
          tags: ['catalog'],
          summary:
            'The 21 top categories in display order, each with its sub categories (ids, codes, Korean names, size category)',
          response: { 200: categoryTreeSchema, 401: errorBodySchema },
        },
      },
      async () => catalog.categories(),
    );

    app.post(
      '/sw/a/v1/category/find',
      {
        config: { right: 'read', form: true },
        schema: {
          tags: ['catalog'],
          summary: 'Resolves a (top, sub) pair, given by codes or Korean names, to the category a product references',
          description:
            'Form or JSON `main`, `sub`. Answers `{id, parentCategoryId, main, sub, ...}`; an unknown pair is 404.',
          body: categoryFindBodySchema,
          response: { 200: categoryChoiceSchema, 404: errorBodySchema, ...errors },
        },
      },
      async (request) => catalog.findCategory(request.body),
    );

    app.get(
      '/sw/a/v1/filters',
      {
        config: { right: 'read' },
        schema: {
          tags: ['catalog'],
          summary:
            "Filter groups of a top category with their values: the catalogue's and those the seller's market added",
          querystring: filterGroupsQuerySchema,
          response: { 200: filterGroupListSchema, ...errors },
        },
      },
      async (request) => catalog.filterGroups(principalOf(request).marketId, request.query.categoryMain),
    );

    app.post(
      '/sw/a/v1/filter/find',
      {
        config: { right: 'read', form: true },
        schema: {
          tags: ['catalog'],
          summary: 'Finds filter values by name (contains), within the catalogue and the values of the seller’s market',
          description:
            '`name` is the text to find (required). `productCode`, when it names a saved product of the seller’s market, limits the search to ' +
            'that product’s top category; any other code (a product not saved yet, another market’s) does not narrow the search. ' +
            '`category` (top category code or name), `main` and `sub` (codes) narrow further. At most 200 results, in display order.',
          body: filterFindBodySchema,
          response: { 200: filterListSchema, ...errors },
        },
      },
      async (request) => catalog.findFilters(principalOf(request).marketId, request.body),
    );

    app.post(
      '/sw/a/v1/filter',
      {
        config: { right: 'products.edit', activity: 'productEdit', form: true },
        schema: {
          tags: ['catalog'],
          summary: 'Adds a filter value for the seller’s market only (other markets never see it)',
          description:
            'Form or JSON `category`, `main`, `sub`, `value`. 201 with the new id; 200 with the existing id when the value already exists ' +
            `in the catalogue or in the market's own values. Colours are fixed. At most 50 added values per attribute and category.`,
          body: filterAddBodySchema,
          response: { 200: filterAddResultSchema, 201: filterAddResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id, created } = await catalog.addFilter(principalOf(request).marketId, request.body);
        return reply.code(created ? 201 : 200).send({ id });
      },
    );

    app.get(
      '/sw/a/v1/brands',
      {
        config: { right: 'read' },
        schema: {
          tags: ['catalog'],
          summary: 'Brands linked to the seller’s market (registration needs one); another market id is 403',
          querystring: brandsQuerySchema,
          response: { 200: brandListSchema, ...errors },
        },
      },
      async (request) => catalog.brands(principalOf(request).marketId),
    );

    app.get(
      '/sw/a/v1/size-categories',
      {
        config: { right: 'read' },
        schema: {
          tags: ['catalog'],
          summary:
            'Size categories with measurements, blank template and illustration: all, of a top category (`main`), or of a pair (`main`+`sub`)',
          querystring: sizeCategoryQuerySchema,
          response: { 200: sizeCategoryListSchema, ...errors },
        },
      },
      async (request) => catalog.sizeCategories(request.query),
    );
  };
