import { resolveIncludes } from '../../engine/core/formIncludes';
import type { UiSchemaFile } from '../../engine/core/manifests';
import { dereference } from '../../engine/core/schemaNodes';
import type { Validator } from '../../engine/core/validation';
import type { FormDefinition } from '../../engine/react/HostedForm';

/** Modules by their file's name without `suffix`: '../x/human.ui.json' -> 'human'. */
function byFileName<T>(modules: Record<string, T>, suffix: string): Record<string, T> {
  return Object.fromEntries(Object.entries(modules).map(([path, module]) => [path.slice(path.lastIndexOf('/') + 1, -suffix.length), module]));
}

/** Every form's ui schema (schemas/<module>/<name>.ui.json): small, so all come with the form page. */
const uiSchemas = byFileName(import.meta.glob<UiSchemaFile>('../../../schemas/*/*.ui.json', { eager: true, import: 'default' }), '.ui.json');
/** Every precompiled validator, each loaded when a form of its schema opens. */
const validators = byFileName(import.meta.glob<Validator>('../../generated/validators/*.js', { import: 'default' }), '.js');

/** Every schema by its $id (its file's name), each loaded when a form's schema refers to it. */
const schemaFiles = byFileName(import.meta.glob<object>('../../../schemas/*/*.schema.json', { import: 'default' }), '.schema.json');

/** The ids of other schemas a schema refers to ('policy#/$defs/fee' -> 'policy'). */
const referredIds = (schema: object): string[] => [...new Set([...JSON.stringify(schema).matchAll(/"\$ref":"([^"#]+)#/g)].map((m) => m[1]))];

/** The schema with the schemas it refers to (and theirs) dereferenced: one tree to read fields' choices and limits from. */
async function wholeSchema(schema: object): Promise<object> {
  const named = new Map<string, object>();
  let waiting = referredIds(schema);
  while (waiting.length) {
    const loaded = await Promise.all(waiting.filter((id) => schemaFiles[id]).map(async (id) => [id, await schemaFiles[id]()] as const));
    loaded.forEach(([id, s]) => named.set(id, s));
    waiting = loaded.flatMap(([, s]) => referredIds(s)).filter((id) => !named.has(id));
  }
  return dereference(schema, (id) => named.get(id));
}

/** A form by name: its ui schema with includes resolved, its schema's validator, and its schema whole (references followed). */
export async function loadForm(name: string): Promise<FormDefinition> {
  const file = uiSchemas[name];
  if (!file) throw new Error(`There is no form '${name}'.`);
  const ui = resolveIncludes(file, (included) => uiSchemas[included]);
  const validate = await validators[ui.form]();
  return { ui, schema: await wholeSchema(validate.schema as object), validate };
}
