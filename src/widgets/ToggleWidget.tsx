import { memo, useState } from 'react';
import { ConfirmDialog } from '../engine/react/ConfirmDialog';
import { labelId, messageId } from '../engine/react/FieldTemplate';
import type { WidgetProps } from './types';

/** A Yes/No choice named by the field's label; switching to No asks options.confirmOff first when given. */
export const ToggleWidget = memo(function ToggleWidget(props: WidgetProps<boolean>) {
  const { id, value, options, texts } = props;
  const [asking, setAsking] = useState(false);
  const choose = (next: boolean) => {
    if (next === value) return;
    if (!next && value && options.confirmOff) setAsking(true);
    else props.onChange(next);
  };
  const button = (choice: boolean, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={value === choice}
      disabled={props.disabled}
      onClick={() => choose(choice)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') choose(!value);
      }}
      className={`h-8 px-4 text-sm ${value === choice ? 'bg-blue-600 text-white' : 'bg-white text-slate-700'}`}
    >
      {label}
    </button>
  );
  return (
    <>
      <div
        id={id}
        role="radiogroup"
        aria-labelledby={labelId(id)}
        aria-describedby={messageId(id)}
        aria-invalid={props.error ? true : undefined}
        className={`inline-flex w-fit overflow-hidden rounded border ${props.error ? 'border-red-500' : 'border-slate-300'}`}
      >
        {button(true, texts.yes)}
        {button(false, texts.no)}
      </div>
      {options.confirmOff && (
        <ConfirmDialog
          open={asking}
          title={options.confirmOff.title}
          message={options.confirmOff.message}
          texts={texts}
          onYes={() => {
            setAsking(false);
            props.onChange(false);
          }}
          onNo={() => setAsking(false)}
        />
      )}
    </>
  );
});
