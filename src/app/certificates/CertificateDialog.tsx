import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { failureText } from '../../engine/core/errors';
import { fillTemplate } from '../../engine/core/template';
import { ModalDialog } from '../../engine/react/ModalDialog';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { Typeahead } from '../../widgets/Typeahead';
import { findInsureds, policiesOf, type Insured } from '../opportunities/renewalCalls';
import { texts } from '../texts';
import { holdersOf, insuredType, issueCertificate, previewCertificate, type CertificateRequest, type HolderFields, type Issued, type KeptHolder } from './certificateCalls';
import { defaultForms, FormList } from './FormList';
import { HolderList } from './HolderList';
import { HolderPicker } from './HolderPicker';
import { PolicyPicker, type CertificatePolicy } from './PolicyPicker';

const PdfView = lazy(() => import('../files/viewer/PdfView'));
const FileViewerDialog = lazy(() => import('../files/viewer/FileViewerDialog'));

const said = texts.certificates;
/** The spec's insured search: 3 characters, 400 ms, a page of 100 (findInsureds). */
const insuredSearchDelayMs = 400;
/** The preview follows the choices once they rest this long. */
const previewDelayMs = 500;

/**
 * Generate Acord (spec 02, Certificate of Liability screen): the Information column (Insured search
 * and Reset, the Policies picker with Reset Policies and chips, the form list, the holder, the
 * insured's holders to reissue) and, on the right, the certificate filled from them.
 */
export default function CertificateDialog({ onClose }: { onClose(): void }) {
  const toast = useToast();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [insured, setInsured] = useState<Insured>();
  const [policies, setPolicies] = useState<CertificatePolicy[] | 'loading'>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [limits, setLimits] = useState<Record<string, string>>({});
  const [forms, setForms] = useState<ReadonlySet<string>>(new Set(defaultForms));
  const [holders, setHolders] = useState<KeptHolder[]>([]);
  const [holderId, setHolderId] = useState('');
  const [holder, setHolder] = useState<HolderFields>({ name: '' });
  const [preview, setPreview] = useState<{ data: Uint8Array } | 'failed'>();
  const [issuing, setIssuing] = useState(false);
  const [viewing, setViewing] = useState<Issued>();

  const reset = () => {
    setTyped('');
    setInsured(undefined);
    setPolicies([]);
    setChosen([]);
    setLimits({});
    setHolders([]);
    setHolderId('');
    setPreview(undefined);
  };
  const loadHolders = (of: Insured) => holdersOf(of).then(setHolders, (error: unknown) => {
    console.error('Certificate holders failed', error);
    setHolders([]);
  });
  const choose = (found: Insured) => {
    reset();
    setTyped(found.name);
    setInsured(found);
    setPolicies('loading');
    policiesOf(found).then((rows) => setPolicies(rows as CertificatePolicy[]), (error: unknown) => {
      // the spec: a failed policy load is logged, the list left empty
      console.error('Insured policies failed', error);
      setPolicies([]);
    });
    void loadHolders(found);
  };
  const find = async (text: string) => {
    const found = await findInsureds(text).catch((error: unknown) => {
      console.error('Insured search failed', error);
      return [];
    });
    return { options: found.map((i) => ({ text: i.name, choose: () => choose(i) })), none: !found.length };
  };

  const request = useMemo((): CertificateRequest | undefined => {
    if (!insured || !chosen.length) return undefined;
    const entered = Object.entries(limits).filter(([key, value]) => value && chosen.includes(key.split(':')[0]) && Number.isFinite(Number(value)));
    return {
      insured_Reference_Id: insured.from_Id, insured_Type: insuredType(insured), policy_Reference_Id: chosen, forms: [...forms],
      limits: entered.map(([key, value]) => ({ policy_Reference_Id: key.split(':')[0], line_Of_Business_Id: key.split(':')[1], limit: Number(value) })),
      ...(holderId ? { certificate_Holder_Reference_Id: holderId } : holder.name.trim() ? { holder } : {}),
    };
  }, [insured, chosen, limits, forms, holderId, holder]);

  useEffect(() => {
    if (!request) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      previewCertificate(request).then((data) => current && setPreview({ data }), (error: unknown) => {
        console.error('Certificate preview failed', error);
        if (current) setPreview('failed');
      });
    }, previewDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [request]);

  const issue = async () => {
    if (!request || !insured) return;
    setIssuing(true);
    try {
      const issued = await issueCertificate(request);
      toast.success(fillTemplate(said.issued, { holder: holders.find((h) => h.certificate_Holder_Reference_Id === holderId)?.name ?? holder.name }));
      setHolderId(issued.certificate_Holder_Reference_Id);
      await loadHolders(insured);
      setViewing(issued);
    } catch (error) {
      toast.error(failureText(error, said.issueFailed));
    } finally {
      setIssuing(false);
    }
  };
  const canIssue = Boolean(request && (holderId || holder.name.trim())) && !issuing;

  return (
    <ModalDialog title={said.title} width="max-w-[1211px]" onClose={onClose}>
      <div className="mt-4 flex gap-6" style={{ height: 620 }}>
        <section aria-label={said.information} className="w-80 shrink-0 overflow-y-auto pr-2">
          <h3 className="text-sm font-semibold">{said.information}</h3>
          <label htmlFor={inputId} className="mb-1 mt-2 block text-sm font-medium">{said.insured}</label>
          <div className="flex gap-2">
            <div className="flex-1">
              <Typeahead id={inputId} label={said.insured} placeholder={said.insuredPlaceholder} text={typed} onText={setTyped} find={find} noResultsText={said.noInsured} delayMs={insuredSearchDelayMs} onFocus={() => undefined} onBlur={() => undefined} />
            </div>
            <button type="button" className="h-9 rounded border border-slate-300 px-3 text-sm" onClick={reset}>{said.reset}</button>
          </div>
          {insured && (
            <>
              <PolicyPicker policies={policies} chosen={chosen} onChosen={setChosen} limits={limits} onLimit={(key, value) => setLimits((now) => ({ ...now, [key]: value }))} />
              <FormList chosen={forms} onChange={setForms} />
              <HolderPicker holders={holders} chosen={holderId} onChosen={setHolderId} fields={holder} onFields={setHolder} />
              <button type="button" disabled={!canIssue} onClick={() => void issue()} className="mt-4 h-9 w-full rounded bg-blue-600 px-4 text-sm font-medium text-white disabled:cursor-not-allowed disabled:opacity-50">{said.issue}</button>
              <HolderList holders={holders} onReissued={(issued) => {
                void loadHolders(insured);
                setViewing(issued);
              }} />
            </>
          )}
        </section>
        <section aria-label={said.preview} className="flex min-w-0 flex-1 flex-col rounded border border-slate-200">
          {!request && <p className="m-auto text-sm text-slate-500">{said.previewHint}</p>}
          {request && preview === 'failed' && <p role="alert" className="m-6 rounded bg-red-50 p-4 text-sm text-red-800">{said.previewFailed}</p>}
          {request && preview && preview !== 'failed' && (
            <Suspense fallback={<Spinner label={texts.loading} />}>
              <PdfView file={preview} zoom={1} thumbnails={false} onError={() => setPreview('failed')} />
            </Suspense>
          )}
          {request && !preview && <Spinner label={texts.loading} />}
        </section>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className="h-9 rounded border border-slate-300 px-4 text-sm">{said.close}</button>
      </div>
      {viewing && (
        <Suspense fallback={null}>
          <FileViewerDialog file={{ file_Reference_Id: viewing.file_Reference_Id, version: viewing.latest_Version, file_Name: viewing.file_Name }} onClose={() => setViewing(undefined)} />
        </Suspense>
      )}
    </ModalDialog>
  );
}
