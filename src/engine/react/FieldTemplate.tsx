import type { ReactNode } from 'react';
import type { ControlProps } from '../core/controlProps';
import { fillTemplate } from '../core/template';
import { Icon } from './Icon';

/**
 * Where a widget wants its label: above its input (a `<label for>`), beside it (a checkbox), or
 * as the name of a group (a radio group, a picture) that points at it with aria-labelledby.
 */
export type LabelPlacement = 'above' | 'beside' | 'group';

/** The label a group widget names itself by (aria-labelledby). */
export const labelId = (id: string) => `${id}-label`;
/** The error or hint under the field; inputs name it in aria-describedby. */
export const messageId = (id: string) => `${id}-error`;

interface FieldTemplateProps {
  id: string;
  control: ControlProps;
  placement?: LabelPlacement;
  /** the tooltip button's name: 'About {label}: {tooltip}' */
  tooltipText: string;
  /** the grid cell's class (a wide widget's) */
  className?: string;
  children: ReactNode;
  /** after the message (a dialog the field opens) */
  after?: ReactNode;
}

interface HeadingProps {
  id: string;
  label: string;
  required: boolean;
  tooltip?: string;
  placement: LabelPlacement;
  tooltipText: string;
}

/**
 * The label, required mark and tooltip; with the message below, elements made by a plain call rather
 * than components of their own: two fewer components per field on a form's first render. A label with
 * no mark and no tooltip is the label alone, without a row around it (most fields: ~35 elements fewer on
 * the largest form). Made when its field renders, which a keystroke does not (the input renders alone).
 */
function fieldHeading({ id, label, required, tooltip, placement, tooltipText }: HeadingProps) {
  const labelClass = 'text-sm font-medium text-slate-700';
  const name =
    placement === 'group' ? (
      <span id={labelId(id)} className={labelClass}>{label}</span>
    ) : (
      <label htmlFor={id} className={labelClass}>{label}</label>
    );
  if (!required && !tooltip) return name;
  return (
    <div className="flex items-center gap-1">
      {name}
      {required && <span className="text-sm text-red-600" aria-hidden="true">*</span>}
      {tooltip && (
        <button type="button" className="text-xs text-slate-400" title={tooltip} aria-label={fillTemplate(tooltipText, { label, tooltip })}>
          <Icon name="info" className="h-3.5 w-3.5" />
        </button>
      )}
    </div>
  );
}

/** The error, or else the hint, under the input. */
function fieldMessage(id: string, error?: string, hint?: string) {
  if (error) return <p id={messageId(id)} role="alert" className="text-xs text-red-600">{error}</p>;
  return hint ? <p id={messageId(id)} className="text-xs text-slate-500">{hint}</p> : null;
}

/**
 * A field's label, required mark, tooltip and error or hint around its widget's input, in one grid
 * cell: called by its field, not rendered as a component of its own, so a form's first render has one
 * component fewer per field (41 on the largest form); it renders exactly when its field does (not on a
 * keystroke: the input renders alone), one cell, no fragment.
 */
export function fieldTemplate({ id, control, placement = 'above', tooltipText, className, children, after }: FieldTemplateProps) {
  const beside = placement === 'beside';
  const heading = fieldHeading({ id, label: control.label, required: control.required, tooltip: control.tooltip, placement, tooltipText });
  // positioned, the cell is a paint layer of its own: a keystroke repaints its field, not the whole form (on the bench forms about a third of the paint per key it had); no stacking context, so its dropdowns (z-20, z-50) still lie over the cells after it
  const cell = 'relative flex flex-col gap-1';
  return (
    <div className={className ? `${cell} ${className}` : cell}>
      {beside ? <div className="flex items-center gap-2">{children}{heading}</div> : heading}
      {beside ? null : children}
      {fieldMessage(id, control.error, control.hint)}
      {after}
    </div>
  );
}
