import entity from '../../../../schemas/import/entity.import.json';
import human from '../../../../schemas/import/human.import.json';
import policy from '../../../../schemas/import/policy.import.json';

/**
 * A column of an import file: its header, where its value goes in the create body (a JSON
 * pointer), how its text is read, what else a value brings (`with`: the date's type beside a date
 * of birth), and a name looked up to its id (`lookup`, and `typePath` for the kind of record found).
 */
export interface ImportColumn {
  header: string;
  path: string;
  type?: 'date' | 'number';
  with?: Record<string, string>;
  /** the text's value by its lower case ('bound' for 'Bound') */
  values?: Record<string, string>;
  lookup?: 'market' | 'lineOfBusiness' | 'insured';
  typePath?: string;
}

export type ImportKind = 'human' | 'entity' | 'policy';

export interface ImportDeclaration {
  kind: ImportKind;
  columns: ImportColumn[];
}

/** What each kind's file holds (schemas/import/<kind>.import.json). */
export const importDeclarations = { human, entity, policy } as Record<ImportKind, ImportDeclaration>;

/** The most rows one file may hold. */
export const maxImportRows = 10_000;
