import { isEmpty, ruleOutcome } from './conditions';
import type { UiField } from './manifests';

/** A field's state in the form's store. */
export interface ControlState {
  value: unknown;
  error?: string;
  required: boolean;
  /** whether the field's rule's condition holds (true when it has none) */
  ruleHolds: boolean;
  /** the value last checked on leaving the field and found valid */
  checkedValue: unknown;
}

/** What the engine shows around a field's input, and whether it shows it at all. */
export interface ControlProps {
  label: string;
  tooltip?: string;
  required: boolean;
  error?: string;
  /** the field's hint, or its validHint once its value is checked and valid */
  hint?: string;
  visible: boolean;
  enabled: boolean;
}

/** A field's props from its ui schema and its state (JSON Forms' mapStateToControlProps); React only renders them. */
export function controlProps(field: UiField, state: ControlState): ControlProps {
  const { visible, enabled } = ruleOutcome(field.rule, state.ruleHolds);
  const valid = field.validHint && !isEmpty(state.value) && state.checkedValue === state.value ? field.validHint : undefined;
  return { label: field.label, tooltip: field.tooltip, required: state.required, error: state.error, hint: field.hint ?? valid, visible, enabled };
}
