import { useEffect, useId, useState } from 'react';
import type { GetImportJobAnswer } from '../../generated';
import { fillTemplate } from '../../engine/core/template';
import { api, ApiError } from '../api/client';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { ImportPreview, type Preview } from './ImportPreview';
import { importKinds, type ImportKind } from './importKinds';

const said = texts.reportsMore;
const pollMs = 500;
const button = 'h-9 rounded px-4 text-sm font-medium';

/** An import job as GET /v1/import/job (and POST /v1/import/start) answer it. */
type Job = GetImportJobAnswer;

/** A chosen file's text (UTF-8). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Follows an import's job until it ends. */
function useJob(started: Job | undefined): Job | undefined {
  const [job, setJob] = useState(started);
  useEffect(() => {
    setJob(started);
    if (!started) return undefined;
    let stop = false;
    const poll = async () => {
      while (!stop) {
        const next = (await api<Job>(`/v1/import/job?import_Job_Id=${started.import_Job_Id}`)).resolved;
        if (stop) return;
        setJob(next);
        if (next.status !== 'running') return;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    };
    void poll();
    return () => { stop = true; };
  }, [started]);
  return job;
}

/** /import: a CSV file of humans, entities or policies previewed with each row's errors, then imported whole with its progress. */
export default function ImportPage() {
  const { allowed } = useSession();
  const kinds = importKinds.filter((k) => allowed(k.scope));
  const [kind, setKind] = useState<ImportKind>(kinds[0]?.kind ?? 'human');
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<Preview>();
  const [started, setStarted] = useState<Job>();
  const [problem, setProblem] = useState('');
  const job = useJob(started);
  const fileId = useId();
  const columns = importKinds.find((k) => k.kind === kind)!.columns;

  const reset = () => { setPreview(undefined); setStarted(undefined); setProblem(''); };
  const failed = (error: unknown) => setProblem(error instanceof ApiError ? error.message : String(error));
  const check = () => api<Preview>('/v1/import/preview', { method: 'POST', body: { kind, csv } }).then((a) => setPreview(a.resolved), failed);
  const start = () => api<Job>('/v1/import/start', { method: 'POST', body: { kind, csv } }).then((a) => setStarted(a.resolved), failed);

  return (
    <section className="max-w-5xl space-y-4 rounded border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{said.importTitle}</h2>
      <p className="text-sm text-slate-600">{said.importIntro}</p>
      <fieldset className="flex gap-2">
        <legend className="mb-1 text-sm font-medium">{said.importKind}</legend>
        {kinds.map((k) => (
          <label key={k.kind} className={`cursor-pointer rounded border px-3 py-1.5 text-sm ${k.kind === kind ? 'border-blue-600 bg-blue-50 text-blue-800' : 'border-slate-300'}`}>
            <input type="radio" name="import-kind" className="sr-only" checked={k.kind === kind} onChange={() => { setKind(k.kind); reset(); }} />
            {k.label}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{fillTemplate(said.importColumns, { columns: columns.join(', ') })}</p>
      <div className="flex items-center gap-3">
        <label htmlFor={fileId} className="text-sm font-medium">{said.importFile}</label>
        <input id={fileId} type="file" accept=".csv,text/csv" onChange={(e) => { reset(); const file = e.target.files?.[0]; if (file) void readText(file).then(setCsv, failed); }} />
        <button type="button" disabled={!csv || job?.status === 'running'} onClick={() => void check()} className={`${button} border border-slate-300 disabled:opacity-50`}>{said.importPreview}</button>
      </div>
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      {preview && !started && (
        <>
          <ImportPreview preview={preview} />
          <button type="button" disabled={preview.errors.length > 0} onClick={() => void start()} className={`${button} bg-blue-600 text-white disabled:opacity-50`}>
            {fillTemplate(said.importStart, { count: String(preview.total) })}
          </button>
        </>
      )}
      {job && (
        <div role="status" className="space-y-2">
          {job.status === 'running' && (
            <>
              <progress className="w-full" max={job.total} value={job.written} aria-label={said.importTitle} />
              <p className="text-sm">{fillTemplate(said.importProgress, { written: String(job.written), total: String(job.total) })}</p>
            </>
          )}
          {job.status === 'done' && <p className="text-sm font-medium text-green-800">{fillTemplate(said.importDone, { count: String(job.created.length) })}</p>}
          {job.status === 'failed' && <p className="text-sm text-red-700">{job.message}</p>}
          {job.status !== 'running' && <button type="button" onClick={() => { reset(); setCsv(''); }} className={`${button} border border-slate-300`}>{said.importAgain}</button>}
        </div>
      )}
    </section>
  );
}
