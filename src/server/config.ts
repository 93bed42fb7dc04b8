import { resolve } from 'node:path';
import type { OidcOptions } from './auth/oidc.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  production: boolean;
  /** base64 of 32 bytes; otherwise a key is generated once into dataDir */
  fieldEncryptionKey?: string;
  sessionHours: number;
  seedDemo: boolean;
  /** TRUST_PROXY: 'true', or the addresses of the proxies in front (comma-separated) */
  trustProxy: boolean | string;
  /** OIDC_ISSUER, OIDC_CLIENT_ID (and OIDC_CLIENT_SECRET): single sign-on besides email and password */
  oidc?: OidcOptions;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    fieldEncryptionKey: env.FIELD_ENCRYPTION_KEY || undefined,
    sessionHours: Number(env.SESSION_HOURS ?? 48),
    seedDemo: !production && env.SEED_DEMO !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    oidc: oidcOptions(env),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function oidcOptions(env: NodeJS.ProcessEnv): OidcOptions | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return undefined;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    redirectUri: `${publicUrl}/v1/auth/oidc/callback`,
  };
}
