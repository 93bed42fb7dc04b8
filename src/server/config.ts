import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { OidcOptions } from './auth/oidc.ts';

/** A setting the server cannot start with; main prints the message alone. */
export class ConfigError extends Error {}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  production: boolean;
  /** FIELD_ENCRYPTION_KEY: base64 of 32 bytes; without it or a key file, a key is generated once into dataDir (not in production) */
  fieldEncryptionKey?: string;
  /** FIELD_ENCRYPTION_KEY_FILE: a file holding the key in base64; outside dataDir in production */
  fieldEncryptionKeyFile?: string;
  /** FIELD_ENCRYPTION_KEY_PREVIOUS: older keys (comma-separated base64), only to open values until they are re-sealed */
  fieldEncryptionKeysPrevious: string[];
  /** PUBLIC_URL: the address browsers use (no trailing slash) */
  publicUrl: string;
  /** session cookies carry Secure: PUBLIC_URL is https (even when a TLS proxy speaks plain http to us) */
  secureCookies: boolean;
  sessionHours: number;
  seedDemo: boolean;
  /** TRUST_PROXY: 'true', or the addresses of the proxies in front (comma-separated) */
  trustProxy: boolean | string;
  /** OIDC_ISSUER, OIDC_CLIENT_ID (and OIDC_CLIENT_SECRET): single sign-on besides email and password */
  oidc?: OidcOptions;
  /** CHECK_ANSWERS: each answer written by its schema is compared with JSON.stringify's; 'true' or 'false', by default outside production */
  checkAnswers: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const publicUrl = parsePublicUrl(env);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    ...fieldKeySettings(env, dataDir, production),
    publicUrl,
    secureCookies: new URL(publicUrl).protocol === 'https:',
    sessionHours: Number(env.SESSION_HOURS ?? 48),
    seedDemo: !production && env.SEED_DEMO !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    oidc: oidcOptions(env, publicUrl),
    checkAnswers: env.CHECK_ANSWERS ? env.CHECK_ANSWERS === 'true' : !production,
  };
}

/** The real path of what exists of `path` (a symlinked DATA_DIR or key file is judged by its target). */
function realPath(path: string): string {
  return existsSync(path) ? realpathSync(path) : path;
}

function isInside(dir: string, file: string): boolean {
  const rel = relative(realPath(dir), realPath(file));
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * The field-encryption key: a generated one in DATA_DIR is the laptop default; production refuses it,
 * as a copy of DATA_DIR (a backup, a volume snapshot) would carry the key to every SSN in it.
 */
function fieldKeySettings(env: NodeJS.ProcessEnv, dataDir: string, production: boolean) {
  const fieldEncryptionKey = env.FIELD_ENCRYPTION_KEY?.trim() || undefined;
  const fieldEncryptionKeyFile = env.FIELD_ENCRYPTION_KEY_FILE ? resolve(env.FIELD_ENCRYPTION_KEY_FILE) : undefined;
  const fieldEncryptionKeysPrevious = (env.FIELD_ENCRYPTION_KEY_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  if (fieldEncryptionKey && fieldEncryptionKeyFile) {
    throw new ConfigError('Set FIELD_ENCRYPTION_KEY or FIELD_ENCRYPTION_KEY_FILE, not both.');
  }
  if (production && !fieldEncryptionKey && !fieldEncryptionKeyFile) {
    throw new ConfigError(
      'NODE_ENV=production needs the field-encryption key: set FIELD_ENCRYPTION_KEY (base64 of 32 bytes: openssl rand -base64 32) ' +
        'or FIELD_ENCRYPTION_KEY_FILE (a file outside DATA_DIR). A key generated into DATA_DIR would travel with every copy of the database.',
    );
  }
  if (production && fieldEncryptionKeyFile && isInside(dataDir, fieldEncryptionKeyFile)) {
    throw new ConfigError(
      `FIELD_ENCRYPTION_KEY_FILE (${fieldEncryptionKeyFile}) is inside DATA_DIR (${dataDir}): a copy of the data directory would carry its key. Keep the key file elsewhere.`,
    );
  }
  return { fieldEncryptionKey, fieldEncryptionKeyFile, fieldEncryptionKeysPrevious };
}

/** PUBLIC_URL (no trailing slash), or http://localhost:PORT; refused unless http or https. */
export function parsePublicUrl(env: NodeJS.ProcessEnv): string {
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol)) {
    throw new ConfigError(`PUBLIC_URL (${publicUrl}) must be an http:// or https:// address.`);
  }
  return publicUrl;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function oidcOptions(env: NodeJS.ProcessEnv, publicUrl: string): OidcOptions | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return undefined;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    redirectUri: `${publicUrl}/v1/auth/oidc/callback`,
  };
}
