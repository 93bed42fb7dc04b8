import humanUi from '../../schemas/human/human.ui.json';
import { initialListQuery, toSearchParams } from '../engine/core/listQuery';
import { visibleSections, type ListManifest, type RouteManifest, type UiSchema } from '../engine/core/manifests';
import { lists } from './lists';

/**
 * What a page loads as soon as it opens, for the server to name in the page it sends
 * (src/server/http/appPage.ts): <link rel="modulepreload"> for the chunks, so they download beside
 * the entry script instead of one after another once it runs, and <link rel="preload" as="fetch">
 * for the API answers it waits for. Modules are named as Vite's build manifest names them (paths
 * from src/app). tests/e2e/first-load.test.ts checks that a first load asks for nothing else.
 */
export const firstLoad = {
  /** App.tsx: each screen kind */
  screens: {
    login: 'screens/LoginPage.tsx',
    comingSoon: 'screens/ComingSoonPage.tsx',
    list: 'screens/ListPage.tsx',
    form: 'screens/FormPage.tsx',
    detail: 'screens/DetailPage.tsx',
  } satisfies Record<RouteManifest['screen'], string>,
  /** TopBar and SideNav: on every signed-in page */
  shell: ['shell/AccountMenu.tsx', 'shell/WorkflowsMenu.tsx'],
  /** session/session.tsx: every signed-in page waits for it before it shows anything */
  shellRequests: ['/v1/auth/session'],
  /** forms/registry.ts: a form route's module (schema, ui schema and validator) and its ui schema */
  forms: { human: { module: 'forms/human.ts', ui: humanUi as UiSchema } } as Record<string, { module: string; ui: UiSchema }>,
};

/** The chunks (Vite manifest keys) a route's first load imports. */
export function firstModules(route: RouteManifest | undefined): string[] {
  if (route?.public) return [firstLoad.screens[route.screen]];
  const modules = [...firstLoad.shell];
  if (route) modules.push(firstLoad.screens[route.screen]);
  const form = route?.screen === 'form' && route.form ? firstLoad.forms[route.form] : undefined;
  if (form) modules.push(form.module);
  return modules;
}

/**
 * The API requests a route's first load makes before it shows its content, spelled exactly as the
 * app spells them (a preload is used only by a request for the same URL; the e2e test fails on one
 * that goes unused).
 */
export function firstRequests(route: RouteManifest | undefined): string[] {
  if (route?.public) return [];
  const requests = [...firstLoad.shellRequests];
  // ListScreen: the first page in the manifest's default sort
  const list = route?.screen === 'list' && route.list ? (lists[route.list] as ListManifest | undefined) : undefined;
  if (list) requests.push(`${list.api}?${toSearchParams(initialListQuery(list.pageSize, list.defaultSort?.sortKey))}`);
  // FormPage: the reference lists its fields name (forms/useReferences.ts), and in add mode the
  // configurations its fields' defaults come from (forms/initialModel.ts; a field a scope hides
  // names one too: preloaded, unused, at worst)
  const form = route?.screen === 'form' && route.form ? firstLoad.forms[route.form] : undefined;
  if (form) {
    const fields = form.ui.sections.flatMap((s) => s.fields);
    const references = new Set(fields.map((f) => f.options?.reference).filter((name): name is string => Boolean(name)));
    requests.push(...[...references].map((name) => `/v1/reference?codelist=${encodeURIComponent(`Enterprise ${name}`)}`));
    if (route!.mode === 'add') {
      const defaulted = visibleSections(form.ui.sections, 'add', () => true).flatMap((s) => s.fields).filter((f) => f.default);
      const configurations = new Set(defaulted.map((f) => f.default!.configuration));
      requests.push(...[...configurations].map((key) => `/v1/configuration/details?configuration_Key=${encodeURIComponent(key)}`));
    }
  }
  return requests;
}
