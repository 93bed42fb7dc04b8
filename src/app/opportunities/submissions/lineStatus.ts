import versionForm from '../../../../schemas/opportunity/submission-version-update.ui.json';
import type { UiSchemaFile, UiSection } from '../../../engine/core/manifests';
import type { ChoiceItem } from '../../../widgets/types';

/** The statuses a version's line takes (new, submitted, quoted, declined, bound) with their labels: the Edit Version form's choices. */
const statuses = ((versionForm as UiSchemaFile).sections.flatMap((s) => (s as UiSection).fields ?? []).find((f) => f.path === '/status')?.options?.items ?? []) as ChoiceItem[];

/** A line's status as its label ('Submitted'); an unknown code as it is. */
export const lineStatusLabel = (code: string) => statuses.find((s) => s.value === code)?.label ?? code;
