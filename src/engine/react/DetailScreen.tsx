import useSWR from 'swr';
import { displayDate } from '../core/dates';
import { fillTemplate, type DetailManifest } from '../core/manifests';
import { Avatar } from './Avatar';
import { Spinner } from './Spinner';
import { Tabs } from './Tabs';

type Row = Record<string, unknown>;

interface DetailScreenProps {
  manifest: DetailManifest;
  id: string;
  fetcher(path: string): Promise<unknown>;
  allowed(scope: string): boolean;
  navigate(path: string): void;
  texts: { loading: string; comingSoon: string; yes: string; no: string };
}

function shown(value: unknown, display: 'date' | 'yesNo' | undefined, texts: DetailScreenProps['texts']): string {
  if (display === 'yesNo') return value ? texts.yes : texts.no;
  const text = display === 'date' ? displayDate(value as string | null) : String(value ?? '');
  return text === '' ? '—' : text;
}

/** A record's detail page from its manifest: title, edit link and remembered tabs. */
export function DetailScreen({ manifest, id, fetcher, allowed, navigate, texts }: DetailScreenProps) {
  const { data, error } = useSWR<Row>(fillTemplate(manifest.api, { id }), fetcher as (k: string) => Promise<Row>);
  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!data) return <Spinner label={texts.loading} />;
  const title = manifest.title.replace(/\{(\w+)\}/g, (_m, k: string) => String(data[k] ?? ''));
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="mb-4 flex items-center gap-4">
        <Avatar src={data.profile_Image as string | null} name={title} size={56} />
        <h2 className="text-xl font-semibold">{title}</h2>
        {manifest.editLink && allowed(manifest.editLink.scope) && (
          <button type="button" onClick={() => navigate(fillTemplate(manifest.editLink!.path, { id }))} className="ml-auto h-9 rounded border border-slate-300 px-4 text-sm">
            {manifest.editLink.label}
          </button>
        )}
      </div>
      <Tabs
        storageKey={manifest.tabKey}
        tabs={manifest.tabs.map((tab) => ({
          key: tab.key,
          label: tab.label,
          content: tab.comingSoon ? (
            <p className="p-6 text-center text-slate-500">{texts.comingSoon}</p>
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-3">
              {(tab.fields ?? []).map((f) => (
                <div key={f.key}>
                  <dt className="text-xs text-slate-500">{f.label}</dt>
                  <dd className="text-sm text-slate-900">{shown(data[f.key], f.display, texts)}</dd>
                </div>
              ))}
            </dl>
          ),
        }))}
      />
    </div>
  );
}
