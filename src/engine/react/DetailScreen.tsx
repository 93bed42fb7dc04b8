import { Suspense, useDeferredValue, useEffect, type ComponentType, type ReactNode } from 'react';
import useSWR from 'swr';
import { conditionHolds, isEmpty } from '../core/conditions';
import type { DetailField, DetailManifest, DetailTab } from '../core/screenManifests';
import { itemButtonsLabel, itemsChangeable, shownOnly } from '../core/itemForms';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { getAt, getPath } from '../core/pointer';
import { fillTemplate, placeholdersFilled } from '../core/template';
import type { DisplayRegistry, DisplayTexts } from '../../displays/types';
import { Avatar } from './Avatar';
import { ComingSoon } from './ComingSoon';
import { DisplayValue } from './DisplayValue';
import { ItemForms, type ItemFormHost } from './ItemForms';
import { ItemsTable } from './ItemsTable';
import { PageLink } from './PageLink';
import { Spinner } from './Spinner';
import { Tabs } from './Tabs';

type Row = Record<string, unknown>;

/** Panels by the name a tab gives them; a tab's panel is given its record (its kind and id, and the record as the page read it), a page's none. */
export type PanelRegistry = Record<string, ComponentType<{ source?: { kind: string; id: string }; record?: Row }>>;
/** Buttons for what may be done with a record, by the name a manifest's `actions` gives them: given the record (its kind, id and title too), and told to read it again after a change. */
export type ActionsRegistry = Record<string, ComponentType<{ record: Row; onChanged(): void; kind: string; id: string; title: string }>>;
/** A tab's list (a list manifest by name), asking it with the query its tab fills from the record; it may load its code when first shown (a spinner meanwhile). */
export type TabList = ComponentType<{ list: string; query: Record<string, string> }>;

interface DetailTexts extends DisplayTexts {
  loading: string;
  comingSoon: string;
  comingSoonText: string;
  /** a tab of items that has none */
  empty: string;
  yes: string;
  no: string;
}

interface DetailScreenProps {
  manifest: DetailManifest;
  id: string;
  fetcher(path: string): Promise<unknown>;
  allowed(scope: string): boolean;
  navigate(path: string): void;
  displays: DisplayRegistry;
  texts: DetailTexts;
  /** told the record's title once it is read, with the record */
  onTitle?(title: string, record: Row): void;
  /** hosts the dialogs of tabs whose items a form adds and edits (their itemForm) */
  itemForms?: ItemFormHost;
  /** the panels tabs name ("panel": "files"), each given the record (the manifest's kind and the id) */
  panels?: PanelRegistry;
  /** the buttons the manifest's `actions` names (a record's moves through its states) */
  actions?: ActionsRegistry;
  /** shows a tab's list */
  tabList?: TabList;
}

type Shown = Pick<DetailScreenProps, 'displays' | 'texts' | 'allowed' | 'navigate' | 'itemForms' | 'id' | 'panels' | 'fetcher' | 'tabList'> & { refresh(): unknown; kind: string };

/** A field's value, a link to its page when the field names one the user may open. */
function FieldValue({ field, data, ...shown }: Shown & { field: DetailField; data: Row }) {
  const value = <DisplayValue field={field} record={data} displays={shown.displays} texts={shown.texts} />;
  const { link } = field;
  // the scope may name the record's kind ('{owner_Type}-view': a page of one kind or another)
  if (!link || !shown.allowed(fillTemplate(link.scope, data))) return value;
  return <PageLink path={fillTemplate(link.path, data, encodeURIComponent)} navigate={shown.navigate}>{value}</PageLink>;
}

function Fields({ fields, data, ...shown }: Shown & { fields: DetailField[]; data: Row }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-3">
      {fields.filter((f) => !f.when || conditionHolds(f.when, (path) => getAt(data, path))).map((f) => (
        <div key={f.key}>
          <dt className="text-xs text-slate-500">{f.label}</dt>
          <dd className="break-words text-sm text-slate-900"><FieldValue field={f} data={data} {...shown} /></dd>
        </div>
      ))}
    </dl>
  );
}

const emptyTab = (tab: DetailTab, texts: DetailTexts) => <p className="p-6 text-center text-slate-500">{tab.empty ?? texts.empty}</p>;

/** A tab listing the record's items (its contacts, say), one card or table row each; a tab with an itemForm adds, edits and removes them. */
function Items({ tab, data, itemsKey = tab.itemsKey!, ...shown }: Shown & { tab: DetailTab; data: Row; itemsKey?: string }) {
  const { displays, texts, itemForms } = shown;
  const items = ((data[itemsKey] as Row[] | undefined) ?? []).filter((item) => !tab.itemsWith || tab.itemsWith.some((key) => !isEmpty(item[key])));
  const cards = (buttons?: (item: Row, titleId: string) => ReactNode) => {
    if (!items.length) return emptyTab(tab, texts);
    if (tab.table) {
      const cell = (field: DetailField, item: Row) => <FieldValue field={field} data={item} {...shown} />;
      return <ItemsTable label={tab.label} fields={tab.fields ?? []} items={items} idPrefix={itemsKey} cell={cell} buttons={buttons} buttonsLabel={tab.itemForm && itemButtonsLabel(tab.itemForm)} />;
    }
    return (
      <ul className="flex flex-col gap-4">
        {items.map((item, index) => (
          <li key={index} className="rounded border border-slate-200 p-4">
            <div className="mb-3 flex items-center gap-2">
              {tab.itemTitle && (
                <h3 id={`${itemsKey}-${index}`} className="text-sm font-semibold text-slate-800"><DisplayValue field={tab.itemTitle} record={item} displays={displays} texts={texts} /></h3>
              )}
              {buttons?.(item, `${itemsKey}-${index}`)}
            </div>
            <Fields fields={tab.fields ?? []} data={item} {...shown} />
          </li>
        ))}
      </ul>
    );
  };
  if (!tab.itemForm || !itemForms) return cards();
  return (
    <ItemForms itemForm={tab.itemForm} host={itemForms} id={shown.id} refresh={shown.refresh} allowed={shown.allowed} texts={texts}>
      {cards}
    </ItemForms>
  );
}

/** A tab showing a panel of the host's registry, given the page's record (never read again); a spinner while its code loads; an unknown one says so. */
function TabPanel({ name, data, shown }: { name: string; data: Row; shown: Shown }) {
  const Panel = shown.panels?.[name];
  if (!Panel) return <p role="alert" className="p-6 text-red-700">Unknown panel '{name}'</p>;
  return (
    <Suspense fallback={<Spinner label={shown.texts.loading} />}>
      <Panel source={{ kind: shown.kind, id: shown.id }} record={data} />
    </Suspense>
  );
}

/** A tab's groups of items, each under its title. */
function Groups({ tab, data, shown }: { tab: DetailTab; data: Row; shown: Shown }) {
  return (
    <div className="flex flex-col gap-6">
      {tab.groups!.map((group) => (
        <section key={group.itemsKey} aria-labelledby={`${tab.key}-${group.itemsKey}`}>
          <h3 id={`${tab.key}-${group.itemsKey}`} className="mb-2 text-sm font-semibold text-slate-700">{group.title}</h3>
          <Items tab={group.empty ? { ...tab, empty: group.empty } : tab} data={data} itemsKey={group.itemsKey} {...shown} />
        </section>
      ))}
    </div>
  );
}

/** A tab's items read from their own call (the tab's `from`) when it opens. */
function FromCall({ tab, record, shown }: { tab: DetailTab; record: Row; shown: Shown }) {
  const path = fillTemplate(tab.from!, { ...record, id: shown.id }, encodeURIComponent);
  const { data, error, mutate } = useSWR<Row>(path, shown.fetcher as (k: string) => Promise<Row>, { dedupingInterval: 0 });
  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!data) return <Spinner label={shown.texts.loading} />;
  return itemsOf(tab, data, { ...shown, refresh: mutate });
}

function itemsOf(tab: DetailTab, data: Row, shown: Shown) {
  return tab.groups ? <Groups tab={tab} data={data} shown={shown} /> : <Items tab={tab} data={data} {...shown} />;
}

function tabContent(tab: DetailTab, data: Row, shownAlways: Shown, readOnly: boolean) {
  // a tab whose items may not change now (a closed record's, a retired one's) only shows them
  const shown = tab.itemForm && (readOnly || !itemsChangeable(tab.itemForm, data)) ? { ...shownAlways, itemForms: undefined } : shownAlways;
  if (tab.comingSoon) return <ComingSoon texts={shown.texts} />;
  if (tab.panel) return <TabPanel name={tab.panel} data={data} shown={shown} />;
  if (tab.list && shown.tabList) {
    const query = Object.fromEntries(Object.entries(tab.query ?? {}).map(([key, value]) => [key, fillTemplate(value, { ...data, id: shown.id })]));
    return (
      <Suspense fallback={<Spinner label={shown.texts.loading} />}>
        <shown.tabList list={tab.list} query={query} />
      </Suspense>
    );
  }
  if (tab.from) return <FromCall tab={tab} record={data} shown={shown} />;
  if (tab.itemsKey || tab.groups) return itemsOf(tab, data, shown);
  // a tab with nothing declared to show says its own empty text where the manifest gives one (the spec's
  // 'No items yet'); else it is one not built yet and says so, the same as every other, never 'No records available'
  if (!tab.fields) return tab.empty ? emptyTab(tab, shown.texts) : <ComingSoon texts={shown.texts} />;
  return <Fields fields={tab.fields} data={data} {...shown} />;
}

/**
 * Its children given the record only after the page around them has painted with it: a deferred render, which React
 * does in slices of a few milliseconds, so the record's first render is no long task on a slow phone (issue 24).
 */
function Later({ record, children }: { record: Row; children(record: Row): ReactNode }) {
  const later = useDeferredValue<Row | null>(record, null);
  return later && children(later);
}

/** A record's detail page from its manifest: title, edit link, the summary's fields and remembered tabs. */
export function DetailScreen({ manifest, id, fetcher, allowed, navigate, displays, texts, onTitle, itemForms, panels, actions, tabList }: DetailScreenProps) {
  // read afresh each time the page opens (the record may have just been edited), once: every part of the page is
  // given this read, and coming back to the window does not read it again (a change made here reads it again)
  const { data: answer, error, mutate } = useSWR<Row>(fillTemplate(manifest.api, { id }, encodeURIComponent), fetcher as (k: string) => Promise<Row>, { dedupingInterval: 0 });
  const data = manifest.dataKey ? (getPath(answer, manifest.dataKey) as Row | undefined) : answer;
  const title = data ? fillTemplate(manifest.untitled && !placeholdersFilled(manifest.title, data) ? manifest.untitled : manifest.title, data) : undefined;
  useEffect(() => {
    if (title !== undefined && data) onTitle?.(title, data);
  }, [title, data, onTitle]);
  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!data) return <Spinner label={texts.loading} />;
  const editLink = manifest.editLink;
  const shown = { displays, texts, allowed, navigate, itemForms, panels, fetcher, tabList, id, kind: manifest.detail, refresh: mutate };
  const readOnly = shownOnly(manifest.readOnly, data);
  const Actions = manifest.actions && !readOnly ? actions?.[manifest.actions] : undefined;
  const Banner = manifest.banner ? actions?.[manifest.banner] : undefined;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="mb-4 flex items-center gap-4">
        <Avatar src={data.profile_Image as string | null} name={title!} size={56} />
        <h2 className="text-xl font-semibold">{title}</h2>
        {manifest.badge && <DisplayValue field={manifest.badge} record={data} displays={displays} texts={texts} />}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {Actions && <Actions record={data} kind={manifest.detail} id={id} title={title!} onChanged={() => void mutate()} />}
          {editLink && !readOnly && allowed(editLink.scope) && (
            <button type="button" onClick={() => navigate(fillTemplate(editLink.path, { id }, encodeURIComponent))} className="h-9 rounded border border-slate-300 px-4 text-sm">
              {editLink.label}
            </button>
          )}
        </div>
      </div>
      {readOnly && <ReadOnlyNotice readOnly={manifest.readOnly!} record={data} id={id} allowed={allowed} host={itemForms} onRestored={() => void mutate()} />}
      {/* the header (its title the largest paint) first, the banner, summary and tabs after it */}
      <Later record={data}>
        {(later) => (
          <>
            {Banner && <div className="mb-5"><Banner record={later} kind={manifest.detail} id={id} title={title!} onChanged={() => void mutate()} /></div>}
            {manifest.summary && <div className="mb-5"><Fields fields={manifest.summary} data={later} {...shown} /></div>}
            <Tabs
              storageKey={manifest.tabKey}
              tabs={manifest.tabs.map((tab) => ({ key: tab.key, label: tab.label, content: tabContent(tab, later, shown, shownOnly(manifest.readOnly, later)) }))}
            />
          </>
        )}
      </Later>
    </div>
  );
}
