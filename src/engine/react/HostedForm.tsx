import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SaveRefused, type FormProtocol, type LoadedForm } from '../core/formProtocol';
import { createFormStore } from '../core/formStore';
import { withRules } from '../core/formRules';
import { modelInMode } from '../core/initialModel';
import { saveFailedText, type UiSchema } from '../core/manifests';
import type { Validator } from '../core/validation';
import type { ChoiceItem } from '../../widgets/types';
import { ConfirmDialog } from './ConfirmDialog';
import { FormNotices } from './FormNotices';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';
import { Spinner } from './Spinner';
import { useModeTitle } from './useModeTitle';

/** A form as its schemas declare it: ui schema (includes resolved), JSON Schema and precompiled validator. */
export interface FormDefinition {
  ui: UiSchema;
  schema: object;
  validate: Validator;
}

/** What every host gives its forms: choices, scopes, widget services and registry, texts. */
export interface FormEnvironment extends Pick<SchemaFormProps, 'allowed' | 'services' | 'widgets'> {
  /** undefined while the reference lists load */
  references: Record<string, ChoiceItem[]> | undefined;
  texts: SchemaFormProps['texts'] & { loading: string; dismiss: string };
}

interface HostedFormProps {
  definition: FormDefinition;
  mode: string;
  /** the host's load and save; a new protocol loads the form again */
  protocol: FormProtocol;
  environment: FormEnvironment;
  onBanner(text: string): void;
  /** Cancel was confirmed */
  onCancelled(): void;
  onLoaded?(loaded: LoadedForm): void;
  /** counts the host's requests to cancel (a dialog's Escape): each is taken as Cancel */
  cancelRequests?: number;
  /** the host's heading, given the mode's title as the form's values fill it ('Add Business Contact') */
  heading?(title: string): ReactNode;
  /** a page's form: rendered whole in slices while the spinner shows (a page load's long task), not at once as a dialog's */
  renderInSlices?: boolean;
}

/** A form in any host (page, dialog, stepper step): loads through the host's protocol, saves through it, asks before cancelling. */
export function HostedForm({ definition, mode, protocol, environment, onBanner, onCancelled, onLoaded, heading, cancelRequests = 0, renderInSlices = false }: HostedFormProps) {
  const { ui, schema, validate } = definition;
  const [loaded, setLoaded] = useState<LoadedForm>();
  const [failed, setFailed] = useState<Error>();
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => {
    let current = true;
    protocol.load().then(
      (result) => current && setLoaded(result),
      (error: Error) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [protocol]);
  useEffect(() => {
    if (loaded) onLoaded?.(loaded);
  }, [loaded, onLoaded]);
  const store = useMemo(() => {
    if (!loaded) return undefined;
    const model = modelInMode(ui, mode, loaded.model);
    return withRules(createFormStore<unknown>(model), ui.rules, loaded.blank ? modelInMode(ui, mode, loaded.blank) : model);
  }, [loaded, ui, mode]);
  const title = useModeTitle(ui, mode, store);
  // Cancel asks before dropping what was typed; with nothing typed there is nothing to lose
  const cancel = useCallback(() => (store?.isDirty() ? setCancelling(true) : onCancelled()), [store, onCancelled]);
  useEffect(() => {
    if (cancelRequests > 0) cancel();
    // only a new request cancels, not a new form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cancelRequests]);
  const { references, texts } = environment;
  // the first render of a whole form is long (every field at once, ~100 ms on a slow phone): as a
  // deferred render React does it in slices of a few milliseconds, and the page answers in between
  const complete = Boolean(loaded && store && references);
  const deferred = useDeferredValue(complete, false);
  const ready = renderInSlices ? deferred : complete;

  const refused = useCallback(
    (error: unknown) => {
      if (!(error instanceof SaveRefused)) return onBanner(saveFailedText(ui, mode));
      store!.setErrors(error.fields, true);
      onBanner(error.message);
    },
    [store, ui, mode, onBanner],
  );
  const submit = async (model: Record<string, unknown>) => {
    try {
      await protocol.save(model, loaded!);
    } catch (error) {
      refused(error);
    }
  };
  const saveDraft = async (model: Record<string, unknown>) => {
    try {
      await protocol.saveDraft!(model);
    } catch (error) {
      refused(error);
    }
  };
  const saveField = useCallback((path: string) => protocol.saveField!(path, store!.value(path)).catch(refused), [protocol, store, refused]);

  const body = () => {
    if (failed) return <p role="alert" className="p-6 text-red-700">{failed.message}</p>;
    if (!ready || !loaded || !store || !references) return <Spinner label={texts.loading} />;
    return (
      <>
        <FormNotices notices={ui.notices} mode={mode} stored={loaded.stored} texts={texts} />
        <SchemaForm
          {...environment}
          references={references}
          store={store}
          schema={schema}
          ui={ui}
          validate={validate}
          mode={mode}
          onBanner={onBanner}
          onSubmit={submit}
          onCancel={cancel}
          saveField={protocol.saveField ? saveField : undefined}
          onSaveDraft={protocol.saveDraft && ui.draft ? { label: ui.draft.label, save: saveDraft } : undefined}
        />
        <ConfirmDialog
          open={cancelling}
          title={ui.cancelConfirm.title}
          message={ui.cancelConfirm.message}
          texts={texts}
          onYes={onCancelled}
          onNo={() => setCancelling(false)}
        />
      </>
    );
  };
  return (
    <>
      {heading?.(title)}
      {body()}
    </>
  );
}
