import { ConfigError } from '../config.ts';

/** Where an S3-compatible store is and how to reach it (S3_URL). */
export interface S3Settings {
  /** `https://host:port`, or `http://…` with `?tls=false` */
  endpoint: string;
  bucket: string;
  region: string;
  /** path-style addressing (`host/bucket/key`): MinIO, s3rver and most S3-compatible servers want it */
  forcePathStyle: boolean;
  /** from the URL's user and password; absent: the SDK's own chain (AWS_ACCESS_KEY_ID, an instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const usage = 's3://key:secret@host:port/bucket?region=us-east-1&forcePathStyle=true';
const flag = (value: string | null, name: string, fallback: boolean) => {
  if (value === null) return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ConfigError(`S3_URL: ${name} must be true or false (${usage}).`);
};

/** S3_URL, e.g. `s3://key:secret@minio.internal:9000/agency-files?region=us-east-1&forcePathStyle=true&tls=false`. */
export function parseS3Url(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`S3_URL is not a URL (${usage}).`);
  }
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (url.protocol !== 's3:' || !url.hostname || !bucket || bucket.includes('/')) {
    throw new ConfigError(`S3_URL must name a host and one bucket: ${usage}.`);
  }
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(password)) throw new ConfigError(`S3_URL: give both the access key and the secret, or neither (${usage}).`);
  const tls = flag(url.searchParams.get('tls'), 'tls', true);
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    bucket,
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: flag(url.searchParams.get('forcePathStyle'), 'forcePathStyle', false),
    ...(user ? { credentials: { accessKeyId: user, secretAccessKey: password } } : {}),
  };
}
