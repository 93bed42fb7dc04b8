import { useRef, useState } from 'react';
import { failureText } from '../../engine/core/errors';
import { useToast } from '../../engine/react/Toasts';
import { api } from '../api/client';
import { texts } from '../texts';
import { logoPath } from './adminCalls';
import { base64Of } from './fileBase64';

const said = texts.adminPortal;

/** The agency's logo: shown when it has one, uploaded (the server re-encodes it) or removed. */
export function LogoControl({ hasLogo, onChanged }: { hasLogo: boolean; onChanged(): void }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(0);
  const send = async (logo: string) => {
    try {
      const { responseMessage } = await api(logoPath, { method: 'PUT', body: { logo } });
      toast.success(responseMessage);
      setShown((n) => n + 1);
      onChanged();
    } catch (error) {
      toast.error(failureText(error, said.logoFailed));
    }
  };
  return (
    <div className="flex items-center gap-4">
      {hasLogo ? <img key={shown} src={logoPath} alt={said.logoAlt} className="h-16 max-w-60 object-contain" /> : <p className="text-sm text-slate-500">{said.noLogo}</p>}
      <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" aria-label={said.uploadLogo}
        onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) void base64Of(file).then(send); }} />
      <button type="button" onClick={() => input.current?.click()} className="h-9 rounded border border-slate-300 px-3 text-sm">{said.uploadLogo}</button>
      {hasLogo && <button type="button" onClick={() => void send('')} className="h-9 rounded border border-slate-300 px-3 text-sm">{said.removeLogo}</button>}
    </div>
  );
}
