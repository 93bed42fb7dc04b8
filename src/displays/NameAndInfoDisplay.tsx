import { joinPresent } from '../engine/core/format';
import type { DisplayProps } from './types';
import { ShownText } from './ShownText';

/** A name with a line of information under it (an entity's DBA and legal type), each cut at `truncate`. */
export function NameAndInfoDisplay({ value, record, field, texts }: DisplayProps) {
  const info = joinPresent((field.info ?? []).map((key) => record[key]));
  return (
    <span className="flex flex-col">
      <span className="font-medium">{ShownText({ text: String(value ?? ''), max: field.truncate, none: texts.none })}</span>
      {info && <span className="text-xs text-slate-600">{ShownText({ text: info, max: field.truncate, none: '' })}</span>}
    </span>
  );
}
