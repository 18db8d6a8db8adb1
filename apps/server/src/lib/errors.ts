import { message, type MessageKey } from '@seller/domain';

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
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  fail(409, 'CONFLICT', key, params);
