import { Readable } from 'node:stream';
import { message } from '@seller/domain';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf, isSafeKey, type Storage, type StoredFile } from '../storage/storage.ts';

/** Every stored file is served sandboxed: a script in an uploaded SVG or HTML runs nowhere. */
export const FILES_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** If-None-Match holds the file's tag (weak comparison, RFC 9110 §13.1.2), or If-Modified-Since is not older. */
function notModified(file: StoredFile, ifNoneMatch: string | undefined, ifModifiedSince: string | undefined) {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch) return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(file.etag));
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : NaN;
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * `GET /files/<key>`: streams a stored file through this server on both drivers, so the URL, the
 * headers and the sandboxing CSP are the same whether the bytes sit on disk or in a bucket (a redirect
 * to a presigned URL would hand the browser the bucket's headers and origin instead).
 */
export function registerFiles(app: FastifyInstance, storage: Storage) {
  app.get('/files/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isSafeKey(key) ? await storage.open(key) : null;
    if (!file) return reply.status(404).send({ code: 'NOT_FOUND', message: message('common.apiNotFound') });
    reply
      .header('Content-Security-Policy', FILES_CSP)
      .header('Cache-Control', 'public, max-age=0')
      .header('ETag', file.etag)
      .header('Last-Modified', file.lastModified.toUTCString());
    if (notModified(file, request.headers['if-none-match'], request.headers['if-modified-since'])) {
      file.body.destroy();
      return reply.status(304).send();
    }
    reply.type(contentTypeOf(key)).header('Content-Length', file.size);
    if (request.method === 'HEAD') {
      // Fastify's HEAD answer would read the whole file to drop it; an empty stream keeps the length.
      file.body.destroy();
      return reply.send(Readable.from([]));
    }
    return reply.send(file.body);
  });
}
