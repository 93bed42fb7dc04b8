import type { UiSchema } from '../../engine/core/manifests';
import type { Validator } from '../../engine/core/validation';

export interface FormDefinition {
  schema: object;
  ui: UiSchema;
  validate: Validator;
}

/** Each form's schema, ui schema and precompiled validator, loaded with its route. */
export const forms: Record<string, () => Promise<FormDefinition>> = {
  human: () => import('./human').then((m) => m.default),
};
