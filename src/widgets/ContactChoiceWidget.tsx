import { memo, useEffect, useState } from 'react';
import { getAt } from '../engine/core/pointer';
import { SelectWidget } from './SelectWidget';
import type { ChoiceItem, WidgetOptions, WidgetProps } from './types';

/** The record the field's contacts belong to, as `kind:id` ('' while none is chosen): its options' `typePath` and `recordPath` in the form. */
export function contactOwnerOfForm(model: unknown, options: WidgetOptions): string {
  const type = getAt(model, String(options.typePath));
  const id = getAt(model, String(options.recordPath));
  return type && id ? `${String(type).toLowerCase()}:${String(id)}` : '';
}

/**
 * A contact of the human or entity chosen elsewhere in the form (a first named insured's): a choice
 * of that record's contacts, read again when another record is chosen; disabled until one is.
 */
export const ContactChoiceWidget = memo(function ContactChoiceWidget(props: WidgetProps<string>) {
  const { form, services } = props;
  const owner = String(form ?? '');
  const [contacts, setContacts] = useState<{ owner: string; items: ChoiceItem[] }>();
  const { contactsOf } = services;
  useEffect(() => {
    if (!owner || !contactsOf) return;
    let current = true;
    const [type, id] = owner.split(':');
    contactsOf(type, id).then(
      (items) => current && setContacts({ owner, items }),
      (error: unknown) => console.error('Contacts lookup failed', error),
    );
    return () => {
      current = false;
    };
  }, [owner, contactsOf]);
  const items = contacts?.owner === owner ? contacts.items : [];
  return <SelectWidget {...(props as WidgetProps<string | number>)} disabled={props.disabled || !owner} options={{ ...props.options, items }} />;
});
