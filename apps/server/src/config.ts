import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ACTIVITY_RETENTION_DAYS, PRIVACY_DEFAULTS } from '@seller/domain';
import type { S3Location } from './storage/s3.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections to PostgreSQL per instance. */
  databasePoolSize: number;
  /** PGLITE_SHARED_BUFFERS: the embedded database's buffer pool (e.g. 16MB); unset: the default in db/client.ts. */
  pgliteSharedBuffers: string | undefined;
  logLevel: string;
  demoSeed: boolean;
  /** TRUST_PROXY: how many proxies in front of the server, or their addresses; false: none. */
  trustProxy: TrustProxy;
  /** OPERATOR_TOKEN: lets an operator publish notices over HTTP (header X-OPERATOR-TOKEN); unset disables it. */
  operatorToken: string | null;
  /** DOCS: serve the API documentation at /docs (default); `off` hides it. */
  docs: boolean;
  /** STORAGE_URL: where uploaded files go; local disk under DATA_DIR/files unless an `s3://` URL. */
  storage: StorageConfig;
  /** SHUTDOWN_DRAIN_SECONDS: after SIGTERM, how long `/ready` answers 503 before the server stops accepting. */
  drainSeconds: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: the deadline of the whole shutdown; requests still running then are cut. */
  shutdownTimeoutSeconds: number;
  /**
   * PRIVACY_DOWNLOAD_DAYS (default 90): days after payment an order's personal data may be downloaded;
   * PRIVACY_ACCESS_LOG_DAYS (default 730, at least 365): days the personal-data access log is kept.
   */
  privacy: { downloadDays: number; accessLogDays: number };
  /** ACTIVITY_LOG_RETENTION_DAYS: how long the activity log keeps an entry (default 730, two years). */
  activityRetentionDays: number;
}

export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Location);

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `STORAGE_URL`: unset for local disk, or `s3://<bucket>[/<prefix>]` with the AWS SDK's standard
 * variables: `AWS_ENDPOINT_URL_S3` (or `AWS_ENDPOINT_URL`) for a service other than AWS, `AWS_REGION`
 * (`us-east-1` when an endpoint is set without one), and the credentials, which the SDK reads itself.
 */
export function parseStorageUrl(env: NodeJS.ProcessEnv): StorageConfig {
  const text = (env.STORAGE_URL ?? '').trim();
  if (text === '') return { kind: 'disk' };
  const match = /^s3:\/\/([^/]+)((?:\/[^/]+)*)\/?$/.exec(text);
  if (!match || !BUCKET.test(match[1]!))
    throw new ConfigError(`STORAGE_URL is not s3://<bucket>[/<prefix>] with a valid bucket name: ${text}`);
  const prefix = match[2]!.replace(/^\//, '');
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix))
    throw new ConfigError(`STORAGE_URL prefix may hold only letters, digits, '.', '_', '-' and '/': ${prefix}`);
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || (endpoint ? 'us-east-1' : undefined);
  if (!region)
    throw new ConfigError('STORAGE_URL is set: set AWS_REGION (or AWS_ENDPOINT_URL_S3 for a service other than AWS)');
  return { kind: 's3', bucket: match[1]!, prefix, endpoint, region };
}

/** A setting the server cannot start with: main prints its message as one line, without a stack. */
export class ConfigError extends Error {}

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
    throw new ConfigError(
      'TRUST_PROXY=true would trust any X-Forwarded-For; set the number of proxies in front of the server (e.g. 1) or their addresses',
    );
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError(`TRUST_PROXY hops must be 1 to 10: ${text}`);
    return hops;
  }
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.find((part) => !ADDRESS_OR_RANGE.test(part) || !isIP(part.split('/')[0]!));
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY is not a number of hops or a list of addresses: ${bad}`);
  return addresses;
}

/** An on/off setting: `on`/`true`/`1` or `off`/`false`/`0`; unset is the default. */
function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (['on', 'true', '1'].includes(text)) return true;
  if (['off', 'false', '0'].includes(text)) return false;
  throw new ConfigError(`${name} must be on or off: ${value}`);
}

/** A whole number of days from `min` to 3650 (ten years), or the default. */
function days(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number) {
  const value = env[name] ? Number(env[name]) : fallback;
  if (!Number.isInteger(value) || value < min || value > 3650)
    throw new ConfigError(`${name} is not a whole number of days from ${min} to 3650: ${env[name]}`);
  return value;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const value = env[name] ? Number(env[name]) : fallback;
  if (!Number.isFinite(value) || value < 0 || value > 3600)
    throw new ConfigError(`${name} is not 0 to 3600 seconds: ${env[name]}`);
  return value;
}

/** Reads the environment once; see the configuration table in README.md. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (env.OPERATOR_TOKEN && env.OPERATOR_TOKEN.length < 16)
    throw new ConfigError('OPERATOR_TOKEN must have at least 16 characters');
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port number: ${env.PORT}`);
  const databasePoolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : defaultPoolSize();
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1)
    throw new ConfigError(`DATABASE_POOL_SIZE is not a positive whole number: ${env.DATABASE_POOL_SIZE}`);
  const activityRetentionDays = env.ACTIVITY_LOG_RETENTION_DAYS
    ? Number(env.ACTIVITY_LOG_RETENTION_DAYS)
    : ACTIVITY_RETENTION_DAYS;
  if (!Number.isInteger(activityRetentionDays) || activityRetentionDays < 1)
    throw new ConfigError(
      `ACTIVITY_LOG_RETENTION_DAYS is not a positive whole number: ${env.ACTIVITY_LOG_RETENTION_DAYS}`,
    );
  const pgliteSharedBuffers = env.PGLITE_SHARED_BUFFERS || undefined;
  if (pgliteSharedBuffers !== undefined && !/^\d+(kB|MB|GB)$/.test(pgliteSharedBuffers))
    throw new ConfigError(`PGLITE_SHARED_BUFFERS is not a size such as 16MB: ${env.PGLITE_SHARED_BUFFERS}`);
  return {
    port,
    // This machine only unless told: a fresh start has demo sellers with a published password.
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize,
    pgliteSharedBuffers,
    logLevel: env.LOG_LEVEL ?? 'info',
    demoSeed: env.DEMO_SEED !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    operatorToken: env.OPERATOR_TOKEN || null,
    docs: parseSwitch('DOCS', env.DOCS, true),
    storage: parseStorageUrl(env),
    drainSeconds: seconds(env, 'SHUTDOWN_DRAIN_SECONDS', 5),
    shutdownTimeoutSeconds: seconds(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25),
    privacy: {
      downloadDays: days(env, 'PRIVACY_DOWNLOAD_DAYS', PRIVACY_DEFAULTS.downloadDays, 1),
      // The 안전성 확보조치 기준 §8 keeps access records at least a year (the log's trigger holds them as long).
      accessLogDays: days(env, 'PRIVACY_ACCESS_LOG_DAYS', PRIVACY_DEFAULTS.accessLogDays, 365),
    },
    activityRetentionDays,
  };
}
