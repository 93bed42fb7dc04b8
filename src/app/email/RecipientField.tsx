import { useId, useState, type KeyboardEvent } from 'react';
import { fillTemplate } from '../../engine/core/template';
import { Typeahead, type Suggestions } from '../../widgets/Typeahead';
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
const looksLikeAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/**
 * Recipients as chips (names cut at 30) and the engine's Typeahead over humans' and entities'
 * contacts (500 ms after more than 2 characters, spec 02 section 9); Enter on a typed address adds it.
 */
export function RecipientField({ label, recipients, onAdd, onRemove, filterable }: RecipientFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<(typeof filters)[number][0]>('All');
  // a new search box after each recipient added or filter chosen: nothing of the last search stays pending
  const [round, setRound] = useState(0);

  const add = (recipient: Recipient) => {
    onAdd(recipient);
    setTyped('');
    setRound((n) => n + 1);
  };
  const find = async (search: string): Promise<Suggestions> => {
    const { contacts } = await fetchResolved<{ contacts: Contact[] }>(`/v1/email/contacts?search=${encodeURIComponent(search)}&from_Type=${filter}`)
      .catch((error: unknown) => {
        console.warn('Contact search failed:', error);
        return { contacts: [] as Contact[] };
      });
    return { none: !contacts.length, options: contacts.map((c) => ({ text: `${cutName(c.full_Name ?? c.emailId)} · ${c.emailId}`, choose: () => add(c) })) };
  };
  // an option chosen with Enter is taken by the Typeahead (default prevented); otherwise Enter adds a typed address
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.defaultPrevented && looksLikeAddress(typed)) {
      e.preventDefault();
      add({ emailId: typed.trim() });
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">{label}</label>
        {filterable && (
          <select
            aria-label={t.filter}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as typeof filter);
              setRound((n) => n + 1);
            }}
            className="ml-auto h-7 rounded border border-slate-300 text-xs"
          >
            {filters.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
          </select>
        )}
      </div>
      {recipients.length > 0 && (
        <ul aria-label={fillTemplate(texts.mailMore.chosen, { field: label })} className="flex flex-wrap gap-1">
          {recipients.map((r) => (
            <li key={r.emailId} title={r.emailId} className="flex items-center gap-1 rounded-full bg-blue-50 px-2 py-0.5 text-sm text-blue-900">
              {cutName(r.full_Name || r.emailId)}
              <button type="button" aria-label={fillTemplate(t.remove, { name: r.full_Name || r.emailId })} onClick={() => onRemove(r)} className="text-blue-700">×</button>
            </li>
          ))}
        </ul>
      )}
      <div onKeyDown={onKeyDown}>
        <Typeahead key={round} id={id} label={label} placeholder={t.search} text={typed} onText={setTyped} find={find} noResultsText={t.noMatches} onFocus={() => undefined} onBlur={() => undefined} />
      </div>
    </div>
  );
}
