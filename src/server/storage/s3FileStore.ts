import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertContentAddress, FileStoreUnavailable, type FileStore } from './fileStore.ts';
import type { S3Settings } from './s3Url.ts';

/** An answer that says the object is not there (GetObject's and HeadObject's), as opposed to the store being away. */
const absent = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * The bytes in an S3-compatible bucket (AWS S3, MinIO, …) under `sha256/ab/cd/abcd…`, as the embedded
 * store lays them out. Both ways stream: a put reads the spooled file as it sends, an open hands on the
 * answer's body. Anything the store answers but "not there" (refused, timed out, denied) is
 * FileStoreUnavailable: a 503, never a 500. The SDK loads with the first call, not with the app.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    s3: new sdk.S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // S3-compatible servers do not all take the SDK's default CRC32 trailers; the content address is the check
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, socketTimeout: 60_000 },
    }),
  })));
  const keyOf = (sha256: string) => {
    assertContentAddress(sha256);
    return `sha256/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
  };
  const unavailable = (error: unknown) => new FileStoreUnavailable('the S3 file store did not answer', { cause: error });

  return {
    async put(sha256, path) {
      const Key = keyOf(sha256);
      const { s3, sdk } = await connect();
      try {
        const held = await s3.send(new sdk.HeadObjectCommand({ Bucket: settings.bucket, Key })).then(() => true, (error: unknown) => {
          if (absent(error)) return false;
          throw error;
        });
        if (!held) {
          const { size } = await stat(path);
          await s3.send(new sdk.PutObjectCommand({ Bucket: settings.bucket, Key, Body: createReadStream(path), ContentLength: size }));
        }
      } catch (error) {
        throw unavailable(error);
      }
      await rm(path, { force: true });
    },

    async open(sha256) {
      const Key = keyOf(sha256);
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key }));
        return answer.Body as Readable;
      } catch (error) {
        if (absent(error)) return null;
        throw unavailable(error);
      }
    },

    async remove(sha256) {
      const Key = keyOf(sha256);
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key }));
      } catch (error) {
        if (!absent(error)) throw unavailable(error);
      }
    },
  };
}
