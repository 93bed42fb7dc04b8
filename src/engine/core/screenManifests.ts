/**
 * What the screens are made of, as written in screens/: routes, the navigation, lists and detail
 * pages (their columns, filters, row buttons, tabs and fields). Forms' ui schemas are manifests.ts.
 */
import type { Condition } from './conditions';
import type { ItemForm } from './itemForms';
import type { ChoiceSource, ConfirmText } from './manifests';

export interface RouteManifest {
  path: string;
  screen: 'login' | 'invitation' | 'comingSoon' | 'list' | 'form' | 'detail' | 'panel';
  title: string;
  breadcrumb?: string;
  public?: boolean;
  scope?: string;
  list?: string;
  form?: string;
  detail?: string;
  /** one of the form's modes */
  mode?: string;
  /** a panel screen's panel, by its name in the app's registry */
  panel?: string;
  /** a panel of the registry beside the screen (the drafts beside the list of records) */
  aside?: string;
}

export interface NavigationManifest {
  entries: { label: string; path?: string; dialog?: string; icon: string; scope?: string }[];
  guardedPaths: string[];
  expandedWidth: number;
  collapsedWidth: number;
}

/** A value shown by a display of the display registry ('text' when none is named). */
export interface DisplayField {
  key: string;
  display?: string;
  /** cut at this many characters, the whole text in the tooltip */
  truncate?: number;
  /** labels of stored codes ('phone' shows 'Phone') */
  labels?: Record<string, string>;
  /** changes: the labels of the codes a part holds, by the part's key ('status': { 'pre_Bind': 'Pre-bind' }) */
  valueLabels?: Record<string, Record<string, string>>;
  /** a picture's name, a template over the record ('{first_Name} {last_Name}') */
  alt?: string;
  /** keys of the record shown under the value, those with a value joined ('dba', 'legal_Entity_Type') */
  info?: string[];
  /** a list value: each item's name, a template over the item ('{first_Name} {last_Name}') */
  item?: string;
  /** a list value: how many items are shown before '+N' */
  shown?: number;
  /** a list value: one item more than `shown` is shown whole rather than as '+1' (first 3, or 4 when exactly 4) */
  roomForOneMore?: boolean;
  /** icons: each icon with its name beside it, not in its tooltip only */
  named?: boolean;
  /** shown when there is no value, instead of the screen's '—' ('No key people') */
  empty?: string;
  /** the value links to this page ('/person/{reference_Id}') for those holding the scope */
  link?: { path: string; scope: string };
  /** shown only for records where this holds (pointers into the record): a list of rows of two kinds shows a kind's own values */
  when?: Condition;
  /** a list value: the item's key holding its icon's name (a line of business's 'icon') */
  icon?: string;
  /** a status badge's colour by its code ('bound': 'blue'), one of the badge palette's names */
  tones?: Record<string, string>;
  /** a status badge's label read from this key of the record (a label the server gives: a record's stage_Label) */
  labelKey?: string;
}

export interface ListColumn extends DisplayField {
  label: string;
  /** a column without a visible label (a picture): what screen readers hear as its header */
  hiddenLabel?: string;
  sortKey?: string;
  /** the cell is a link to the row, for keyboards and new tabs */
  linksRow?: boolean;
  /** the row's edit and delete buttons instead of a value */
  actions?: true;
}

export interface ListFilter {
  key: string;
  label: string;
  /** Yes/No, a number bound, a day (yyyy-MM-dd), one of `options` / the api's `choices`, text (part of a name), or a widget of the host's (its values joined by commas) */
  type: 'boolean' | 'number' | 'date' | 'choice' | 'text' | 'widget';
  /** a widget filter's widget, by its name in the host's registry ('lobPicker') */
  widget?: string;
  /** a number filter's bounds */
  min?: number;
  max?: number;
  trueLabel?: string;
  falseLabel?: string;
  options?: { value: string; label: string }[];
  choices?: ChoiceSource;
}

/** A row's button: its label a template over the row, shown on the rows where `when` holds. */
export interface RowAction {
  key: string;
  label: string;
  icon: string;
  scope?: string;
  /** without `scope` the button is not there at all (rather than shown unavailable) */
  hiddenWithoutScope?: boolean;
  when?: Condition;
  /** the page it opens (a template over the row) */
  path?: string;
  /** the list calls it (the body filled from the row), says `success` or `failure`, and reads its page again */
  api?: { method: 'PUT' | 'POST' | 'DELETE'; path: string; body: Record<string, string> };
  success?: string;
  failure?: string;
}

export interface ListManifest {
  list: string;
  api: string;
  itemsKey: string;
  idKey: string;
  pageSize: number;
  /** the api answers the whole list at once (a record's sub-list: an order's shipments): no search box, pager or paging query */
  whole?: boolean;
  defaultSort?: { sortKey: string; sort: 'asc' | 'desc' };
  /** the row's page; without it a row opens its `rowAction` instead, when it names one */
  rowLink?: string;
  rowAction?: string;
  addLink?: { label: string; path: string; scope: string };
  searchPlaceholder?: string;
  scopes: { view: string; edit: string; delete: string };
  columns: ListColumn[];
  filters: ListFilter[];
  /** a row opens to show its items (an order's lines) as a small table of these columns */
  expand?: { label: string; itemsKey: string; columns: DetailField[] };
  /** figures over the whole list from the answer's `key` object (a list's totals), above the table */
  tiles?: { key: string; items: DetailField[] };
  actions: {
    /** buttons before edit and delete, each needing `scope` when it names one: the host handles them (download, view details), or the list calls their `api` */
    row?: RowAction[];
    /** hidden on the rows where `hiddenWhen` holds (a retired record is neither edited nor removed) */
    edit?: { label: string; path: string; hiddenWhen?: Condition };
    delete?: {
      label: string;
      hiddenWhen?: Condition;
      /** a record this holds for is not removed: its `message` is shown as a warning, nothing asked (an order with shipments) */
      refuse?: { when: Condition; message: string };
      confirm: ConfirmText;
      api: { method: 'PUT' | 'POST' | 'DELETE'; path: string; body: Record<string, string> };
      /** said after removing when the server gives no sentence */
      success?: string;
      failure: string;
    };
  };
}

export interface DetailField extends DisplayField {
  label: string;
}

export interface DetailTab {
  key: string;
  label: string;
  comingSoon?: boolean;
  /** the tab lists the record's items under this key, a card each, with these fields */
  itemsKey?: string;
  /** only the items with a value under one of these keys (the contacts that have an address) */
  itemsWith?: string[];
  itemTitle?: DisplayField;
  /** the items as a table, a column per field, instead of a card each */
  table?: boolean;
  /** without fields (and items, a list or a panel) the tab is not built yet: it says Coming Soon */
  fields?: DetailField[];
  /** shown when the tab has nothing to show, instead of the screen's 'No records available' */
  empty?: string;
  /** a form in a dialog adds, edits and removes the tab's items */
  itemForm?: ItemForm;
  /** the tab shows this panel of the host's registry, given the record ("files": its files) */
  panel?: string;
  /** the tab's items come from this call ('/v1/order/history?order_Id={id}'), not from the record */
  from?: string;
  /** the tab lists several groups of items of its record (or call), each under its title */
  groups?: { itemsKey: string; title: string; /** its own empty text instead of the tab's */ empty?: string }[];
  /** the tab shows this list manifest, asking it with `query` (templates over the record: its id as '{id}') */
  list?: string;
  query?: Record<string, string>;
}

export interface DetailManifest {
  detail: string;
  api: string;
  /** the part of the answer that holds the record ('orderData', 'order.0' for the first of a list); the whole answer when absent */
  dataKey?: string;
  title: string;
  /** the title instead when a value `title` names is empty ('{customer_Name} – Order {status_Label}' for an order without its number) */
  untitled?: string;
  editLink?: { label: string; path: string; scope: string };
  /** fields shown under the title, above the tabs */
  summary?: DetailField[];
  tabKey: string;
  tabs: DetailTab[];
  /**
   * the case side panel beside the page: the record's kind, or the record it is of (an order's
   * customer: templates over the record read); its width in px (326, 454 for a draft), whether it folds away
   */
  sidePanel?: { kind?: string; of?: { kind: string; id: string; title: string }; width: number; collapsible: boolean };
  /** a badge beside the title, here and in the top bar (a record's Active) */
  badge?: DisplayField;
  /** the record's versions, offered in the top bar: the call listing them (a template over the record), each item's id and label, and its page */
  versions?: { api: string; itemsKey: string; value: string; label: string; path: string; title: string };
  /** the buttons of the host's registry for what may be done with the record (a record's moves through its states), given the record */
  actions?: string;
  /** one of the same registry's components shown across the page under the title, given the record (a record's stepper) */
  banner?: string;
  /** while `when` holds over the record (a retired client) the page only shows it, says `notice`, and offers `restore` to whoever has its scope */
  readOnly?: ReadOnlyRecord;
}

export interface ReadOnlyRecord {
  when: Condition;
  notice: string;
  restore?: { label: string; scope: string; api: { method: 'PUT' | 'POST'; path: string; body: Record<string, string> }; success: string; failure: string };
}
