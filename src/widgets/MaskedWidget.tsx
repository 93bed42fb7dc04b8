import { memo } from 'react';
import { IMaskInput } from 'react-imask';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';

/** Phone 3-3-4, SSN 3-2-4, FEIN 2-7, ZIP 5 or 5-4: the value is the formatted text. */
export const masks = {
  phone: '000-000-0000',
  ssn: '000-00-0000',
  fein: '00-0000000',
  zip: '00000[-0000]',
} as const;

export type MaskName = keyof typeof masks;

function maskedWidget(mask: MaskName) {
  return memo(function MaskedWidget(props: WidgetProps<string>) {
    const { id, value, error, required } = props;
    return (
      <IMaskInput
        {...inputAria(id, error, required)}
        mask={masks[mask]}
        value={value ?? ''}
        inputMode="numeric"
        placeholder={props.placeholder}
        disabled={props.disabled}
        onAccept={(text: string) => {
          const next = text === '' ? undefined : text;
          if (next !== value) props.onChange(next);
        }}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
        className={inputClass(error)}
      />
    );
  });
}

export const PhoneWidget = maskedWidget('phone');
export const SsnWidget = maskedWidget('ssn');
export const FeinWidget = maskedWidget('fein');
export const ZipWidget = maskedWidget('zip');
