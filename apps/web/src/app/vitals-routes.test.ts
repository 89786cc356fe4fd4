import { ROUTES } from '@ypo/headless';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
// The bench's route list (plain ESM, no types): each later feature gets its vitals by adding a row.
// @ts-expect-error -- an untyped .mjs module of the bench scripts
import { VITALS_ROUTES } from '../../../../scripts/lib/vitals.mjs';
import { screens } from './screens';

/** Screen routes the vitals run does not load, and why. */
const NOT_MEASURED: Record<string, string> = {
  authConnect: 'leaves the app for an external address at once',
  community: 'the sandbox redirects champion communities to their external community (spec 001 §2 getCommunityRedirects)',
  signinCallback: 'needs an authorisation code from the identity provider (measured inside every signed-in load)',
  logoutSf: 'the same signed-out page as /logout',
  privacySettings: 'a layout: its own path shows emailSettings, measured as such',
  download: "resolves a file to its community page at once (spec 001 §2): measured as that page",
  eventDirectory: 'goes on to /events at once (spec 000 §2): measured as /events',
};

const routeOf = (path: string) => {
  const pathname = path.split('?')[0]!;
  // The most specific pattern wins, as in react-router (e.g. /forum/exercise before /forum/:id).
  const matches = ROUTES.filter((route) => matchPath(route.path, pathname));
  return matches.sort((a, b) => b.path.split('/').filter((part) => !part.startsWith(':')).length - a.path.split('/').filter((part) => !part.startsWith(':')).length)[0];
};

describe('pnpm bench --vitals-only measures every screen route', () => {
  const screenRoutes = Object.entries(screens)
    .filter(([, screen]) => screen !== null)
    .map(([name]) => name);
  const measured = new Set((VITALS_ROUTES as { path: string }[]).map((entry) => routeOf(entry.path)?.name));

  it.each(screenRoutes.filter((name) => !(name in NOT_MEASURED)))('%s has a row in scripts/lib/vitals.mjs', (name) => {
    expect(measured.has(name as never)).toBe(true);
  });

  it('every row is a route of the table', () => {
    for (const entry of VITALS_ROUTES as { path: string }[]) expect(routeOf(entry.path), entry.path).toBeDefined();
  });
});
