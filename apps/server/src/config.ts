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
  trustProxy: boolean;
  /** OPERATOR_TOKEN: lets an operator publish notices over HTTP (header X-OPERATOR-TOKEN); unset disables it. */
  operatorToken: string | null;
}

/**
 * Connections to PostgreSQL when DATABASE_POOL_SIZE is not set: twice the cores plus one (the
 * PostgreSQL wiki's rule, "Number Of Database Connections"), for a database on this machine. More
 * connections than the cores can serve only queue inside the database, where they cost switching.
 */
export const defaultPoolSize = () => availableParallelism() * 2 + 1;

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
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize,
    logLevel: env.LOG_LEVEL ?? 'info',
    demoSeed: env.DEMO_SEED !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    operatorToken: env.OPERATOR_TOKEN || null,
  };
}
