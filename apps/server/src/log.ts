import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { loggableError } from './plugins/errors.ts';

/** Log bytes gathered before one write to stdout, and the longest a line waits for company. */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Where the server logs: JSON lines on stdout, written asynchronously. A request hands its lines
 * to a buffer and never waits for the terminal or the pipe to take them. The buffer is written out
 * once it holds 4 KB (a busy server makes one write for a few dozen lines instead of one per line,
 * which cost an eighth of its CPU per order-list call), at the latest a second after a line, and at
 * exit before the process ends.
 */
export function createLogStream() {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
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
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: loggableError(error) }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
