import { useMemo, useState } from 'react';
import { fillTemplate } from '../engine/core/template';
import { actionOptionClass, type Suggestion } from './Typeahead';
import type { WidgetServices } from './types';

/** `options.quickAdd`: an option under a search's results that adds the record in a dialog. */
export interface QuickAdd {
  label: string;
  form: string;
  mode: string;
  /** the scope adding needs ('entity-edit'); the option is not offered without it */
  scope: string;
  /** a page opened with the record saved ('/opportunity/add?first_Name_Insured_Reference_Id={id}'), instead of choosing it */
  afterSave?: string;
}

/**
 * A search's quick add: its option ('Add Entity', offered with the host's RecordDialog and the
 * scope), and the record's form in a dialog while adding; the record saved there is chosen (`onAdded`),
 * or its `afterSave` page opens.
 */
export function useQuickAdd(offered: QuickAdd | undefined, services: WidgetServices, onAdded: (id: string) => void) {
  const { RecordDialog, allowed, navigate } = services;
  const quickAdd = RecordDialog && offered && allowed?.(offered.scope) ? offered : undefined;
  const [adding, setAdding] = useState(false);
  const option = useMemo<Suggestion[]>(() => (quickAdd ? [{ text: quickAdd.label, className: actionOptionClass, choose: () => setAdding(true) }] : []), [quickAdd]);
  const added = (id: string) => {
    setAdding(false);
    if (quickAdd?.afterSave) navigate?.(fillTemplate(quickAdd.afterSave, { id }, encodeURIComponent));
    else onAdded(id);
  };
  const dialog = adding && quickAdd && RecordDialog ? <RecordDialog form={quickAdd.form} mode={quickAdd.mode} onSaved={added} onCancelled={() => setAdding(false)} /> : null;
  return { option, dialog };
}
