import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answers } from '../../src/generated/answers';

const folder = join(import.meta.dirname, '../widgets/fixtures/answers');
const files = readdirSync(folder).filter((f) => f.endsWith('.ts'));
const camel = (id: string) => id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/**
 * The widget tests' API answers (tests/widgets/fixtures/answers/<operation>.ts, named after the
 * operation whose answer they stand for) are what the server may send: each export, or what an
 * exported builder gives without arguments, passes that operation's answer schema.
 */
describe('the widget tests\' answer fixtures', () => {
  it('are named after an operation that has an answer schema', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => !answers[camel(f.replace(/\.ts$/, ''))])).toEqual([]);
  });

  it.each(files)('%s: every answer passes its operation\'s schema', async (file) => {
    const validate = answers[camel(file.replace(/\.ts$/, ''))];
    const exported = Object.entries(await import(join(folder, file)) as Record<string, unknown>);
    const problems = exported.flatMap(([name, value]) => {
      const answer = typeof value === 'function' ? (value as () => unknown)() : value;
      return validate(answer) ? [] : (validate.errors ?? []).map((e) => `${name}${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`);
    });
    expect(problems).toEqual([]);
  });
});
