import { memo } from 'react';
import type { WidgetProps } from './types';
import { applyDigitMask } from './digitMask';
import { inputAria, inputClass } from './inputProps';
import { maskedInput } from './MaskedInput';

/** Phone 3-3-4, SSN 3-2-4, FEIN 2-7, ZIP 5 or 5-4: the value is the formatted text. */
export const masks = {
  phone: '000-000-0000',
  ssn: '000-00-0000',
  fein: '00-0000000',
  zip: '00000[-0000]',
} as const;

export type MaskName = keyof typeof masks;

function maskedWidget(mask: MaskName) {
  const layOut = (typed: string) => applyDigitMask(masks[mask], typed);
  return memo(function MaskedWidget(props: WidgetProps<string>) {
    const { id, value, error, required } = props;
    const text = layOut(value ?? '');
    return maskedInput({
      ...inputAria(id, error, required),
      mask: layOut,
      value: text,
      showing: props.showing,
      inputMode: 'numeric',
      placeholder: props.placeholder,
      disabled: props.disabled,
      onText: (text) => props.onChange(text === '' ? undefined : text),
      onBlur: props.onBlur,
      onFocus: props.onFocus,
      className: inputClass(error),
    });
  });
}

export const PhoneWidget = maskedWidget('phone');
export const SsnWidget = maskedWidget('ssn');
export const FeinWidget = maskedWidget('fein');
export const ZipWidget = maskedWidget('zip');
