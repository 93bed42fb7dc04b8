import type { DisplayProps } from './types';

/** The badge palette: a status's colour by the name its field's `tones` gives it. */
const tones: Record<string, string> = {
  slate: 'bg-slate-100 text-slate-700',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
  teal: 'bg-teal-100 text-teal-800',
};

/** A status code as a badge: its label (the record's `labelKey`, else the field's label of the code) in its colour (the field's tone of the code, slate when none). */
export function StatusDisplay({ value, record, field, texts }: DisplayProps) {
  if (value === null || value === undefined || value === '') return <>{texts.none}</>;
  const code = String(value);
  const tone = field.tones?.[code] ?? 'slate';
  return (
    <span data-tone={tone} className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone] ?? tones.slate}`}>
      {(field.labelKey && record[field.labelKey] as string) || field.labels?.[code] || code}
    </span>
  );
}
