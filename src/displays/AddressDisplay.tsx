import { joinPresent } from '../engine/core/format';
import type { DisplayProps } from './types';
import { ShownText } from './ShownText';

/**
 * An address stored as fields named after the field's key: mailing_Address gives
 * mailing_Address_Line_1, _Line_2, _City, _State_Label and _Zip_Code. '12 Harbor St, Boston, Massachusetts 02110'.
 */
export function AddressDisplay({ record, field, texts }: DisplayProps) {
  const part = (name: string) => record[`${field.key}_${name}`];
  const region = joinPresent([part('State_Label'), part('Zip_Code')], ' ');
  return ShownText({ text: joinPresent([part('Line_1'), part('Line_2'), part('City'), region], ', '), none: texts.none });
}
