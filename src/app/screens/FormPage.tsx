import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { createFormStore } from '../../engine/core/formStore';
import { withRules } from '../../engine/core/formRules';
import { changedGroups, dropItemsWithout, withoutEmptyGroups } from '../../engine/core/formModel';
import { fillTemplate, type Mode, type RouteManifest } from '../../engine/core/manifests';
import { ConfirmDialog } from '../../engine/react/ConfirmDialog';
import { SchemaForm } from '../../engine/react/SchemaForm';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import type { AddressSuggestions, WidgetServices } from '../../widgets/types';
import { api, ApiError, fetchResolved } from '../api/client';
import { addModeModel, editModeModel } from '../forms/initialModel';
import { forms } from '../forms/registry';
import { useReferences } from '../forms/useReferences';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';

/** The services a form's widgets use; a picture is uploaded for the form's kind of record. */
const servicesFor = (workflow_Name: string, navigate: (path: string) => void): WidgetServices => ({
  uploadPicture: async (base64) =>
    (await api<{ profile_Image_Url: string }>('/v1/profile', { method: 'POST', body: { profile_Image: base64, workflow_Name } })).resolved.profile_Image_Url,
  suggestAddresses: async (singleLine) =>
    (await api<AddressSuggestions>(`/v1/address/suggestions?single_Address_Line=${encodeURIComponent(singleLine)}`)).resolved,
  lookupZip: async (zip_Code) => {
    const found = (await api<{ city: string | null; state_Code: string | null }>('/v1/validate/address', { method: 'POST', body: { zip_Code } })).resolved;
    return found.city && found.state_Code ? { city: found.city, state_Code: found.state_Code } : null;
  },
  navigate,
});

interface Loaded {
  model: Record<string, unknown>;
  version?: number;
}

export default function FormPage({ route }: { route: RouteManifest }) {
  const mode = route.mode as Mode;
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { allowed } = useSession();
  const [cancelling, setCancelling] = useState(false);
  const go = useGuardedNavigate();
  const services = useMemo(() => servicesFor(route.form!, go), [route.form, go]);
  const { data: definition } = useSWR(['form', route.form], () => forms[route.form!](), { revalidateOnFocus: false });
  const ui = definition?.ui;
  const references = useReferences(ui);
  const { data: loaded, error } = useSWR<Loaded>(ui ? ['form-model', route.form, mode, id] : null, async () => {
    if (mode === 'add') return { model: await addModeModel(ui!, allowed, mode) };
    const record = await fetchResolved<{ model: Record<string, unknown>; version: number }>(`${ui!.api.load}?${ui!.api.idKey}=${encodeURIComponent(id!)}`);
    return { model: editModeModel(ui!, record.model), version: record.version };
  }, { revalidateOnFocus: false, revalidateIfStale: false });
  const store = useMemo(() => (loaded ? withRules(createFormStore<unknown>(loaded.model), ui!.rules, loaded.model) : null), [loaded, ui]);

  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!definition || !ui || !references || !loaded || !store) return <Spinner label={texts.loading} />;

  const submit = async (model: Record<string, unknown>) => {
    try {
      if (mode === 'add') {
        const result = await api<Record<string, string>>(ui.api.create, { method: 'POST', body: withoutEmptyGroups(model) });
        toast.success(ui.messages.saved.add);
        navigate(fillTemplate(ui.api.afterSave, { id: result.resolved[ui.api.idKey] }));
      } else {
        const initial = dropItemsWithout(loaded.model, ui.dropItemsWithout);
        const body = { [ui.api.idKey]: id, version: loaded.version, to_Update: changedGroups(initial, model) };
        await api(ui.api.update, { method: 'POST', body });
        toast.success(ui.messages.saved.edit);
        navigate(fillTemplate(ui.api.afterSave, { id: id! }));
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 412) return toast.error(ui.messages.stale);
      if (e instanceof ApiError && e.errors.length) store.setErrors(Object.fromEntries(e.errors.map((f) => [f.field.replace(/^\/to_Update/, ''), f.message])));
      toast.error(ui.messages.saveFailed);
    }
  };

  return (
    <div className="mx-auto max-w-5xl">
      <header className="mb-5">
        <h2 className="text-2xl font-semibold">{ui.title[mode]}</h2>
        <p className="text-sm text-slate-600">{ui.subtitle[mode]}</p>
      </header>
      <SchemaForm
        store={store}
        schema={definition.schema}
        ui={ui}
        validate={definition.validate}
        mode={mode}
        references={references}
        allowed={allowed}
        services={services}
        onBanner={toast.error}
        onSubmit={submit}
        onCancel={() => setCancelling(true)}
        texts={texts}
      />
      <ConfirmDialog
        open={cancelling}
        title={ui.cancelConfirm.title}
        message={ui.cancelConfirm.message}
        onYes={() => navigate(-1)}
        onNo={() => setCancelling(false)}
      />
    </div>
  );
}
