import { captureAttribution, isSameSitePath, usePageChrome } from '@ypo/headless';
import { Suspense, lazy, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import * as pageStyles from '../components/page.css';
import { PageSkeleton } from '../components/skeleton';
import { Snackbars } from '../components/snackbars';
import { CookieBanner } from '../features/legal';

// Nothing to show until a session warning is due: loads beside the first page, not before it.
const SessionDialogs = lazy(() => import('../features/session').then((m) => ({ default: m.SessionDialogs })));

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

/**
 * spec 000 §2: hideHeader, hideFooter, engagementApp and hideConcierge (value true) switch page
 * chrome off and apply once: they are read into the state and taken out of the URL. Rendered
 * before the routes, so its effect runs before any redirect below drops the query. spec 000 §4:
 * a refId in the query is kept as the attribution reference id.
 */
export function QueryFlags() {
  const location = useLocation();
  const navigate = useNavigate();
  const { consume } = usePageChrome();
  useEffect(() => {
    captureAttribution(window.sessionStorage, location.search);
    const rest = consume(location.search);
    if (rest !== undefined) void navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
  }, [consume, location.hash, location.pathname, location.search, navigate]);
  return null;
}

/**
 * react-aria's link hrefs through the router: paths of this site get react-router's href
 * (basename), anything else ('https://x', 'mailto:x', '//host') stays as it is (react-router
 * would make 'https://x' the path '/https:/x').
 */
export function useLinkHref(href: string): string {
  const isPath = isSameSitePath(href);
  const routed = useHref(isPath ? href : '/');
  return isPath ? routed : href;
}

/** The root route: router wiring for react-aria links, scroll and query handling, session dialogs, snackbar and cookie banner. */
export function Root() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useLinkHref}>
      <QueryFlags />
      <ScrollToTop />
      <CookieBanner />
      <Suspense
        fallback={
          <main className={pageStyles.page}>
            <PageSkeleton />
          </main>
        }
      >
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <SessionDialogs />
      </Suspense>
      <Snackbars />
    </AriaRouterProvider>
  );
}
