/**
 * Checks every schema compiles and every ui schema and screen manifest matches its meta-schema;
 * a problem names the file and JSON pointer. Also checks that ui fields, rules and included forms
 * point into their form schema, that modes named are declared, and that routes name lists, forms
 * (and their modes) and details that exist.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { conditionPaths } from '../../src/engine/core/conditions.ts';
import { resolveIncludes } from '../../src/engine/core/formIncludes.ts';
import type { FormRules } from '../../src/engine/core/formRules.ts';
import type { UiField, UiInclude, UiSchemaFile, UiSection } from '../../src/engine/core/manifests.ts';
import type { DetailTab } from '../../src/engine/core/screenManifests.ts';
import Ajv2019 from 'ajv/dist/2019.js';
import { createAjv, listJson, readSchemas, type SchemaFile } from './schemas.ts';

/**
 * The schemas compiled (most of a check's time), with the problems compiling found; kept for the
 * next check of the same schema files (the checker's tests check copies of the project that differ
 * in one file, often not a schema).
 */
let compiled: { key: string; ajv: Ajv2019; problems: string[] } | undefined;
function compileSchemas(schemas: SchemaFile[]): { ajv: Ajv2019; problems: string[] } {
  const key = createHash('sha256').update(JSON.stringify(schemas)).digest('hex');
  if (compiled?.key === key) return compiled;
  const ajv = createAjv();
  const problems: string[] = [];
  for (const { file, schema } of schemas) {
    try {
      ajv.addSchema(schema);
    } catch (error) {
      problems.push(`${file}#: ${(error as Error).message}`);
    }
  }
  for (const { file, schema } of schemas) {
    try {
      if (schema.type !== undefined) ajv.getSchema(schema.$id as string);
    } catch (error) {
      problems.push(`${file}#: ${(error as Error).message}`);
    }
  }
  compiled = { key, ajv, problems };
  return compiled;
}

export function checkProject(root: string): { problems: string[]; schemas: number; manifests: number } {
  const schemas = readSchemas(root);
  const { ajv, problems: compileProblems } = compileSchemas(schemas);
  const problems = [...compileProblems];
  const report = (file: string, pointer: string, message: string) => problems.push(`${file}#${pointer}: ${message}`);
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

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
  meta.addSchema(read(join(root, 'screens/meta/display.meta.json')));
  const metaOf = (path: string) => meta.compile(read(join(root, path)));
  const kinds: [string, ReturnType<typeof metaOf>, string[]][] = [
    ['ui schema', metaOf('schemas/meta/ui.meta.json'), listJson(join(root, 'schemas'), '.ui.json')],
    ['replies', metaOf('schemas/meta/replies.meta.json'), listJson(join(root, 'schemas'), '.replies.json')],
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

  type Node = { properties?: Record<string, Node>; items?: Node; $ref?: string; $defs?: Record<string, Node>; allOf?: Node[]; anyOf?: Node[]; oneOf?: Node[] };
  /** A node with its $ref followed; `base` is the $id a local '#/...' ref is relative to. */
  function resolve(node: Node | undefined, base: string): [Node | undefined, string] {
    if (!node?.$ref) return [node, base];
    const [id, fragment = ''] = node.$ref.split('#');
    const from = id || base;
    let target = ajv.getSchema(from)?.schema as Node | undefined;
    for (const key of fragment.split('/').filter(Boolean)) target = (target as Record<string, Node> | undefined)?.[key];
    return resolve(target, from);
  }
  /** Whether the keys lead somewhere in the node, through $refs and any branch of allOf, anyOf or oneOf. */
  function keysExist(start: Node | undefined, keys: string[], from: string): boolean {
    const [node, base] = resolve(start, from);
    if (!node) return false;
    if (!keys.length) return true;
    const [key, ...rest] = keys;
    const branches = [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])];
    if (branches.some((branch) => keysExist(branch, keys, base))) return true;
    const child = /^\d+$/.test(key) || key === '*' ? node.items : node.properties?.[key];
    return child !== undefined && keysExist(child, rest, base);
  }
  const pathExists = (schema: Node, pointer: string, id: string) => keysExist(schema, pointer.split('/').slice(1), id);
  const uiFiles = listJson(join(root, 'schemas'), '.ui.json').map((path) => ({ file: relative(root, path), ui: read(path) as UiSchemaFile }));
  const uiByName = new Map(uiFiles.map((f) => [basename(f.file, '.ui.json'), f.ui]));
  for (const { file, ui } of uiFiles) {
    const schema = ajv.getSchema(ui.form)?.schema as Node | undefined;
    if (!schema) {
      report(file, '/form', `no schema with $id '${ui.form}'`);
      continue;
    }
    const mustExist = (pointer: string, at: string) => {
      if (!pathExists(schema, pointer, ui.form)) report(file, at, `'${pointer}' is not in schema '${ui.form}'`);
    };
    const modes = Object.keys(ui.modes ?? {});
    const declared = (names: string[] | undefined, at: string) =>
      names?.forEach((mode, i) => modes.includes(mode) || report(file, `${at}/${i}`, `'${mode}' is not one of the form's modes`));
    // a rows section's fields are a row's: their pointers are checked at the list's first row
    const fieldPointers = (field: UiField, at: string, row = '') => {
      mustExist(`${row}${field.path}`, `${at}/path`);
      if (field.rule) conditionPaths(field.rule.condition).forEach((p) => mustExist(`${row}${p}`, `${at}/rule/condition`));
    };
    const rulePointers = (rules: FormRules, at: (kind: string, i: number) => string) => {
      rules.resetWhenEmptied?.forEach((r, i) => [r.path, ...r.reset].forEach((p) => mustExist(p, at('resetWhenEmptied', i))));
      rules.mirror?.forEach((m, i) =>
        [m.while, ...m.keys.flatMap((k) => [`${m.from}/${k}`, `${m.to}/${k}`])].forEach((p) => mustExist(p, at('mirror', i))),
      );
      rules.setWhenChanged?.forEach((r, i) => [r.path, ...Object.keys(r.set)].forEach((p) => mustExist(p, at('setWhenChanged', i))));
    };
    const checkInclude = (include: UiInclude, at: string) => {
      const included = uiByName.get(include.include);
      if (!included) return report(file, `${at}/include`, `no ui schema '${include.include}'`);
      for (const [mode, includedMode] of Object.entries(include.modes)) {
        if (!modes.includes(mode)) report(file, `${at}/modes/${mode}`, `'${mode}' is not one of the form's modes`);
        if (!(includedMode in (included.modes ?? {}))) report(file, `${at}/modes/${mode}`, `'${includedMode}' is not one of the modes of '${include.include}'`);
      }
      const includedFields = new Set(included.sections.flatMap((part) => ('fields' in part ? part.fields.map((f) => f.path) : [])));
      include.omit?.forEach((p, i) => includedFields.has(p) || report(file, `${at}/omit/${i}`, `'${p}' is not a field of '${include.include}'`));
      // the included form's fields and rules, moved under `at`, must be in this form's schema
      const placed = resolveIncludes({ ...ui, initial: {}, rules: undefined, sections: [include] }, (name) => uiByName.get(name));
      placed.sections.forEach((section) => section.fields.forEach((field) => fieldPointers(field, at)));
      if (placed.rules) rulePointers(placed.rules, () => at);
    };
    ui.sections.forEach((part: UiSection | UiInclude, s: number) => {
      if ('include' in part) return checkInclude(part, `/sections/${s}`);
      declared(part.modes, `/sections/${s}/modes`);
      const row = part.rows ? `${part.rows.path}/0` : '';
      if (part.rows) mustExist(part.rows.path, `/sections/${s}/rows/path`);
      if (part.rows?.unique) mustExist(`${row}${part.rows.unique}`, `/sections/${s}/rows/unique`);
      part.fields.forEach((field, f) => {
        fieldPointers(field, `/sections/${s}/fields/${f}`, row);
        declared(field.modes, `/sections/${s}/fields/${f}/modes`);
      });
    });
    if (ui.rules) rulePointers(ui.rules, (kind, i) => `/rules/${kind}/${i}`);
    Object.keys(ui.readBack ?? {}).forEach((p) => mustExist(p, '/readBack'));
    Object.entries(ui.modes ?? {}).forEach(([mode, texts]) => Object.keys(texts.values ?? {}).forEach((p) => mustExist(p, `/modes/${mode}/values`)));
    ui.notices?.forEach((notice, i) => declared(notice.modes, `/notices/${i}/modes`));
  }
  const names = (dir: string, key: string) => new Set(listJson(join(root, dir), '.json').map((p) => read(p)[key]));
  const lists = names('screens/lists', 'list');
  const details = names('screens/details', 'detail');
  read(join(root, 'screens/routes.json')).routes.forEach((r: Record<string, string>, i: number) => {
    if (r.list && !lists.has(r.list)) report('screens/routes.json', `/routes/${i}/list`, `no list manifest '${r.list}'`);
    const form = r.form ? uiByName.get(r.form) : undefined;
    if (r.form && !form) report('screens/routes.json', `/routes/${i}/form`, `no ui schema '${r.form}'`);
    if (form && !(r.mode in form.modes)) report('screens/routes.json', `/routes/${i}/mode`, `'${r.mode}' is not one of the modes of '${r.form}'`);
    if (form && !form.api) report('screens/routes.json', `/routes/${i}/form`, `a page keeps the record of '${r.form}' through its api, and it names none`);
    if (r.detail && !details.has(r.detail)) report('screens/routes.json', `/routes/${i}/detail`, `no detail manifest '${r.detail}'`);
  });
  // a tab's item form is a form, opened in its modes
  for (const path of listJson(join(root, 'screens/details'), '.json')) {
    (read(path).tabs as DetailTab[]).forEach(({ itemForm }, t) => {
      if (!itemForm) return;
      const at = `/tabs/${t}/itemForm`;
      const form = uiByName.get(itemForm.form);
      if (!form) return report(relative(root, path), `${at}/form`, `no ui schema '${itemForm.form}'`);
      const modes = [itemForm.add?.mode, itemForm.edit?.mode, ...(itemForm.edit?.modes ?? []).map((m) => m.mode)].filter((m) => m !== undefined);
      modes.forEach((mode) => mode in form.modes || report(relative(root, path), at, `'${mode}' is not one of the modes of '${itemForm.form}'`));
    });
  }
  // a list's sort keys and filters are ones its search query takes
  const standardParams = new Set(['limit', 'page', 'sort', 'sortKey', 'search']);
  for (const path of listJson(join(root, 'screens/lists'), '.json')) {
    const list = read(path);
    const file = relative(root, path);
    // the call itself, not a longer path it begins ('GET /v1/files' is not 'GET /v1/files/entity')
    const call = new RegExp(`GET ${list.api.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`);
    const query = schemas.find((s) => s.file.endsWith('.query.schema.json') && call.test(String(s.schema.description ?? '')));
    if (!query) {
      report(file, '/api', `no query schema says it is 'GET ${list.api}'`);
      continue;
    }
    const properties = (query.schema.properties ?? {}) as Record<string, { enum?: string[]; $ref?: string }>;
    // a sort key list may be another schema's definition ('file#/$defs/sortKey')
    const [refId, refPointer = ''] = (properties.sortKey?.$ref ?? '').split('#');
    const referred = refId ? refPointer.split('/').slice(1).reduce<any>((node, key) => node?.[key], schemas.find((s) => s.schema.$id === refId)?.schema) : undefined;
    const sortKeys = new Set<string>(properties.sortKey?.enum ?? referred?.enum ?? []);
    (list.columns ?? []).forEach((column: { sortKey?: string }, i: number) => {
      if (column.sortKey && !sortKeys.has(column.sortKey)) report(file, `/columns/${i}/sortKey`, `'${column.sortKey}' is not a sort key of ${query.file}`);
    });
    if (list.defaultSort?.sortKey && !sortKeys.has(list.defaultSort.sortKey)) report(file, '/defaultSort/sortKey', `'${list.defaultSort.sortKey}' is not a sort key of ${query.file}`);
    (list.filters ?? []).forEach((filter: { key: string }, i: number) => {
      if (standardParams.has(filter.key) || !properties[filter.key]) report(file, `/filters/${i}/key`, `'${filter.key}' is not a filter of ${query.file}`);
    });
  }

  return { problems, schemas: schemas.length, manifests: kinds.reduce((n, [, , f]) => n + f.length, 0) };
}
