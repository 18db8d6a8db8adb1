import { liveQuerySchema, type LiveEvent } from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, TOKEN_HEADER, type SellerPrincipal } from '../../plugins/auth.ts';
import type { LiveHub } from './live.ts';

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting after the stream ends (SSE `retry`). */
const RETRY_MS = 2_000;
/**
 * How often an open stream asks again whether its session lives (signed out, disabled, password
 * changed); an idle session's end is also checked at the moment it is due.
 */
const SESSION_CHECK_MS = 20_000;

/** Reads a session again as a background call (it is no activity): null once it has ended. */
export type SessionCheck = (token: string) => Promise<SellerPrincipal | null>;

const frame = (events: LiveEvent[]) =>
  events.map((e) => `id: ${e.sequence}\nevent: change\ndata: ${JSON.stringify(e)}\n\n`).join('');

/** The seller's live stream of their market's events (issue 33 §3). */
export const eventRoutes = (hub: LiveHub, sessionOf: SessionCheck): FastifyPluginAsyncZod =>
  async function (app) {
    hub.useLog((error) => app.log.error({ err: error }, 'live updates: reading the outbox failed'));
    app.addHook('preClose', async () => hub.stop());

    app.get(
      '/sw/a/v1/live',
      {
        config: { right: 'read', openapi: { answers: 'event-stream' } },
        schema: {
          tags: ['live'],
          summary: "Live updates of the seller's market (Server-Sent Events)",
          description:
            "A `text/event-stream` of the market's events as they commit, on any instance: each is `event: change`, " +
            '`id:` its sequence and `data:` `{sequence, type, entityId, status, actor}` (no entity state, nothing of a ' +
            'buyer). Reconnect with `after` (or `Last-Event-ID`) set to the last sequence seen to get what was missed; ' +
            'when more than 1,000 were missed the stream starts with `event: reset` instead (reload what is shown). ' +
            'A comment line comes every 20 s. Send the session token in X-AUTH-TOKEN (read the stream with fetch; ' +
            'EventSource cannot send headers). The stream ends with `event: ended` when its session ends: idle for the ' +
            "market's time (the stream itself is no activity), signed out or disabled; reconnecting then answers 401.",
          querystring: liveQuerySchema,
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { marketId } = principal;
        const token = request.headers[TOKEN_HEADER] as string;
        const header = Number(request.headers['last-event-id']);
        const after = request.query.after ?? (Number.isSafeInteger(header) && header >= 0 ? header : null);
        const res = reply.raw;
        let heartbeat: NodeJS.Timeout | null = null;
        let sessionWatch: NodeJS.Timeout | null = null;
        /** Frames read before the answer's head went out wait for it. */
        let held: string[] | null = [];
        const send = (events: LiveEvent[]) => (held ? held.push(frame(events)) : res.write(frame(events)));
        // Subscribed before the head goes out: every event committed once the client has the answer is in
        // it. A failure here is the error handler's 5xx.
        const stream = await hub.subscribe({ marketId, send, end: () => end() }, after);
        const done = () => {
          if (heartbeat) clearInterval(heartbeat);
          if (sessionWatch) clearTimeout(sessionWatch);
          sessionWatch = null;
          stream.close();
        };
        const end = () => {
          done();
          res.end();
        };
        // The browser left (the socket is half-closed): finish our side too, or the connection stays open.
        res.on('close', () => {
          done();
          res.destroy();
        });
        reply.hijack();
        if (res.destroyed) return done();
        // A stream never ends by itself: it takes turns with nothing and must not keep exports waiting.
        app.activity.takesTurns(res);
        res.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        });
        res.write(`retry: ${RETRY_MS}\n\n`);
        if (!stream.replayed) res.write('event: reset\ndata: {}\n\n');
        for (const text of held) res.write(text);
        held = null;
        heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
        // An idle session ends at its time whether or not a stream is open (issue 34 §5): the stream
        // ends with it, when due and at the latest SESSION_CHECK_MS after a sign-out elsewhere.
        const watch = (idleEndsAt: number) => {
          const wait = Math.min(Math.max(idleEndsAt - Date.now(), 0) + 250, SESSION_CHECK_MS);
          sessionWatch = setTimeout(() => {
            sessionOf(token).then(
              (alive) => {
                if (!sessionWatch) return;
                if (alive) return watch(alive.idleEndsAt);
                res.write('event: ended\ndata: {}\n\n');
                end();
              },
              (error: unknown) => {
                app.log.error({ err: error }, 'live updates: reading the session failed');
                if (sessionWatch) watch(Date.now() + SESSION_CHECK_MS);
              },
            );
          }, wait);
        };
        watch(principal.idleEndsAt);
      },
    );
  };
