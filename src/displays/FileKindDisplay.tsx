import { Icon } from '../engine/react/Icon';
import type { DisplayProps } from './types';

/** A file's kind as its icon (Mail, Document, Folder, Image), named by the field's label of the stored kind. */
export function FileKindDisplay({ value, field, texts }: DisplayProps) {
  if (typeof value !== 'string' || !value) return <>{texts.none}</>;
  const kind = field.labels?.[value] ?? value;
  return (
    <span title={kind} className="inline-flex text-slate-600">
      <Icon name={kind} className="h-5 w-5" />
      <span className="sr-only">{kind}</span>
    </span>
  );
}
