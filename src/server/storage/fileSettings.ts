import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';
import { parseS3Url, type S3Settings } from './s3Url.ts';

export interface FileSettings {
  /** the embedded store's folder (DATA_DIR/files): the bytes by content address, and uploads under way */
  dir: string;
  /** FILE_UPLOAD_MAX_MB, in bytes */
  maxBytes: number;
  /** signs the preview and download links (FILE_LINK_SECRET, or one generated into DATA_DIR) */
  linkSecret: Buffer;
  /** S3_URL: the bytes in that bucket instead of `dir` (uploads still arrive in `dir`/incoming) */
  s3?: S3Settings;
  /** a folder made for one run (tests), removed when the app closes */
  temporary?: boolean;
}

export const defaultUploadMegabytes = 50;
const megabyte = 1024 * 1024;
export const linkSecretFile = (dataDir: string) => join(dataDir, 'file-link.secret');

function uploadLimit(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultUploadMegabytes * megabyte;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0 || megabytes > 4096) {
    throw new ConfigError(`FILE_UPLOAD_MAX_MB (${value}) must be a number of megabytes above 0, at most 4096.`);
  }
  return Math.floor(megabytes * megabyte);
}

/** The generated secret of an embedded install: made once, kept in DATA_DIR beside the database. */
function generatedSecret(dataDir: string): Buffer {
  const file = linkSecretFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/**
 * FILE_UPLOAD_MAX_MB (default 50), S3_URL and FILE_LINK_SECRET (at least 32 characters). Production needs
 * the secret set: several instances must sign alike, and a copy of DATA_DIR must not carry it.
 */
export function loadFileSettings(env: NodeJS.ProcessEnv, { dataDir, production }: { dataDir: string; production: boolean }): FileSettings {
  const maxBytes = uploadLimit(env.FILE_UPLOAD_MAX_MB);
  const secret = env.FILE_LINK_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new ConfigError('FILE_LINK_SECRET must be at least 32 characters (openssl rand -base64 32).');
  }
  if (production && !secret) {
    throw new ConfigError('NODE_ENV=production needs FILE_LINK_SECRET (openssl rand -base64 32): it signs the links that serve files.');
  }
  const s3 = env.S3_URL?.trim() ? parseS3Url(env.S3_URL.trim()) : undefined;
  return { dir: join(dataDir, 'files'), maxBytes, linkSecret: secret ? Buffer.from(secret, 'utf8') : generatedSecret(dataDir), ...(s3 ? { s3 } : {}) };
}

/** For an app built without settings (tests): a fresh folder and secret, FILE_UPLOAD_MAX_MB still honoured. */
export function temporaryFileSettings(env: NodeJS.ProcessEnv = process.env): FileSettings {
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-files-'));
  return { dir, maxBytes: uploadLimit(env.FILE_UPLOAD_MAX_MB), linkSecret: randomBytes(32), temporary: true };
}
