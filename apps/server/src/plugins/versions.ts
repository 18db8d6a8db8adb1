import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/** The ETag of a version: a strong entity tag holding the number. */
export const etagOf = (version: number) => `"${version}"`;

const ENTITY_TAG = /^(?:W\/)?"(\d{1,9})"$|^(\d{1,9})$/;

/**
 * The version an update names: `If-Match` (an ETag this server gave, `"3"`; a bare `3` is taken too)
 * wins over the body's `version`. Neither, or `If-Match: *`, names none: the update is not checked,
 * so a client written from the spec alone works as before.
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header !== undefined) {
    const text = header.trim();
    if (text === '*') return undefined;
    const match = ENTITY_TAG.exec(text);
    if (!match) throw badRequest('common.badVersion');
    return Number(match[1] ?? match[2]);
  }
  const body = request.body as { version?: unknown } | undefined;
  return typeof body?.version === 'number' ? body.version : undefined;
}

/**
 * Every answer that carries a `version` (a load or a save of a versioned resource) also carries it
 * as its `ETag`, in this one place.
 */
export function registerVersionHeaders(app: FastifyInstance) {
  // A plain callback (no promise): it runs on every answer serialized from an object.
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    const version = (payload as { version?: unknown } | null)?.version;
    if (typeof version === 'number' && reply.statusCode < 300) reply.header('ETag', etagOf(version));
    done(null, payload);
  });
}
