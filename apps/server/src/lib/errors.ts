import { MAX_UNPAGED_ROWS, message, type MessageKey } from '@seller/domain';

/** A refusal the user should see: HTTP status, stable code and a Korean message from the catalogue. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly userMessage: string,
  ) {
    super(userMessage);
  }
}

export const fail = (statusCode: number, code: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(statusCode, code, message(key, params));

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  fail(400, 'BAD_REQUEST', key, params);
export const notFound = (key: MessageKey = 'common.notFound') => fail(404, 'NOT_FOUND', key);
/** A list call without a page whose matches pass the hard cap: refused, never cut short. */
export const tooManyResults = () => fail(400, 'TOO_MANY_RESULTS', 'paging.tooManyResults', { max: MAX_UNPAGED_ROWS });
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  fail(409, 'CONFLICT', key, params);
