import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections to PostgreSQL per instance. */
  databasePoolSize: number;
  logLevel: string;
  demoSeed: boolean;
  /** TRUST_PROXY: how many proxies in front of the server, or their addresses; false: none. */
  trustProxy: TrustProxy;
  /** OPERATOR_TOKEN: lets an operator publish notices over HTTP (header X-OPERATOR-TOKEN); unset disables it. */
  operatorToken: string | null;
}

/**
 * Connections to PostgreSQL when DATABASE_POOL_SIZE is not set: twice the cores plus one (the
 * PostgreSQL wiki's rule, "Number Of Database Connections"), for a database on this machine. More
 * connections than the cores can serve only queue inside the database, where they cost switching.
 */
export const defaultPoolSize = () => availableParallelism() * 2 + 1;

/** Proxies whose X-Forwarded-For is believed: a number of hops, or addresses / CIDR ranges. */
export type TrustProxy = false | number | string[];

const ADDRESS_OR_RANGE = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

/**
 * `TRUST_PROXY`: unset or `false`, a number of proxy hops (`1` behind one reverse proxy), or a comma
 * list of the proxies' addresses or CIDR ranges. `true` is refused: it would believe any client's
 * X-Forwarded-For, so rotating that header would dodge the per-address sign-in limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true')
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For; set the number of proxies in front of the server (e.g. 1) or their addresses',
    );
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY hops must be 1 to 10: ${text}`);
    return hops;
  }
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.find((part) => !ADDRESS_OR_RANGE.test(part) || !isIP(part.split('/')[0]!));
  if (bad !== undefined) throw new Error(`TRUST_PROXY is not a number of hops or a list of addresses: ${bad}`);
  return addresses;
}

/** Reads the environment once; see the configuration table in README.md. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (env.OPERATOR_TOKEN && env.OPERATOR_TOKEN.length < 16)
    throw new Error('OPERATOR_TOKEN must have at least 16 characters');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  const databasePoolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : defaultPoolSize();
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1)
    throw new Error(`DATABASE_POOL_SIZE is not a positive whole number: ${env.DATABASE_POOL_SIZE}`);
  return {
    port,
    // This machine only unless told: a fresh start has demo sellers with a published password.
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize,
    logLevel: env.LOG_LEVEL ?? 'info',
    demoSeed: env.DEMO_SEED !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    operatorToken: env.OPERATOR_TOKEN || null,
  };
}
