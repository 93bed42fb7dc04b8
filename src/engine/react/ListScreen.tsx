import { Fragment, useEffect, useReducer, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { conditionHolds, type Condition } from '../core/conditions';
import { failureText } from '../core/errors';
import { getAt } from '../core/pointer';
import type { ListFilter, ListManifest, RowAction } from '../core/screenManifests';
import { exportRequest, initialListQuery, listIdentity, listQueryReducer, listRequest } from '../core/listQuery';
import { fillBody, fillComplete, fillTemplate } from '../core/template';
import type { DisplayRegistry, DisplayTexts } from '../../displays/types';
import { ConfirmDialog } from './ConfirmDialog';
import { DisplayValue } from './DisplayValue';
import { ListFilters } from './ListFilters';
import { ListTiles, LoadFailed, RowItems } from './ListParts';
import { PageLink } from './PageLink';
import { Pager } from './Pager';
import { SortHeader } from './SortHeader';
import { Spinner } from './Spinner';
import { Icon } from './Icon';

type Row = Record<string, unknown>;
export interface ListTexts extends DisplayTexts {
  empty: string; loading: string; pager: string; previous: string; next: string; noPermission: string;
  search: string; sortAscending: string; sortDescending: string; filters: string; filterAny: string; pages: string;
  /** an expandable row's toggle, '{label}' the manifest's expand label */
  showRow: string; hideRow: string;
  /** a load that failed: what the list says instead of rows, and its button to ask again */
  firstDay: { listFailed: string; retry: string };
  /** the list's CSV export link */
  reportsMore: { exportList: string };
}

interface ListScreenProps {
  manifest: ListManifest;
  texts: ListTexts;
  displays: DisplayRegistry;
  allowed(scope: string): boolean;
  fetcher(path: string): Promise<unknown>;
  call(method: string, path: string, body: unknown): Promise<{ responseMessage?: string }>;
  navigate(path: string): void;
  toast: { success(text: string): void; error(text: string): void; warning(text: string): void };
  /** asked of the api beside the list's own query, always (a record's files: its reference id) */
  query?: Record<string, string>;
  /** performs a row button of manifest.actions.row (download, view details) */
  onAction?(key: string, row: Row): void;
  /** controls the host puts beside the search and filters (Upload) */
  toolbar?: ReactNode;
  /** renders a widget filter's input (its widget from the host's registry) */
  filterWidget?: FilterWidget;
  /** what the list opens with (a link's address: a dashboard tile's filter, the top bar's search) */
  initial?: ListStart;
}

/** A list's search and filters when it opens. */
export interface ListStart { search?: string; filters?: Record<string, string> }

/** A widget filter's input: the filter, its input's id, its value (values joined by commas) and what sets it. */
export type FilterWidget = (filter: ListFilter, id: string, value: string, onChange: (value: string) => void) => ReactNode;

interface Page {
  count: number;
  last_Page: number;
  [items: string]: unknown;
}

const searchDelayMs = 300;

/**
 * A list from its manifest: search, filters, sortable headers, pager, row link and actions.
 * Its page, search, sort and filters are its own: when the same place shows another list (a route
 * to another list reuses the page), that list starts afresh.
 */
export function ListScreen(props: ListScreenProps) {
  return <ListOfManifest key={`${listIdentity(props.manifest.list, props.query)}#${JSON.stringify(props.initial ?? {})}`} {...props} />;
}

function ListOfManifest({ manifest, texts, displays, allowed, fetcher, call, navigate, toast, query: fixed, onAction, toolbar, filterWidget, initial }: ListScreenProps) {
  const [query, dispatch] = useReducer(
    listQueryReducer,
    { ...initialListQuery(manifest.pageSize, manifest.defaultSort?.sortKey, manifest.defaultSort?.sort), search: initial?.search ?? '', filters: initial?.filters ?? {} },
  );
  const [searchText, setSearchText] = useState(initial?.search ?? '');
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'search', search: searchText }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchText]);

  const key = listRequest(manifest, query, fixed);
  // read afresh each time the list opens: a record may have just been edited
  const swr = useSWR<Page>(key, fetcher as (k: string) => Promise<Page>, { keepPreviousData: true, dedupingInterval: 0 });
  const { isLoading, isValidating, mutate } = swr;
  // a failed load is said as such: neither an empty list nor the rows of the last load that worked
  const failed = swr.error !== undefined;
  const data = failed ? undefined : swr.data;
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
    } catch (error) {
      toast.error(failureText(error, action.failure));
    }
    await mutate();
  };

  /** Delete asks first, unless the manifest refuses the row outright (a record with items that hold to it): then it warns. */
  const askDelete = (row: Row) => {
    const refuse = manifest.actions.delete?.refuse;
    if (refuse && conditionHolds(refuse.when, (path) => getAt(row, path))) toast.warning(refuse.message);
    else setDeleting(row);
  };
  /** the row's page; none when the row lacks a value its link needs (a task related to nothing) */
  const rowLink = (row: Row) => (manifest.rowLink ? fillComplete(manifest.rowLink, row, encodeURIComponent) : undefined);
  const rowAction = manifest.rowLink || !manifest.rowAction || !onAction ? undefined : manifest.rowAction;
  const openerOf = (row: Row): (() => void) | undefined => {
    if (!canView) return undefined;
    if (rowAction) return () => onAction!(rowAction, row);
    const link = rowLink(row);
    return link ? () => navigate(link) : undefined;
  };
  /** a row button the list performs itself: its api called with the row, then the page read again */
  const performRowAction = async (action: RowAction, row: Row) => {
    try {
      await call(action.api!.method, action.api!.path, fillBody(action.api!.body, row));
      toast.success(action.success!);
    } catch (error) {
      toast.error(failureText(error, action.failure!));
    }
    await mutate();
  };
  const holds = (row: Row, when: Condition | undefined) => !when || conditionHolds(when, (path) => getAt(row, path));
  const performer = (a: RowAction, row: Row) => {
    if (a.api) return () => void performRowAction(a, row);
    if (a.path) return () => navigate(fillTemplate(a.path!, row, encodeURIComponent));
    return () => onAction!(a.key, row);
  };
  const rowActions = (row: Row) => (manifest.actions.row ?? [])
    .filter((a) => (a.api || a.path || onAction) && holds(row, a.when) && !(a.hiddenWithoutScope && a.scope && !allowed(a.scope)))
    .map((a) => actionButton(fillTemplate(a.label, row), !a.scope || allowed(a.scope), performer(a, row), a.icon, a.key));
  const { edit, delete: remove } = manifest.actions;
  const cell = (column: ListManifest['columns'][number], row: Row) => <DisplayValue field={column} record={row} displays={displays} texts={texts} />;
  const { expand } = manifest;
  const toggleRow = (id: string) => setExpanded((open) => {
    const next = new Set(open);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const columnCount = manifest.columns.length + (expand ? 1 : 0);
  const actionButton = (label: string, permitted: boolean, onClick: () => void, icon: string, key = icon) => (
    <button
      key={key}
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
      {manifest.tiles && <ListTiles tiles={manifest.tiles} data={data} displays={displays} texts={texts} />}
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3">
        {!manifest.whole && (
          <input
            type="search"
            aria-label={texts.search}
            placeholder={manifest.searchPlaceholder ?? texts.search}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="h-9 w-72 rounded border border-slate-300 px-3 text-sm"
          />
        )}
        <ListFilters filters={manifest.filters} values={query.filters} texts={texts} fetcher={fetcher} widget={filterWidget} onChange={(k, v) => dispatch({ type: 'filter', key: k, value: v })} />
        {!manifest.whole && allowed(manifest.scopes.view) && (
          <a href={exportRequest(manifest, query, fixed)} download className="h-9 rounded border border-slate-300 px-3 py-2 text-sm font-medium text-blue-700">
            {texts.reportsMore.exportList}
          </a>
        )}
        {toolbar && <div className="ml-auto flex gap-2">{toolbar}</div>}
        {manifest.addLink && allowed(manifest.addLink.scope) && (
          <button type="button" onClick={() => navigate(manifest.addLink!.path)} className="ml-auto h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">
            {manifest.addLink.label}
          </button>
        )}
      </div>
      {/* a wide list scrolls within its box rather than spilling over what stands beside it */}
      <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {expand && <th scope="col" className="w-10 px-2 py-2"><span className="sr-only">{expand.label}</span></th>}
            {manifest.columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2" aria-sort={c.sortKey && query.sortKey === c.sortKey ? (query.sort === 'asc' ? 'ascending' : 'descending') : undefined}>
                {c.sortKey ? (
                  <SortHeader label={c.label} sortKey={c.sortKey} active={query.sortKey === c.sortKey ? query.sort : undefined} texts={texts} onSort={(sortKey, sort) => dispatch({ type: 'sort', sortKey, sort })} />
                ) : (
                  c.label || (c.hiddenLabel && <span className="sr-only">{c.hiddenLabel}</span>)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = String(row[manifest.idKey]);
            const open = expanded.has(id);
            const openRow = openerOf(row);
            const link = rowLink(row);
            return (
            <Fragment key={id}>
            <tr
              onClick={openRow}
              className={`border-t border-slate-100 ${openRow ? 'cursor-pointer hover:bg-slate-50' : ''}`}
            >
              {expand && (
                <td className="px-2 py-2">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={`${id}-items`}
                    aria-label={fillTemplate(open ? texts.hideRow : texts.showRow, { label: expand.label })}
                    className="rounded p-1 text-slate-600 hover:bg-slate-100"
                    onClick={(e) => {
                      e.stopPropagation();
                      toggleRow(id);
                    }}
                  >
                    <Icon name={open ? 'chevronDown' : 'chevronRight'} className="h-4 w-4" />
                  </button>
                </td>
              )}
              {manifest.columns.map((c) => (
                <td key={c.key} className="px-3 py-2">
                  {c.actions ? (
                    <span className="flex gap-1">
                      {rowActions(row)}
                      {edit && !(edit.hiddenWhen && holds(row, edit.hiddenWhen)) && actionButton(edit.label, canEdit, () => navigate(fillTemplate(edit.path, row, encodeURIComponent)), 'edit')}
                      {remove && !(remove.hiddenWhen && holds(row, remove.hiddenWhen)) && actionButton(remove.label, canDelete, () => askDelete(row), 'trash')}
                    </span>
                  ) : c.linksRow && canView && link ? (
                    <PageLink path={link} navigate={navigate}>{cell(c, row)}</PageLink>
                  ) : (
                    cell(c, row)
                  )}
                </td>
              ))}
            </tr>
            {expand && open && (
              <tr id={`${id}-items`} className="bg-slate-50">
                <td colSpan={columnCount} className="px-12 py-3">
                  <RowItems expand={expand} row={row} displays={displays} texts={texts} />
                </td>
              </tr>
            )}
            </Fragment>
            );
          })}
        </tbody>
      </table>
      </div>
      {isLoading && !data && <Spinner label={texts.loading} />}
      {data && rows.length === 0 && <p className="p-6 text-center text-sm text-slate-500">{texts.empty}</p>}
      {failed && <LoadFailed texts={texts.firstDay} retrying={isValidating} onRetry={() => void mutate()} />}
      {!manifest.whole && !failed && (
        <div className="px-4">
          <Pager page={query.page} lastPage={data?.last_Page} texts={texts} onPage={(page) => dispatch({ type: 'page', page })} />
        </div>
      )}
      {manifest.actions.delete && (
        <ConfirmDialog open={deleting !== null} title={manifest.actions.delete.confirm.title} message={manifest.actions.delete.confirm.message} texts={texts} onYes={confirmDelete} onNo={() => setDeleting(null)} />
      )}
    </div>
  );
}
