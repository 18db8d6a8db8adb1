import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { loggableError } from './plugins/errors.ts';

/** Log text gathered before one write to stdout (characters), and the longest a line waits for company. */
const LOG_BATCH_LENGTH = 16_384;
const LOG_FLUSH_MS = 1000;

/**
 * Where the server logs: JSON lines on stdout, written asynchronously. A request hands its line to
 * an array and never waits for the terminal or the pipe to take it. The lines are handed on joined,
 * once they hold 16 K characters (a busy server makes one write for a few dozen lines instead of one
 * per line, which cost an eighth of its CPU per order-list call), at the latest a second after a
 * line, and at exit before the process ends. Joined here rather than in pino's writer, which measures
 * its whole pending text again for every line it is given.
 */
export function createLogStream(fd = 1) {
  const out = pino.destination({ dest: fd, sync: false });
  let lines: string[] = [];
  let length = 0;
  const handOn = () => {
    if (lines.length === 0) return;
    out.write(lines.join(''));
    lines = [];
    length = 0;
  };
  const flushSync = () => {
    handOn();
    out.flushSync();
  };
  const timer = setInterval(handOn, LOG_FLUSH_MS);
  timer.unref();
  // However the process ends (pino writes out its own writer's text at exit, but not these lines).
  process.once('exit', flushSync);
  return {
    write(line: string) {
      lines.push(line);
      length += line.length;
      if (length >= LOG_BATCH_LENGTH) handOn();
    },
    /** Writes every line now, before returning (at exit). */
    flushSync,
  };
}

export type LogStream = ReturnType<typeof createLogStream>;

/**
 * The request log: one line per request, at info when it is answered, with the request (method,
 * URL, host, address), the status and the time taken. Fastify's own default writes a second line
 * when a request arrives, which cost as much again (building and writing a JSON line) on every call;
 * that line is kept at debug (`LOG_LEVEL=debug`), for a request that never finishes.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: loggableRequest(request) }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) {
      const line = { req: loggableRequest(request), res: reply, responseTime: reply.elapsedTime };
      return reply.log.error({ ...line, err: loggableError(error) }, 'request errored');
    }
    const log = reply.log as pino.Logger;
    const stream = (log as unknown as Record<symbol, LineWriter | undefined>)[streamSym];
    if (stream && log.isLevelEnabled('info')) stream.write(completedLine(log, request, reply));
  }
}

/**
 * Query parameters that carry a buyer's personal data (the order searches by orderer name and
 * contact): the request log writes `[masked]` for their values (issue 34 §6).
 */
const PERSONAL_PARAMS = new Set(['userName', 'userContact']);
const MASKED = '[masked]';

/** A request's URL as the log may keep it: the values of personal query parameters masked. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  let changed = false;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawKey = eq < 0 ? part : part.slice(0, eq);
      let key = rawKey;
      // Decoded only when written encoded (nearly every name is plain).
      if (rawKey.includes('%') || rawKey.includes('+')) {
        try {
          key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
        } catch {
          // an undecodable name is kept as sent
        }
      }
      if (!PERSONAL_PARAMS.has(key.trim())) return part;
      changed = true;
      return `${rawKey}=${MASKED}`;
    });
  return changed ? `${url.slice(0, q)}?${parts.join('&')}` : url;
}

/** The request as the log's `req` (Fastify's serializer's fields), its URL through `loggableUrl`. */
function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A pino logger's destination (Fastify without a logger has none, and writes nothing). */
interface LineWriter {
  write(line: string): void;
}
const { chindingsSym, streamSym } = pino.symbols;
const json = JSON.stringify;

/**
 * The line of an answered request as pino writes it with Fastify's serializers (level, time, the
 * request's bindings: pid, hostname, reqId; req, res, responseTime, msg), for the logger's own
 * stream. Built as one string: through pino the object, its serializers and its key-by-key writing
 * ran on every call (docs/benchmarks.md, thin API).
 */
function completedLine(log: pino.Logger, request: FastifyRequest, reply: FastifyReply): string {
  const bindings = (log as unknown as Record<symbol, string>)[chindingsSym];
  const version = request.headers['accept-version'];
  const port = request.socket?.remotePort;
  return (
    `{"level":30,"time":${Date.now()}${bindings},"req":{"method":${json(request.method)},` +
    `"url":${json(loggableUrl(request.url))}${version === undefined ? '' : `,"version":${json(version)}`},` +
    `"host":${json(request.host)},"remoteAddress":${json(request.ip)}${port === undefined ? '' : `,"remotePort":${port}`}},` +
    `"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`
  );
}
