import versionForm from '../../../../schemas/opportunity/submission-version-update.ui.json';
import { fieldItemLabel } from '../../../engine/core/fieldItems';
import type { UiSchemaFile } from '../../../engine/core/manifests';

/** A line's status (new, submitted, quoted, declined, bound) as its label in the Edit Version form's choices ('Submitted'); an unknown code as it is. */
export const lineStatusLabel = (code: string) => fieldItemLabel(versionForm as UiSchemaFile, '/status', code);
