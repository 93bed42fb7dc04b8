import { initialListQuery, toSearchParams } from '../engine/core/listQuery';
import { visibleSections, type UiSchema } from '../engine/core/manifests';
import { type DetailManifest, type ListManifest, type RouteManifest } from '../engine/core/screenManifests';
import { fillTemplate } from '../engine/core/template';
import { choiceSources } from './choiceSources';

/** The dashboard's figures, which its page waits for (src/app/dashboard/DashboardPage.tsx). */
export const dashboardRequest = '/v1/knowi/dashboard/user?dashboard_Code=main';

/**
 * What a page loads as soon as it opens, for the server to name in the page it sends
 * (src/server/http/appPage.ts): <link rel="modulepreload"> for the chunks, so they download beside
 * the entry script instead of one after another once it runs, and <link rel="preload" as="fetch">
 * for the API answers it waits for. Modules are named as Vite's build manifest names them (paths
 * from src/app). tests/e2e/first-load.test.ts fails when a first load asks for anything else.
 */
export const firstLoad = {
  /** App.tsx: each screen kind */
  screens: {
    login: 'screens/LoginPage.tsx',
    invitation: 'screens/InvitationPage.tsx',
    comingSoon: 'screens/ComingSoonPage.tsx',
    list: 'screens/ListPage.tsx',
    form: 'screens/FormPage.tsx',
    detail: 'screens/DetailPage.tsx',
    panel: 'screens/PanelPage.tsx',
  } satisfies Record<RouteManifest['screen'], string>,
  /** session/session.tsx: every signed-in page waits for it before it shows anything */
  shellRequests: ['/v1/auth/session'],
  /** a panel page's own modules and the API answers it waits for (panels.ts): the dashboard, where a sign-in and an account switch land */
  panels: {
    dashboard: { modules: ['dashboard/DashboardPage.tsx', 'dashboard/BarChartView.tsx'], requests: [dashboardRequest] },
  } as Record<string, { modules: string[]; requests: string[] } | undefined>,
};

const panelOf = (route: RouteManifest | undefined) => (route?.screen === 'panel' ? firstLoad.panels[route.panel!] : undefined);

/**
 * The chunks (Vite manifest keys) a route's first load imports. A form page also imports its form's
 * own modules, which the server finds among the form screen's lazy imports (isFormModule).
 */
export function firstModules(route: RouteManifest | undefined): string[] {
  if (route?.public) return [firstLoad.screens[route.screen]];
  // the shell's menus are not among them: they load on first use (MenuOnFirstUse)
  return route ? [firstLoad.screens[route.screen], ...(panelOf(route)?.modules ?? [])] : [];
}

/** Whether a module the form screen imports lazily is the form's own (named after it: forms/human.ts). */
export function isFormModule(key: string, form: string): boolean {
  return key.slice(key.lastIndexOf('/') + 1).split('.')[0] === form;
}

/** A route parameter's value in a path (`:id` of /opportunity/:id), decoded as React Router's useParams gives it; none when it does not decode. */
export function pathParameter(pattern: string, path: string, name: string): string | undefined {
  const at = pattern.split('/').indexOf(`:${name}`);
  const segment = at < 0 ? undefined : path.split('/')[at];
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

/** The manifests a route names: its list's, its form's ui schema, or its detail's. */
export interface RouteManifests {
  list?: ListManifest;
  ui?: UiSchema;
  detail?: Pick<DetailManifest, 'api'>;
}

/**
 * The API requests a route's first load makes before it shows its content, spelled exactly as the
 * app spells them: a preload is used only by a request for the same URL.
 */
export function firstRequests(route: RouteManifest | undefined, { list, ui, detail }: RouteManifests = {}, path = ''): string[] {
  if (route?.public) return [];
  const requests = [...firstLoad.shellRequests, ...(panelOf(route)?.requests ?? [])];
  // DetailScreen: the record, read by the path's id
  const id = route?.screen === 'detail' && detail ? pathParameter(route.path, path, 'id') : undefined;
  if (id) requests.push(fillTemplate(detail!.api, { id }, encodeURIComponent));
  // ListScreen: the first page in the manifest's default sort
  if (route?.screen === 'list' && list) requests.push(`${list.api}?${toSearchParams(initialListQuery(list.pageSize, list.defaultSort?.sortKey))}`);
  // FormPage: the reference lists its fields name, and in add mode the configurations its fields'
  // defaults come from (a field a scope hides names one too: preloaded, unused, at worst)
  if (route?.screen === 'form' && ui) {
    // a part that includes another form's sections names no fields here: give the ui schema with its includes resolved
    const sections = ui.sections.filter((s) => Array.isArray(s.fields));
    const fields = sections.flatMap((s) => s.fields);
    requests.push(...[...choiceSources(fields).values()].map((source) => source.path));
    if (route.mode === 'add') {
      const defaulted = visibleSections(sections, 'add', () => true).flatMap((s) => s.fields).filter((f) => f.default);
      const configurations = new Set(defaulted.map((f) => f.default!.configuration));
      requests.push(...[...configurations].map((key) => `/v1/configuration/details?configuration_Key=${encodeURIComponent(key)}`));
    }
  }
  return requests;
}
