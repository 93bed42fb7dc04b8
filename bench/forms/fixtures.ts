import schema from '../../schemas/human/human.schema.json';
import common from '../../schemas/common/common.schema.json';
import ui from '../../schemas/human/human.ui.json';
import type { UiSchema } from '../../src/engine/core/manifests';

export const humanUi = ui as UiSchema;
export const humanSchema = schema;

/** Small fixed reference lists, so the pages need no server. */
export const references = {
  PrefixName: [['mr', 'Mr.'], ['mrs', 'Mrs.'], ['miss', 'Miss'], ['ms', 'Ms.'], ['dr', 'Dr.'], ['prof', 'Prof.']],
  IRYS_Pronouns: [['he_him', 'He/Him'], ['she_her', 'She/Her'], ['they_them', 'They/Them']],
  Gender: [['M', 'Male'], ['F', 'Female'], ['X', 'Unspecified']],
  MaritalStatus: [['single', 'Single'], ['married', 'Married'], ['divorced', 'Divorced'], ['widowed', 'Widowed']],
  State: [['CA', 'California'], ['NY', 'New York'], ['TX', 'Texas'], ['WA', 'Washington']],
} as Record<string, [string, string][]>;

export const choiceItems = Object.fromEntries(
  Object.entries(references).map(([name, items]) => [name, items.map(([value, label]) => ({ value, label }))]),
);

export const fields = humanUi.sections.flatMap((s) => s.fields).filter((f) => !f.modes || f.modes.includes('add'));

/** The human schema with `common#/$defs/...` references inlined, for RJSF which resolves local refs only. */
export function inlinedSchema(): Record<string, unknown> {
  const defs = (common as { $defs: Record<string, unknown> }).$defs;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: string }).$ref;
    if (ref?.startsWith('common#/$defs/')) return walk(defs[ref.slice('common#/$defs/'.length)]);
    return Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$id').map(([k, v]) => [k, walk(v)]));
  };
  return walk(schema) as Record<string, unknown>;
}
