import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { displayDate } from '../../engine/core/dates';
import { fillTemplate } from '../../engine/core/template';
import { Pager } from '../../engine/react/Pager';
import { Spinner } from '../../engine/react/Spinner';
import { TabList } from '../../engine/react/TabParts';
import type { GetFilesAnswer, GetTasksHumanAnswer } from '../../generated';
import { fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { foundFor, type SearchTab } from './activitySearch';
import { Badge } from './Badge';
import { TaskCard } from './TaskCard';
import { generalRequestKind } from './tenantKind';
import type { WorkSource } from './work';
import { WorkDialog } from './WorkDialog';

const tabs: SearchTab[] = ['open', 'closed', 'all'];
const pageSizes = [5, 10, 25, 50];
/** the most tasks and files one search reads */
const searchLimit = 100;
const searchDelayMs = 300;

/** 'Search Activities and Files' (the panel's View All): the record's tasks and files, searched, by Open / Closed / All, a page at a time. */
export function ActivitySearchDialog({ source, onClose }: { source: WorkSource; onClose(): void }) {
  const { session, allowed } = useSession();
  const w = texts.work;
  const tabLabels: Record<SearchTab, string> = { open: w.open, closed: w.closed, all: w.all };
  const tabsId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<SearchTab>('open');
  const [pageSize, setPageSize] = useState(10);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const id = `${source.kind}_Reference_Id=${encodeURIComponent(source.id)}`;
  const tasks = useSWR<GetTasksHumanAnswer>(`/v1/tasks/${source.kind}?${id}&limit=${searchLimit}&page=1&sort=asc`, fetchResolved);
  const fileSearch = search.trim() ? `&search=${encodeURIComponent(search.trim())}` : '';
  const files = useSWR<GetFilesAnswer>(
    allowed('file-view') ? `/v1/files/${source.kind}?${id}&limit=${searchLimit}&page=1${fileSearch}` : null,
    fetchResolved,
  );
  const loading = !tasks.data || (allowed('file-view') && !files.data && !files.error);
  const found = foundFor(tab, search, tasks.data?.tasks ?? [], files.data?.file_Data ?? []);
  const lastPage = Math.max(1, Math.ceil(found.length / pageSize));
  const shown = found.slice((page - 1) * pageSize, page * pageSize);
  const generalRequest = session.current_Tenant_Kind === generalRequestKind;

  return (
    <WorkDialog title={w.searchTitle} width="max-w-5xl" onClose={onClose}>
      <div className="flex flex-wrap items-center gap-3">
        <input
          type="search"
          aria-label={w.searchLabel}
          placeholder={texts.search}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className="h-9 w-72 rounded border border-slate-300 px-3 text-sm"
        />
        <TabList
          idBase={tabsId}
          tabs={tabs.map((key) => ({ key, label: tabLabels[key] }))}
          selected={tab}
          onSelect={(key) => { setTab(key as SearchTab); setPage(1); }}
          panels={false}
          className="flex gap-1 rounded bg-slate-100 p-0.5 text-sm"
          tabClassName="rounded px-3 py-1 text-slate-600 data-selected:bg-blue-600 data-selected:text-white"
        />
        <label className="ml-auto flex items-center gap-2 text-sm">
          {w.show}
          <select value={pageSize} onChange={(e) => { setPageSize(Number(e.target.value)); setPage(1); }} className="h-8 rounded border border-slate-300 px-2">
            {pageSizes.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
      </div>
      {loading && <Spinner label={texts.loading} />}
      {!loading && shown.length === 0 && <p className="p-6 text-center text-sm text-slate-500">{w.noResults}</p>}
      {!loading && shown.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {shown.map((item) => (
            <li key={item.kind === 'task' ? item.task.task_Reference_Id : item.file.file_Reference_Id}>
              {item.kind === 'task' ? (
                <TaskCard task={item.task} generalRequest={generalRequest} canEdit={allowed('task-edit')} />
              ) : (
                <div className="flex flex-col gap-1 rounded border border-slate-200 p-2 text-xs">
                  <span><Badge tone="amber">{w.file}</Badge></span>
                  <span className="break-words font-medium text-slate-800">{item.file.name}</span>
                  <span className="text-slate-500">{fillTemplate(w.uploaded, { date: displayDate(item.file.uploaded_Date) })}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} lastPage={loading ? undefined : lastPage} texts={texts} onPage={setPage} />
    </WorkDialog>
  );
}
