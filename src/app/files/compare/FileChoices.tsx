import { useId, useState } from 'react';
import useSWR from 'swr';
import { displayDate } from '../../../engine/core/dates';
import { fillTemplate } from '../../../engine/core/template';
import { Pager } from '../../../engine/react/Pager';
import { Spinner } from '../../../engine/react/Spinner';
import { fetchResolved } from '../../api/client';
import type { GetFilesAnswer } from '../../../generated';
import { texts } from '../../texts';
import type { FileItem } from '../fileApi';
import { kindLabel } from '../fileKinds';
import { filesOf, type FileSource } from '../fileSources';
import { comparablePath, type Comparable } from './compareApi';
import { Hint } from './Hint';
import type { SelectedFile } from './selection';

const t = texts.compareFiles;
const pagerTexts = { pager: texts.pager, loading: texts.loading, previous: texts.previous, next: texts.next, pages: texts.pages };

interface FileChoicesProps {
  source: FileSource;
  selection: SelectedFile[];
  onToggle(file: FileItem): void;
  onVersions(file: FileItem): void;
}

/** The source's files to choose from (Name, Description, Uploaded Date, type badge), a page at a time; files without text to compare cannot be chosen, and say why. */
export function FileChoices({ source, selection, onToggle, onVersions }: FileChoicesProps) {
  const heading = useId();
  const [page, setPage] = useState(1);
  const { manifest, query } = filesOf(source);
  const search = new URLSearchParams({ ...query, page: String(page), limit: String(manifest.pageSize), sort: 'desc', sortKey: 'uploaded_Date' });
  const { data, isLoading } = useSWR<GetFilesAnswer>(`${manifest.api}?${search}`, fetchResolved, { keepPreviousData: true });
  const files = data?.file_Data ?? [];
  const { data: status } = useSWR<Comparable>(comparablePath(files.map((f) => f.file_Reference_Id)), fetchResolved);
  const why = (id: string) => {
    const found = status?.files.find((f) => f.file_Reference_Id === id);
    return found && !found.comparable ? found.message : null;
  };
  const chosen = (id: string) => selection.some((s) => s.file.file_Reference_Id === id);

  return (
    <section aria-labelledby={heading} className="flex min-h-0 flex-1 flex-col">
      <h3 id={heading} className="mb-1 text-sm font-semibold text-slate-800">{t.files}</h3>
      {isLoading && !data ? (
        <Spinner label={t.loading} />
      ) : !files.length ? (
        <p className="p-6 text-center text-sm text-slate-500">{texts.empty}</p>
      ) : (
        <div className="min-h-0 flex-1 overflow-auto rounded border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
              <tr>
                <th className="w-10 px-2 py-2"><span className="sr-only">{texts.select}</span></th>
                <th className="px-2 py-2">{t.name}</th>
                <th className="px-2 py-2">{t.description}</th>
                <th className="px-2 py-2">{t.uploadedDate}</th>
                <th className="px-2 py-2">{t.type}</th>
                <th className="px-2 py-2"><span className="sr-only">{t.compareVersions}</span></th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => {
                const reason = why(file.file_Reference_Id);
                return (
                  <tr key={file.file_Reference_Id} className={`border-t border-slate-200 ${reason ? 'text-slate-400' : ''}`}>
                    <td className="px-2 py-1">
                      <Hint text={reason}>
                        {(describedBy) => (
                          <input
                            type="checkbox"
                            aria-label={fillTemplate(t.select, { name: file.name })}
                            aria-describedby={describedBy}
                            disabled={!status || Boolean(reason)}
                            checked={chosen(file.file_Reference_Id)}
                            onChange={() => onToggle(file)}
                          />
                        )}
                      </Hint>
                    </td>
                    <td className="max-w-72 truncate px-2 py-1" title={file.name}>{file.name}</td>
                    <td className="max-w-72 truncate px-2 py-1" title={file.description ?? undefined}>{file.description ?? texts.none}</td>
                    <td className="px-2 py-1">{displayDate(file.uploaded_Date)}</td>
                    <td className="px-2 py-1"><span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{kindLabel(file.file_Type)}</span></td>
                    <td className="px-2 py-1">
                      {file.latest_Version > 1 && !reason && (
                        <button type="button" aria-label={fillTemplate(t.compareVersionsOf, { name: file.name })} onClick={() => onVersions(file)} className="h-7 rounded border border-slate-300 px-2 text-xs hover:bg-slate-50">
                          {t.compareVersions}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} lastPage={data?.last_Page} texts={pagerTexts} onPage={setPage} />
    </section>
  );
}
