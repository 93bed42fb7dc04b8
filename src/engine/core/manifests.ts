import type { Condition, FieldRule } from './conditions';
import type { FormRules } from './formRules';

/** A question asked before something is lost or removed. */
export interface ConfirmText {
  title: string;
  message?: string;
}

export interface UiField {
  path: string;
  widget: string;
  label: string;
  tooltip?: string;
  placeholder?: string;
  maxInput?: number;
  /** the form's modes that show the field (all when absent) */
  modes?: string[];
  scope?: string;
  /** said on a save this field stops; '{error}' stands for the field's message */
  submitBanner?: string;
  rule?: FieldRule;
  /** asked before the value changes while the form holds other input than this field's */
  confirmChange?: ConfirmText;
  hint?: string;
  /** shown once the value is checked and valid */
  validHint?: string;
  /** leaving the field saves its value at once when it changed (the host's saveField): a file's name and description */
  saveOnBlur?: true;
  default?: { configuration: string; key: string; otherwise: unknown };
  /** a select's choices: a reference list by name, or a list the api answers */
  options?: Record<string, unknown> & { reference?: string; choices?: ChoiceSource };
}

/** Choices read from the api ('/v1/relationship?category=ENTITY_TO_HUMAN'): the answer's list under `itemsKey`, each item's `value` and `label` keys. */
export interface ChoiceSource {
  path: string;
  itemsKey: string;
  value: string;
  label: string;
}

/** The name a field's choices are kept under: its reference list's, or its api path. */
export const choicesName = (field: Pick<UiField, 'options'>): string | undefined => field.options?.reference ?? field.options?.choices?.path;

export interface UiSection {
  title: string;
  modes?: string[];
  /** the fields repeat for each row of a list, their pointers a row's */
  rows?: UiRows;
  fields: UiField[];
}

/**
 * A list edited as rows (lines of business, fees, taxes): each row shows the section's fields, Add
 * appends `newRow`, Remove takes a row off. Add is disabled once the list holds the schema's
 * maxItems, or once every choice of the `unique` field is held by a row (each row's choices leave
 * out those the other rows hold).
 */
export interface UiRows {
  path: string;
  /** Add's label; without it rows come from another field (a picker) */
  add?: string;
  /** each row's Remove, named after the row: 'Remove {title}' */
  remove?: string;
  newRow?: Record<string, unknown>;
  /** the row's field (its pointer) whose value each row holds once */
  unique?: string;
  /** each row's title, a template over the row ('{/line_Of_Business_Name}'); 'Row {index}' style otherwise */
  title?: string;
}

/**
 * Another form's sections placed in this one: its pointers moved under `at` (the root when
 * absent), shown in this form's modes that `modes` maps to one of the included form's.
 */
export interface UiInclude {
  include: string;
  at?: string;
  modes: Record<string, string>;
  /** the included form's fields (its pointers) this form leaves out, having a field of its own for them */
  omit?: string[];
}

export interface ModeTexts {
  title: string;
  subtitle?: string;
  /** said when a save in this mode fails, instead of the form's messages.saveFailed ('Error adding record') */
  saveFailed?: string;
  /** values this mode sets on the model it loads, by pointer; null removes one */
  values?: Record<string, unknown>;
}

/** A dismissible message above a form's sections, in its modes, while its condition holds over the stored record the form was loaded from. */
export interface FormNotice {
  text: string;
  modes?: string[];
  when: Condition;
}

/** Where a page host reads and writes the form's record; `title` names a stored record ('{/person/first_Name}'). */
export interface RecordApi {
  create: string;
  update: string;
  load: string;
  idKey: string;
  afterSave: string;
  title?: string;
  /** the page Cancel leaves for ('/orders'); the page before when absent */
  afterCancel?: string;
  /** the part of the load's answer that holds the record ('order'); else it answers { model, version } */
  loadKey?: string;
  /** the update's method, POST when absent */
  updateMethod?: 'POST' | 'PUT';
  /** 'fields': the changed fields sent beside the id and version; else they go under to_Update */
  updateBody?: 'fields' | 'to_Update';
}

/** What a model becomes for another call: each pointer of the body from a pointer of the model, a condition over it (true or false), or a list's rows each made the same way. */
export type ModelMap = Record<string, string | Condition | { rows: string; body: ModelMap }>;

/** A form's values kept as a draft, unchecked, by another call (an add form's 'Save as draft'). */
export interface FormDraft {
  label: string;
  call: string;
  afterSave: string;
  modes: string[];
  body: ModelMap;
}

/** The texts of a form of steps: its buttons, and where it stands ('Step {step} of {steps}: {title}'). */
export interface FormSteps {
  back: string;
  next: string;
  label: string;
}

/** A form's ui schema as written in schemas/: its modes by name, sections, and the sections of forms it includes. */
export interface UiSchemaFile {
  form: string;
  modes: Record<string, ModeTexts>;
  api?: RecordApi;
  draft?: FormDraft;
  initial?: Record<string, unknown>;
  /** list rows dropped from what is sent when they lack their value: { "/dates": "value" } */
  dropItemsWithout?: Record<string, string>;
  rules?: FormRules;
  /** a new record's fields the page's address may fill, each from the query parameter named as its last key (?first_Name_Insured_Reference_Id=…) */
  fromQuery?: string[];
  /** the form's values from a stored record's flat read (a contact's read-back): pointer -> the read's key */
  readBack?: Record<string, string>;
  notices?: FormNotice[];
  /** each section is a step, shown one at a time with Back and Next (a quick-add wizard) */
  steps?: FormSteps;
  sections: (UiSection | UiInclude)[];
  messages: { saveFailed: string };
  cancelConfirm: ConfirmText;
}

/** A ui schema with its includes resolved: what the engine renders. */
export interface UiSchema extends Omit<UiSchemaFile, 'sections' | 'initial'> {
  initial: Record<string, unknown>;
  sections: UiSection[];
}

/** What a failed save says in a mode: the mode's own sentence, else the form's. */
export function saveFailedText(ui: Pick<UiSchemaFile, 'modes' | 'messages'>, mode: string): string {
  return ui.modes[mode]?.saveFailed ?? ui.messages.saveFailed;
}

/** Fields shown in a mode and allowed by the user's scopes. */
export function visibleFields(fields: UiField[], mode: string, allowed: (scope: string) => boolean): UiField[] {
  return fields.filter((f) => (!f.modes || f.modes.includes(mode)) && (!f.scope || allowed(f.scope)));
}

/** The sections shown in a mode, each with the fields shown in that mode and allowed by the scopes. */
export function visibleSections(sections: UiSection[], mode: string, allowed: (scope: string) => boolean): UiSection[] {
  return sections.filter((s) => !s.modes || s.modes.includes(mode)).map((s) => ({ ...s, fields: visibleFields(s.fields, mode, allowed) }));
}

/** Whether a location is one of the guarded add/edit paths ('/person/:id/edit'). */
export function matchesGuardedPath(pathname: string, patterns: string[]): boolean {
  return patterns.some((p) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname));
}
