import type { ItemCall } from '../../../engine/core/itemForms';

/**
 * A submission's versions, made and changed in a dialog: each form (schemas/opportunity/<form>.ui.json), its mode and call; the
 * form's model carries the ids (read back from the item: the version read, or, adding, the submission and the lines to start from).
 */
export const versionCalls = {
  add: { form: 'submission-version', mode: 'add', call: { method: 'POST', path: '/v1/opportunity/submission/version', body: {} } },
  edit: { form: 'submission-version-update', mode: 'edit', call: { method: 'PUT', path: '/v1/opportunity/submission/version/update', body: {} } },
} satisfies Record<string, { form: string; mode: string; call: ItemCall }>;

export type VersionDialog = keyof typeof versionCalls;
