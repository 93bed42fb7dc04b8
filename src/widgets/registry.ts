import type { ComponentType } from 'react';
import type { WidgetProps } from './types';
import { AddressWidget } from './AddressWidget';
import { AddressZipWidget } from './AddressZipWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { DateWidget } from './DateWidget';
import { FeinWidget, PhoneWidget, SsnWidget, ZipWidget } from './MaskedWidget';
import { AmountDecimalWidget, AmountWidget, MoneyWidget } from './NumberWidgets';
import { PictureWidget } from './PictureWidget';
import { SelectWidget } from './SelectWidget';
import { TextWidget } from './TextWidget';
import { TimeWidget } from './TimeWidget';
import { ToggleWidget } from './ToggleWidget';

/** Widgets by the name a ui schema gives them. */
export const widgetRegistry: Record<string, ComponentType<WidgetProps<any>>> = {
  text: TextWidget,
  phone: PhoneWidget,
  ssn: SsnWidget,
  fein: FeinWidget,
  zip: ZipWidget,
  amount: AmountWidget,
  amountDecimal: AmountDecimalWidget,
  money: MoneyWidget,
  time: TimeWidget,
  date: DateWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  toggle: ToggleWidget,
  picture: PictureWidget,
  address: AddressWidget,
  addressZip: AddressZipWidget,
};
