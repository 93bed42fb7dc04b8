import { useId, type ReactElement } from 'react';

interface HintProps {
  /** the tooltip's text; no tooltip without one */
  text: string | null | undefined;
  /** the control, given the tooltip's id to be described by */
  children(describedBy: string | undefined): ReactElement;
  className?: string;
}

/** A tooltip that shows on hover and on keyboard focus, and describes its control to screen readers. */
export function Hint({ text, children, className = '' }: HintProps) {
  const id = useId();
  // the wrapper stays whether or not there is a tooltip, so the control is not made anew when one comes or goes
  return (
    <span className={`group relative inline-flex ${className}`}>
      {children(text ? id : undefined)}
      {text && (
        <span id={id} role="tooltip" className="pointer-events-none absolute bottom-full left-1/2 z-50 mb-1 hidden w-max max-w-64 -translate-x-1/2 rounded bg-slate-800 px-2 py-1 text-xs text-white shadow group-focus-within:block group-hover:block">
          {text}
        </span>
      )}
    </span>
  );
}
