import { useEffect, useId, useState } from 'react';
import { fillTemplate } from '../../engine/core/template';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import { cutName, type Recipient } from './mailTypes';

interface Contact extends Recipient {
  from_Type: string;
}

interface RecipientFieldProps {
  label: string;
  recipients: Recipient[];
  onAdd(recipient: Recipient): void;
  onRemove(recipient: Recipient): void;
  /** Send To filters Business or Human */
  filterable?: boolean;
}

const t = texts.email;
const filters = [['All', t.filterAll], ['Business', t.filterBusiness], ['Human', t.filterHuman]] as const;
/** spec 02 section 9: the recipient search waits 500 ms and needs more than 2 characters */
const searchDelayMs = 500;
const minLength = 3;
const looksLikeAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/** Recipients as chips (names cut at 30) and a search of humans' and entities' contacts; Enter on a typed address adds it. */
export function RecipientField({ label, recipients, onAdd, onRemove, filterable }: RecipientFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<(typeof filters)[number][0]>('All');
  const [found, setFound] = useState<Contact[]>([]);

  useEffect(() => {
    const search = typed.trim();
    if (search.length < minLength) {
      setFound([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      fetchResolved<{ contacts: Contact[] }>(`/v1/email/contacts?search=${encodeURIComponent(search)}&from_Type=${filter}`)
        .then((r) => live && setFound(r.contacts), (error: unknown) => { console.warn('Contact search failed:', error); if (live) setFound([]); });
    }, searchDelayMs);
    return () => { live = false; clearTimeout(timer); };
  }, [typed, filter]);

  const add = (recipient: Recipient) => {
    onAdd(recipient);
    setTyped('');
    setFound([]);
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">{label}</label>
        {filterable && (
          <select aria-label={t.filter} value={filter} onChange={(e) => setFilter(e.target.value as typeof filter)} className="ml-auto h-7 rounded border border-slate-300 text-xs">
            {filters.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
          </select>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1 rounded border border-slate-300 p-1">
        {recipients.map((r) => (
          <span key={r.emailId} title={r.emailId} className="flex items-center gap-1 rounded-full bg-blue-50 px-2 py-0.5 text-sm text-blue-900">
            {cutName(r.full_Name || r.emailId)}
            <button type="button" aria-label={fillTemplate(t.remove, { name: r.full_Name || r.emailId })} onClick={() => onRemove(r)} className="text-blue-700">×</button>
          </span>
        ))}
        <input
          id={id}
          value={typed}
          placeholder={t.search}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && looksLikeAddress(typed)) {
              e.preventDefault();
              add({ emailId: typed.trim() });
            }
          }}
          className="min-w-40 flex-1 border-0 p-1 text-sm outline-none"
        />
      </div>
      {typed.trim().length >= minLength && found.length > 0 && (
        <ul aria-label={label} className="max-h-48 overflow-y-auto rounded border border-slate-200 bg-white shadow">
          {found.map((c) => (
            <li key={`${c.reference_Id}-${c.contact_Reference_Id}`}>
              <button type="button" onClick={() => add(c)} className="flex w-full justify-between gap-2 px-2 py-1 text-left text-sm hover:bg-slate-100">
                <span>{cutName(c.full_Name ?? c.emailId)}</span>
                <span className="text-slate-500">{c.emailId}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
