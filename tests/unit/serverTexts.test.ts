import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '../../screens/messages.json';
import { serverTexts } from '../../src/server/texts';

// The sentences the server answers live in screens/messages.json (serverTexts), a module's
// *.replies.json or a schema's errorMessage, never typed in TypeScript (DECISIONS 282): an analyst's
// edit reaches every answer, and `npm run check` checks them against the messages meta-schema.
const root = join(import.meta.dirname, '../..');
/** Not answers: the demo book's contents, the API reference's own prose (OpenAPI descriptions), and
 *  what the operator reads in the log or when a setting is wrong at start (the field-encryption keys'
 *  state; the environment's names are English). */
const notAnswers = ['src/server/seed/', 'src/server/http/openapi/', 'src/server/crypto/', 'src/server/config.ts', 'src/server/mail/mailSettings.ts', 'src/server/storage/fileSettings.ts', 'src/server/storage/s3Url.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** A sentence in quotes or backticks: a capital, at least three words, a full stop (or ! ?) at its end. */
const sentence = /(['`])([A-Z][^'`\n]*?\s[^'`\n]*?\s[^'`\n]*?[.!?])\1/g;
/** Lines whose sentences are not answers: comments, a route's OpenAPI prose (its summary, its answer's
 *  description, a line declaring a route by its path), logs, and errors that stay inside (a 500). */
const prose = /^\s*(\/\/|\*|\/\*)|\b(summary|description|redirect):|'\/v1\/|\blog(ger)?\.(error|warn|info|debug)\(|console\.|new Error\(/;
/** A summary that goes on over the next lines, joined with +. */
const continues = /\bsummary:\s*$|\+\s*$/;

function typedSentences() {
  return sources(join(root, 'src/server')).flatMap((path) => {
    const file = relative(root, path);
    if (notAnswers.some((prefix) => file.startsWith(prefix))) return [];
    const lines = readFileSync(path, 'utf8').split('\n');
    return lines.flatMap((line, i) =>
      prose.test(line) || continues.test(lines[i - 1] ?? '') ? [] : [...line.matchAll(sentence)].map((m) => `${file}:${i + 1} ${m[2]}`));
  });
}

describe("the server's texts", () => {
  it('are not typed in server code', () => {
    expect(typedSentences()).toEqual([]);
  });

  it('are one group of screens/messages.json, each text once in it', () => {
    expect(serverTexts).toBe(messages.serverTexts);
    const all = Object.values(messages).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));
    for (const text of Object.values(serverTexts)) expect(all.filter((t) => t === text), text).toHaveLength(1);
  });
});
