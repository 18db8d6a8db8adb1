import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.ts';
import { isLoopbackAddress, isPrivateAddress, plainAddress } from '../lib/addresses.ts';

/** Requests looked at after start before deciding. */
export const PROXY_SAMPLE = 20;

/**
 * Without TRUST_PROXY every client is the address of the socket. When the first requests after start
 * all come from one private address (or from this machine with X-Forwarded-For), the server is almost
 * certainly behind a proxy or load balancer that TRUST_PROXY should name: otherwise every seller shares
 * one address, and the sign-in limits per address count them all together. Says so once in the log.
 */
export function registerProxyWarning(app: FastifyInstance, trustProxy: TrustProxy) {
  if (trustProxy !== false) return;
  let decided = false;
  let first: string | null = null;
  let seen = 0;
  let forwarded = false;
  /** Counts one request toward the decision, and warns when it is made and says proxy. */
  const look = (request: FastifyRequest) => {
    const address = plainAddress(request.socket.remoteAddress ?? '');
    first ??= address;
    if (address !== first) {
      decided = true;
      return;
    }
    forwarded ||= request.headers['x-forwarded-for'] !== undefined;
    if (++seen < PROXY_SAMPLE) return;
    decided = true;
    if (isPrivateAddress(address) || (isLoopbackAddress(address) && forwarded)) {
      app.log.warn(
        { address, requests: seen },
        `TRUST_PROXY is not set and every request since start came from ${address}, which looks like a proxy or load balancer: ` +
          'sign-in limits then count every seller as that one address. Set TRUST_PROXY to the number of proxies (e.g. 1) or their addresses.',
      );
    }
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (!decided) look(request);
    done();
  });
}
