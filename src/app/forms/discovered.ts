import { resolveIncludes } from '../../engine/core/formIncludes';
import type { UiSchema, UiSchemaFile } from '../../engine/core/manifests';
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

/** A form's ui schema with includes resolved, at once (no validator): a page heads the form with it while the validator loads. */
export function formUi(name: string): UiSchema | undefined {
  const file = uiSchemas[name];
  return file && resolveIncludes(file, (included) => uiSchemas[included]);
}

/** A form by name: its ui schema with includes resolved, and its schema's validator, which carries the schema whole (references followed, scripts/gen.ts). */
export async function loadForm(name: string): Promise<FormDefinition> {
  const ui = formUi(name);
  if (!ui) throw new Error(`There is no form '${name}'.`);
  const validate = await validators[ui.form]();
  return { ui, schema: validate.schema as object, validate };
}
