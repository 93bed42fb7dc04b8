import { texts } from '../texts';
import type { HolderFields, KeptHolder } from './certificateCalls';

const said = texts.certificates;
const newHolder = '';
const input = 'mt-1 h-8 w-full rounded border border-slate-300 px-2 text-sm';

interface HolderPickerProps {
  holders: KeptHolder[];
  /** a kept holder's id, or '' for a new one */
  chosen: string;
  onChosen(id: string): void;
  fields: HolderFields;
  onFields(fields: HolderFields): void;
}

/** The certificate holder: one kept on the insured, or a new one's name and address. */
export function HolderPicker({ holders, chosen, onChosen, fields, onFields }: HolderPickerProps) {
  const field = (key: keyof HolderFields, label: string) => (
    <label className="mt-2 block text-sm">
      {label}
      <input className={input} value={fields[key] ?? ''} onChange={(e) => onFields({ ...fields, [key]: e.target.value })} />
    </label>
  );
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium">{said.holder}</legend>
      <label className="mt-1 block text-sm">
        {said.keptHolder}
        <select className={input} value={chosen} onChange={(e) => onChosen(e.target.value)}>
          <option value={newHolder}>{said.newHolder}</option>
          {holders.map((h) => <option key={h.certificate_Holder_Reference_Id} value={h.certificate_Holder_Reference_Id}>{h.name}</option>)}
        </select>
      </label>
      {chosen === newHolder && (
        <>
          {field('name', said.holderName)}
          {field('address_Line_1', said.address)}
          <div className="grid grid-cols-3 gap-2">
            {field('city', said.city)}
            {field('state_Code', said.state)}
            {field('zip', said.zip)}
          </div>
        </>
      )}
    </fieldset>
  );
}
