import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';

/** s3rver's fixed credentials (it checks every request's signature against them). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Server {
  /** `http://127.0.0.1:<port>`, for AWS_ENDPOINT_URL_S3. */
  endpoint: string;
  /** A client of the server as an operator's tool would be (path-style, plain credentials). */
  client: S3Client;
  /** The variables a server process needs to use `bucket` (optionally under `prefix`). */
  env(bucket: string, prefix?: string): Record<string, string>;
  createBucket(): Promise<string>;
  /** Every key in a bucket. */
  keys(bucket: string): Promise<string[]>;
  /** Empties and deletes a bucket. */
  removeBucket(bucket: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a real S3-protocol server (s3rver from npm, as a child process) on 127.0.0.1 at a free port,
 * keeping its objects in a temporary folder that `stop()` removes.
 */
export async function startS3Server(): Promise<S3Server> {
  const dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--silent', '--no-vhost-buckets'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on [\d.]+:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${out}`)));
    setTimeout(() => reject(new Error(`s3rver did not start: ${out}`)), 20_000).unref();
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', credentials: S3RVER_CREDENTIALS });
  const keys = async (bucket: string) => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  return {
    endpoint,
    client,
    env: (bucket, prefix) => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    }),
    async createBucket() {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    keys,
    async removeBucket(bucket) {
      const left = await keys(bucket);
      if (left.length > 0)
        await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: left.map((Key) => ({ Key })) } }),
        );
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    },
    async stop() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
