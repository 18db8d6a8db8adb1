import { anyEventSchema, errorBodySchema } from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Jobs } from '../../jobs/index.ts';
import type { OperatorGate } from '../../plugins/operator.ts';
import { assertPlatformMarket, platformOf } from '../../plugins/platform-auth.ts';
import type { LiveHub } from './live.ts';
import { EVENT_RETENTION_DAYS, type WebhookService } from './webhooks.ts';
import type { CatalogueFeed } from './catalogue.ts';

const FEED_MAX = 500;

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const endpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  marketId: z.number().int().nullable().describe('null: every market of the deployment'),
  cursor: z.number().int().describe('the last event sequence the endpoint acknowledged'),
  failures: z.number().int(),
  failingSince: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
const idParams = z.object({ id: z.number().int().positive() });

const DELIVER = 'events.deliver';
const ENDPOINTS_AT_ONCE = 8;
const DELIVER_ALL = 'events.deliver-all';
const PRUNE = 'events.prune';
const PUBLISH = 'events.publish';
const singletonKey = (id: number) => `endpoint:${id}`;

/**
 * Webhook delivery on the job engine: one `events.deliver` job per endpoint queued at a time (a
 * `short` queue with the endpoint as singleton key; the endpoint's lease row lets one instance send), woken by every instance's LISTEN as events commit, by a
 * minute's schedule (after a restart or a crash) and by its own retry, sent to start after the
 * backoff. The outbox is pruned daily past its retention.
 */
export async function registerDelivery(jobs: Jobs, webhooks: WebhookService, hub: LiveHub) {
  const wakeEndpoint = (endpointId: number, startAfter?: Date) =>
    jobs.send(
      DELIVER,
      { endpointId },
      { singletonKey: singletonKey(endpointId), ...(startAfter ? { startAfter } : {}) },
    );
  await jobs.queue(DELIVER, { policy: 'short', retryLimit: 0 });
  // Up to ENDPOINTS_AT_ONCE endpoints at a time per instance (one job each), so a slow receiver does not hold up the others.
  await jobs.work<{ endpointId: number }>(
    DELIVER,
    { batchSize: ENDPOINTS_AT_ONCE, pollingIntervalSeconds: 0.5 },
    async (batch) => {
      const results = await Promise.allSettled(
        batch.map(async (job) => {
          const { endpointId } = job.data;
          const { retryInMs } = await webhooks.deliver(endpointId);
          if (retryInMs !== null) await wakeEndpoint(endpointId, new Date(Date.now() + retryInMs));
        }),
      );
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  );
  await jobs.work(DELIVER_ALL, {}, async () => {
    for (const id of await webhooks.endpointIds(null)) await wakeEndpoint(id);
  });
  await jobs.schedule(DELIVER_ALL, '* * * * *');
  await jobs.work(PRUNE, {}, () => webhooks.prune(EVENT_RETENTION_DAYS));
  // Events are published as their change commits; a crash between the two leaves them queued, for this.
  await jobs.work(PUBLISH, {}, () => hub.publish());
  await jobs.schedule(PUBLISH, '* * * * *');
  await jobs.schedule(PRUNE, '17 3 * * *');

  // As events commit (on any instance), wake the endpoints they concern, at most once per endpoint a tick.
  const pending = new Set<number>();
  let flush: NodeJS.Timeout | null = null;
  hub.onNotice((notice) => {
    void webhooks
      .endpointIds(notice?.markets ?? null)
      .then((ids) => {
        ids.forEach((id) => pending.add(id));
        flush ??= setTimeout(() => {
          flush = null;
          const ids = [...pending];
          pending.clear();
          if (jobs.started) for (const id of ids) void wakeEndpoint(id).catch(() => undefined);
        }, 20);
      })
      .catch(() => undefined);
  });
}

/** The operator's webhook calls and the marketplace's pull feed. */
export const webhookRoutes = (
  webhooks: WebhookService,
  catalogue: CatalogueFeed,
  options: { operator: OperatorGate },
): FastifyPluginAsyncZod =>
  async function (app) {
    const operator = { operator: true, openapi: { security: 'operator' as const } };
    const gate = {
      onRequest: async (request: Parameters<OperatorGate['assert']>[0]) =>
        options.operator.assert(request, 'common.operatorOnly'),
    };

    app.post(
      '/sw/o/v1/webhooks',
      {
        config: operator,
        ...gate,
        schema: {
          tags: ['operator'],
          summary: 'Operator: register a webhook endpoint (its secret is answered only here)',
          description:
            'The endpoint receives the events recorded from now on, for one market or (marketId null) every market, ' +
            'as signed POSTs (docs/integration.md). `npm run admin -- add-webhook --url <url> [--market <n>]` sends this call.',
          body: z.object({ url: z.string().max(2000), marketId: z.number().int().positive().nullable().optional() }),
          response: { 201: endpointSchema.extend({ secret: z.string().describe('the signing secret') }), ...refusals },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await webhooks.add({ url: request.body.url, marketId: request.body.marketId ?? null })),
    );

    app.get(
      '/sw/o/v1/webhooks',
      {
        config: operator,
        ...gate,
        schema: {
          tags: ['operator'],
          summary: 'Operator: the webhook endpoints with their delivery state',
          response: { 200: z.object({ endpoints: z.array(endpointSchema) }), ...refusals },
        },
      },
      async () => ({ endpoints: await webhooks.list() }),
    );

    app.delete(
      '/sw/o/v1/webhooks/:id',
      {
        config: operator,
        ...gate,
        schema: {
          tags: ['operator'],
          summary: 'Operator: remove a webhook endpoint (delivery to it stops)',
          params: idParams,
          response: { 204: z.null().describe('removed'), ...refusals },
        },
      },
      async (request, reply) => {
        await webhooks.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/sw/o/v1/webhooks/dead-letters',
      {
        config: operator,
        ...gate,
        schema: {
          tags: ['operator'],
          summary: 'Operator: events parked after their retry window (oldest first)',
          querystring: z.object({ endpointId: z.number().int().positive().optional() }),
          response: {
            200: z.object({
              deadLetters: z.array(
                z.object({
                  id: z.number().int(),
                  endpointId: z.number().int(),
                  sequence: z.number().int(),
                  event: z.unknown(),
                  attempts: z.number().int(),
                  lastError: z.string().nullable(),
                  createdAt: z.string(),
                  replayedAt: z.string().nullable(),
                }),
              ),
            }),
            ...refusals,
          },
        },
      },
      async (request) => ({ deadLetters: await webhooks.deadLetters(request.query.endpointId) }),
    );

    app.post(
      '/sw/o/v1/webhooks/dead-letters/:id/replay',
      {
        config: operator,
        ...gate,
        schema: {
          tags: ['operator'],
          summary: 'Operator: send a parked event to its endpoint again now (502 when it is refused again)',
          params: idParams,
          response: { 200: z.object({ replayed: z.boolean() }), 502: errorBodySchema, ...refusals },
        },
      },
      async (request) => webhooks.replay(request.params.id),
    );

    app.get(
      '/sw/p/v1/events',
      {
        config: { platform: true, openapi: { security: 'platform' as const } },
        schema: {
          tags: ['platform'],
          summary: "Platform: the pull feed — the events of the key's markets after a cursor, oldest first",
          description:
            `Each answer has \`events\` (the same bodies as the webhooks) and \`next\`, the cursor to send as \`after\` ` +
            `next time (unchanged when there is nothing new). Events are kept ${EVENT_RETENTION_DAYS} days: a cursor ` +
            'older than that is refused with 410 CURSOR_EXPIRED (resynchronise from the catalogue feed and the orders, ' +
            'then start without `after`). Without `after` the feed starts at the oldest event kept.',
          querystring: z.object({
            after: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
            limit: z.number().int().min(1).max(FEED_MAX).default(100),
          }),
          response: {
            200: z.object({ events: z.array(anyEventSchema), next: z.number().int() }),
            410: errorBodySchema,
            ...refusals,
          },
        },
      },
      async (request) => {
        const { after, limit } = request.query;
        return webhooks.feed(platformOf(request).markets, after ?? null, limit, EVENT_RETENTION_DAYS);
      },
    );

    app.get(
      '/sw/p/v1/markets/:market/products',
      {
        config: { platform: true, openapi: { security: 'platform' as const } },
        schema: {
          tags: ['platform'],
          summary: "Platform: the catalogue feed — what a storefront needs to show the market's products, by cursor",
          description:
            'Start without `cursor` (optionally with `updatedAfter`, an ISO-8601 instant: only products saved since). ' +
            "The first listing pages through the market's products; keep calling with `next` while `more` is true, " +
            'then keep `next` and call again later: from then on the feed answers every product changed since (price, ' +
            'stock, images, options, visibility), oldest change first. A product on sale and displayed comes whole: ' +
            'prices and discount, main and cover image URLs, option groups and combinations with stock and extra price, ' +
            'its delivery template, the bundle deliveries it belongs to, size tables, fitting models, tags, the product ' +
            'information notice and its `version`. A product hidden or taken off sale comes as `{code, withdrawn: true}`: ' +
            'stop selling it.',
          params: z.object({ market: z.number().int().positive() }),
          querystring: z.object({
            cursor: z.string().max(100).optional(),
            updatedAfter: z.iso.datetime({ offset: true }).optional(),
            limit: z.number().int().min(1).max(100).default(20),
          }),
          response: {
            200: z.object({
              products: z.array(z.record(z.string(), z.unknown())),
              next: z.string().describe('the cursor of the next call'),
              more: z.boolean().describe('true: call again at once with `next`'),
            }),
            ...refusals,
          },
        },
      },
      async (request) => {
        assertPlatformMarket(request, request.params.market);
        return catalogue.page(request.params.market, request.query);
      },
    );
  };
