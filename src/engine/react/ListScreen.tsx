import { useEffect, useReducer, useState } from 'react';
import useSWR from 'swr';
import type { ListManifest } from '../core/manifests';
import { initialListQuery, listQueryReducer, toSearchParams } from '../core/listQuery';
import { fillBody, fillTemplate } from '../core/template';
import type { DisplayRegistry, DisplayTexts } from '../../displays/types';
import { ConfirmDialog } from './ConfirmDialog';
import { DisplayValue } from './DisplayValue';
import { ListFilters } from './ListFilters';
import { PageLink } from './PageLink';
import { Pager } from './Pager';
import { SortHeader } from './SortHeader';
import { Spinner } from './Spinner';
import { Icon } from './Icon';

type Row = Record<string, unknown>;
export interface ListTexts extends DisplayTexts {
  empty: string; loading: string; pager: string; previous: string; next: string; noPermission: string;
  search: string; sortAscending: string; sortDescending: string; filters: string; filterAny: string; pages: string;
}

interface ListScreenProps {
  manifest: ListManifest;
  texts: ListTexts;
  displays: DisplayRegistry;
  allowed(scope: string): boolean;
  fetcher(path: string): Promise<unknown>;
  call(method: string, path: string, body: unknown): Promise<{ responseMessage?: string }>;
  navigate(path: string): void;
  toast: { success(text: string): void; error(text: string): void };
}

interface Page {
  count: number;
  last_Page: number;
  [items: string]: unknown;
}

const searchDelayMs = 300;

/** A list from its manifest: search, filters, sortable headers, pager, row link and actions. */
export function ListScreen({ manifest, texts, displays, allowed, fetcher, call, navigate, toast }: ListScreenProps) {
  const [query, dispatch] = useReducer(
    listQueryReducer,
    initialListQuery(manifest.pageSize, manifest.defaultSort?.sortKey),
  );
  const [searchText, setSearchText] = useState('');
  const [deleting, setDeleting] = useState<Row | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'search', search: searchText }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchText]);

  const key = `${manifest.api}?${toSearchParams(query)}`;
  // read afresh each time the list opens: a record may have just been edited
  const { data, isLoading, mutate } = useSWR<Page>(key, fetcher as (k: string) => Promise<Page>, { keepPreviousData: true, dedupingInterval: 0 });
  const rows = (data?.[manifest.itemsKey] as Row[] | undefined) ?? [];
  const canView = allowed(manifest.scopes.view);
  const canEdit = allowed(manifest.scopes.edit);
  const canDelete = allowed(manifest.scopes.delete);

  const confirmDelete = async () => {
    const row = deleting!;
    setDeleting(null);
    const action = manifest.actions.delete!;
    try {
      const result = await call(action.api.method, action.api.path, fillBody(action.api.body, row));
      toast.success(result.responseMessage || (action.success ?? ''));
    } catch {
      toast.error(action.failure);
    }
    await mutate();
  };

  const rowLink = (row: Row) => fillTemplate(manifest.rowLink, row, encodeURIComponent);
  const cell = (column: ListManifest['columns'][number], row: Row) => <DisplayValue field={column} record={row} displays={displays} texts={texts} />;
  const actionButton = (label: string, permitted: boolean, onClick: () => void, icon: string) => (
    <button
      type="button"
      aria-label={label}
      aria-disabled={!permitted}
      title={permitted ? label : texts.noPermission}
      className={`rounded p-1.5 ${permitted ? 'text-slate-600 hover:bg-slate-100' : 'cursor-not-allowed text-slate-300'}`}
      onClick={(e) => {
        e.stopPropagation();
        if (permitted) onClick();
      }}
    >
      <Icon name={icon} className="h-4 w-4" />
    </button>
  );

  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3">
        <input
          type="search"
          aria-label={texts.search}
          placeholder={manifest.searchPlaceholder ?? texts.search}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          className="h-9 w-72 rounded border border-slate-300 px-3 text-sm"
        />
        <ListFilters filters={manifest.filters} values={query.filters} texts={texts} onChange={(k, v) => dispatch({ type: 'filter', key: k, value: v })} />
        {manifest.addLink && allowed(manifest.addLink.scope) && (
          <button type="button" onClick={() => navigate(manifest.addLink!.path)} className="ml-auto h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">
            {manifest.addLink.label}
          </button>
        )}
      </div>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {manifest.columns.map((c) => (
              <th key={c.key} scope="col" className="px-4 py-2" aria-sort={c.sortKey && query.sortKey === c.sortKey ? (query.sort === 'asc' ? 'ascending' : 'descending') : undefined}>
                {c.sortKey ? (
                  <SortHeader label={c.label} sortKey={c.sortKey} active={query.sortKey === c.sortKey ? query.sort : undefined} texts={texts} onSort={(sortKey, sort) => dispatch({ type: 'sort', sortKey, sort })} />
                ) : (
                  c.label || <span className="sr-only">{c.key}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={String(row[manifest.idKey])}
              onClick={canView ? () => navigate(rowLink(row)) : undefined}
              className={`border-t border-slate-100 ${canView ? 'cursor-pointer hover:bg-slate-50' : ''}`}
            >
              {manifest.columns.map((c) => (
                <td key={c.key} className="px-4 py-2">
                  {c.actions ? (
                    <span className="flex gap-1">
                      {manifest.actions.edit && actionButton(manifest.actions.edit.label, canEdit, () => navigate(fillTemplate(manifest.actions.edit!.path, row, encodeURIComponent)), 'edit')}
                      {manifest.actions.delete && actionButton(manifest.actions.delete.label, canDelete, () => setDeleting(row), 'trash')}
                    </span>
                  ) : c.linksRow && canView ? (
                    <PageLink path={rowLink(row)} navigate={navigate}>{cell(c, row)}</PageLink>
                  ) : (
                    cell(c, row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {isLoading && !data && <Spinner label={texts.loading} />}
      {data && rows.length === 0 && <p className="p-6 text-center text-sm text-slate-500">{texts.empty}</p>}
      <div className="px-4">
        <Pager page={query.page} lastPage={data?.last_Page} texts={texts} onPage={(page) => dispatch({ type: 'page', page })} />
      </div>
      {manifest.actions.delete && (
        <ConfirmDialog open={deleting !== null} title={manifest.actions.delete.confirm.title} message={manifest.actions.delete.confirm.message} texts={texts} onYes={confirmDelete} onNo={() => setDeleting(null)} />
      )}
    </div>
  );
}
