import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../../scripts/server-process.mjs';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import type { TrustProxy } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { createS3Storage } from '../src/storage/s3.ts';
import { createDiskStorage, type Storage } from '../src/storage/storage.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

/**
 * The databases every API test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set;
 * `TEST_DATABASES=postgres` keeps PostgreSQL's half only (`npm test` runs that half on this Node and
 * PGlite's on the current LTS: scripts/test.mjs).
 */
const wanted = process.env.TEST_DATABASES?.split(',');
export const databaseKinds = (
  (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']) as ('pglite' | 'postgres')[]
).filter((kind) => !wanted || wanted.includes(kind));

/**
 * A database of its own for one test app, copied from the migrated template of test/global-setup.ts
 * (the migrations then find nothing to do).
 */
async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await migratedPglite(), drop: async () => {} };
  // A database of its own per test file, so files run in parallel without seeing each other.
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 't', inject('postgresTemplate'));
  const database = await createDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  return { database, drop: scratch.drop };
}

/** An embedded database in memory, migrated: a copy of the template of test/global-setup.ts. */
export async function migratedPglite(): Promise<Database> {
  const loadDataDir = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return createDatabase({ kind: 'pglite', loadDataDir });
}

export interface TestContext {
  app: App;
  database: Database;
  dataDir: string;
  storage: Storage;
}

/** Where a test app keeps files: local disk, or a bucket on a real S3-protocol server started for it. */
export type StorageKind = 'disk' | 's3';

/** A test app's storage and how to take it down. */
async function freshStorage(
  kind: StorageKind,
  dataDir: string,
): Promise<{ storage: Storage; drop: () => Promise<void> }> {
  if (kind === 'disk') return { storage: createDiskStorage(path.join(dataDir, 'files')), drop: async () => {} };
  const server: S3Server = await startS3Server();
  const bucket = await server.createBucket();
  const storage = createS3Storage(
    { bucket, prefix: 'uploads', endpoint: server.endpoint, region: 'us-east-1' },
    server.client,
  );
  return {
    storage,
    drop: async () => {
      await server.removeBucket(bucket);
      await server.stop();
    },
  };
}

/**
 * Builds the real app on a freshly migrated database for one `describe` block and closes it after.
 * The returned object is filled in `beforeAll`.
 */
export function useTestApp(
  kind: 'pglite' | 'postgres',
  options: {
    seed?: (ctx: TestContext) => Promise<void>;
    operatorToken?: string;
    logger?: FastifyServerOptions['logger'];
    trustProxy?: TrustProxy;
    storage?: StorageKind;
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void> = async () => {};
  let dropStorage: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    await fresh.database.migrate();
    ctx.database = fresh.database;
    ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'seller-test-'));
    const storage = await freshStorage(options.storage ?? 'disk', ctx.dataDir);
    ctx.storage = storage.storage;
    dropStorage = storage.drop;
    ctx.app = await buildApp({
      database: fresh.database,
      storage: ctx.storage,
      operatorToken: options.operatorToken ?? null,
      logger: options.logger,
      trustProxy: options.trustProxy,
    });
    await options.seed?.(ctx);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await drop();
    await dropStorage();
    if (ctx.dataDir) rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

export const basic = (id: string, password: string) => `Basic ${Buffer.from(`${id}:${password}`).toString('base64')}`;

/** Signs in through the real login call and returns the token. */
export async function login(app: App, id: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/sw/a/v1/seller/login',
    headers: { authorization: basic(id, password) },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${id} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/**
 * What test sellers share: two-step sign-in offered, not required (as the demo sellers), so a test
 * signs in with a password alone; the two-step tests admit sellers without it.
 */
export const TEST_SELLER = { secondStepOptional: true } as const;

/**
 * Two markets with a seller each (ids 1 and 2, sellers `alice` and `bob`, password `password1!`)
 * and a linked brand each: the least every module's tests need for isolation checks.
 */
export async function seedTwoMarkets(ctx: Omit<TestContext, 'storage'>) {
  const { admin } = ctx.app.services;
  await admin.createMarket({ id: 1, koName: '앨리스 마켓' });
  await admin.createMarket({ id: 2, koName: '밥 마켓' });
  await admin.admitSeller({ ...TEST_SELLER, loginId: 'alice', password: 'password1!', name: '앨리스', marketId: 1 });
  await admin.admitSeller({ ...TEST_SELLER, loginId: 'bob', password: 'password1!', name: '밥', marketId: 2 });
  await admin.linkBrand(1, await admin.createBrand('앨리스 브랜드'));
  await admin.linkBrand(2, await admin.createBrand('밥 브랜드'));
}

export const PASSWORD = 'password1!';

/**
 * One more market with its own seller (password `password1!`) and a linked brand, for a test that needs
 * a market no other test writes to.
 */
export async function seedMarket(ctx: TestContext, marketId: number, loginId: string) {
  const { admin } = ctx.app.services;
  await admin.createMarket({ id: marketId, koName: `${loginId} 마켓` });
  await admin.admitSeller({ ...TEST_SELLER, loginId, password: PASSWORD, name: loginId, marketId });
  await admin.linkBrand(marketId, await admin.createBrand(`${loginId} 브랜드`));
}
