import type { DisplayProps } from './types';
import { ShownText } from './ShownText';

interface HumanName {
  first_Name?: string;
  last_Name?: string;
  preferred_Name?: string | null;
  pronoun?: string | null;
}

/** 'First Last (Preferred) pronoun', the human table's name. */
export function humanDisplayName(h: HumanName): string {
  const preferred = h.preferred_Name ? ` (${h.preferred_Name})` : '';
  const pronoun = h.pronoun ? ` ${h.pronoun}` : '';
  return `${h.first_Name ?? ''} ${h.last_Name ?? ''}${preferred}${pronoun}`.trim();
}

export function HumanNameDisplay({ record, field, texts }: DisplayProps) {
  return <ShownText text={humanDisplayName(record as HumanName)} max={field.truncate} none={texts.none} />;
}
