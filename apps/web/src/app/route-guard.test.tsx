import { SESSION_KEYS } from '@ypo/headless';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENVIRONMENTS } from '../config/environments';
import { http } from 'msw';
import { createAppHarness, permissionsOf, server, startMockServer, userOf, type GatewayAnswers } from '../testing/app-harness';
import { browser } from '../lib/browser';
import { RouteGuard } from './route-guard';

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const HIROSHI = '5a000000-0000-4000-8000-000000000001';
const links = ENVIRONMENTS.test.links;
const PERMISSIONS_PATH = '/communities/api/community/GetUserPermissionsAndCommunities';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderGuard(path: string, { user = userOf(AMARA), answers = {} }: { user?: ReturnType<typeof userOf> | null; answers?: GatewayAnswers } = {}) {
  const harness = createAppHarness({ user, answers });
  // A declarative router: the data router builds fetch Requests that jsdom's AbortSignal cannot feed.
  render(
    <harness.Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/errorPage" element={<Where />} />
          <Route
            element={
              <RouteGuard>
                <Outlet />
              </RouteGuard>
            }
          >
            <Route path="*" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </harness.Providers>,
  );
  return harness;
}

const where = () => screen.findByTestId('where').then((el) => el.textContent);
const answering = (result: unknown, extra: GatewayAnswers = {}): GatewayAnswers => ({ [PERMISSIONS_PATH]: () => Response.json(result), ...extra });

let left: string[] = [];
const originalLeave = browser.leaveApp;
beforeEach(() => {
  left = [];
  browser.leaveApp = (href) => void left.push(href);
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  browser.leaveApp = originalLeave;
  vi.restoreAllMocks();
});

describe('RouteGuard (spec 000 §2)', () => {
  it('lands a member on /home', async () => {
    renderGuard('/', { answers: answering(permissionsOf()) });
    expect(await where()).toBe('/home');
  });

  it('lands a chapter manager who can view the chapter studio there', async () => {
    const result = permissionsOf({ userRoles: ['Member', 'Chapter Manager'], canViewChapterStudioPage: true, canManageChapterStudio: true });
    renderGuard('/', { user: userOf(BRUNO, 'Bruno Lindqvist'), answers: answering(result) });
    expect(await where()).toBe('/chapterStudio');
  });

  it('sends a young member to the external community site', async () => {
    renderGuard('/', { answers: answering(permissionsOf({ isYngMember: true })) });
    await waitFor(() => expect(left).toEqual([links.yngCommunity]));
  });

  it.each([['isProspect'], ['isPendingResignation']] as const)('sends %s to the payment address', async (flag) => {
    renderGuard('/home', { answers: answering(permissionsOf({ [flag]: true })) });
    await waitFor(() => expect(left).toEqual([links.paymentRedirect]));
  });

  it('sends a user with neither connect access nor speaker view to /errorPage', async () => {
    renderGuard('/', { answers: answering(permissionsOf({ hasConnectAccess: false, userRoles: [] })) });
    expect(await where()).toBe('/errorPage');
  });

  it('lands a non-member speaker on their speaker profile', async () => {
    const result = permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true, userRoles: [] });
    renderGuard('/', { user: userOf(HIROSHI, 'Hiroshi Tanaka'), answers: answering(result) });
    expect(await where()).toBe(`/speakerPage/speakerProfile?id=${HIROSHI}`);
  });

  it('starts a login redirect without a valid token and stores the forward-to address', async () => {
    const harness = renderGuard('/chapter/c101?tab=about', { user: null });
    await waitFor(() => expect(harness.userManager.signinRedirect).toHaveBeenCalledOnce());
    expect(window.sessionStorage.getItem(SESSION_KEYS.forwardTo)).toBe('/chapter/c101?tab=about');
    expect(harness.calls).toEqual([]);
  });

  it('honours the stored forward-to address once, on the landing after login', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.forwardTo, '/region/r1');
    renderGuard('/', { answers: answering(permissionsOf()) });
    expect(await where()).toBe('/region/r1');
    expect(window.sessionStorage.getItem(SESSION_KEYS.forwardTo)).toBeNull();
  });

  it('logs out with the spec text when the permission result is missing', async () => {
    const harness = renderGuard('/home', { answers: { [PERMISSIONS_PATH]: () => Response.json({ title: 'Error', status: 500 }, { status: 500 }) } });
    await waitFor(() => expect(harness.userManager.signoutRedirect).toHaveBeenCalledOnce());
    expect(harness.userManager.revokeTokens).toHaveBeenCalledWith(['access_token', 'refresh_token']);
    expect(window.sessionStorage.getItem(SESSION_KEYS.signedOutMessage)).toBe('Unable to connect to the serve');
  });

  it.each([
    ['an empty 200', () => new Response(null, { status: 200 })],
    ['a 204', () => new Response(null, { status: 204 })],
    ['JSON null', () => Response.json(null)],
  ])('logs out with the spec text when the permissions answer is %s', async (_, answer) => {
    const harness = renderGuard('/home', { answers: { [PERMISSIONS_PATH]: answer } });
    await waitFor(() => expect(harness.userManager.signoutRedirect).toHaveBeenCalledOnce());
    expect(window.sessionStorage.getItem(SESSION_KEYS.signedOutMessage)).toBe('Unable to connect to the serve');
  });

  it('sends an unauthenticated user from /speakers to /home, not to a login (step 10)', async () => {
    const harness = renderGuard('/speakers', { user: null });
    await waitFor(() => expect(harness.userManager.signinRedirect).toHaveBeenCalledOnce());
    expect(window.sessionStorage.getItem(SESSION_KEYS.forwardTo)).toBe('/home');
  });

  it('sends calls with the bearer token from the session', async () => {
    const harness = renderGuard('/home', { answers: answering(permissionsOf()) });
    expect(await where()).toBe('/home');
    expect(harness.calls[0]?.headers.get('Authorization')).toBe(`Bearer token-of-${AMARA}`);
  });

  it.each([
    ['A', '/home'],
    ['P', '/home'],
  ])('sends a speaker with registration status %s from /speakers to /home', async (status, to) => {
    const harness = renderGuard('/speakers', {
      answers: answering(permissionsOf(), { [`/speaker/api/speaker/speaker-registration-status/${AMARA}`]: () => Response.json(status) }),
    });
    expect(await where()).toBe(to);
    expect(harness.calls.map((c) => c.path)).toContain(`/speaker/api/speaker/speaker-registration-status/${AMARA}`);
  });

  it('sends anyone else from /speakers to speaker registration', async () => {
    renderGuard('/speakers', {
      answers: answering(permissionsOf(), { [`/speaker/api/speaker/speaker-registration-status/${AMARA}`]: () => Response.json(null) }),
    });
    await waitFor(() => expect(left).toEqual([links.speakerRegistration]));
  });

  it('keeps /chapterStudio and /manageAnnouncements to their permissions, else /home', async () => {
    renderGuard('/chapterStudio', { answers: answering(permissionsOf()) });
    expect(await where()).toBe('/home');
    cleanup();
    renderGuard('/manageAnnouncements', { answers: answering(permissionsOf({ canViewChapterStudioPage: true })) });
    expect(await where()).toBe('/home');
  });

  it('redirects the short addresses of the route table', async () => {
    renderGuard('/follows', { answers: answering(permissionsOf()) });
    expect(await where()).toBe('/memberConnections');
    cleanup();
    renderGuard('/lms', { answers: answering(permissionsOf()) });
    expect(await where()).toBe('/authConnect/lms');
    cleanup();
    renderGuard('/mentoring', { answers: answering(permissionsOf()) });
    expect(await where()).toBe('/group/00000000-0000-4000-8000-00000000c601');
  });

  it('registers a training-system fromURI first and goes to /errorPage when that fails', async () => {
    const registrationUrl = ENVIRONMENTS.test.lms.registrationUrl;
    server.use(http.all(registrationUrl, () => new Response('no', { status: 500 })));
    const lms = `${ENVIRONMENTS.test.lms.origins[0]}/course/42`;
    const harness = renderGuard(`/home?fromURI=${encodeURIComponent(lms)}`, { answers: answering(permissionsOf()) });
    await waitFor(() => expect(harness.calls.filter((call) => call.url === registrationUrl)).toHaveLength(1));
    expect(await where()).toBe('/errorPage?type=lms');
    expect(left).toEqual([]);
  });

  it('opens the training system after a successful registration', async () => {
    server.use(http.all(ENVIRONMENTS.test.lms.registrationUrl, () => Response.json({})));
    const lms = `${ENVIRONMENTS.test.lms.origins[0]}/course/42`;
    renderGuard(`/home?fromURI=${encodeURIComponent(lms)}`, { answers: answering(permissionsOf()) });
    await waitFor(() => expect(left).toEqual([lms]));
  });
});
