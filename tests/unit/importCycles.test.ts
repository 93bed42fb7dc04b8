import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 20, DECISIONS 390: no import cycle in src/, counting every kind of import a file makes of
 * another (`import`, `import type`, `export … from`, `import()`), read by the TypeScript compiler.
 * A cycle is a group of files that reach each other (Tarjan's strongly connected components).
 */
const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** The file a relative specifier names, as the bundler resolves it (with or without its extension, or a folder's index). */
function resolved(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.filter(({ fileName }) => fileName.startsWith('.')).map(({ fileName }) => resolved(file, fileName)).filter((path): path is string => Boolean(path));
}

/** The groups of two or more files that import each other, directly or around. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(relative(root, member));
      } while (member !== file);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  });

  it('has none in src/, type and lazy imports counted', () => {
    const files = sources(src);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    expect(cycles(graph)).toEqual([]);
  });
});
