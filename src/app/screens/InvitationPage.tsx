import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fillTemplate } from '../../engine/core/template';
import { Spinner } from '../../engine/react/Spinner';
import { api, ApiError, fetchResolved } from '../api/client';
import { texts } from '../texts';
import type { GetInvitationAnswer } from '../../generated';

const said = texts.reportsFinish;
const input = 'h-9 rounded border border-slate-300 px-3';
const fields = [['first_Name', said.invitationFirstName, 'given-name', 'text'], ['last_Name', said.invitationLastName, 'family-name', 'text'], ['password', said.invitationPassword, 'new-password', 'password'], ['confirm', said.invitationConfirm, 'new-password', 'password']] as const;

/** /invitation/{token}: the invited person sets their name and password by the link of their invitation's email, then signs in. */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const { data, error } = useSWR<GetInvitationAnswer>(`/v1/invitation?token=${encodeURIComponent(token)}`, fetchResolved, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setFailure('');
    if (form.password !== form.confirm) return setErrors({ confirm: said.invitationMismatch });
    setErrors({});
    setBusy(true);
    try {
      const answer = await api('/v1/invitation/password', { method: 'POST', body: { token, first_Name: form.first_Name, last_Name: form.last_Name, password: form.password } });
      setDone(answer.responseMessage);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length) setErrors(Object.fromEntries(e.errors.map((f) => [f.field.slice(1), f.message])));
      else setFailure(e instanceof ApiError ? e.message : said.invitationFailed);
    } finally {
      setBusy(false);
    }
  };
  const gone = error instanceof ApiError ? error.message : error ? said.invitationFailed : '';
  return (
    <main className="flex min-h-screen items-center justify-center">
      <div className="flex w-96 flex-col gap-4 rounded-lg bg-white p-8 shadow">
        {gone || done ? (
          <>
            <p role={done ? 'status' : 'alert'} className={`text-sm ${done ? 'text-slate-800' : 'text-red-700'}`}>{done || gone}</p>
            <Link to="/login" className="flex h-10 items-center justify-center rounded bg-blue-600 font-medium text-white">{said.invitationSignIn}</Link>
          </>
        ) : !data ? <Spinner label={texts.loading} /> : (
          <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy} noValidate>
            <h1 className="text-xl font-semibold">{fillTemplate(said.invitationTitle, { agency: data.agency_Name })}</h1>
            <p className="text-sm text-slate-600">{fillTemplate(said.invitationIntro, { email: data.email })}</p>
            {fields.map(([name, label, autoComplete, type]) => (
              <div key={name} className="flex flex-col gap-1 text-sm">
                <label htmlFor={`invitation-${name}`}>{label}</label>
                <input id={`invitation-${name}`} name={name} type={type} autoComplete={autoComplete} aria-invalid={Boolean(errors[name])} aria-describedby={errors[name] ? `invitation-${name}-error` : undefined} className={input} />
                {errors[name] && <span id={`invitation-${name}-error`} className="text-red-600">{errors[name]}</span>}
              </div>
            ))}
            {failure && <p role="alert" className="text-sm text-red-600">{failure}</p>}
            <button type="submit" disabled={busy} className="h-10 rounded bg-blue-600 font-medium text-white disabled:opacity-60">{said.invitationSubmit}</button>
          </form>
        )}
      </div>
    </main>
  );
}
