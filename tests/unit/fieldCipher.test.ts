import { createCipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { createFieldCipher, FieldCipherError, keyIdOf, loadFieldKeys } from '../../src/server/crypto/fieldCipher';

/** A value in the first format, `v1.<iv>.<tag>.<ciphertext>`, as the server sealed them before key ids. */
function sealV1(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The same value with one byte of one part flipped. */
function flip(sealed: string, part: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part], 'base64url');
  bytes[0] ^= 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('field cipher', () => {
  const a = randomBytes(32);
  const b = randomBytes(32);

  it('round-trips, naming the key: v2.<keyId>.<iv>.<tag>.<ciphertext>, a fresh IV each time', () => {
    const cipher = createFieldCipher(a);
    expect(cipher.keyId).toBe(keyIdOf(a));
    expect(cipher.keyId).toMatch(/^[0-9a-f]{8}$/);
    for (const plain of ['123456789', '', 'Führerschein D-7654 ✓']) {
      const sealed = cipher.encrypt(plain);
      expect(sealed.startsWith(`v2.${cipher.keyId}.`)).toBe(true);
      expect(sealed.split('.')).toHaveLength(5);
      expect(cipher.isCurrent(sealed)).toBe(true);
      expect(cipher.decrypt(sealed)).toBe(plain);
    }
    expect(cipher.encrypt('123456789')).not.toBe(cipher.encrypt('123456789'));
  });

  it('still reads v1 values, sealed with the primary key or a previous one', () => {
    expect(createFieldCipher(a).decrypt(sealV1(a, '123456789'))).toBe('123456789');
    const rotated = createFieldCipher(b, [a]);
    const old = sealV1(a, 'D7654321');
    expect(rotated.decrypt(old)).toBe('D7654321');
    expect(rotated.isCurrent(old)).toBe(false);
    expect(() => createFieldCipher(b).decrypt(old)).toThrow(FieldCipherError);
  });

  it('reads a value sealed with a previous key while that key is configured, and not without it', () => {
    const sealedWithA = createFieldCipher(a).encrypt('123456789');
    const rotated = createFieldCipher(b, [a]);
    expect(rotated.decrypt(sealedWithA)).toBe('123456789');
    expect(rotated.isCurrent(sealedWithA)).toBe(false);
    expect(rotated.isCurrent(rotated.encrypt('x'))).toBe(true);
    expect(() => createFieldCipher(b).decrypt(sealedWithA)).toThrow(
      `This value is sealed with field-encryption key ${keyIdOf(a)}, which is not configured: add it to FIELD_ENCRYPTION_KEY_PREVIOUS.`,
    );
  });

  it('rejects an altered value: ciphertext, tag, IV, a key id swapped, a short tag, the v1 format', () => {
    const cipher = createFieldCipher(a, [b]);
    const sealed = cipher.encrypt('123456789');
    for (const part of [2, 3, 4]) expect(() => cipher.decrypt(flip(sealed, part))).toThrow(FieldCipherError);
    // the key id is authenticated: a value cannot be passed off as another key's
    const relabelled = sealed.replace(`v2.${keyIdOf(a)}.`, `v2.${keyIdOf(b)}.`);
    expect(() => cipher.decrypt(relabelled)).toThrow('failed its integrity check');
    const parts = sealed.split('.');
    parts[3] = Buffer.from(parts[3], 'base64url').subarray(0, 4).toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow(FieldCipherError);
    expect(() => cipher.decrypt(flip(sealV1(a, '123456789'), 3))).toThrow(FieldCipherError);
    expect(() => cipher.decrypt('123456789')).toThrow('This is not a sealed value.');
  });
});

describe('field-encryption key settings', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'agency-desk-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const key = () => randomBytes(32).toString('base64');

  it('production refuses to start without a key, saying what to set', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      'NODE_ENV=production needs the field-encryption key: set FIELD_ENCRYPTION_KEY (base64 of 32 bytes: openssl rand -base64 32) ' +
        'or FIELD_ENCRYPTION_KEY_FILE (a file outside DATA_DIR).',
    );
  });

  it('production refuses a key file inside DATA_DIR (also through a symlink), and takes one outside', () => {
    const dataDir = tempDir();
    const inside = join(dataDir, 'keys', 'field.key');
    mkdirSync(join(dataDir, 'keys'));
    writeFileSync(inside, key());
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, FIELD_ENCRYPTION_KEY_FILE: inside })).toThrow(
      `FIELD_ENCRYPTION_KEY_FILE (${inside}) is inside DATA_DIR (${dataDir}): a copy of the data directory would carry its key.`,
    );
    const link = join(tempDir(), 'field.key');
    symlinkSync(inside, link);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, FIELD_ENCRYPTION_KEY_FILE: link })).toThrow(ConfigError);

    const outside = join(tempDir(), 'field.key');
    const primary = key();
    writeFileSync(outside, `${primary}\n`);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, FIELD_ENCRYPTION_KEY_FILE: outside });
    expect(loadFieldKeys(config).primary.toString('base64')).toBe(primary);
  });

  it('production takes FIELD_ENCRYPTION_KEY, with previous keys comma-separated; not both a key and a key file', () => {
    const [primary, old1, old2] = [key(), key(), key()];
    const config = loadConfig({ NODE_ENV: 'production', FIELD_ENCRYPTION_KEY: primary, FIELD_ENCRYPTION_KEY_PREVIOUS: `${old1}, ${old2}` });
    const keys = loadFieldKeys(config);
    expect(keys.primary.toString('base64')).toBe(primary);
    expect(keys.previous.map((k) => k.toString('base64'))).toEqual([old1, old2]);
    expect(() => loadConfig({ FIELD_ENCRYPTION_KEY: primary, FIELD_ENCRYPTION_KEY_FILE: '/etc/field.key' })).toThrow(
      'Set FIELD_ENCRYPTION_KEY or FIELD_ENCRYPTION_KEY_FILE, not both.',
    );
    expect(() => loadFieldKeys(loadConfig({ FIELD_ENCRYPTION_KEY: 'c2hvcnQ=' }))).toThrow('FIELD_ENCRYPTION_KEY must be 32 bytes in base64');
    expect(() => loadFieldKeys(loadConfig({ FIELD_ENCRYPTION_KEY: primary, FIELD_ENCRYPTION_KEY_PREVIOUS: 'c2hvcnQ=' }))).toThrow(
      'FIELD_ENCRYPTION_KEY_PREVIOUS (key 1) must be 32 bytes',
    );
  });

  it('on a laptop a key is still generated once into DATA_DIR', () => {
    const dataDir = join(tempDir(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = loadFieldKeys(config).primary;
    expect(first).toHaveLength(32);
    expect(readFileSync(join(dataDir, 'field-encryption.key'), 'utf8')).toBe(first.toString('base64'));
    expect(loadFieldKeys(loadConfig({ DATA_DIR: dataDir })).primary.equals(first)).toBe(true);
    // outside production a key file may be anywhere
    const inside = join(dataDir, 'other.key');
    writeFileSync(inside, key());
    expect(loadFieldKeys(loadConfig({ DATA_DIR: dataDir, FIELD_ENCRYPTION_KEY_FILE: inside })).primary).toHaveLength(32);
    expect(existsSync(inside)).toBe(true);
  });
});

describe('PUBLIC_URL', () => {
  it('https makes cookies Secure; the default http address does not', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://desk.example.com/' })).toMatchObject({ publicUrl: 'https://desk.example.com', secureCookies: true });
    expect(loadConfig({ PORT: '4000' })).toMatchObject({ publicUrl: 'http://localhost:4000', secureCookies: false });
    expect(() => loadConfig({ PUBLIC_URL: 'desk.example.com' })).toThrow('PUBLIC_URL (desk.example.com) must be an http:// or https:// address.');
  });
});
