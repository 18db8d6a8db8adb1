import { createHash, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS, type MessageKey } from '@seller/domain';
import type { FastifyRequest } from 'fastify';
import { fail } from '../lib/errors.ts';
import type { FailureThrottle } from '../modules/auth/index.ts';

/** The header an operator sends with the server's OPERATOR_TOKEN (notices, seller commands). */
export const OPERATOR_HEADER = 'x-operator-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The operator-only gate. A request carrying X-OPERATOR-TOKEN is an attempt, throttled as sign-ins
 * are: one is reserved per address in the shared failure table before the comparison (at most
 * `maxFailuresPerId` wrong ones in the window, then 429 even for the right token), a right token gives
 * its reservation back, and a wrong one is logged with the address. Without OPERATOR_TOKEN every
 * request is refused and nothing is counted.
 */
export function createOperatorGate(throttle: FailureThrottle, operatorToken: string | null) {
  return {
    async assert(request: FastifyRequest, refusal: MessageKey) {
      const sent = request.headers[OPERATOR_HEADER];
      if (!operatorToken || typeof sent !== 'string' || sent === '') throw fail(403, 'OPERATOR_ONLY', refusal);
      const key = `op:${request.ip}`;
      if (!(await throttle.reserve(key, AUTH_LIMITS.maxFailuresPerId))) {
        request.log.warn({ address: request.ip, url: request.url }, 'operator token attempts throttled');
        throw fail(429, 'OPERATOR_THROTTLED', 'common.tooManyRequests');
      }
      if (!timingSafeEqual(digest(sent), digest(operatorToken))) {
        request.log.warn({ address: request.ip, url: request.url }, 'wrong operator token');
        throw fail(403, 'OPERATOR_ONLY', refusal);
      }
      await throttle.release(key);
    },
  };
}

export type OperatorGate = ReturnType<typeof createOperatorGate>;
