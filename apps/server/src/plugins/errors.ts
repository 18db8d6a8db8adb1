import { message } from '@seller/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/**
 * The one error handler: every failure leaves as `{ code, message }` with a Korean message.
 * Validation errors name the first bad field; a 5xx never leaks its internal message.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.userMessage });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const custom = first?.message && /[가-힣]/.test(first.message) ? first.message : null;
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      return reply.status(400).send({
        code: 'VALIDATION_FAILED',
        message: custom ?? (field ? `${message('common.badRequest')} (${field})` : message('common.badRequest')),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: message('common.tooManyRequests') });
    if (status >= 400 && status < 500) {
      request.log.info({ err: loggableError(error) }, 'client error');
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: message('common.badRequest') });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: message('common.serverError') });
  });
}
