import type { FastifyInstance } from 'fastify';

/**
 * The most of a refused body this server reads and throws away to keep the connection: the largest
 * multipart call (10 images of 5 MB and its fields) with room to spare. A longer or unmeasured body
 * closes the connection instead.
 */
export const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * A body answered before it was read to its end (an upload refused on its eleventh file, a part
 * too large, a malformed multipart body) still holds the connection: Node parses the next request on
 * a kept-alive connection only after this one's body, and a body piped into a multipart parser that
 * stopped is never read on. So the rest is read and dropped when its declared length is within
 * MAX_DRAINED_BYTES, and otherwise the answer says `Connection: close`; the next request never waits.
 */
export function registerUnreadBodyRelease(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded) return done(null, payload);
    const length = Number(raw.headers['content-length']);
    if (Number.isSafeInteger(length) && length <= MAX_DRAINED_BYTES) {
      raw.unpipe();
      raw.resume();
    } else {
      reply.header('Connection', 'close');
    }
    done(null, payload);
  });
}
