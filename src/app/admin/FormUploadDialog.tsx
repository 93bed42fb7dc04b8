import { useState } from 'react';
import { certificateFieldNames } from '../../domain/certificateFields';
import { failureText } from '../../engine/core/errors';
import { fillTemplate } from '../../engine/core/template';
import { ModalDialog } from '../../engine/react/ModalDialog';
import { useToast } from '../../engine/react/Toasts';
import { ApiError } from '../api/client';
import { texts } from '../texts';
import { readPdfFields, saveForm, type PdfField, type UploadedForm } from './certificateFormCalls';
import { base64Of } from './fileBase64';

const said = texts.mailFinish;

interface Chosen {
  name: string;
  pdf: string;
  fields: PdfField[];
}

/** The map a chosen PDF starts with: the form's current map where the PDF still has that field, else a field of the same name. */
function startingMap(fields: PdfField[], current?: UploadedForm): Record<string, string> {
  const names = new Set(fields.map((f) => f.name));
  return Object.fromEntries(certificateFieldNames.flatMap((ours) => {
    const kept = current?.field_Map[ours];
    const theirs = kept && names.has(kept) ? kept : names.has(ours) ? ours : '';
    return theirs ? [[ours, theirs]] : [];
  }));
}

interface FormUploadDialogProps {
  form: { code: string; title: string };
  current?: UploadedForm;
  onSaved(message: string): void;
  onClose(): void;
}

/**
 * Uploading a licensed form: the PDF chosen is read on the server for its text fields, then each of our
 * certificate's fields is mapped to one of them (or none); the server checks the map again on save.
 */
export function FormUploadDialog({ form, current, onSaved, onClose }: FormUploadDialogProps) {
  const toast = useToast();
  const [chosen, setChosen] = useState<Chosen>();
  const [reading, setReading] = useState(false);
  const [map, setMap] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  /** The server's refusal: each field's message beside it, anything else as a toast. */
  const refused = (error: unknown, fallback: string) => {
    const fieldErrors = error instanceof ApiError ? error.errors : [];
    if (fieldErrors.length) setErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])));
    else toast.error(failureText(error, fallback));
  };

  const choose = async (file: File) => {
    setReading(true);
    setErrors({});
    try {
      const pdf = await base64Of(file);
      const fields = await readPdfFields(pdf);
      setChosen({ name: file.name, pdf, fields });
      setMap(startingMap(fields, current));
    } catch (error) {
      setChosen(undefined);
      refused(error, said.saveFailed);
    } finally {
      setReading(false);
    }
  };

  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      onSaved(await saveForm(form.code, chosen.pdf, map));
    } catch (error) {
      refused(error, said.saveFailed);
      setSaving(false);
    }
  };

  const pick = (ours: string, theirs: string) => setMap(({ [ours]: _dropped, ...rest }) => (theirs ? { ...rest, [ours]: theirs } : rest));
  const mapped = Object.keys(map).length;
  const cell = 'px-2 py-1 text-left align-top';
  return (
    <ModalDialog title={fillTemplate(said.uploadOf, { form: form.title })} description={said.uploadDescription} width="max-w-2xl" onClose={onClose}>
      <div className="mt-4 flex items-center gap-3">
        <label className="h-9 cursor-pointer rounded border border-slate-300 px-3 py-2 text-sm">
          {said.choosePdf}
          <input type="file" accept="application/pdf,.pdf" className="sr-only"
            onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) void choose(file); }} />
        </label>
        <span role="status" className="text-sm text-slate-600">
          {reading ? said.readingPdf : chosen ? fillTemplate(said.pdfRead, { name: chosen.name, count: String(chosen.fields.length) }) : ''}
        </span>
      </div>
      {errors['/pdf'] && <p role="alert" className="mt-2 text-sm text-red-700">{errors['/pdf']}</p>}
      {chosen && (
        <div className="mt-3 max-h-[55vh] overflow-y-auto rounded border border-slate-200">
          <table className="w-full text-sm">
            <thead className="sticky top-0 border-b border-slate-200 bg-white text-slate-600">
              <tr><th className={cell}>{said.ourField}</th><th className={cell}>{said.pdfField}</th></tr>
            </thead>
            <tbody>
              {certificateFieldNames.map((ours) => {
                const error = errors[`/field_Map/${ours}`];
                return (
                  <tr key={ours} className="border-b border-slate-100">
                    <th scope="row" className={`${cell} font-mono text-xs font-normal`}>{ours}</th>
                    <td className={cell}>
                      <select aria-label={ours} value={map[ours] ?? ''} onChange={(e) => pick(ours, e.target.value)} aria-invalid={error ? true : undefined}
                        className="w-full rounded border border-slate-300 px-2 py-1">
                        <option value="">{said.notMapped}</option>
                        {chosen.fields.map((f) => <option key={f.name} value={f.name}>{f.name}</option>)}
                      </select>
                      {error && <p role="alert" className="text-xs text-red-700">{error}</p>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 flex items-center justify-end gap-3">
        {chosen && <span className="mr-auto text-sm text-slate-600">{fillTemplate(said.mappedCount, { count: String(mapped) })}</span>}
        <button type="button" onClick={onClose} className="h-9 rounded border border-slate-300 px-4 text-sm">{said.cancel}</button>
        <button type="button" onClick={() => void save()} disabled={!chosen || !mapped || saving}
          className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white disabled:opacity-50">{said.saveForm}</button>
      </div>
    </ModalDialog>
  );
}
