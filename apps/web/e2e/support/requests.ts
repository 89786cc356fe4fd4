import type { Page, Request } from '@playwright/test';

/** Requests that stay open by design: the messenger's long poll, the monitoring intake, the dev server's updates. */
const LONG_LIVED = /\/_matrix\/client\/v3\/sync|\/__sandbox\/monitoring|\/@vite\/client|__vite_ping/;

/** The page's requests in flight (not the long-lived ones), to wait until a page has loaded what it loads. */
export function trackRequests(page: Page) {
  const inflight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (LONG_LIVED.test(request.url())) return;
    inflight.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (inflight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Counts now as activity (a route change starts its loads only once the router has rendered). */
    touch: () => {
      lastActivity = Date.now();
    },
    /** No request in flight, and none for `ms`. */
    isQuiet: (ms: number) => inflight.size === 0 && Date.now() - lastActivity >= ms,
  };
}
