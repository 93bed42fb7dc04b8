import schema from '../../schemas/human/human.schema.json';
import common from '../../schemas/common/common.schema.json';
import contact from '../../schemas/contact/contact.schema.json';
import contactUi from '../../schemas/contact/contact.ui.json';
import ui from '../../schemas/human/human.ui.json';
import { resolveIncludes } from '../../src/engine/core/formIncludes';
import { visibleSections, type UiSchemaFile } from '../../src/engine/core/manifests';

/** The Add Human form as FormPage loads it: the contact block included. */
export const humanUi = resolveIncludes(ui as UiSchemaFile, (name) => (name === 'contact' ? (contactUi as UiSchemaFile) : undefined));
export const humanSchema = schema;

/** Small fixed reference lists, so the pages need no server. */
export const references = {
  PrefixName: [['mr', 'Mr.'], ['mrs', 'Mrs.'], ['miss', 'Miss'], ['ms', 'Ms.'], ['dr', 'Dr.'], ['prof', 'Prof.']],
  IRYS_Pronouns: [['he_him', 'He/Him'], ['she_her', 'She/Her'], ['they_them', 'They/Them']],
  Gender: [['M', 'Male'], ['F', 'Female'], ['X', 'Unspecified']],
  MaritalStatus: [['single', 'Single'], ['married', 'Married'], ['divorced', 'Divorced'], ['widowed', 'Widowed']],
  State: [['CA', 'California'], ['NY', 'New York'], ['TX', 'Texas'], ['WA', 'Washington']],
  'Phone Country Codes': [['+1', 'United States Of America (+1)'], ['+44', 'United Kingdom (+44)'], ['+52', 'Mexico (+52)']],
} as Record<string, [string, string][]>;

export const choiceItems = Object.fromEntries(
  Object.entries(references).map(([name, items]) => [name, items.map(([value, label]) => ({ value, label }))]),
);

export const fields = visibleSections(humanUi.sections, 'add', () => true).flatMap((s) => s.fields);

const defsOf = (s: unknown) => (s as { $defs: Record<string, unknown> }).$defs;
const schemasById: Record<string, Record<string, unknown>> = { common: defsOf(common), contact: defsOf(contact) };

/** The human schema with `common#/$defs/...` and `contact#/$defs/...` references inlined, for RJSF which resolves local refs only. */
export function inlinedSchema(): Record<string, unknown> {
  const walk = (node: unknown, base: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, base));
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: string }).$ref;
    const match = ref && /^(\w*)#\/\$defs\/(\w+)$/.exec(ref);
    if (match) {
      const id = match[1] || base;
      return walk(schemasById[id][match[2]], id);
    }
    return Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$id').map(([k, v]) => [k, walk(v, base)]));
  };
  return walk(schema, 'human') as Record<string, unknown>;
}
