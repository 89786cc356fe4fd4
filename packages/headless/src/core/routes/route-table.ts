import type { CommunityType, Permissions } from '../permissions';
import {
  CFF_SPEAKERS,
  withQuery,
  type CommunityDirectoryLink,
  type CommunityPostLink,
  type MemberProfileLink,
  type QueryValues,
  type SpeakerProfileLink,
} from './paths';

/** Keys of the environment-specific external addresses (spec 000 §1: values not shown). */
export type ExternalLinkKey =
  | 'yngCommunity'
  | 'paymentRedirect'
  | 'speakerRegistration'
  | 'speakerAdministration'
  | 'searchSpeakers'
  | 'coronavirus'
  | 'portal';

/** The fixed group pages behind /mentoring, /championmentoring and /executiveeducation. */
export type FixedGroupPage = 'mentoring' | 'championmentoring' | 'executiveeducation';

/** The short addresses forwarded through /authConnect/{name}. */
export type AuthConnectName = 'concierge' | 'lms' | 'chaptermanagement' | 'm2mxprofile';

/** Where a route sends the user instead of rendering. */
export type RouteRedirect =
  | { readonly kind: 'path'; readonly to: string }
  /** The viewer's own member profile in edit mode. */
  | { readonly kind: 'ownProfileEdit' }
  /** A fixed group page; the group id comes from configuration. */
  | { readonly kind: 'groupPage'; readonly group: FixedGroupPage }
  | { readonly kind: 'authConnect'; readonly name: AuthConnectName }
  /** An external address; when `unlessQuery` matches the search, the route renders instead. */
  | {
      readonly kind: 'external';
      readonly link: ExternalLinkKey;
      readonly unlessQuery?: { readonly key: string; readonly value: string };
    };

/** A permission flag a route requires (else /home). */
export type RoutePermission = Extract<keyof Permissions, 'canViewChapterStudioPage' | 'canManageChapterStudio'>;

/** What the route guard needs to know about a route (spec 000 §2). */
export interface RouteGuardNeeds {
  /** Behind the authentication check (all but '/forgotusername', '/errorPage' and the login screens). */
  readonly isGuarded: boolean;
  /** Where the route sends instead of showing a page, if it only redirects. */
  readonly redirect?: RouteRedirect;
  /** The permission the route needs; without it the guard sends to /home (spec 000 §2). */
  readonly requires?: RoutePermission;
  /** Community kind shown by a community page (for the connect-plus redirect). */
  readonly communityType?: CommunityType;
  /** Part of the speaker area (open to speaker-view users). */
  readonly isSpeakerArea?: boolean;
  // spec 000 §2 step 10: the speaker route checks the speaker registration status.
  /** The route checks the speaker registration status (spec 000 §2 step 10). */
  readonly checksSpeakerRegistration?: boolean;
}

/** One row of the route table: name, pattern, guard needs and href builder. */
export interface RouteDefinition extends RouteGuardNeeds {
  /** Route name; the spec's where it gives one. */
  readonly name: string;
  /** Pattern: `:param` required, `:param?` optional (at most one parameter, the last segment). */
  readonly path: string;
  /** Builds an address of this route; every link and redirect to the route goes through it. */
  readonly href: (...args: never[]) => string;
}

/** The href builder a pattern gets unless its row gives one: its parameter (if any) as the last segment. */
type PatternHref<P extends string> = P extends `${string}/:${string}?`
  ? (value?: string) => string
  : P extends `${string}/:${string}`
    ? (value: string) => string
    : () => string;

function patternHref(path: string): (value?: string) => string {
  const param = path.lastIndexOf('/:');
  if (param < 0) return () => path;
  const base = path.slice(0, param);
  const isOptional = path.endsWith('?');
  return (value) => (isOptional && (value === undefined || value === '') ? base : `${base}/${encodeURIComponent(value ?? '')}`);
}

/** A row of the table; `href` defaults to the pattern's own builder. */
function route<
  const N extends string,
  const P extends string,
  const G extends RouteGuardNeeds,
  H extends (...args: never[]) => string = PatternHref<P>,
>(name: N, path: P, needs: G, href?: H): { readonly name: N; readonly path: P; readonly href: H } & G {
  return { name, path, ...needs, href: href ?? (patternHref(path) as unknown as H) };
}

const guarded = { isGuarded: true } as const;
const open = { isGuarded: false } as const;

/**
 * Every route of spec 000 §2 (with spec 001 §2 and spec 002 §2), in table order: the one list of
 * routes. The app's router and every link are built from it.
 */
export const ROUTES = [
  route('root', '/', { ...guarded, redirect: { kind: 'path', to: '/home' } }),
  route('home', '/home', guarded),
  route('chapter', '/chapter/:communityId?', { ...guarded, communityType: 'chapter' }),
  route('region', '/region/:communityId?', { ...guarded, communityType: 'region' }),
  route('network', '/network/:communityId?', { ...guarded, communityType: 'network' }),
  route('group', '/group/:communityId?', { ...guarded, communityType: 'group' }),
  // The champion community page.
  route('community', '/community/:communityId?', { ...guarded, communityType: 'champion' }),
  route('forum', '/forum/:communityId?', { ...guarded, communityType: 'forum' }),
  route('forumExercise', '/forum/exercise/:type?', guarded),
  // The businesses (around-me) community; the business community id is loaded first.
  route('businesses', '/businesses', { ...guarded, communityType: 'businesses' }),
  route('mentoring', '/mentoring', { ...guarded, redirect: { kind: 'groupPage', group: 'mentoring' } }),
  route('championmentoring', '/championmentoring', { ...guarded, redirect: { kind: 'groupPage', group: 'championmentoring' } }),
  route('executiveeducation', '/executiveeducation', { ...guarded, redirect: { kind: 'groupPage', group: 'executiveeducation' } }),
  route('speakerPage', '/speakerPage', { ...guarded, isSpeakerArea: true }),
  route('speakerProfile', '/speakerPage/speakerProfile', { ...guarded, isSpeakerArea: true }, (link: SpeakerProfileLink = {}) =>
    withQuery('/speakerPage/speakerProfile', { id: link.id, speakersWhoAre: link.isCffSpeaker ? CFF_SPEAKERS : undefined }),
  ),
  route('speakerAdministration', '/speakerPage/speakerAdministration', {
    ...guarded,
    isSpeakerArea: true,
    redirect: { kind: 'external', link: 'speakerAdministration' },
  }),
  // The CFF search: allowed only with speakersWhoAre=IsCFFSpeaker, otherwise an external redirect.
  route(
    'searchSpeakers',
    '/speakerPage/searchSpeakers',
    {
      ...guarded,
      isSpeakerArea: true,
      redirect: { kind: 'external', link: 'searchSpeakers', unlessQuery: { key: 'speakersWhoAre', value: CFF_SPEAKERS } },
    },
    () => withQuery('/speakerPage/searchSpeakers', { speakersWhoAre: CFF_SPEAKERS }),
  ),
  route('editSpeakerProfile', '/speakerPage/editSpeakerProfile', { ...guarded, isSpeakerArea: true }),
  // Ours (spec 002 §2 names the screens, not their paths; docs/speakers.md): the Become a Speaker form, which
  // checks the registration status as the speaker route does (A or P goes to /home); the Speaker
  // Administration screens (/speakerPage/speakerAdministration stays the spec's external redirect); the
  // Speaker Directory (the CFF Directory is /speakerPage/searchSpeakers?speakersWhoAre=IsCFFSpeaker).
  route('becomeSpeaker', '/speakerPage/becomeSpeaker', { ...guarded, isSpeakerArea: true, checksSpeakerRegistration: true }),
  route('speakerAdmin', '/speakerPage/admin', guarded),
  route('speakerDirectory', '/speakerPage/speakerDirectory', guarded),
  // Resolves a file to its community page.
  route('download', '/download/:id', guarded),
  route('loginSecurity', '/loginSecurity', guarded),
  route('privacySettings', '/privacySettings', guarded),
  route('emailSettings', '/privacySettings/emailSettings', guarded),
  route('notification', '/privacySettings/notification', guarded),
  route('visibility', '/privacySettings/visibility', guarded),
  route('myProfile', '/myProfile', { ...guarded, redirect: { kind: 'ownProfileEdit' } }),
  route('memberProfile', '/memberProfile', guarded, (link: MemberProfileLink) =>
    withQuery('/memberProfile', { memberId: link.memberId, name: link.name, mode: link.mode }),
  ),
  // spec 000 §2 names this login screen 'Login | Recover Username'.
  route('forgotUsername', '/forgotusername', open),
  route('memberDirectoryPage', '/memberDirectoryPage', guarded),
  route('contentDirectoryPage', '/contentDirectoryPage', guarded),
  route('communityDirectoryPage', '/communityDirectoryPage', guarded, (link: CommunityDirectoryLink = {}) =>
    withQuery('/communityDirectoryPage', {
      navigatedFromId: link.navigatedFromId,
      communitySearchText: link.communitySearchText,
      communityFilters: link.communityFilters === undefined ? undefined : JSON.stringify(link.communityFilters),
    }),
  ),
  // spec 000 §2: the event routes first load unfiltered events; entering the event directory
  // resets the sort and goes to /events (done by the pages).
  route('events', '/events', guarded),
  route('eventDirectory', '/eventDirectory', guarded),
  route('eventDirectoryPage', '/eventDirectoryPage', { ...guarded, redirect: { kind: 'path', to: '/eventDirectory' } }),
  route('allNetworksPage', '/allNetworksPage', guarded),
  route('networkLandingPage', '/networkLandingPage/:communityId?', guarded),
  route('memberConnections', '/memberConnections', guarded),
  // spec 000 §2 and 002 §2 name the integrated search page ypoSearch without a path; the name is its path.
  // Its query (the committed search) is added by core/search's ypoSearchHref, outside the initial chunk.
  route('ypoSearch', '/ypoSearch', guarded),
  // spec 000 §2 and 002 §2 name policiesProcedures without a path; the name is its path.
  route('policiesProcedures', '/policiesProcedures', guarded),
  // spec 002 §2: 'Feedback: the route is not shown'; ours is /feedback (the account menu links to it).
  route('feedback', '/feedback', guarded),
  route('follows', '/follows', { ...guarded, redirect: { kind: 'path', to: '/memberConnections' } }),
  route('speakers', '/speakers', {
    ...guarded,
    isSpeakerArea: true,
    checksSpeakerRegistration: true,
    redirect: { kind: 'external', link: 'speakerRegistration' },
  }),
  // spec 000 §2: query and params are passed on to the messenger unchanged.
  route('messenger', '/messenger', guarded, (query?: QueryValues) => withQuery('/messenger', query)),
  route('version', '/version', guarded),
  route('errorPage', '/errorPage', open),
  route('assistPage', '/assistPage', guarded),
  route('ChapterEvent', '/chapter-event/:communityId', guarded),
  // spec 000 §2, 002 §2 name ChampsEvent without a path: the champion event form (champsevent calls), new or,
  // with query eventId, an event to edit.
  route('ChampsEvent', '/champs-event/:communityId', guarded),
  route('ChapterWaiver', '/chapterWaiver/:communityId?', guarded),
  // spec 002 §2 lists RegionalMemberOfficer among the waiver route names; it is taken as /regionalWaiver's.
  route('RegionalMemberOfficer', '/regionalWaiver/:communityId?', guarded),
  route('WaiverForm', '/waiverForm', guarded),
  route('WaiverFormCommon', '/waiverFormCommon/:viewType?', guarded),
  route('WaiverFormPRPAdmin', '/waiverFormPRPAdmin', guarded),
  route('PeerReviewPanel', '/peerReviewPanel', guarded),
  route('PeerReviewPanelAdmin', '/peerReviewPanelAdmin', guarded),
  route('EventAttendees', '/eventAttendees/:eventId?', guarded),
  route('coronavirus', '/coronavirus', { ...guarded, redirect: { kind: 'external', link: 'coronavirus' } }),
  route('concierge', '/concierge', { ...guarded, redirect: { kind: 'authConnect', name: 'concierge' } }),
  route('lms', '/lms', { ...guarded, redirect: { kind: 'authConnect', name: 'lms' } }),
  route('chaptermanagement', '/chaptermanagement', { ...guarded, redirect: { kind: 'authConnect', name: 'chaptermanagement' } }),
  route('m2mxprofile', '/m2mxprofile', { ...guarded, redirect: { kind: 'authConnect', name: 'm2mxprofile' } }),
  route('authConnect', '/authConnect/:forwardFrom?', guarded, (forwardFrom?: AuthConnectName | (string & {})) =>
    patternHref('/authConnect/:forwardFrom?')(forwardFrom),
  ),
  route('resources', '/resources', guarded),
  route('chapterStudio', '/chapterStudio', { ...guarded, requires: 'canViewChapterStudioPage' }),
  route('manageAnnouncements', '/manageAnnouncements', { ...guarded, requires: 'canManageChapterStudio' }),
  route('createAnnouncement', '/createAnnouncement/:announcementId?', { ...guarded, requires: 'canManageChapterStudio' }),
  // spec 000 §2 names these login-area routes without paths; each name is used as its path.
  route('login', '/login', open),
  // The identity provider's post-logout address; the user is sent to '/' after 4 seconds.
  route('logout', '/logout', open),
  route('logoutSf', '/logoutSf', open),
  route('ResetPassword', '/ResetPassword', open),
  route('pwreset', '/pwreset', open),
  // The identity provider sends the user back here with the authorisation code.
  route('signinCallback', '/signin-callback', open),
] as const;

type Route = (typeof ROUTES)[number];

/** Name of a route of {@link ROUTES}. */
export type RouteName = Route['name'];

/**
 * Name of a route that renders a page: every route but those whose redirect always applies
 * (the guard carries those out, so they need no page).
 */
export type PageRouteName =
  | Exclude<Route, { readonly redirect: object }>['name']
  | Extract<Route, { readonly redirect: { readonly unlessQuery: object } }>['name'];

/** A path matched against the route table. */
export interface RouteMatch {
  /** The matched row of the route table. */
  readonly route: RouteDefinition & { readonly name: RouteName };
  /** Path parameters present in the path (optional ones left out when absent). */
  readonly params: Readonly<Record<string, string>>;
}

interface Segment {
  readonly text: string;
  readonly param?: string;
  readonly isOptional: boolean;
}

const compiled = ROUTES.map((route) => ({
  route: route as RouteMatch['route'],
  segments: route.path
    .split('/')
    .filter(Boolean)
    .map((text): Segment => {
      if (!text.startsWith(':')) return { text, isOptional: false };
      const isOptional = text.endsWith('?');
      return { text, param: text.slice(1, isOptional ? -1 : undefined), isOptional };
    }),
}));

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

// Static segments match case-insensitively (as the router does); the route with more static
// segments wins, so /forum/exercise is not taken for /forum/{communityId}.
/** The route a path belongs to, with its params; `undefined` for an unknown path. */
export function matchRoute(path: string): RouteMatch | undefined {
  const parts = path.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  let best: { match: RouteMatch; score: number } | undefined;
  for (const { route, segments } of compiled) {
    const required = segments.filter((s) => !s.isOptional).length;
    if (parts.length < required || parts.length > segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let isMatch = true;
    for (const [index, part] of parts.entries()) {
      const segment = segments[index];
      const value = decode(part);
      if (segment === undefined || value === undefined) {
        isMatch = false;
        break;
      }
      if (segment.param === undefined) {
        if (value.toLowerCase() !== segment.text.toLowerCase()) {
          isMatch = false;
          break;
        }
        score += 1;
      } else {
        params[segment.param] = value;
      }
    }
    if (isMatch && (best === undefined || score > best.score)) best = { match: { route, params }, score };
  }
  return best?.match;
}

/** The route of a given name. */
export function routeNamed<N extends RouteName>(name: N): Extract<Route, { readonly name: N }> {
  const found = ROUTES.find((route): route is Extract<Route, { readonly name: N }> => route.name === name);
  // Every RouteName is in ROUTES by construction.
  if (found === undefined) throw new Error(`Unknown route ${name}`);
  return found;
}

type CommunityRoute = Extract<Route, { readonly communityType: CommunityType }>;
const COMMUNITY_ROUTES: readonly CommunityRoute[] = ROUTES.filter((r): r is CommunityRoute => 'communityType' in r);

/** The page of a community of any kind; with a post, opens it highlighted (spec 001 §2). */
function communityPage(type: CommunityType, communityId?: string, post?: CommunityPostLink): string {
  const page = COMMUNITY_ROUTES.find((r) => r.communityType === type);
  // The home community is the home feed; a page without an id parameter ignores the id.
  const base = page === undefined ? routeNamed('home').href() : (page.href as (value?: string) => string)(communityId);
  if (post === undefined) return base;
  return withQuery(base, { postId: post.postId, highlightText: post.highlightText, showAllActivityFeedCommunity: true });
}

/**
 * Every route's href builder by route name (`paths.chapter('c-1')` is the table's
 * `routeNamed('chapter').href('c-1')`), plus `communityPage` for a community of any kind.
 */
export const paths = {
  ...(Object.fromEntries(ROUTES.map((r) => [r.name, r.href])) as { readonly [R in Route as R['name']]: R['href'] }),
  communityPage,
};
