import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import routeManifest from '../../screens/routes.json';
import type { RouteManifest } from '../engine/core/screenManifests';
import { Spinner } from '../engine/react/Spinner';
import { ToastProvider } from '../engine/react/Toasts';
import { FormFrame } from './screens/FormFrame';
import { loadDetail, loadList } from './screens/manifests';
import { Shell } from './shell/Shell';
import { texts } from './texts';

type ScreenModule = Promise<{ default: ComponentType<{ route: RouteManifest }> }>;
const screens: Record<RouteManifest['screen'], () => ScreenModule> = {
  login: () => import('./screens/LoginPage'),
  invitation: () => import('./screens/InvitationPage'),
  comingSoon: () => import('./screens/ComingSoonPage'),
  list: () => import('./screens/ListPage'),
  form: () => import('./screens/FormPage'),
  detail: () => import('./screens/DetailPage'),
  panel: () => import('./screens/PanelPage'),
};

/**
 * The manifest a route's screen shows (its list's, its detail page's, its form's ui schema), loading beside the screen's module: the screen renders with it at once, no spinner between.
 * The forms' loaders (every form's ui schema and validator by name) load with the first form: they are not the first paint's.
 */
const manifestOf = (route: RouteManifest): Promise<unknown> =>
  route.list ? loadList(route.list) : route.detail ? loadDetail(route.detail) : route.form ? import('./forms/discovered').then((forms) => forms.loadUi(route.form!)) : Promise.resolve();

const routes = routeManifest.routes as RouteManifest[];
/** A route's screen, a spinner while its modules load; a form page's heading above it (FormFrame): the add pages' largest text paints with the shell. */
export const routeElement = (route: RouteManifest) => {
  const Screen = lazy(() => Promise.all([screens[route.screen](), manifestOf(route)]).then(([module]) => module));
  const loading = <Spinner label={texts.loading} />;
  return (
    <Suspense fallback={route.screen === 'form' ? <FormFrame route={route}>{loading}</FormFrame> : loading}>
      <Screen route={route} />
    </Suspense>
  );
};

// routes as elements, not the router's data APIs (loaders, actions, fetchers): the first paint loads less of it
const appRoutes: RouteObject[] = [
  ...routes.filter((r) => r.public).map((r): RouteObject => ({ path: r.path, element: routeElement(r) })),
  {
    element: <Shell routes={routes} />,
    children: [
      { path: '/', element: routeElement(routes.find((r) => r.path === '/dashboard')!) },
      ...routes.filter((r) => !r.public).map((r): RouteObject => ({ path: r.path, element: routeElement(r) })),
      { path: '*', element: <p className="p-6">{texts.notFound}</p> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App() {
  return (
    <ToastProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ToastProvider>
  );
}
