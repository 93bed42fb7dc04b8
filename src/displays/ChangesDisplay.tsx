import { displayDate } from '../engine/core/dates';
import { displayMoney } from '../engine/core/format';
import type { DisplayProps } from './types';

type Change = Record<string, unknown>;

const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
/** An amount as dollars, a day as MM/dd/yyyy, a list joined, anything else as it is. */
function shown(value: unknown, none: string): string {
  if (typeof value === 'number') return displayMoney(value);
  if (isDay(value)) return displayDate(value as string);
  if (Array.isArray(value)) return value.map((v) => shown(v, none)).join(', ');
  if (value && typeof value === 'object') return describe(value as Change, none);
  return value === null || value === undefined ? '' : String(value);
}

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } => Boolean(value) && typeof value === 'object' && 'from' in (value as Change) && 'to' in (value as Change);

/** An item of a list of changes (a repriced line): its name, then each from/to it holds. */
function describe(item: Change, none: string): string {
  const name = Object.values(item).find((v) => typeof v === 'string');
  const moves = Object.values(item).filter(isFromTo).map((v) => `${shown(v.from, none) || none} → ${shown(v.to, none) || none}`);
  return [name, moves.join(', ')].filter(Boolean).join(': ');
}

/**
 * What a change changed (an audit entry's changes): only the parts its field labels, each as
 * 'Label: from → to' (a code by its label from `valueLabels`) or 'Label: value'; parts without a value are left out.
 */
export function ChangesDisplay({ value, field, texts }: DisplayProps) {
  const changes = (value && typeof value === 'object' ? value : {}) as Change;
  const lines = Object.entries(field.labels ?? {}).flatMap(([key, label]) => {
    const part = changes[key];
    if (part === null || part === undefined || (Array.isArray(part) && !part.length)) return [];
    const codes = field.valueLabels?.[key] ?? {};
    const one = (value: unknown) => (typeof value === 'string' && codes[value]) || shown(value, texts.none) || texts.none;
    const text = isFromTo(part) ? `${one(part.from)} → ${one(part.to)}` : shown(part, texts.none);
    return text ? [`${label}: ${text}`] : [];
  });
  if (!lines.length) return <>{texts.none}</>;
  return (
    <ul className="list-none space-y-0.5">
      {lines.map((line) => <li key={line}>{line}</li>)}
    </ul>
  );
}
