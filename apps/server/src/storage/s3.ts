import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, contentTypeOf, fileUrl, storageFull, type Storage } from './storage.ts';

/** Where the files go: `STORAGE_URL=s3://<bucket>[/<prefix>]` and the SDK's standard variables. */
export interface S3Location {
  bucket: string;
  /** Prepended to every key (`prefix/key`); empty for the bucket's root. */
  prefix: string;
  /** AWS_ENDPOINT_URL_S3 (R2, MinIO, Naver Cloud); unset for AWS itself. */
  endpoint?: string;
  region: string;
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** MinIO answers a full drive with 507 (XMinioStorageFull); other services have no such state. */
const full = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 507 || error.name === 'XMinioStorageFull');

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Naver Cloud Object Storage) through
 * the AWS SDK v3. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
 * a profile, an instance role). With an endpoint the bucket is addressed by path, as the other services
 * and self-hosted ones expect. Checksums are sent only where an operation requires them: the newer
 * default (a CRC32 trailer on every upload) is refused by several S3-compatible services.
 */
export function createS3Storage(location: S3Location, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: location.region,
      ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    checkKey(key);
    return location.prefix ? `${location.prefix}/${key}` : key;
  };

  return {
    kind: 's3',
    async put(key, body) {
      try {
        await s3.send(
          new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentTypeOf(key) }),
        );
      } catch (error) {
        if (full(error)) throw storageFull();
        throw error;
      }
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          etag: answer.ETag ?? `"${answer.ContentLength}"`,
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 has no folders: nothing is left behind by a delete.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    url: fileUrl,
  };
}
