import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '../api/client';
import { texts } from '../texts';

export default function LoginPage() {
  const navigate = useNavigate();
  const [error, setError] = useState('');
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
      </form>
    </main>
  );
}
