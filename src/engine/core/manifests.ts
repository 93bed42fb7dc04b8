import type { ConfirmText } from '../../widgets/types';
import type { FormRules } from './formRules';

export type Mode = 'add' | 'edit';

export interface UiField {
  path: string;
  widget: string;
  label: string;
  tooltip?: string;
  placeholder?: string;
  maxInput?: number;
  modes?: Mode[];
  scope?: string;
  submitBanner?: string;
  /** disabled while this field is empty */
  enabledBy?: string;
  hint?: string;
  /** shown once the value is checked and valid */
  validHint?: string;
  default?: { configuration: string; key: string; otherwise: unknown };
  options?: Record<string, unknown> & { reference?: string };
}

export interface UiSchema {
  form: string;
  title: Record<Mode, string>;
  subtitle: Record<Mode, string>;
  api: { create: string; update: string; load: string; idKey: string; afterSave: string };
  initial: Record<string, unknown>;
  dropItemsWithout?: Record<string, string>;
  rules?: FormRules;
  sections: { title: string; modes?: Mode[]; fields: UiField[] }[];
  messages: { saveFailed: string; stale: string; saved: Record<Mode, string> };
  cancelConfirm: ConfirmText;
}

export interface RouteManifest {
  path: string;
  screen: 'login' | 'comingSoon' | 'list' | 'form' | 'detail';
  title: string;
  breadcrumb?: string;
  public?: boolean;
  scope?: string;
  list?: string;
  form?: string;
  detail?: string;
  mode?: Mode;
}

export interface NavigationManifest {
  entries: { label: string; path?: string; dialog?: string; icon: string; scope?: string }[];
  guardedPaths: string[];
  expandedWidth: number;
  collapsedWidth: number;
}

export interface ListColumn {
  key: string;
  label: string;
  display?: 'avatar' | 'humanName' | 'date' | 'actions' | 'text';
  truncate?: number;
  sortKey?: string;
  /** the cell is a link to the row, for keyboards and new tabs */
  linksRow?: boolean;
}

export interface ListFilter {
  key: string;
  label: string;
  type: 'boolean' | 'number';
  trueLabel?: string;
  falseLabel?: string;
}

export interface ListManifest {
  list: string;
  api: string;
  itemsKey: string;
  idKey: string;
  pageSize: number;
  defaultSort?: { sortKey: string; sort: 'asc' | 'desc' };
  rowLink: string;
  addLink?: { label: string; path: string; scope: string };
  searchPlaceholder?: string;
  scopes: { view: string; edit: string; delete: string };
  columns: ListColumn[];
  filters: ListFilter[];
  actions: {
    edit?: { label: string; path: string };
    delete?: {
      label: string;
      confirm: ConfirmText;
      api: { method: 'PUT' | 'POST' | 'DELETE'; path: string; body: Record<string, string> };
      success: string;
      failure: string;
    };
  };
}

export interface DetailField {
  key: string;
  label: string;
  display?: 'date' | 'yesNo';
  /** labels of stored codes ('phone' shows 'Phone') */
  labels?: Record<string, string>;
}

export interface DetailTab {
  key: string;
  label: string;
  comingSoon?: boolean;
  /** the tab lists the record's items under this key, a card each, with these fields */
  itemsKey?: string;
  itemTitle?: { key: string; labels: Record<string, string> };
  fields?: DetailField[];
}

export interface DetailManifest {
  detail: string;
  api: string;
  title: string;
  editLink?: { label: string; path: string; scope: string };
  tabKey: string;
  tabs: DetailTab[];
}

/** Fills '{key}' placeholders of a path or body template from a record. */
export function fillTemplate(template: string, record: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(String(record[key] ?? '')));
}

/** Fields shown in a mode and allowed by the user's scopes. */
export function visibleFields(fields: UiField[], mode: Mode, allowed: (scope: string) => boolean): UiField[] {
  return fields.filter((f) => (!f.modes || f.modes.includes(mode)) && (!f.scope || allowed(f.scope)));
}

/** The sections shown in a mode, each with the fields shown in that mode and allowed by the scopes. */
export function visibleSections(sections: UiSchema['sections'], mode: Mode, allowed: (scope: string) => boolean): UiSchema['sections'] {
  return sections.filter((s) => !s.modes || s.modes.includes(mode)).map((s) => ({ ...s, fields: visibleFields(s.fields, mode, allowed) }));
}

/** Whether a location is one of the guarded add/edit paths ('/human/:id/edit'). */
export function matchesGuardedPath(pathname: string, patterns: string[]): boolean {
  return patterns.some((p) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname));
}
