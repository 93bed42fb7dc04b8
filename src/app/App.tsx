import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import routeManifest from '../../screens/routes.json';
import type { RouteManifest } from '../engine/core/manifests';
import { Spinner } from '../engine/react/Spinner';
import { ToastProvider } from '../engine/react/Toasts';
import { Shell } from './shell/Shell';
import { texts } from './texts';

const screens: Record<RouteManifest['screen'], ComponentType<{ route: RouteManifest }>> = {
  login: lazy(() => import('./screens/LoginPage')),
  invitation: lazy(() => import('./screens/InvitationPage')),
  comingSoon: lazy(() => import('./screens/ComingSoonPage')),
  list: lazy(() => import('./screens/ListPage')),
  form: lazy(() => import('./screens/FormPage')),
  detail: lazy(() => import('./screens/DetailPage')),
  panel: lazy(() => import('./screens/PanelPage')),
};

const routes = routeManifest.routes as RouteManifest[];
const element = (route: RouteManifest) => {
  const Screen = screens[route.screen];
  return (
    <Suspense fallback={<Spinner label={texts.loading} />}>
      <Screen route={route} />
    </Suspense>
  );
};

const router = createBrowserRouter([
  ...routes.filter((r) => r.public).map((r): RouteObject => ({ path: r.path, element: element(r) })),
  {
    element: <Shell routes={routes} />,
    children: [
      { path: '/', element: element(routes.find((r) => r.path === '/dashboard')!) },
      ...routes.filter((r) => !r.public).map((r): RouteObject => ({ path: r.path, element: element(r), handle: r })),
      { path: '*', element: <p className="p-6">{texts.notFound}</p> },
    ],
  },
]);

export function App() {
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
