import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * AES-256-GCM for SSN, FEIN and licence numbers, in base64url parts:
 * `v2.<keyId>.<iv>.<tag>.<ciphertext>`, where keyId names the key (see keyIdOf) and `v2.<keyId>.`
 * is authenticated with the value. Values of the first format, `v1.<iv>.<tag>.<ciphertext>`, name
 * no key: they are tried with every configured key (the tag tells which one sealed them).
 */
export interface FieldCipher {
  /** seals with the primary key */
  encrypt(plain: string): string;
  /** opens a value sealed with the primary key or a previous one; throws FieldCipherError otherwise */
  decrypt(sealed: string): string;
  /** a key of its own for `purpose` (HKDF-SHA256 of the primary key): other secrets without another setting */
  derive(purpose: string): Buffer;
  /** the id of the primary key */
  readonly keyId: string;
  /** how every value sealed with the primary key begins: `v2.<keyId>.` */
  readonly prefix: string;
  /** true when the value is sealed with the primary key (else the background re-seal replaces it) */
  isCurrent(sealed: string): boolean;
}

export class FieldCipherError extends Error {}

const keyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

/** A key's short public name: the first 8 hex digits of its SHA-256. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** A key from base64; `name` is the setting it came from, for the message when it is not 32 bytes. */
export function parseKey(base64: string, name = 'FIELD_ENCRYPTION_KEY'): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== keyBytes) throw new FieldCipherError(`${name} must be ${keyBytes} bytes in base64 (openssl rand -base64 32).`);
  return key;
}

/** Where a laptop installation keeps the key it generated (never read in production). */
export function generatedKeyFile(dataDir: string): string {
  return join(dataDir, 'field-encryption.key');
}

/** The given key, else the one generated once into dataDir (the embedded default for a laptop). */
export function loadKey(dataDir: string, base64?: string): Buffer {
  if (base64) return parseKey(base64);
  const file = generatedKeyFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(keyBytes).toString('base64'), { mode: 0o600 });
  }
  return parseKey(readFileSync(file, 'utf8'), file);
}

export interface FieldKeySettings {
  dataDir: string;
  /** FIELD_ENCRYPTION_KEY, base64 */
  fieldEncryptionKey?: string;
  /** FIELD_ENCRYPTION_KEY_FILE: a file holding the key in base64 */
  fieldEncryptionKeyFile?: string;
  /** FIELD_ENCRYPTION_KEY_PREVIOUS: older keys, base64, to open values not yet re-sealed */
  fieldEncryptionKeysPrevious?: string[];
}

/** The primary key (setting, key file, or generated into dataDir) and the previous ones. */
export function loadFieldKeys(settings: FieldKeySettings): { primary: Buffer; previous: Buffer[] } {
  let primary: Buffer;
  if (settings.fieldEncryptionKey) {
    primary = parseKey(settings.fieldEncryptionKey);
  } else if (settings.fieldEncryptionKeyFile) {
    let text: string;
    try {
      text = readFileSync(settings.fieldEncryptionKeyFile, 'utf8');
    } catch (error) {
      throw new FieldCipherError(`FIELD_ENCRYPTION_KEY_FILE ${settings.fieldEncryptionKeyFile} cannot be read: ${(error as Error).message}`);
    }
    primary = parseKey(text, `The key in FIELD_ENCRYPTION_KEY_FILE (${settings.fieldEncryptionKeyFile})`);
  } else {
    primary = loadKey(settings.dataDir);
  }
  const previous = (settings.fieldEncryptionKeysPrevious ?? []).map((k, i) => parseKey(k, `FIELD_ENCRYPTION_KEY_PREVIOUS (key ${i + 1})`));
  return { primary, previous };
}

const b64 = (part: Buffer) => part.toString('base64url');

function open(key: Buffer, [iv, tag, data]: Buffer[], header: string | null): string {
  if (iv.length !== ivBytes || tag.length !== tagBytes) throw new FieldCipherError('This is not a sealed value.');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  if (header) decipher.setAAD(Buffer.from(header));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** Seals with `primary`; opens values sealed with it or with one of `previous`. */
export function createFieldCipher(primary: Buffer, previous: Buffer[] = []): FieldCipher {
  const keys = new Map<string, Buffer>();
  for (const key of [primary, ...previous]) {
    if (key.length !== keyBytes) throw new FieldCipherError(`A field-encryption key must be ${keyBytes} bytes.`);
    const id = keyIdOf(key);
    if (!keys.has(id)) keys.set(id, key);
  }
  const keyId = keyIdOf(primary);
  const prefix = `v2.${keyId}.`;
  return {
    keyId,
    prefix,
    isCurrent: (sealed) => sealed.startsWith(prefix),
    derive: (purpose) => Buffer.from(hkdfSync('sha256', primary, 'agency-desk', purpose, keyBytes)),
    encrypt(plain) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', primary, iv, { authTagLength: tagBytes });
      cipher.setAAD(Buffer.from(prefix));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${prefix}${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(data)}`;
    },
    decrypt(sealed) {
      const parts = sealed.split('.');
      if (parts[0] === 'v2' && parts.length === 5) {
        const key = keys.get(parts[1]);
        if (!key) {
          throw new FieldCipherError(
            `This value is sealed with field-encryption key ${parts[1]}, which is not configured: add it to FIELD_ENCRYPTION_KEY_PREVIOUS.`,
          );
        }
        try {
          return open(key, parts.slice(2).map((p) => Buffer.from(p, 'base64url')), `v2.${parts[1]}.`);
        } catch (error) {
          if (error instanceof FieldCipherError) throw error;
          throw new FieldCipherError('This sealed value failed its integrity check: it was altered.');
        }
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        const buffers = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
        for (const key of keys.values()) {
          try {
            return open(key, buffers, null);
          } catch (error) {
            if (error instanceof FieldCipherError) throw error;
            // sealed with another key, or altered: try the next key
          }
        }
        throw new FieldCipherError(
          'This value opens with none of the configured field-encryption keys (altered, or sealed with a key missing from FIELD_ENCRYPTION_KEY_PREVIOUS).',
        );
      }
      throw new FieldCipherError('This is not a sealed value.');
    },
  };
}
