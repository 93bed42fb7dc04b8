import { useRef, useState } from 'react';
import { failureText } from '../../engine/core/errors';
import { useToast } from '../../engine/react/Toasts';
import { api } from '../api/client';
import { texts } from '../texts';
import { logoPath } from './adminCalls';

const said = texts.adminPortal;

/** The file's bytes in base64 (no data: prefix), as the logo call takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

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
