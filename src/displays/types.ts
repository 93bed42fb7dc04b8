import type { ComponentType } from 'react';
import type { DisplayField } from '../engine/core/screenManifests';

/** Texts every display may show. */
export interface DisplayTexts {
  yes: string;
  no: string;
  /** shown for an empty value */
  none: string;
}

/** What a list cell or a detail field gives its display: the value, its record and the field's declaration. */
export interface DisplayProps {
  value: unknown;
  record: Record<string, unknown>;
  field: DisplayField;
  texts: DisplayTexts;
}

/** Displays by the name a list column or detail field gives them. */
export type DisplayRegistry = Record<string, ComponentType<DisplayProps>>;
