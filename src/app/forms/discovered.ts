import { resolveIncludes } from '../../engine/core/formIncludes';
import type { UiSchema, UiSchemaFile } from '../../engine/core/manifests';
import type { Validator } from '../../engine/core/validation';
import type { FormDefinition } from '../../engine/react/HostedForm';
import { byFileName, loadedOnce, named } from '../loadedOnce';

/** Every form's ui schema (schemas/<module>/<name>.ui.json), each its own chunk: a form page loads its own and those it includes (the server preloads them). */
const uiFiles = loadedOnce(named(byFileName(import.meta.glob<UiSchemaFile>('../../../schemas/*/*.ui.json', { import: 'default' }), '.ui.json'), 'form'));
/** Every precompiled validator, each loaded when a form of its schema opens. */
const validators = byFileName(import.meta.glob<Validator>('../../generated/validators/*.js', { import: 'default' }), '.js');

/** The ui schema file by name and every file it includes, by name. */
async function withIncludes(name: string, files: Map<string, UiSchemaFile>): Promise<void> {
  const file = await uiFiles(name);
  files.set(name, file);
  await Promise.all(file.sections.flatMap((part) => ('include' in part ? [withIncludes(part.include, files)] : [])));
}

/** A form's ui schema with includes resolved, loaded once (no validator): a page heads the form with it while the validator loads. */
export const loadUi = loadedOnce(async (name: string): Promise<UiSchema> => {
  const files = new Map<string, UiSchemaFile>();
  await withIncludes(name, files);
  return resolveIncludes(files.get(name)!, (included) => files.get(included));
});

/** A form by name: its ui schema with includes resolved, and its schema's validator, which carries the schema whole (references followed, scripts/gen.ts). */
export async function loadForm(name: string): Promise<FormDefinition> {
  const ui = await loadUi(name);
  const validate = await validators[ui.form]();
  return { ui, schema: validate.schema as object, validate };
}
