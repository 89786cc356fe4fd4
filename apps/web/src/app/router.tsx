import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useHref, useLocation, useNavigate, type NavigateOptions, type RouteObject } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Layout } from '../components/layout/layout';
import { SIGNED_OUT_PATH, SIGNIN_CALLBACK_PATH } from '../lib/auth';
import { SignedOutPage, SigninCallbackPage } from '../features/auth';
import { CommunityPage, HomePage } from '../features/communities';
import { ErrorPage } from './error-page';
import { RequireAuth } from './require-auth';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** spec 000 §2: every navigation scrolls the view to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Chromium's scrollTo now returns a promise; an effect must return nothing or a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Root() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <ScrollToTop />
      <Outlet />
    </AriaRouterProvider>
  );
}

// Features register their screens here: public (unguarded: login area, error page) and member
// (guarded, inside the layout). Order inside each list does not matter; react-router ranks paths.
const publicRoutes: RouteObject[] = [
  { path: SIGNIN_CALLBACK_PATH, element: <SigninCallbackPage /> },
  { path: SIGNED_OUT_PATH, element: <SignedOutPage /> },
];
const memberRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/home', element: <HomePage /> },
  { path: '/chapter/:communityId?', element: <CommunityPage type="chapter" /> },
  { path: '/region/:communityId?', element: <CommunityPage type="region" /> },
  { path: '/network/:communityId?', element: <CommunityPage type="network" /> },
  { path: '/group/:communityId?', element: <CommunityPage type="group" /> },
  { path: '/community/:communityId?', element: <CommunityPage type="champion" /> },
  { path: '/forum/:communityId?', element: <CommunityPage type="forum" /> },
  { path: '/businesses', element: <CommunityPage type="businesses" /> },
];

/** The route table of the reference app. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      ...publicRoutes,
      {
        element: (
          <RequireAuth>
            <Layout />
          </RequireAuth>
        ),
        children: memberRoutes,
      },
      // spec 000 §2: any unknown path redirects to '/'.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
