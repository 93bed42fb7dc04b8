import type { ReactNode } from 'react';
import { Icon } from '../engine/react/Icon';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  tooltip?: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Label, tooltip and error (or hint) around an input; the input names `${id}-error` in aria-describedby. */
export function FieldShell({ id, label, required, tooltip, error, hint, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">{label}</label>
        {required && <span className="text-sm text-red-600" aria-hidden="true">*</span>}
        {tooltip && (
          <button type="button" className="text-xs text-slate-400" title={tooltip} aria-label={`About ${label}: ${tooltip}`}>
            <Icon name="info" className="h-3.5 w-3.5" />
          </button>
        )}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : (
        hint && <p id={`${id}-error`} className="text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}

export const inputClass = (error?: string) =>
  `h-9 w-full rounded border px-3 text-sm outline-none focus:ring-2 focus:ring-blue-200 ${error ? 'border-red-500' : 'border-slate-300'}`;

/** The accessibility attributes every input carries. */
export function inputAria(id: string, error?: string, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-error`,
    'aria-required': required || undefined,
  } as const;
}
