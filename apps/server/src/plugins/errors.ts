import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fieldLabel, formatMegabytes, message, type MessageKey } from '@seller/domain';
import type { ConnectionError, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/**
 * What of an error may be logged: its kind, code, first line and call stack. A failed query's message
 * carries its parameters (what a seller typed, a password hash) on its second line, and the database's
 * own error (the cause) quotes values, so only the kind and code of a cause are written to the log.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const text = error.message.split('\n')[0]!.slice(0, 300);
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    ...(depth === 0 ? { message: text } : {}),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 12)
      .join('\n'),
    ...(error.cause && depth < 2 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

/** Fastify's own 4xx errors, in the app's words: the body limit is named, a bad JSON body says so. */
function frameworkRefusal(error: FastifyError, bodyLimit: number) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'BODY_TOO_LARGE', message: message('common.bodyTooLarge', { limit: formatMegabytes(bodyLimit) }) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: message('common.unsupportedMediaType') };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'BAD_JSON', message: message('common.badJson') };
    default:
      return { code: error.code ?? 'BAD_REQUEST', message: message('common.badRequest') };
  }
}

/**
 * Fastify's `frameworkErrors`: a path that cannot be percent-decoded (`%ED%A0%80`) or a path parameter
 * over the length limit is refused in the app's `{code, message}` before any route runs.
 */
export function frameworkErrorRefusal(error: FastifyError): {
  status: number;
  body: { code: string; message: string };
} {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { status: 414, body: { code: 'URL_TOO_LONG', message: message('common.urlTooLong') } };
  if (error.code === 'FST_ERR_BAD_URL')
    return { status: 400, body: { code: 'BAD_URL', message: message('common.badUrl') } };
  return { status: 400, body: { code: error.code ?? 'BAD_REQUEST', message: message('common.badRequest') } };
}

/** Longest request line answered 431 rather than 414 when Node's header limit overflows. */
const MAX_REQUEST_LINE = 8 * 1024;

/**
 * Whether the part of the request Node was reading when its header limit overflowed is the request
 * line (414) rather than the headers (431). `rawPacket` is the chunk being read, which may begin in
 * the middle of the request: it is the request line when it begins one and holds no line end yet, or
 * when its first line ends the request line (`… HTTP/1.1`) and is long.
 */
function urlOverflowed(packet: unknown) {
  if (!Buffer.isBuffer(packet)) return false;
  const end = packet.indexOf('\r\n');
  const line = packet.subarray(0, end < 0 ? Math.min(packet.length, MAX_REQUEST_LINE + 1) : end).toString('latin1');
  const beginsRequest = /^[A-Z]+ \S/.test(line);
  if (beginsRequest && end < 0) return true;
  const endsRequestLine = beginsRequest || / HTTP\/\d(\.\d)?$/.test(line);
  return endsRequestLine && (end < 0 ? packet.length : end) > MAX_REQUEST_LINE;
}

/**
 * Node's `clientError` (the request never reached Fastify): an over-long URL is a 414, over-large
 * headers a 431, anything else unreadable a 400 — each with the app's Korean `{code, message}`.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body = { code: 'BAD_REQUEST', message: message('common.badRequest') };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = { code: 'REQUEST_TIMEOUT', message: message('common.serverError') };
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    const urlTooLong = urlOverflowed(error.rawPacket);
    status = urlTooLong ? 414 : 431;
    body = urlTooLong
      ? { code: 'URL_TOO_LONG', message: message('common.urlTooLong') }
      : { code: 'HEADERS_TOO_LARGE', message: message('common.headersTooLarge') };
  }
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/** PostgreSQL's disk_full, and the system's "no space left" and "quota exceeded" (a temp file, the embedded database's folder). */
const FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/** Whether an error, or an error it was caused by, says the disk is full. */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && FULL_CODES.has(code)) return true;
  // PGlite reports a failed write of its files by the system's message only.
  if (/No space left on device|Disk quota exceeded/i.test(error.message.split('\n')[0] ?? '')) return true;
  return isDiskFull(error.cause, depth + 1);
}

/** One refused field as the zod type provider reports it. */
interface FieldIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * A refused field in words a seller can act on: the schema's own Korean message when it has one,
 * else the field's Korean name (the screens' label) and, for a length or range, the limit.
 */
export function validationMessage(route: string, issue: FieldIssue): string {
  if (issue.message && /[가-힣]/.test(issue.message)) return issue.message;
  const field = fieldLabel(route, issue.instancePath);
  if (!field) return message('common.badRequest');
  const { origin, maximum, minimum } = issue.params;
  const limit = (key: MessageKey, name: 'max' | 'min', value: unknown) =>
    message(key, { field, [name]: String(value) });
  if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? ''))
    return message('common.fieldRequired', { field });
  if (issue.keyword === 'too_big' && origin === 'string') return limit('common.fieldTooLong', 'max', maximum);
  if (issue.keyword === 'too_big' && origin === 'number') return limit('common.fieldTooBig', 'max', maximum);
  if (issue.keyword === 'too_big' && origin === 'array') return limit('common.fieldTooMany', 'max', maximum);
  if (issue.keyword === 'too_small' && origin === 'string')
    return Number(minimum) === 1
      ? message('common.fieldRequired', { field })
      : limit('common.fieldTooShort', 'min', minimum);
  if (issue.keyword === 'too_small' && origin === 'number') return limit('common.fieldTooSmall', 'min', minimum);
  if (issue.keyword === 'too_small' && origin === 'array') return limit('common.fieldTooFew', 'min', minimum);
  return message('common.badField', { field });
}

/**
 * The one error handler: every failure leaves as `{ code, message }` with a Korean message.
 * Validation errors name the first bad field; a full disk (database or files) is the Korean 507; a
 * 5xx never leaks its internal message.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.userMessage });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      return reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', message: validationMessage(request.routeOptions.url ?? '', first) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: message('common.tooManyRequests') });
    if (status >= 400 && status < 500) {
      request.log.info({ err: loggableError(error) }, 'client error');
      return reply.status(status).send(frameworkRefusal(error, app.initialConfig.bodyLimit ?? 1_048_576));
    }
    if (isDiskFull(error)) {
      // The operator's problem, said once per request in one line, not a failure of the code.
      request.log.warn({ err: { type: error.name, code: (error as { code?: unknown }).code } }, 'disk full');
      return reply.status(507).send({ code: 'STORAGE_FULL', message: message('common.databaseFull') });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: message('common.serverError') });
  });
}
