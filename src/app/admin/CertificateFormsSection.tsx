import { useState } from 'react';
import useSWR from 'swr';
import { displayDate } from '../../engine/core/dates';
import { failureText } from '../../engine/core/errors';
import { fillTemplate } from '../../engine/core/template';
import { ConfirmDialog } from '../../engine/react/ConfirmDialog';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import { formsPath, removeForm, uploadableForms, type UploadedForm } from './certificateFormCalls';
import { FormUploadDialog } from './FormUploadDialog';
import type { GetCertificateFormsAnswer } from '../../generated';

const said = texts.mailFinish;
type Form = (typeof uploadableForms)[number];

/** The agency's licensed ACORD forms: which are uploaded (by whom, when, how many fields mapped), Upload or Replace each with its field map, Remove one (back to ours). */
export function CertificateFormsSection() {
  const toast = useToast();
  const forms = useSWR<GetCertificateFormsAnswer>(formsPath, fetchResolved);
  const [uploading, setUploading] = useState<Form>();
  const [removing, setRemoving] = useState<Form>();
  const uploaded = new Map<string, UploadedForm>(forms.data?.forms.map((f) => [f.form, f]));
  const done = (message: string) => {
    toast.success(message);
    void forms.mutate();
  };
  const remove = async (form: Form) => {
    setRemoving(undefined);
    try {
      done(await removeForm(form.code));
    } catch (error) {
      toast.error(failureText(error, said.saveFailed));
    }
  };
  const cell = 'px-3 py-2 text-left align-top';
  const button = 'rounded border border-slate-300 px-2 py-1 text-xs';
  return (
    <section aria-labelledby="certificate-forms" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="certificate-forms" className="text-lg font-semibold text-slate-900">{said.certificateForms}</h2>
      <p className="text-sm text-slate-600">{said.certificateFormsNote}</p>
      {forms.error ? <p role="alert" className="mt-2 text-sm text-red-700">{said.loadFailed}</p> : !forms.data ? <Spinner label={texts.loading} /> : (
        <table className="mt-3 w-full text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr><th className={cell}>{said.form}</th><th className={cell}>{said.status}</th><th className={cell}>{said.fieldsMapped}</th><th className={cell}><span className="sr-only">{texts.adminPortal.actions}</span></th></tr>
          </thead>
          <tbody>
            {uploadableForms.map((form) => {
              const own = uploaded.get(form.code);
              return (
                <tr key={form.code} className="border-b border-slate-100">
                  <th scope="row" className={`${cell} font-medium`}>{form.title}</th>
                  <td className={cell}>{own ? fillTemplate(said.uploaded, { date: displayDate(own.uploaded_At.slice(0, 10)), name: own.uploaded_By ?? '' }) : said.ours}</td>
                  <td className={cell}>{own ? Object.keys(own.field_Map).length : ''}</td>
                  <td className={`${cell} flex gap-2`}>
                    <button type="button" onClick={() => setUploading(form)} aria-label={fillTemplate(said.uploadOf, { form: form.title })} className={button}>
                      {own ? said.replace : said.upload}
                    </button>
                    {own && <button type="button" onClick={() => setRemoving(form)} aria-label={fillTemplate(said.removeOf, { form: form.title })} className={button}>{said.remove}</button>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {uploading && (
        <FormUploadDialog form={uploading} current={uploaded.get(uploading.code)} onClose={() => setUploading(undefined)}
          onSaved={(message) => { setUploading(undefined); done(message); }} />
      )}
      <ConfirmDialog open={!!removing} title={fillTemplate(said.removeTitle, { form: removing?.title ?? '' })} message={said.removeMessage} texts={texts}
        onYes={() => removing && void remove(removing)} onNo={() => setRemoving(undefined)} />
    </section>
  );
}
