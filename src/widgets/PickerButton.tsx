import type { ReactNode, Ref } from 'react';
import { messageId } from '../engine/react/FieldTemplate';

interface PickerButtonProps {
  id: string;
  error?: string;
  /** a button takes no aria-required: a required picker is described as such ('Required') instead */
  required?: boolean;
  requiredText: string;
  open: boolean;
  /** the id of the choices it opens */
  controls: string;
  disabled?: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onToggle(): void;
  onFocus?(): void;
  /** how the chosen items lie in the button (chips wrap; names run as text) */
  layout?: string;
  children: ReactNode;
}

/** The button that opens a widget's choices (a multi-select, the lines-of-business picker), showing the chosen ones. */
export function PickerButton({ id, error, required, requiredText, open, controls, disabled, buttonRef, onToggle, onFocus, layout = '', children }: PickerButtonProps) {
  const requiredId = `${id}-required`;
  return (
    <>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-invalid={error ? true : undefined}
        aria-describedby={required ? `${messageId(id)} ${requiredId}` : messageId(id)}
        aria-expanded={open}
        aria-controls={controls}
        disabled={disabled}
        onClick={onToggle}
        onFocus={onFocus}
        className={`min-h-9 w-full rounded border bg-white px-3 py-1.5 text-left text-sm ${layout} ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        {children}
      </button>
      {required && <span id={requiredId} hidden>{requiredText}</span>}
    </>
  );
}
