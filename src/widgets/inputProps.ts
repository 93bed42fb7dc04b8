import { messageId } from '../engine/react/FieldTemplate';

export const inputClass = (error?: string) =>
  `h-9 w-full rounded border px-3 text-sm outline-none focus:ring-2 focus:ring-blue-200 ${error ? 'border-red-500' : 'border-slate-300'}`;

/** The accessibility attributes every input carries; the field template shows the message it names. */
export function inputAria(id: string, error?: string, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': messageId(id),
    'aria-required': required || undefined,
  } as const;
}
