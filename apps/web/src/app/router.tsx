import { ROUTES, loadChunk, paths, type RouteName } from '@ypo/headless';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { ErrorPage } from './error-page';
import { MemberShell } from './member-shell';
import { Root } from './root';
import { screens, type Screen, type ScreenLoader } from './screens';

// spec 000 §2: an unknown path redirects to '/'; so does a route without a page once the guard
// allows it (the guard never allows '/' itself: it always sends it to the landing).
const toRoot = <Navigate to={paths.root()} replace />;

type Route = (typeof ROUTES)[number];

const screenOf = (name: RouteName): Screen | undefined => (screens as Partial<Record<RouteName, Screen>>)[name];

// react-router's route `lazy`: the page's chunk loads on the first visit to the route. A chunk
// not loaded after 120 s, or whose script or stylesheet failed, goes to the error page with the
// ChunkLoadError or CSS load error text (spec 000 §8, §9).
/** The route `lazy` of a page: its chunk, loaded through `loadChunk`. */
export const lazyPage = (load: ScreenLoader): RouteObject['lazy'] => async () => ({ Component: await loadChunk(load) });

function isLayout(route: Route): boolean {
  const screen = screenOf(route.name);
  return typeof screen === 'object' && screen !== null;
}

/** The route object of a table route; the table's routes under a layout's path become its children. */
function routeObject(route: Route, all: readonly Route[]): RouteObject {
  const screen = screenOf(route.name);
  if (screen === undefined || screen === null) return { path: route.path, element: toRoot };
  if (typeof screen === 'function') return { path: route.path, lazy: lazyPage(screen) };
  const children = all.filter((child) => child.path.startsWith(`${route.path}/`));
  return {
    path: route.path,
    lazy: lazyPage(screen.layout),
    children: [{ index: true, element: <Navigate to={screen.index} replace /> }, ...children.map((child) => routeObject(child, all))],
  };
}

/** The route objects of the given table routes, children nested under their layouts. */
function routeObjects(routes: readonly Route[]): RouteObject[] {
  const layouts = routes.filter(isLayout);
  const isNested = (route: Route) => layouts.some((layout) => route.path.startsWith(`${layout.path}/`));
  return routes.filter((route) => !isNested(route)).map((route) => routeObject(route, routes));
}

/**
 * The app's routes, built from the route table: the unguarded routes (login area, error page,
 * sign-in callback) on their own, every other route inside the member shell behind the route guard.
 * While a page's chunk loads on the first render, the shell stays and the page area shows the
 * loading overlay.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      { HydrateFallback: LoadingOverlay, children: routeObjects(ROUTES.filter((route) => !route.isGuarded)) },
      // spec 000 §2: every other route is behind the route guard.
      { element: <MemberShell />, children: [{ HydrateFallback: LoadingOverlay, children: routeObjects(ROUTES.filter((route) => route.isGuarded)) }] },
      { path: '*', element: toRoot },
    ],
  },
];

/** The router of the reference app. */
export const router = createBrowserRouter(appRoutes);
