import { useState } from 'react';
import { ModalDialog } from '../../engine/react/ModalDialog';
import { texts } from '../texts';

export type OpportunityType = 'new' | 'renewal';

interface OpportunityTypeDialogProps {
  onCancel(): void;
  /** Next with the type chosen: New goes to /opportunity/add, Renewal opens the Renewal Policy dialog */
  onNext(type: OpportunityType): void;
}

const types: OpportunityType[] = ['new', 'renewal'];

/** Workflows → Opportunity: 'Select Opportunity Type to add', New or Renewal as two cards, Cancel and Next. */
export default function OpportunityTypeDialog({ onCancel, onNext }: OpportunityTypeDialogProps) {
  const said = texts.opportunityType;
  const [type, setType] = useState<OpportunityType>();
  return (
    <ModalDialog title={said.title} width="max-w-md" onClose={onCancel}>
      <fieldset className="mt-4">
        <legend className="text-sm text-slate-600">{said.text}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3">
          {types.map((t) => (
            <label key={t} className={`flex cursor-pointer items-center gap-2 rounded-lg border p-4 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-blue-500 ${type === t ? 'border-blue-600 bg-blue-50 text-blue-800' : 'border-slate-300'}`}>
              <input type="radio" name="opportunity-type" value={t} checked={type === t} onChange={() => setType(t)} className="h-4 w-4" />
              {said[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="h-9 rounded border border-slate-300 px-4 text-sm">{said.cancel}</button>
        <button type="button" disabled={!type} onClick={() => onNext(type!)} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white disabled:cursor-not-allowed disabled:opacity-50">{said.next}</button>
      </div>
    </ModalDialog>
  );
}
