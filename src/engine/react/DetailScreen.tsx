import useSWR from 'swr';
import { displayDate } from '../core/dates';
import { fillTemplate, type DetailField, type DetailManifest, type DetailTab } from '../core/manifests';
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
  texts: { loading: string; comingSoon: string; empty: string; yes: string; no: string };
}

function shown(value: unknown, field: DetailField, texts: DetailScreenProps['texts']): string {
  if (field.display === 'yesNo') return value ? texts.yes : texts.no;
  const text = field.display === 'date' ? displayDate(value as string | null) : String(value ?? '');
  return text === '' ? '—' : field.labels?.[text] ?? text;
}

function Fields({ fields, data, texts }: { fields: DetailField[]; data: Row; texts: DetailScreenProps['texts'] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-3">
      {fields.map((f) => (
        <div key={f.key}>
          <dt className="text-xs text-slate-500">{f.label}</dt>
          <dd className="break-words text-sm text-slate-900">{shown(data[f.key], f, texts)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A tab listing the record's items (its contacts, say), one card each. */
function Items({ tab, data, texts }: { tab: DetailTab; data: Row; texts: DetailScreenProps['texts'] }) {
  const items = (data[tab.itemsKey!] as Row[] | undefined) ?? [];
  if (!items.length) return <p className="p-6 text-center text-slate-500">{texts.empty}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item, index) => (
        <li key={index} className="rounded border border-slate-200 p-4">
          {tab.itemTitle && <h3 className="mb-3 text-sm font-semibold text-slate-800">{tab.itemTitle.labels[String(item[tab.itemTitle.key])] ?? ''}</h3>}
          <Fields fields={tab.fields ?? []} data={item} texts={texts} />
        </li>
      ))}
    </ul>
  );
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
          ) : tab.itemsKey ? (
            <Items tab={tab} data={data} texts={texts} />
          ) : (
            <Fields fields={tab.fields ?? []} data={data} texts={texts} />
          ),
        }))}
      />
    </div>
  );
}
