import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header an operator sends with the server's OPERATOR_TOKEN (notices, seller commands). */
export const OPERATOR_HEADER = 'x-operator-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries the configured operator token; always false when none is configured. */
export function isOperator(request: FastifyRequest, operatorToken: string | null): boolean {
  const sent = request.headers[OPERATOR_HEADER];
  if (!operatorToken || typeof sent !== 'string' || sent === '') return false;
  return timingSafeEqual(digest(sent), digest(operatorToken));
}
