import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import caseFiles from '../../schemas/file/case-files.query.schema.json';
import files from '../../schemas/file/files.query.schema.json';
import filesEntity from '../../schemas/file/files-entity.query.schema.json';
import filesHuman from '../../schemas/file/files-human.query.schema.json';
import fileSchema from '../../schemas/file/file.schema.json';
import { ConfigError } from '../../src/server/config';
import { fileSearch } from '../../src/server/modules/files/declarations';
import { documentTypes } from '../../src/server/modules/files/documentTypes';
import { createFileLinks, linkLifetimeSeconds } from '../../src/server/modules/files/links';
import { baseName, contentDisposition, downloadName, extensionOf } from '../../src/server/modules/files/names';
import { linkSecretFile, loadFileSettings } from '../../src/server/storage/fileSettings';

const standard = ['limit', 'page', 'sort', 'sortKey', 'search'];

describe('the file search declaration and the four file list queries', () => {
  it.each([['files', files], ['files-entity', filesEntity], ['files-human', filesHuman], ['case-files', caseFiles]])('%s sorts by the declared keys and filters by declared filters only', (_name, schema) => {
    expect(Object.keys(fileSearch.sortKeys).sort()).toEqual([...fileSchema.$defs.sortKey.enum].sort());
    expect(schema.properties.sortKey.default).toBe(fileSearch.defaultSortKey);
    const filters = Object.keys(schema.properties).filter((key) => !standard.includes(key));
    expect(filters.filter((key) => !(key in fileSearch.filters))).toEqual([]);
  });
});

describe('document types', () => {
  it('are the spec’s 29 codes, the misspelt one labelled correctly (DECISIONS 1)', () => {
    expect(documentTypes).toHaveLength(29);
    expect(documentTypes.find((t) => t.code === 'underwrting_information')?.label).toBe('Underwriting Information');
  });
});

describe('file names', () => {
  it('keep the last segment of any path, without control characters', () => {
    expect(baseName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(baseName('C:\\Users\\me\\Loss run.PDF')).toBe('Loss run.PDF');
    expect(baseName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(baseName('..')).toBe('');
    expect(baseName(`${'x'.repeat(300)}.docx`)).toMatch(/^x{250}\.docx$/);
    expect(extensionOf('Loss run.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(downloadName('Renewal notes', 'pdf')).toBe('Renewal notes.pdf');
  });

  it('go into Content-Disposition as an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Résumé "final";.pdf')).toBe(`attachment; filename="Resume _final__.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%3B.pdf`);
    expect(contentDisposition('inline', '日本.pdf')).toBe(`inline; filename=".pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`);
  });
});

describe('signed file links', () => {
  const links = createFileLinks(Buffer.alloc(32, 7));
  const claims = { fileId: '5af71d2f-8c0c-4eff-8cc8-bc2549a0d8a6', version: 2, tenantId: '018b03a2-1141-47cd-a8f5-f5926107cda0', disposition: 'preview' as const };

  it('open what they were signed for until they expire', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    const { token, expiresAt } = links.sign(claims, now);
    expect(expiresAt).toBe(now / 1000 + linkLifetimeSeconds);
    expect(links.check(token, now + 299_000)).toEqual({ ok: true, claims: { ...claims, expiresAt } });
    expect(links.check(token, now + 300_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse one signed with another secret, altered, or not a token', () => {
    const { token } = links.sign(claims);
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('.2.', '.1.')).toString('base64url');
    expect(createFileLinks(Buffer.alloc(32, 8)).check(token).ok).toBe(false);
    expect(links.check(`${altered}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of ['', '.', 'abc', `${payload}.`, `${token}.x`]) expect(links.check(bad)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('file settings', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'file-settings-'));

  it('take 50 MB and a secret generated once into DATA_DIR by default', () => {
    const dir = dataDir();
    const settings = loadFileSettings({}, { dataDir: dir, production: false });
    expect(settings).toMatchObject({ dir: join(dir, 'files'), maxBytes: 50 * 1024 * 1024 });
    expect(settings.linkSecret).toHaveLength(32);
    expect(loadFileSettings({}, { dataDir: dir, production: false }).linkSecret.equals(settings.linkSecret)).toBe(true);
    expect(statSync(linkSecretFile(dir)).mode & 0o777).toBe(0o600);
    expect(readFileSync(linkSecretFile(dir), 'utf8')).toBe(settings.linkSecret.toString('base64'));
  });

  it('read FILE_UPLOAD_MAX_MB and FILE_LINK_SECRET, which production requires', () => {
    const secret = 'x'.repeat(32);
    expect(loadFileSettings({ FILE_UPLOAD_MAX_MB: '10', FILE_LINK_SECRET: secret }, { dataDir: dataDir(), production: true })).toMatchObject({ maxBytes: 10 * 1024 * 1024, linkSecret: Buffer.from(secret) });
    expect(() => loadFileSettings({}, { dataDir: dataDir(), production: true })).toThrow(ConfigError);
    expect(() => loadFileSettings({ FILE_LINK_SECRET: 'short' }, { dataDir: dataDir(), production: false })).toThrow(ConfigError);
    for (const bad of ['0', '-1', 'ten', 'Infinity', '5000']) expect(() => loadFileSettings({ FILE_UPLOAD_MAX_MB: bad }, { dataDir: dataDir(), production: false })).toThrow(ConfigError);
  });
});
