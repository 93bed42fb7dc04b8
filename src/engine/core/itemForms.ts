import { conditionHolds, ruleOutcome, type Condition, type FieldRule } from './conditions';
import type { ConfirmText } from './manifests';
import { getAt } from './pointer';
import { fillBody } from './template';

/** A call a manifest declares; its body is a template over the record's id and the item ('{id}', '{/item/version}'). */
export interface ItemCall {
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, string>;
}

/**
 * A form in a dialog for the items of a detail tab (a record's contacts): Add opens it in `add.mode`,
 * an item's Edit in the first of `edit.modes` whose condition holds over the item (else `edit.mode`);
 * Delete asks, then calls; `rule` hides or disables an item's button by the item.
 */
export interface ItemForm {
  form: string;
  /** who may add, edit and remove */
  scope: string;
  /** over the record: its items change only while this holds (a record not closed) */
  when?: Condition;
  add?: { label: string; mode: string; call: ItemCall };
  edit?: { label: string; mode: string; modes?: { when: Condition; mode: string }[]; call: ItemCall };
  remove?: { label: string; rule?: FieldRule; confirm: ConfirmText; call: ItemCall; failure: string };
}

/** The values an item call's body is filled from: the record's id and the item (none when adding). */
export interface ItemValues {
  id: string;
  item?: Record<string, unknown>;
}

/** The mode an item is edited in. */
export function itemEditMode(edit: NonNullable<ItemForm['edit']>, item: Record<string, unknown>): string {
  const read = (path: string) => getAt(item, path);
  return edit.modes?.find((m) => conditionHolds(m.when, read))?.mode ?? edit.mode;
}

/** Whether an item's button shows and takes clicks, by its rule over the item. */
export function itemButton(rule: FieldRule | undefined, item: Record<string, unknown>) {
  return ruleOutcome(rule, !rule || conditionHolds(rule.condition, (path) => getAt(item, path)));
}

/** What an item's buttons are called together (the heading of a table's column of them): 'Edit, Delete'. */
export function itemButtonsLabel(itemForm: ItemForm): string {
  return [itemForm.edit?.label, itemForm.remove?.label].filter(Boolean).join(', ');
}

/** A call's body filled in, with the form's model beside it when there is one. */
export function itemCallBody(call: ItemCall, values: ItemValues, model: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...model, ...fillBody(call.body, values) };
}

/** Whether the record's items may change now, by the item form's `when` over the record. */
export function itemsChangeable(itemForm: ItemForm, record: Record<string, unknown>) {
  return !itemForm.when || conditionHolds(itemForm.when, (path) => getAt(record, path));
}

/** Whether a record's page only shows it now (its manifest's `readOnly.when` holds over it: a retired client). */
export function shownOnly(readOnly: { when: ItemForm['when'] } | undefined, record: Record<string, unknown>) {
  return Boolean(readOnly?.when && conditionHolds(readOnly.when, (path) => getAt(record, path)));
}
