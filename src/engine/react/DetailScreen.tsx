import { useEffect } from 'react';
import useSWR from 'swr';
import type { DetailField, DetailManifest, DetailTab } from '../core/manifests';
import { fillTemplate } from '../core/template';
import type { DisplayRegistry, DisplayTexts } from '../../displays/types';
import { Avatar } from './Avatar';
import { DisplayValue } from './DisplayValue';
import { Spinner } from './Spinner';
import { Tabs } from './Tabs';

type Row = Record<string, unknown>;

interface DetailTexts extends DisplayTexts {
  loading: string;
  comingSoon: string;
  /** a tab of items that has none */
  empty: string;
}

interface DetailScreenProps {
  manifest: DetailManifest;
  id: string;
  fetcher(path: string): Promise<unknown>;
  allowed(scope: string): boolean;
  navigate(path: string): void;
  displays: DisplayRegistry;
  texts: DetailTexts;
  /** told the record's title once it is read */
  onTitle?(title: string): void;
}

type Shown = Pick<DetailScreenProps, 'displays' | 'texts'>;

function Fields({ fields, data, displays, texts }: Shown & { fields: DetailField[]; data: Row }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-3">
      {fields.map((f) => (
        <div key={f.key}>
          <dt className="text-xs text-slate-500">{f.label}</dt>
          <dd className="break-words text-sm text-slate-900"><DisplayValue field={f} record={data} displays={displays} texts={texts} /></dd>
        </div>
      ))}
    </dl>
  );
}

/** A tab listing the record's items (its contacts, say), one card each. */
function Items({ tab, data, displays, texts }: Shown & { tab: DetailTab; data: Row }) {
  const items = (data[tab.itemsKey!] as Row[] | undefined) ?? [];
  if (!items.length) return <p className="p-6 text-center text-slate-500">{texts.empty}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item, index) => (
        <li key={index} className="rounded border border-slate-200 p-4">
          {tab.itemTitle && (
            <h3 className="mb-3 text-sm font-semibold text-slate-800"><DisplayValue field={tab.itemTitle} record={item} displays={displays} texts={texts} /></h3>
          )}
          <Fields fields={tab.fields ?? []} data={item} displays={displays} texts={texts} />
        </li>
      ))}
    </ul>
  );
}

function tabContent(tab: DetailTab, data: Row, shown: Shown) {
  if (tab.comingSoon) return <p className="p-6 text-center text-slate-500">{shown.texts.comingSoon}</p>;
  if (tab.itemsKey) return <Items tab={tab} data={data} {...shown} />;
  return <Fields fields={tab.fields ?? []} data={data} {...shown} />;
}

/** A record's detail page from its manifest: title, edit link and remembered tabs. */
export function DetailScreen({ manifest, id, fetcher, allowed, navigate, displays, texts, onTitle }: DetailScreenProps) {
  const { data, error } = useSWR<Row>(fillTemplate(manifest.api, { id }, encodeURIComponent), fetcher as (k: string) => Promise<Row>);
  const title = data ? fillTemplate(manifest.title, data) : undefined;
  useEffect(() => {
    if (title !== undefined) onTitle?.(title);
  }, [title, onTitle]);
  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!data) return <Spinner label={texts.loading} />;
  const editLink = manifest.editLink;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="mb-4 flex items-center gap-4">
        <Avatar src={data.profile_Image as string | null} name={title!} size={56} />
        <h2 className="text-xl font-semibold">{title}</h2>
        {editLink && allowed(editLink.scope) && (
          <button type="button" onClick={() => navigate(fillTemplate(editLink.path, { id }, encodeURIComponent))} className="ml-auto h-9 rounded border border-slate-300 px-4 text-sm">
            {editLink.label}
          </button>
        )}
      </div>
      <Tabs
        storageKey={manifest.tabKey}
        tabs={manifest.tabs.map((tab) => ({ key: tab.key, label: tab.label, content: tabContent(tab, data, { displays, texts }) }))}
      />
    </div>
  );
}
