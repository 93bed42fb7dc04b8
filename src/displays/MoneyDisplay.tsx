import { displayMoney } from '../engine/core/format';
import type { DisplayProps } from './types';
import { ShownText } from './ShownText';

/** An amount in dollars: '$1,234.50'. */
export function MoneyDisplay({ value, texts }: DisplayProps) {
  return ShownText({ text: displayMoney(value), none: texts.none });
}
