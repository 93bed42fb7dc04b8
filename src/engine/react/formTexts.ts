import type { WidgetTexts } from '../../widgets/types';

/** The texts a schema form shows: its widgets' and its fields' own. */
export interface FormTexts extends WidgetTexts {
  /** the tooltip button's name: 'About {label}: {tooltip}' */
  fieldTooltip: string;
}
