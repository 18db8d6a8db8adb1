import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/errors.ts';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A NUL or any surrogate: text without one is clean, and nearly all text is (one quick scan). */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;

/** Text PostgreSQL cannot store (NUL) or that is not Unicode at all (a lone surrogate). */
export const isBadText = (text: string) => SUSPECT.test(text) && (text.includes('\u0000') || LONE_SURROGATE.test(text));

/** Whether any key or string inside a parsed body, query or params is bad text (bounded depth). */
function holdsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value);
  if (!value || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsBadText(item, depth + 1));
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (isBadText(key) || holdsBadText(record[key], depth + 1)) return true;
  return false;
}

/** Refuses a request whose text holds a NUL byte or a lone surrogate, in one place for every call. */
export const assertCleanText = (...values: unknown[]) => {
  if (values.some((value) => holdsBadText(value))) throw fail(400, 'BAD_TEXT', 'common.badText');
};

/**
 * Checks the parsed path, query and body (JSON, urlencoded, and multipart fields once a form call has
 * read them) before validation, so such text never reaches a query and never ends in a 500.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    assertCleanText(request.params, request.query, request.body); // a throw refuses the request
    done();
  });
}
