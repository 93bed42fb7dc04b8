import type { DisplayProps } from './types';
import { ShownText } from './ShownText';
import { personDisplayName, type PersonName } from '../engine/core/format';

export function PersonNameDisplay({ record, field, texts }: DisplayProps) {
  return ShownText({ text: personDisplayName(record as PersonName), max: field.truncate, none: texts.none });
}
