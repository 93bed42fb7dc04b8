import type { DisplayProps } from './types';
import { ShownText } from './ShownText';
import { humanDisplayName, type HumanName } from '../engine/core/format';

export function HumanNameDisplay({ record, field, texts }: DisplayProps) {
  return <ShownText text={humanDisplayName(record as HumanName)} max={field.truncate} none={texts.none} />;
}
