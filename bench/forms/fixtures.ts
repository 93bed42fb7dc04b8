import common from '../../schemas/common/common.schema.json';
import contact from '../../schemas/contact/contact.schema.json';
import contactUi from '../../schemas/contact/contact.ui.json';
import entitySchema from '../../schemas/entity/entity.schema.json';
import entityUi from '../../schemas/entity/entity.ui.json';
import humanSchemaFile from '../../schemas/human/human.schema.json';
import humanUiFile from '../../schemas/human/human.ui.json';
import policyAddSchema from '../../schemas/policy/policy-add.schema.json';
import policySchema from '../../schemas/policy/policy.schema.json';
import policyUi from '../../schemas/policy/policy.ui.json';
import { conditionHolds, ruleOutcome } from '../../src/engine/core/conditions';
import { resolveIncludes } from '../../src/engine/core/formIncludes';
import { getAt, type Json } from '../../src/engine/core/pointer';
import { visibleSections, type UiField, type UiSchema, type UiSchemaFile } from '../../src/engine/core/manifests';
import { dereference } from '../../src/engine/core/schemaNodes';

/** A form as FormPage loads it in add mode: its ui schema with the contact block included, its schema and the fields it shows at first. */
export interface BenchForm {
  ui: UiSchema;
  schema: Record<string, unknown>;
  fields: UiField[];
}

function benchForm(file: unknown, schema: unknown): BenchForm {
  const ui = resolveIncludes(file as UiSchemaFile, (name) => (name === 'contact' ? (contactUi as UiSchemaFile) : undefined));
  const read = (path: string) => getAt(ui.initial as Json, path);
  const shownAtFirst = (f: UiField) => ruleOutcome(f.rule, f.rule ? conditionHolds(f.rule.condition, read) : false).visible;
  // a list's rows are not on the form until added (fees, taxes)
  const sections = visibleSections(ui.sections, 'add', () => true).filter((s) => !s.rows);
  return { ui, schema: schema as Record<string, unknown>, fields: sections.flatMap((s) => s.fields).filter(shownAtFirst) };
}

/** The forms the keystroke comparison types into: Add Human, Add Entity and Add Policy (its schema read whole, as the app loads it). */
export const benchForms = {
  human: benchForm(humanUiFile, humanSchemaFile),
  entity: benchForm(entityUi, entitySchema),
  policy: benchForm(policyUi, dereference(policyAddSchema, (id) => ({ policy: policySchema, common } as Record<string, object>)[id])),
};
export type BenchFormName = keyof typeof benchForms;

/** Small fixed reference lists, so the pages need no server. */
export const references = {
  PrefixName: [['mr', 'Mr.'], ['mrs', 'Mrs.'], ['miss', 'Miss'], ['ms', 'Ms.'], ['dr', 'Dr.'], ['prof', 'Prof.']],
  IRYS_Pronouns: [['he_him', 'He/Him'], ['she_her', 'She/Her'], ['they_them', 'They/Them']],
  Gender: [['M', 'Male'], ['F', 'Female'], ['X', 'Unspecified']],
  MaritalStatus: [['single', 'Single'], ['married', 'Married'], ['divorced', 'Divorced'], ['widowed', 'Widowed']],
  State: [['CA', 'California'], ['NY', 'New York'], ['TX', 'Texas'], ['WA', 'Washington']],
  'Phone Country Codes': [['+1', 'United States Of America (+1)'], ['+44', 'United Kingdom (+44)'], ['+52', 'Mexico (+52)']],
  'Legal Entity Type': [['llc', 'Limited Liability Company'], ['corporation', 'Corporation'], ['sole_proprietor', 'Sole Proprietor']],
} as Record<string, [string, string][]>;

export const choiceItems = Object.fromEntries(
  Object.entries(references).map(([name, items]) => [name, items.map(([value, label]) => ({ value, label }))]),
);

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
  return walk(humanSchemaFile, 'human') as Record<string, unknown>;
}
