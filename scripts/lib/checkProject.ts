/**
 * Checks every schema compiles and every ui schema and screen manifest matches its meta-schema;
 * a problem names the file and JSON pointer. Also checks that ui fields point into their form
 * schema and that routes name lists, forms and details that exist.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FormRules as UiRules } from '../../src/engine/core/formRules.ts';
import Ajv2019 from 'ajv/dist/2019.js';
import { createAjv, listJson, readSchemas } from './schemas.ts';

export function checkProject(root: string): { problems: string[]; schemas: number; manifests: number } {
  const problems: string[] = [];
  const report = (file: string, pointer: string, message: string) => problems.push(`${file}#${pointer}: ${message}`);
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

  const ajv = createAjv();
  const schemas = readSchemas(root);
  for (const { file, schema } of schemas) {
    try {
      ajv.addSchema(schema);
    } catch (error) {
      report(file, '', (error as Error).message);
    }
  }
  for (const { file, schema } of schemas) {
    try {
      if (schema.type !== undefined) ajv.getSchema(schema.$id as string);
    } catch (error) {
      report(file, '', (error as Error).message);
    }
  }

  // query text is coerced: a number there must be finite, or 'Infinity' slips past its bounds
  const numeric = (type: unknown) => [type].flat().some((t) => t === 'integer' || t === 'number');
  const mustBeFinite = (file: string, node: unknown, pointer: string): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (numeric(record.type) && record.finite !== true) report(file, pointer, "a number in a query must have 'finite': true (or $ref query#/$defs/...)");
    for (const [key, child] of Object.entries(record)) mustBeFinite(file, child, `${pointer}/${key}`);
  };
  for (const { file, schema } of schemas) {
    if (/\.(query|params)\.schema\.json$/.test(file) || schema.$id === 'query') mustBeFinite(file, schema, '');
  }

  const meta = new Ajv2019({ allErrors: true, strict: false });
  const metaOf = (path: string) => meta.compile(read(join(root, path)));
  const kinds: [string, ReturnType<typeof metaOf>, string[]][] = [
    ['ui schema', metaOf('schemas/meta/ui.meta.json'), listJson(join(root, 'schemas'), '.ui.json')],
    ['routes', metaOf('screens/meta/routes.meta.json'), [join(root, 'screens/routes.json')]],
    ['navigation', metaOf('screens/meta/navigation.meta.json'), [join(root, 'screens/navigation.json')]],
    ['messages', metaOf('screens/meta/messages.meta.json'), [join(root, 'screens/messages.json')]],
    ['list', metaOf('screens/meta/list.meta.json'), listJson(join(root, 'screens/lists'), '.json')],
    ['detail', metaOf('screens/meta/detail.meta.json'), listJson(join(root, 'screens/details'), '.json')],
  ];
  for (const [kind, validate, files] of kinds) {
    for (const path of files) {
      const file = relative(root, path);
      let data: unknown;
      try {
        data = read(path);
      } catch (error) {
        report(file, '', `not JSON: ${(error as Error).message}`);
        continue;
      }
      if (!validate(data)) for (const e of validate.errors ?? []) report(file, e.instancePath, `${kind}: ${e.message}`);
    }
  }

  type Node = { properties?: Record<string, Node>; items?: Node; $ref?: string; $defs?: Record<string, Node> };
  /** A node with its $ref followed; `base` is the $id a local '#/...' ref is relative to. */
  function resolve(node: Node | undefined, base: string): [Node | undefined, string] {
    if (!node?.$ref) return [node, base];
    const [id, fragment = ''] = node.$ref.split('#');
    const from = id || base;
    let target = ajv.getSchema(from)?.schema as Node | undefined;
    for (const key of fragment.split('/').filter(Boolean)) target = (target as Record<string, Node> | undefined)?.[key];
    return resolve(target, from);
  }
  function pathExists(schema: Node, pointer: string, id: string): boolean {
    let node: Node | undefined = schema;
    let base = id;
    for (const key of pointer.split('/').slice(1)) {
      [node, base] = resolve(node, base);
      node = /^\d+$/.test(key) ? node?.items : node?.properties?.[key];
      if (!node) return false;
    }
    return true;
  }
  const forms = new Set<string>();
  for (const path of listJson(join(root, 'schemas'), '.ui.json')) {
    const ui = read(path);
    forms.add(ui.form);
    const schema = ajv.getSchema(ui.form)?.schema as Node | undefined;
    if (!schema) {
      report(relative(root, path), '/form', `no schema with $id '${ui.form}'`);
      continue;
    }
    const mustExist = (pointer: string, at: string) => {
      if (!pathExists(schema, pointer, ui.form)) report(relative(root, path), at, `'${pointer}' is not in schema '${ui.form}'`);
    };
    (ui.sections ?? []).forEach((section: { fields: { path: string; enabledBy?: string }[] }, s: number) =>
      section.fields.forEach((field, f) => {
        mustExist(field.path, `/sections/${s}/fields/${f}/path`);
        if (field.enabledBy) mustExist(field.enabledBy, `/sections/${s}/fields/${f}/enabledBy`);
      }),
    );
    const rules: UiRules = ui.rules ?? {};
    rules.resetWhenEmptied?.forEach((r, i) => {
      mustExist(r.path, `/rules/resetWhenEmptied/${i}/path`);
      r.reset.forEach((p, j) => mustExist(p, `/rules/resetWhenEmptied/${i}/reset/${j}`));
    });
    rules.mirror?.forEach((m, i) => {
      mustExist(m.while, `/rules/mirror/${i}/while`);
      m.keys.forEach((k, j) => {
        mustExist(`${m.from}/${k}`, `/rules/mirror/${i}/keys/${j}`);
        mustExist(`${m.to}/${k}`, `/rules/mirror/${i}/keys/${j}`);
      });
    });
  }
  const names = (dir: string, key: string) => new Set(listJson(join(root, dir), '.json').map((p) => read(p)[key]));
  const lists = names('screens/lists', 'list');
  const details = names('screens/details', 'detail');
  read(join(root, 'screens/routes.json')).routes.forEach((r: Record<string, string>, i: number) => {
    if (r.list && !lists.has(r.list)) report('screens/routes.json', `/routes/${i}/list`, `no list manifest '${r.list}'`);
    if (r.form && !forms.has(r.form)) report('screens/routes.json', `/routes/${i}/form`, `no ui schema for form '${r.form}'`);
    if (r.detail && !details.has(r.detail)) report('screens/routes.json', `/routes/${i}/detail`, `no detail manifest '${r.detail}'`);
  });
  return { problems, schemas: schemas.length, manifests: kinds.reduce((n, [, , f]) => n + f.length, 0) };
}
