import type { WidgetRegistry } from '../engine/react/Field';
import { AddressWidget } from './AddressWidget';
import { AddressZipWidget } from './AddressZipWidget';
import { AssigneeSearchWidget } from './AssigneeSearchWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { ContactChoiceWidget, contactOwnerOfForm } from './ContactChoiceWidget';
import { DateWidget } from './DateWidget';
import { DueDateTimeWidget } from './DueDateTimeWidget';
import { EntitySearchWidget } from './EntitySearchWidget';
import { LobNameWidget } from './LobNameWidget';
import { LobPickerWidget } from './LobPickerWidget';
import { FeinWidget, PhoneWidget, SsnWidget, ZipWidget } from './MaskedWidget';
import { AmountDecimalWidget, AmountWidget, MoneyWidget } from './NumberWidgets';
import { MultiSelectWidget } from './MultiSelectWidget';
import { PictureWidget } from './PictureWidget';
import { PolicyTotalsWidget, totalsOfForm, totalsReadUnder } from './PolicyTotalsWidget';
import { RecordChoiceWidget } from './RecordChoiceWidget';
import { cancelDateOfForm, ReturnPremiumWidget } from './ReturnPremiumWidget';
import { RelatedRecordsWidget } from './RelatedRecordsWidget';
import { RelatedToWhoWidget } from './RelatedToWhoWidget';
import { SelectWidget } from './SelectWidget';
import { TextAreaWidget } from './TextAreaWidget';
import { TextWidget } from './TextWidget';
import { TimeWidget } from './TimeWidget';
import { ToggleWidget } from './ToggleWidget';

/** Widgets by the name a ui schema gives them; the engine's field template puts the label where each wants it. */
export const widgetRegistry: WidgetRegistry = {
  text: { Input: TextWidget, typed: true },
  phone: { Input: PhoneWidget, typed: true },
  ssn: { Input: SsnWidget, typed: true },
  fein: { Input: FeinWidget, typed: true },
  zip: { Input: ZipWidget, typed: true },
  amount: { Input: AmountWidget, typed: true },
  amountDecimal: { Input: AmountDecimalWidget, typed: true },
  money: { Input: MoneyWidget, typed: true },
  time: { Input: TimeWidget, typed: true },
  date: { Input: DateWidget, typed: true },
  select: { Input: SelectWidget },
  checkbox: { Input: CheckboxWidget, label: 'beside' },
  toggle: { Input: ToggleWidget, label: 'group', wide: true },
  picture: { Input: PictureWidget, label: 'group', wide: true },
  address: { Input: AddressWidget },
  addressZip: { Input: AddressZipWidget },
  entitySearch: { Input: EntitySearchWidget },
  assigneeSearch: { Input: AssigneeSearchWidget },
  dueDateTime: { Input: DueDateTimeWidget },
  relatedRecords: { Input: RelatedRecordsWidget, wide: true },
  multiSelect: { Input: MultiSelectWidget },
  relatedToWho: { Input: RelatedToWhoWidget },
  textArea: { Input: TextAreaWidget, wide: true, typed: true },
  lobPicker: { Input: LobPickerWidget },
  lobName: { Input: LobNameWidget },
  recordChoice: { Input: RecordChoiceWidget },
  contactChoice: { Input: ContactChoiceWidget, readsForm: contactOwnerOfForm },
  policyTotals: { Input: PolicyTotalsWidget, wide: true, readsForm: totalsOfForm, readsUnder: totalsReadUnder },
  returnPremium: { Input: ReturnPremiumWidget, wide: true, shows: true, readsForm: cancelDateOfForm },
};
