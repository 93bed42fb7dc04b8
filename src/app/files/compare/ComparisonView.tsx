import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { Spinner } from '../../../engine/react/Spinner';
import { ApiError } from '../../api/client';
import { texts } from '../../texts';
import { compareFiles, type FileVersion } from './compareApi';
import { DifferenceNavigator } from './DifferenceNavigator';
import { TextPane } from './TextPane';

const t = texts.compareFiles;
const noDifferences: never[] = [];

/** Brings difference `index` into view in both panes and marks it as the one shown. */
function showDifference(root: HTMLElement | null, index: number) {
  root?.querySelectorAll('[data-current]').forEach((mark) => mark.removeAttribute('data-current'));
  root?.querySelectorAll(`[data-difference="${index}"]`).forEach((mark) => {
    mark.setAttribute('data-current', 'true');
    mark.scrollIntoView?.({ block: 'center' });
  });
}

/** The comparison built in: both texts side by side with added, removed and changed words marked, and next / previous difference. */
export function ComparisonView({ files }: { files: [FileVersion, FileVersion] }) {
  const { data, error } = useSWR(['/v1/file/compare', JSON.stringify(files)], () => compareFiles(files), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [current, setCurrent] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const differences = data?.differences ?? noDifferences;

  useEffect(() => showDifference(root.current, current), [current, data]);

  if (error) return <p role="alert" className="m-6 rounded bg-red-50 p-4 text-sm text-red-800">{error instanceof ApiError ? error.message : t.failed}</p>;
  if (!data) return <Spinner label={t.comparing} />;
  return (
    <div ref={root} className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {data.differences && <DifferenceNavigator count={differences.length} current={current} onGo={setCurrent} />}
        <ul aria-label={t.legend} className="flex gap-3 text-xs">
          <li className="rounded-sm bg-emerald-100 px-1 text-emerald-900">{t.added}</li>
          <li className="rounded-sm bg-red-100 px-1 text-red-900">{t.removed}</li>
          <li className="rounded-sm bg-amber-100 px-1 text-amber-950">{t.changed}</li>
        </ul>
      </div>
      <div className="flex min-h-0 flex-1 gap-3 [&_[data-current]]:ring-2 [&_[data-current]]:ring-blue-600">
        <TextPane side={data.files[0]} which="left" differences={differences} />
        <TextPane side={data.files[1]} which="right" differences={differences} />
      </div>
    </div>
  );
}
