import entity from '../../../schemas/import/entity.import.json';
import human from '../../../schemas/import/human.import.json';
import policy from '../../../schemas/import/policy.import.json';
import { texts } from '../texts';

const said = texts.reportsMore;

/** What a file may hold: each kind's label, the scope it needs, and its columns' headers (schemas/import). */
export const importKinds = [
  { kind: 'human', label: said.importKindHuman, scope: 'human-edit', columns: human.columns.map((c) => c.header) },
  { kind: 'entity', label: said.importKindEntity, scope: 'entity-edit', columns: entity.columns.map((c) => c.header) },
  { kind: 'policy', label: said.importKindPolicy, scope: 'policy-edit', columns: policy.columns.map((c) => c.header) },
] as const;

export type ImportKind = (typeof importKinds)[number]['kind'];
