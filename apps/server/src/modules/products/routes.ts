import {
  errorBodySchema,
  productCodeParamsSchema,
  productContentBodySchema,
  productContentResultSchema,
  productCreateSchema,
  productDetailSchema,
  productIdParamsSchema,
  productOptionsBodySchema,
  productOptionsSchema,
  productSavedSchema,
  productUnionsBodySchema,
  productUnionsSchema,
  productUpdateSchema,
  VIDEO_EMBED_ORIGINS,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, TOKEN_HEADER } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/index.ts';
import { expectedVersion } from '../../plugins/versions.ts';
import { renderPreview, renderContentPage } from './preview.ts';
import type { ProductService } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** Stored HTML is served with a policy that runs nothing and embeds only the rich-text policy's video origins. */
const CONTENT_CSP = `default-src 'none'; img-src 'self' https:; style-src 'unsafe-inline'; frame-src ${VIDEO_EMBED_ORIGINS.join(' ')}; base-uri 'none'; form-action 'none'`;

export const productRoutes = (productService: ProductService, auth: AuthService): FastifyPluginAsyncZod =>
  async function (app) {
    app.post(
      '/sw/a/v3/product',
      {
        config: { right: 'products.edit', activity: 'productCreate' },
        schema: {
          tags: ['products'],
          summary:
            'Create a product (spec 01 §3 payload) with its categories, filters, tags, size tables and models in one transaction. ' +
            'Runs the register order of spec 01 §5 (422 with its Korean message, nothing written). Idempotent by code: a retry writes the form as it is now onto the product it created.',
          body: productCreateSchema,
          response: { 200: productSavedSchema, ...errors },
        },
      },
      async (request) => {
        const { id, code, version } = await productService.create(principalOf(request), request.body);
        return { id, code, version };
      },
    );

    app.put(
      '/sw/a/v3/product',
      {
        config: { right: 'products.edit', activity: 'productEdit' },
        schema: {
          tags: ['products'],
          summary:
            'Update a product (spec 01 §3 update payload; category and filters stay). Runs the edit order of spec 01 §5 against the payload ' +
            'and the saved images, content and combinations (422, nothing written).',
          body: productUpdateSchema,
          response: { 200: productSavedSchema, ...errors },
        },
      },
      async (request) => productService.update(principalOf(request), request.body, expectedVersion(request)),
    );

    app.get(
      '/sw/a/v3/products/:code',
      {
        config: { right: 'read' },
        schema: {
          tags: ['products'],
          summary: 'Load a product of the market by code, as the edit screen reads it',
          params: productCodeParamsSchema,
          response: { 200: productDetailSchema, ...errors },
        },
      },
      async (request) => productService.get(principalOf(request), request.params.code),
    );

    const contentRoute = {
      config: { right: 'products.edit' as const, activity: 'productEdit' as const },
      schema: {
        tags: ['products'],
        summary:
          'Store the product details HTML keyed by product code (sanitised with an allow-list: formatting, links, https images, ' +
          'YouTube/Vimeo embeds; http and protocol-relative image sources become https). Text limit 1000 characters. Answers the content url.',
        body: productContentBodySchema,
        response: { 200: productContentResultSchema, ...errors },
      },
    };
    for (const method of ['POST', 'PUT'] as const) {
      app.route({
        method,
        url: '/sw/a/v1/product/content',
        ...contentRoute,
        handler: async (request) =>
          productService.saveContent(
            principalOf(request),
            request.body.code,
            request.body.content,
            expectedVersion(request),
          ),
      });
    }

    app.get(
      '/sw/a/v1/product/content/:code',
      {
        config: { public: true, openapi: { answers: 'html' } },
        schema: {
          tags: ['products'],
          summary:
            'The stored (sanitised) details HTML of a product code, as a page; public like the storefront for a displayed product, runs no script',
          description:
            'Without a session token only a displayed product’s details are served; a draft (details saved before the product) or a hidden product is 404. ' +
            'The seller of the owning market sees them with its `X-AUTH-TOKEN`.',
          security: [],
          params: productCodeParamsSchema,
        },
      },
      async (request, reply) => {
        const token = request.headers[TOKEN_HEADER];
        const viewer =
          typeof token === 'string' && token.length > 0 && token.length <= 200 ? await auth.authenticate(token) : null;
        const html = await productService.pageHtml(request.params.code, viewer?.marketId ?? null);
        reply.header('Content-Security-Policy', CONTENT_CSP).header('Cache-Control', 'no-cache');
        if (html === null) return reply.status(404).type('text/html; charset=utf-8').send(renderContentPage(''));
        return reply.type('text/html; charset=utf-8').send(renderContentPage(html));
      },
    );

    app.put(
      '/sw/a/v1/product/options',
      {
        config: { right: 'products.edit', activity: 'productEdit' },
        schema: {
          tags: ['products'],
          summary:
            'Save the option groups (at most two; group 1 before 2; unique detail names; extra amounts in won). Answers the groups with value ids.',
          body: productOptionsBodySchema,
          response: { 200: productOptionsSchema, ...errors },
        },
      },
      async (request) =>
        productService.saveOptions(
          principalOf(request),
          request.body.productId,
          request.body.options,
          expectedVersion(request),
        ),
    );

    app.get(
      '/sw/a/v1/products/:id/options',
      {
        config: { right: 'read' },
        schema: {
          tags: ['products'],
          summary: 'Load the option groups of a product',
          params: productIdParamsSchema,
          response: { 200: productOptionsSchema, ...errors },
        },
      },
      async (request) => productService.getOptions(principalOf(request), request.params.id),
    );

    app.put(
      '/sw/a/v2/product/options/meta',
      {
        config: { right: 'products.edit', activity: 'productEdit' },
        schema: {
          tags: ['products'],
          summary:
            'Save the option combinations (names per group; ids and total prices are resolved from the saved groups). ' +
            'At least one must stay active; rows keep their id by names.',
          body: productUnionsBodySchema,
          response: { 200: productUnionsSchema, ...errors },
        },
      },
      async (request) =>
        productService.saveUnions(
          principalOf(request),
          request.body.productId,
          request.body.unions,
          expectedVersion(request),
        ),
    );

    app.get(
      '/sw/a/v1/products/:id/options/meta',
      {
        config: { right: 'read' },
        schema: {
          tags: ['products'],
          summary: 'Load the option combinations of a product (active first, then deleted)',
          params: productIdParamsSchema,
          response: { 200: productUnionsSchema, ...errors },
        },
      },
      async (request) => productService.getUnions(principalOf(request), request.params.id),
    );

    app.get(
      '/admin-preview/:code/:token',
      {
        config: { public: true, openapi: { answers: 'html' } },
        schema: {
          tags: ['products'],
          summary:
            'Phone-width preview of a product as buyers see it; the link (previewUrl of the product) carries its own secret, no session token',
          security: [],
          params: z.object({ code: z.string().max(40), token: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const data = await productService.preview(request.params.code, request.params.token);
        reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
        if (!data) return reply.status(404).type('text/html; charset=utf-8').send(renderPreview(null));
        return reply.type('text/html; charset=utf-8').send(renderPreview(data));
      },
    );
  };
