import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorageUrl } from '../src/config.ts';
import { createS3Storage } from '../src/storage/s3.ts';
import { createDiskStorage, type Storage } from '../src/storage/storage.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

const text = async (file: { body: NodeJS.ReadableStream } | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

/** A driver for one describe block: a disk folder, or a bucket (with a prefix) on a real S3-protocol server. */
function useDriver(kind: 'disk' | 's3') {
  const ctx = {} as { storage: Storage; dir: string; s3?: S3Server; bucket: string };
  beforeAll(async () => {
    ctx.dir = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
    if (kind === 'disk') {
      ctx.storage = createDiskStorage(path.join(ctx.dir, 'files'));
    } else {
      ctx.s3 = await startS3Server();
      ctx.bucket = await ctx.s3.createBucket();
      ctx.storage = createS3Storage(
        { bucket: ctx.bucket, prefix: 'shop/files', endpoint: ctx.s3.endpoint, region: 'us-east-1' },
        ctx.s3.client,
      );
    }
  });
  afterAll(async () => {
    if (ctx.s3) {
      await ctx.s3.removeBucket(ctx.bucket);
      await ctx.s3.stop();
    }
    rmSync(ctx.dir, { recursive: true, force: true });
  });
  return ctx;
}

describe.each(['disk', 's3'] as const)('the %s storage driver', (kind) => {
  const ctx = useDriver(kind);

  it('writes, reads, opens with a size and validators, and deletes a file', async () => {
    const { storage } = ctx;
    const key = 'product/alice/1/SF1732345678901/cover/a.png';
    await storage.put(key, Buffer.from('png bytes'));
    expect((await storage.get(key))?.toString()).toBe('png bytes');
    const opened = await storage.open(key);
    expect(opened).toMatchObject({ size: 9 });
    expect(opened!.etag).toMatch(/^(W\/)?".+"$/);
    expect(opened!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await text(opened)).toBe('png bytes');
    expect(storage.url(key)).toBe(`/files/${key}`);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await storage.delete(key); // deleting what is gone is not an error
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    const { storage } = ctx;
    for (const key of ['../x.png', 'a/../../x.png', '/abs.png', 'a//b.png', 'a/./b.png'])
      await expect(storage.put(key, 'x')).rejects.toThrow(/unsafe storage key/);
  });
});

describe('the S3 driver', () => {
  const ctx = useDriver('s3');

  it('keeps files under the prefix of STORAGE_URL in the bucket', async () => {
    const { storage, s3, bucket } = ctx;
    await storage.put('market/1/editor/p.png', 'x');
    expect(await s3!.keys(bucket)).toEqual(['shop/files/market/1/editor/p.png']);
    await storage.delete('market/1/editor/p.png');
    expect(await s3!.keys(bucket)).toEqual([]);
  });
});

describe('the disk driver', () => {
  const ctx = useDriver('disk');

  it('removes the folders a delete leaves empty, and no folder still in use', async () => {
    const { storage } = ctx;
    const files = path.join(ctx.dir, 'files');
    await storage.put('product/alice/1/SF1732345678901/cover/a.png', 'a');
    await storage.put('product/alice/1/SF1732345678901/cover/b.png', 'b');
    await storage.put('product/alice/1/SF1732345678902/main/m.png', 'm');
    await storage.delete('product/alice/1/SF1732345678901/cover/a.png');
    expect(existsSync(path.join(files, 'product/alice/1/SF1732345678901/cover/b.png'))).toBe(true);
    await storage.delete('product/alice/1/SF1732345678901/cover/b.png');
    expect(existsSync(path.join(files, 'product/alice/1/SF1732345678901'))).toBe(false);
    expect(readdirSync(path.join(files, 'product/alice/1'))).toEqual(['SF1732345678902']);
    await storage.delete('product/alice/1/SF1732345678902/main/m.png');
    expect(readdirSync(files)).toEqual([]);
    // A write into a folder a delete has just removed still lands.
    await Promise.all([
      storage.put('product/bob/2/SF1732345678903/cover/c.png', 'c'),
      storage.delete('product/bob/2/SF1732345678903/cover/gone.png'),
    ]);
    expect((await storage.get('product/bob/2/SF1732345678903/cover/c.png'))?.toString()).toBe('c');
  });
});

describe('STORAGE_URL', () => {
  it('is local disk when unset, and an S3 bucket with an optional prefix otherwise', () => {
    expect(parseStorageUrl({})).toEqual({ kind: 'disk' });
    expect(parseStorageUrl({ STORAGE_URL: 's3://shop-files', AWS_REGION: 'ap-northeast-2' })).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      prefix: '',
      endpoint: undefined,
      region: 'ap-northeast-2',
    });
    expect(
      parseStorageUrl({
        STORAGE_URL: 's3://shop-files/prod/files/',
        AWS_ENDPOINT_URL_S3: 'https://kr.object.ncloudstorage.com',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      prefix: 'prod/files',
      endpoint: 'https://kr.object.ncloudstorage.com',
      region: 'us-east-1',
    });
  });

  it('refuses what is not an s3 URL with a valid bucket, and AWS without a region', () => {
    expect(() => parseStorageUrl({ STORAGE_URL: 'https://bucket', AWS_REGION: 'x' })).toThrow(/s3:\/\/<bucket>/);
    expect(() => parseStorageUrl({ STORAGE_URL: 's3://Bad_Bucket', AWS_REGION: 'x' })).toThrow(/valid bucket/);
    expect(() => parseStorageUrl({ STORAGE_URL: 's3://bucket/a b', AWS_REGION: 'x' })).toThrow(/prefix/);
    expect(() => parseStorageUrl({ STORAGE_URL: 's3://bucket' })).toThrow(/AWS_REGION/);
  });
});
