import type { KeyboardEvent, ReactNode } from 'react';
import useSWR from 'swr';
import { fillTemplate } from '../../engine/core/template';
import { Spinner } from '../../engine/react/Spinner';
import type { SearchAnswer } from '../../generated';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import { shownResults } from './searchKinds';

const said = texts.dashboard;

interface GlobalSearchResultsProps {
  id: string;
  search: string;
  /** opens a page (and closes the results) */
  onOpen(path: string): void;
}

/** Up and down arrows move between the results' links. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = links[at + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The top bar's results: grouped by kind (those with matches), each opening its record, 'See all' opening its list searched. */
export default function GlobalSearchResults({ id, search, onOpen }: GlobalSearchResultsProps) {
  const { data, error } = useSWR<SearchAnswer>(`/v1/search?${new URLSearchParams({ search }).toString()}`, fetchResolved, { keepPreviousData: true });
  const link = (path: string, label: ReactNode, className = 'block rounded px-2 py-1 hover:bg-slate-100 focus:bg-slate-100') => (
    <a href={path} className={className} onClick={(e) => { e.preventDefault(); onOpen(path); }}>{label}</a>
  );
  const found = data?.results.filter((r) => r.count > 0) ?? [];
  return (
    <div id={id} role="region" aria-label={said.globalSearchResults} onKeyDown={moveFocus}
      className="absolute right-0 z-30 mt-1 max-h-[70vh] w-96 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 text-sm shadow-lg">
      {error !== undefined ? <p role="alert" className="p-2 text-red-700">{said.globalSearchFailed}</p>
        : !data ? <Spinner label={texts.loading} />
          : !found.length ? <p role="status" className="p-2 text-slate-600">{said.globalSearchNone}</p>
            : found.map((r) => {
              const shown = shownResults(r, search);
              return (
                <section key={r.kind} aria-labelledby={`${id}-${r.kind}`} className="py-1">
                  <h2 id={`${id}-${r.kind}`} className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{shown.label} ({r.count})</h2>
                  <ul>
                    {shown.rows.map(({ title, detail, path }, i) => {
                      const label = <><span className="block text-slate-900">{title}</span>{detail && <span className="block text-xs text-slate-600">{detail}</span>}</>;
                      return <li key={i}>{path ? link(path, label) : <span className="block px-2 py-1">{label}</span>}</li>;
                    })}
                  </ul>
                  {r.count > r.rows.length && link(shown.all, fillTemplate(said.globalSearchSeeAll, { count: String(r.count), kind: shown.label }), 'block px-2 py-1 text-blue-700 hover:underline')}
                </section>
              );
            })}
    </div>
  );
}
