import type { RouteManifest } from '../engine/core/manifests';

/**
 * The modules a page loads with import() as soon as it opens, named as Vite's build manifest names
 * them (paths from src/app). The server lists their chunks as <link rel="modulepreload"> in the page
 * it sends (src/server/http/appPage.ts), so they download beside the entry script instead of one
 * after another once it runs. tests/e2e/first-load.test.ts checks that a first load fetches no
 * script the page did not name.
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
  /** API answers every signed-in page waits for before it shows anything (session/session.tsx) */
  shellFetches: ['/v1/auth/session'],
  /** forms/registry.ts: a form route's schema, ui schema and validator */
  forms: { human: 'forms/human.ts' } as Record<string, string>,
};
