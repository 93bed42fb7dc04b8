import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { api, ApiError, fetchResolved } from '../api/client';
import { texts } from '../texts';

type SsoOutcome = 'failed' | 'unknown' | 'noAgency' | 'off';

/** Why single sign-on sent the person back here (?sso=...), as the screen says it. */
function ssoMessage(search: string): string {
  const reason = new URLSearchParams(search).get('sso') as SsoOutcome | null;
  return reason && `sso_${reason}` in texts.login ? texts.login[`sso_${reason}`] : '';
}

export default function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState(() => ssoMessage(search));
  const { data: providers } = useSWR('/v1/auth/providers', (path: string) => fetchResolved<{ oidc: boolean }>(path), { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await api('/v1/auth/login', { method: 'POST', body: { email: form.get('email'), password: form.get('password') } });
      navigate('/dashboard');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : texts.login.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="flex min-h-screen items-center justify-center">
      <form onSubmit={submit} className="flex w-96 flex-col gap-4 rounded-lg bg-white p-8 shadow" aria-busy={busy}>
        <h1 className="text-xl font-semibold">{texts.login.title}</h1>
        <label className="flex flex-col gap-1 text-sm">
          {texts.login.email}
          <input name="email" type="email" autoComplete="username" required className="h-9 rounded border border-slate-300 px-3" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {texts.login.password}
          <input name="password" type="password" autoComplete="current-password" required className="h-9 rounded border border-slate-300 px-3" />
        </label>
        {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
        <button type="submit" disabled={busy} className="h-10 rounded bg-blue-600 font-medium text-white disabled:opacity-60">{texts.login.submit}</button>
        {providers?.oidc && (
          <>
            <p className="text-center text-xs text-slate-500">{texts.login.or}</p>
            <a href="/v1/auth/oidc/start" className="flex h-10 items-center justify-center rounded border border-slate-300 text-sm font-medium text-slate-800">
              {texts.login.sso}
            </a>
          </>
        )}
      </form>
    </main>
  );
}
