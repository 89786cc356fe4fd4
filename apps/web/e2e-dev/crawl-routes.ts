// Who the crawl signs in as and which screen routes each must reach: the bench's list of every screen route
// (scripts/lib/vitals.mjs) says which persona opens each; a member's routes are every persona's, each persona's own
// rows are theirs alone (docs/personas.md).
import { matchRoute } from '@ypo/headless/core';
// @ts-expect-error -- an untyped .mjs module of the bench scripts
import { VITALS_ROUTES } from '../../../scripts/lib/vitals.mjs';

/** A screen route the persona must reach, with the address the bench opens it at. */
export interface CrawlRoute {
  readonly name: string;
  readonly path: string;
}

export interface CrawlPersona {
  readonly kind: string;
  readonly username: string;
  readonly routes: readonly CrawlRoute[];
}

const MEMBER = 'amara.okafor';

/** The four personas of issue 28: a member, a chapter manager, a regional officer and the PRP admin. */
const PERSONAS = [
  { kind: 'member', username: MEMBER },
  { kind: 'chapter manager', username: 'bruno.lindqvist' },
  { kind: 'regional officer', username: 'esperanza.ruiz' },
  { kind: 'PRP admin', username: 'greta.novak' },
] as const;

/**
 * A community's own page (with a forum's exercises and the network landing page of one network): the bench opens the member's communities,
 * which another persona may not belong to; each persona's own communities are on /home, where the crawl starts.
 */
const COMMUNITY_ROUTES = new Set(['chapter', 'region', 'network', 'group', 'forum', 'forumExercise', 'community', 'networkLandingPage', 'memberProfile']);

export function crawlPersonas(): CrawlPersona[] {
  const rows = (VITALS_ROUTES as { path: string; persona: string | null }[]).filter((row) => row.persona !== null);
  const routeOf = (row: { path: string }) => ({ name: matchRoute(row.path)?.route.name ?? row.path, path: row.path });
  return PERSONAS.map(({ kind, username }) => ({
    kind,
    username,
    routes: rows
      .filter((row) => row.persona === username || (row.persona === MEMBER && (username === MEMBER || !COMMUNITY_ROUTES.has(routeOf(row).name))))
      .map(routeOf),
  }));
}

/**
 * Screen routes a persona may open that no link leads to yet, each with why (issue 28 leaves them open; the crawl fails
 * when another route joins them, and when links reach one of them, so the list only shrinks).
 */
export const NOT_LINKED_YET: Readonly<Record<string, Readonly<Record<string, string>>>> = {};
