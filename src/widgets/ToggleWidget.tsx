import { memo, useState } from 'react';
import { ConfirmDialog } from '../engine/react/ConfirmDialog';
import type { WidgetProps } from './types';
import { Icon } from '../engine/react/Icon';

/** A Yes/No choice; switching to No asks options.confirmOff first when given. */
export const ToggleWidget = memo(function ToggleWidget(props: WidgetProps<boolean>) {
  const { id, value, options } = props;
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
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-700">{props.label}</span>
        {props.tooltip && <span className="text-xs text-slate-400" title={props.tooltip} aria-label={props.tooltip} role="img"><Icon name="info" className="h-3.5 w-3.5" /></span>}
      </div>
      <div id={id} role="radiogroup" aria-labelledby={`${id}-label`} className="inline-flex w-fit overflow-hidden rounded border border-slate-300">
        {button(true, 'Yes')}
        {button(false, 'No')}
      </div>
      {options.confirmOff && (
        <ConfirmDialog
          open={asking}
          title={options.confirmOff.title}
          message={options.confirmOff.message}
          onYes={() => {
            setAsking(false);
            props.onChange(false);
          }}
          onNo={() => setAsking(false)}
        />
      )}
    </div>
  );
});
