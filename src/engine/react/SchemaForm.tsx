import { useCallback, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { conditionHolds, ruleOutcome } from '../core/conditions';
import type { FormStore } from '../core/formStore';
import { dropItemsWithout, requiredPaths } from '../core/formModel';
import { normaliseInput } from '../core/normaliseInput';
import { placedFields } from '../core/formRows';
import { firstIncompleteStep } from '../core/formSteps';
import { choicesName, saveFailedText, visibleSections, type UiField, type UiSchema } from '../core/manifests';
import { schemaChoices } from '../core/schemaNodes';
import { fillTemplate } from '../core/template';
import { validateModel, type Validator } from '../core/validation';
import type { ChoiceItem, WidgetOptions, WidgetServices } from '../../widgets/types';
import { Field, fieldId, type WidgetRegistry } from './Field';
import { RowsSection } from './RowsSection';
import type { FormTexts } from './formTexts';

export interface SchemaFormProps {
  store: FormStore;
  schema: object;
  ui: UiSchema;
  validate: Validator;
  mode: string;
  references: Record<string, ChoiceItem[]>;
  allowed(scope: string): boolean;
  services: WidgetServices;
  widgets: WidgetRegistry;
  texts: FormTexts;
  /** a field's banner text on submit (e.g. a sensitive number's banner), or a general message */
  onBanner(text: string): void;
  onSubmit(model: Record<string, unknown>): Promise<void>;
  onCancel(): void;
  /** keeps one field's value at once (its saveOnBlur) */
  saveField?(path: string): void;
  /** a second button keeping the values as a draft, unchecked ('Save as draft') */
  onSaveDraft?: { label: string; save(model: Record<string, unknown>): Promise<void> };
}

const noSubscription = () => () => {};

/** The choices `only` names (the statuses a new record may start in), all when it names none. */
const onlyThose = (items: ChoiceItem[], only: unknown) => (Array.isArray(only) ? items.filter((i) => only.includes(i.value)) : items);

/**
 * A field's widget options: its choices resolved from a reference list or the api, else (a select
 * without items) the schema's own (each const with its title); `at` is the field's pointer in the
 * model (a row's field, at the list's first row).
 */
function widgetOptions(field: UiField, at: string, schema: object, references: Record<string, ChoiceItem[]>): WidgetOptions {
  const { reference: _reference, choices: _choices, showCode, ...rest } = field.options ?? {};
  const name = choicesName(field);
  if (!name) return field.widget === 'select' && !rest.items ? { ...rest, items: onlyThose(schemaChoices(schema, at), rest.only) } : rest;
  const items = references[name] ?? [];
  return { ...rest, items: showCode ? items.map((i) => ({ ...i, label: `${i.label} (${i.value})` })) : items };
}

/** Renders a ui schema's sections; validates on blur (per field) and on submit (all fields). */
export function SchemaForm(props: SchemaFormProps) {
  const { store, schema, ui, validate, mode, references, allowed, services, widgets, texts, onBanner, onSubmit } = props;
  const [saving, setSaving] = useState(false);
  const required = useMemo(() => requiredPaths(schema), [schema]);
  const sections = useMemo(() => visibleSections(ui.sections, mode, allowed), [ui, mode, allowed]);
  // by field, not by path: two fields may edit one value, a rule showing one at a time (one tax number or another)
  const optionsOf = useMemo(
    () => new Map(sections.flatMap((s) => s.fields.map((f) => [f, widgetOptions(f, s.rows ? `${s.rows.path}/0${f.path}` : f.path, schema, references)] as const))),
    [sections, schema, references],
  );
  // the model is validated as it stands, so errors keep the positions of the rows on screen;
  // rows left empty are dropped only from what is sent. The errors shown are checked again (a rule
  // between two fields), except those a refused save holds: no rule gives them, so none takes them
  // away (a field left just before Save is validated a moment after the refusal came back); focusing
  // the field clears one
  const validateField = useCallback(
    (path: string) => {
      const errors = validateModel(validate, store.model());
      const checked = [path, ...Object.keys(store.errors())].filter((p) => !store.isHeld(p));
      store.setErrors(Object.fromEntries(checked.map((p) => [p, errors[p]])));
    },
    [validate, store],
  );

  // a form of steps: the step shown, and the first one not complete (the steps' count when all are)
  const { steps } = ui;
  const [step, setStep] = useState(0);
  const complete = useSyncExternalStore(steps ? store.subscribeAll : noSubscription, () =>
    steps ? firstIncompleteStep(sections, validateModel(validate, store.model())) : sections.length,
  );
  const lastStep = step === sections.length - 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // a form in a dialog opened from a field of another form (a quick add) is the React child of
    // that form: its submit must not reach the form around it
    event.stopPropagation();
    if (steps && !lastStep) {
      if (complete > step) setStep(step + 1);
      return;
    }
    const errors = validateModel(validate, store.model());
    const fields = placedFields(sections, (p) => store.value(p));
    const lists = sections.flatMap((s) => (s.rows ? [s.rows.path] : []));
    const isShown = (f: UiField) => ruleOutcome(f.rule, !f.rule || conditionHolds(f.rule.condition, (p) => store.value(p))).visible;
    const failing = fields.filter((f) => errors[f.path] && isShown(f));
    // focus first: focusing a field clears its error, and these errors must stay
    if (failing.length) document.getElementById(fieldId(failing[0].path))?.focus();
    store.setErrors(Object.fromEntries([...fields.map((f) => f.path), ...lists].map((p) => [p, errors[p]])));
    if (Object.keys(errors).length) {
      new Set(failing.filter((f) => f.submitBanner).map((f) => fillTemplate(f.submitBanner!, { error: errors[f.path] }))).forEach((text) => onBanner(text));
      if (!failing.length) onBanner(saveFailedText(ui, mode));
      return;
    }
    await keep(onSubmit);
  };
  async function keep(save: (model: Record<string, unknown>) => Promise<void>) {
    setSaving(true);
    try {
      // what is sent reads as the server will read it: optional fields left empty and empty rows left out
      await save(normaliseInput(schema, dropItemsWithout(store.model(), ui.dropItemsWithout)) as Record<string, unknown>);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={saving}>
      {steps && (
        <p aria-live="polite" className="text-sm font-medium text-slate-600">
          {fillTemplate(steps.label, { step: step + 1, steps: sections.length, title: sections[step].title })}
        </p>
      )}
      {sections.map((section, index) => (
        <section key={section.title} hidden={steps && index !== step} aria-labelledby={`section-${index}`} className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id={`section-${index}`} className="mb-4 text-base font-semibold text-slate-800">{section.title}</h2>
          {section.rows ? (
            <RowsSection
              section={section}
              labelledBy={`section-${index}`}
              store={store}
              schema={schema}
              widgets={widgets}
              optionsOf={optionsOf}
              services={services}
              texts={texts}
              validateField={validateField}
              saveField={props.saveField}
            />
          ) : (
          <div className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-3">
            {section.fields.map((field, at) => (
              <Field
                key={`${at}${field.path}`}
                store={store}
                field={field}
                widget={widgets[field.widget]}
                required={required.has(field.path)}
                options={optionsOf.get(field)!}
                services={services}
                texts={texts}
                validateField={validateField}
                saveField={props.saveField}
              />
            ))}
          </div>
          )}
        </section>
      ))}
      <div className="flex justify-end gap-3">
        <button type="button" onClick={props.onCancel} className="h-9 rounded border border-slate-300 px-4 text-sm">{texts.cancel}</button>
        {props.onSaveDraft && (
          <button type="button" disabled={saving} onClick={() => void keep(props.onSaveDraft!.save)} className="h-9 rounded border border-blue-600 px-4 text-sm font-medium text-blue-700 disabled:opacity-60">
            {props.onSaveDraft.label}
          </button>
        )}
        {steps && step > 0 && (
          <button type="button" onClick={() => setStep(step - 1)} className="h-9 rounded border border-slate-300 px-4 text-sm">{steps.back}</button>
        )}
        {steps && !lastStep ? (
          <button type="submit" disabled={complete <= step} className="h-9 rounded bg-blue-600 px-5 text-sm font-medium text-white disabled:opacity-60">
            {steps.next}
          </button>
        ) : (
          <button type="submit" disabled={saving || (steps && complete < sections.length)} className="h-9 rounded bg-blue-600 px-5 text-sm font-medium text-white disabled:opacity-60">
            {texts.save}
          </button>
        )}
      </div>
    </form>
  );
}
