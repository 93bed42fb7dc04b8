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
  children: ReactNode;
}

/** A field's label, required mark, tooltip and error or hint around its widget's input. */
export function FieldTemplate({ id, control, placement = 'above', tooltipText, children }: FieldTemplateProps) {
  const labelClass = 'text-sm font-medium text-slate-700';
  const heading = (
    <div className="flex items-center gap-1">
      {placement === 'group' ? (
        <span id={labelId(id)} className={labelClass}>{control.label}</span>
      ) : (
        <label htmlFor={id} className={labelClass}>{control.label}</label>
      )}
      {control.required && <span className="text-sm text-red-600" aria-hidden="true">*</span>}
      {control.tooltip && (
        <button type="button" className="text-xs text-slate-400" title={control.tooltip} aria-label={fillTemplate(tooltipText, control)}>
          <Icon name="info" className="h-3.5 w-3.5" />
        </button>
      )}
    </div>
  );
  return (
    <div className="flex flex-col gap-1">
      {placement === 'beside' ? <div className="flex items-center gap-2">{children}{heading}</div> : <>{heading}{children}</>}
      {control.error ? (
        <p id={messageId(id)} role="alert" className="text-xs text-red-600">{control.error}</p>
      ) : (
        control.hint && <p id={messageId(id)} className="text-xs text-slate-500">{control.hint}</p>
      )}
    </div>
  );
}
