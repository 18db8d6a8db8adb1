import type { ActivityKind } from '@seller/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { expectActivity, withCallStore, writePendingActivity } from './pending.ts';
import type { ActivityLogService } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a seller's successful call of this route is recorded as in the activity log. */
    activity?: ActivityKind;
  }
}

/** Fields whose values name what a call acts on: order, product and detail codes. */
const SUBJECT_KEY = /^(code|codes|orderCode|orderCodes|orderDetailCode|orderDetailCodes|productCode|productCodes)$/;
/** Fields left out of the description of a change. */
const QUIET_KEY = /^(version|content|guide|password|file|images?|marketId|market)$/;
const MAX_SUBJECTS = 1000;

function collect(value: unknown, into: Set<string>, depth = 0) {
  if (depth > 2 || into.size >= MAX_SUBJECTS || value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (SUBJECT_KEY.test(key)) {
      for (const one of [inner].flat()) if (typeof one === 'string' || typeof one === 'number') into.add(String(one));
    } else if (typeof inner === 'object') collect(inner, into, depth + 1);
  }
}

/** The codes a call names in its path, query and body; the path's id when it names none. */
export function subjectsOf(params: unknown, query: unknown, body: unknown): string[] {
  const found = new Set<string>();
  for (const part of [params, query, body]) collect(part, found);
  if (found.size === 0 && params && typeof params === 'object') {
    const { id, loginId } = params as Record<string, unknown>;
    if (id !== undefined) found.add(String(id));
    else if (typeof loginId === 'string') found.add(loginId);
  }
  return [...found];
}

/** What a call changed, in short: the fields it sent, with a new status or flag's value. */
export function detailOf(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return '';
  return Object.entries(body)
    .filter(([key]) => !SUBJECT_KEY.test(key) && !QUIET_KEY.test(key))
    .map(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? `${key}=${String(value).slice(0, 60)}`
        : key,
    )
    .join(', ');
}

/**
 * Records each successful call of a route declaring `activity`, under the seller who made it: the row
 * is declared before the handler runs and written by the call's first committing transaction
 * (`pending.ts`), or, for a call that changes nothing in the database (an export), before its answer
 * is sent; an answer whose row cannot be written is not sent.
 */
export function registerActivityRecording(app: FastifyInstance, log: ActivityLogService, db: Db) {
  // A plain callback, so the store is the async context of every later hook and of the handler.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.config?.activity) return done();
    withCallStore(done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const kind = request.routeOptions.config?.activity;
    const principal = request.principal;
    if (kind && principal) {
      expectActivity(
        { sellerId: principal.sellerId },
        {
          marketId: principal.marketId,
          kind,
          subjects: subjectsOf(request.params, request.query, request.body),
          detail: detailOf(request.body),
        },
      );
    }
    done();
  });
  // Only a route declaring activity has a row to write (the store of `onRequest`); every other call
  // passes through a plain callback.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.routeOptions.config?.activity || reply.statusCode >= 300) return done(null, payload);
    writePendingActivity(log, db).then(() => done(null, payload), done);
  });
}
