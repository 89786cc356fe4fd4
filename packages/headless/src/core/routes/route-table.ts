import type { CommunityType, Permissions } from '../permissions';

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

/** One row of the route table. */
export interface RouteDefinition {
  /** Route name; the spec's where it gives one. */
  readonly name: string;
  /** Pattern: `:param` required, `:param?` optional. */
  readonly path: string;
  readonly meaning: string;
  /** Behind the authentication check (all but '/forgotusername', '/errorPage' and the login screens). */
  readonly isGuarded: boolean;
  readonly isLoginScreen?: boolean;
  readonly redirect?: RouteRedirect;
  readonly requires?: RoutePermission;
  /** Community kind shown by a community page (for the connect-plus redirect). */
  readonly communityType?: CommunityType;
  /** Part of the speaker area (open to speaker-view users). */
  readonly isSpeakerArea?: boolean;
  // spec 000 §2 step 10: the speaker route checks the speaker registration status.
  readonly checksSpeakerRegistration?: boolean;
  /** Query and params are passed on unchanged (spec 000 §2, /messenger). */
  readonly passesQuery?: boolean;
  // spec 000 §2: the event routes first load unfiltered events.
  readonly loadsUnfilteredEvents?: boolean;
  // spec 000 §2: entering the event directory resets the sort and goes to /events (done by the page).
  readonly resetsEventSortTo?: string;
}

const guarded = { isGuarded: true } as const;
const open = { isGuarded: false } as const;
const login = { isGuarded: false, isLoginScreen: true } as const;

/** Every route of spec 000 §2 (with spec 001 §2 and spec 002 §2), in table order. */
export const ROUTES = [
  { name: 'root', path: '/', meaning: 'layout; redirects to /home', ...guarded, redirect: { kind: 'path', to: '/home' } },
  { name: 'home', path: '/home', meaning: 'home feed', ...guarded },
  { name: 'chapter', path: '/chapter/:communityId?', meaning: 'community page', ...guarded, communityType: 'chapter' },
  { name: 'region', path: '/region/:communityId?', meaning: 'community page', ...guarded, communityType: 'region' },
  { name: 'network', path: '/network/:communityId?', meaning: 'community page', ...guarded, communityType: 'network' },
  { name: 'group', path: '/group/:communityId?', meaning: 'community page', ...guarded, communityType: 'group' },
  { name: 'community', path: '/community/:communityId?', meaning: 'champion community page', ...guarded, communityType: 'champion' },
  { name: 'forum', path: '/forum/:communityId?', meaning: 'forum page', ...guarded, communityType: 'forum' },
  { name: 'forumExercise', path: '/forum/exercise/:type?', meaning: 'forum exercise', ...guarded },
  {
    name: 'businesses',
    path: '/businesses',
    meaning: 'businesses (around-me) community; the business community id is loaded first',
    ...guarded,
    communityType: 'businesses',
  },
  { name: 'mentoring', path: '/mentoring', meaning: 'fixed group page', ...guarded, redirect: { kind: 'groupPage', group: 'mentoring' } },
  {
    name: 'championmentoring',
    path: '/championmentoring',
    meaning: 'fixed group page',
    ...guarded,
    redirect: { kind: 'groupPage', group: 'championmentoring' },
  },
  {
    name: 'executiveeducation',
    path: '/executiveeducation',
    meaning: 'fixed group page',
    ...guarded,
    redirect: { kind: 'groupPage', group: 'executiveeducation' },
  },
  { name: 'speakerPage', path: '/speakerPage', meaning: 'speaker area', ...guarded, isSpeakerArea: true },
  { name: 'speakerProfile', path: '/speakerPage/speakerProfile', meaning: 'speaker profile (query id, speakersWhoAre)', ...guarded, isSpeakerArea: true },
  {
    name: 'speakerAdministration',
    path: '/speakerPage/speakerAdministration',
    meaning: 'speaker administration; external redirect',
    ...guarded,
    isSpeakerArea: true,
    redirect: { kind: 'external', link: 'speakerAdministration' },
  },
  {
    name: 'searchSpeakers',
    path: '/speakerPage/searchSpeakers',
    meaning: 'CFF search; allowed only with speakersWhoAre=IsCFFSpeaker, otherwise external redirect',
    ...guarded,
    isSpeakerArea: true,
    redirect: { kind: 'external', link: 'searchSpeakers', unlessQuery: { key: 'speakersWhoAre', value: 'IsCFFSpeaker' } },
  },
  { name: 'editSpeakerProfile', path: '/speakerPage/editSpeakerProfile', meaning: 'edit speaker profile', ...guarded, isSpeakerArea: true },
  { name: 'download', path: '/download/:id', meaning: 'resolves a file to its community page', ...guarded },
  { name: 'loginSecurity', path: '/loginSecurity', meaning: 'login security (multi-factor) settings', ...guarded },
  { name: 'privacySettings', path: '/privacySettings', meaning: 'privacy and notification settings', ...guarded },
  { name: 'emailSettings', path: '/privacySettings/emailSettings', meaning: 'email settings', ...guarded },
  { name: 'notification', path: '/privacySettings/notification', meaning: 'notification settings', ...guarded },
  { name: 'visibility', path: '/privacySettings/visibility', meaning: 'visibility settings', ...guarded },
  { name: 'myProfile', path: '/myProfile', meaning: 'own profile in edit mode', ...guarded, redirect: { kind: 'ownProfileEdit' } },
  { name: 'memberProfile', path: '/memberProfile', meaning: 'member profile (query memberId, name, mode)', ...guarded },
  { name: 'Login | Recover Username', path: '/forgotusername', meaning: 'login screen, no guard', ...login },
  { name: 'memberDirectoryPage', path: '/memberDirectoryPage', meaning: 'member directory', ...guarded },
  { name: 'contentDirectoryPage', path: '/contentDirectoryPage', meaning: 'content directory', ...guarded },
  { name: 'communityDirectoryPage', path: '/communityDirectoryPage', meaning: 'community directory', ...guarded },
  { name: 'events', path: '/events', meaning: 'event list', ...guarded, loadsUnfilteredEvents: true },
  {
    name: 'eventDirectory',
    path: '/eventDirectory',
    meaning: 'event directory',
    ...guarded,
    loadsUnfilteredEvents: true,
    resetsEventSortTo: '/events',
  },
  {
    name: 'eventDirectoryPage',
    path: '/eventDirectoryPage',
    meaning: 'redirects to /eventDirectory',
    ...guarded,
    redirect: { kind: 'path', to: '/eventDirectory' },
  },
  { name: 'allNetworksPage', path: '/allNetworksPage', meaning: 'networks', ...guarded },
  { name: 'networkLandingPage', path: '/networkLandingPage/:communityId?', meaning: 'network landing page', ...guarded },
  { name: 'memberConnections', path: '/memberConnections', meaning: 'member connections', ...guarded },
  { name: 'follows', path: '/follows', meaning: 'same page as /memberConnections', ...guarded, redirect: { kind: 'path', to: '/memberConnections' } },
  {
    name: 'speakers',
    path: '/speakers',
    meaning: 'external redirect to speaker registration',
    ...guarded,
    isSpeakerArea: true,
    checksSpeakerRegistration: true,
    redirect: { kind: 'external', link: 'speakerRegistration' },
  },
  { name: 'messenger', path: '/messenger', meaning: 'messenger; query and params are passed on', ...guarded, passesQuery: true },
  { name: 'version', path: '/version', meaning: 'version page', ...guarded },
  { name: 'errorPage', path: '/errorPage', meaning: 'generic error page, no guard', ...open },
  { name: 'assistPage', path: '/assistPage', meaning: 'help page', ...guarded },
  { name: 'ChapterEvent', path: '/chapter-event/:communityId', meaning: 'chapter event form', ...guarded },
  { name: 'ChapterWaiver', path: '/chapterWaiver/:communityId?', meaning: 'waiver workflow', ...guarded },
  // spec 002 §2 lists RegionalMemberOfficer among the waiver route names; it is taken as /regionalWaiver's.
  { name: 'RegionalMemberOfficer', path: '/regionalWaiver/:communityId?', meaning: 'waiver workflow', ...guarded },
  { name: 'WaiverForm', path: '/waiverForm', meaning: 'waiver workflow', ...guarded },
  { name: 'WaiverFormCommon', path: '/waiverFormCommon/:viewType?', meaning: 'waiver workflow', ...guarded },
  { name: 'WaiverFormPRPAdmin', path: '/waiverFormPRPAdmin', meaning: 'waiver workflow', ...guarded },
  { name: 'PeerReviewPanel', path: '/peerReviewPanel', meaning: 'waiver workflow', ...guarded },
  { name: 'PeerReviewPanelAdmin', path: '/peerReviewPanelAdmin', meaning: 'waiver workflow', ...guarded },
  { name: 'EventAttendees', path: '/eventAttendees/:eventId?', meaning: 'event attendees', ...guarded },
  { name: 'coronavirus', path: '/coronavirus', meaning: 'external redirect', ...guarded, redirect: { kind: 'external', link: 'coronavirus' } },
  { name: 'concierge', path: '/concierge', meaning: 'redirects to /authConnect/concierge', ...guarded, redirect: { kind: 'authConnect', name: 'concierge' } },
  { name: 'lms', path: '/lms', meaning: 'redirects to /authConnect/lms', ...guarded, redirect: { kind: 'authConnect', name: 'lms' } },
  {
    name: 'chaptermanagement',
    path: '/chaptermanagement',
    meaning: 'redirects to /authConnect/chaptermanagement',
    ...guarded,
    redirect: { kind: 'authConnect', name: 'chaptermanagement' },
  },
  {
    name: 'm2mxprofile',
    path: '/m2mxprofile',
    meaning: 'redirects to /authConnect/m2mxprofile',
    ...guarded,
    redirect: { kind: 'authConnect', name: 'm2mxprofile' },
  },
  { name: 'authConnect', path: '/authConnect/:forwardFrom?', meaning: 'forwarding entry', ...guarded },
  { name: 'resources', path: '/resources', meaning: 'resources page', ...guarded },
  { name: 'chapterStudio', path: '/chapterStudio', meaning: 'chapter studio', ...guarded, requires: 'canViewChapterStudioPage' },
  { name: 'manageAnnouncements', path: '/manageAnnouncements', meaning: 'manage announcements', ...guarded, requires: 'canManageChapterStudio' },
  {
    name: 'createAnnouncement',
    path: '/createAnnouncement/:announcementId?',
    meaning: 'create or edit an announcement',
    ...guarded,
    requires: 'canManageChapterStudio',
  },
  // spec 000 §2 names these login-area routes without paths; each name is used as its path.
  { name: 'login', path: '/login', meaning: 'default login', ...login },
  { name: 'logout', path: '/logout', meaning: "logout; the user is sent to '/' after 4 seconds", ...login },
  { name: 'logoutSf', path: '/logoutSf', meaning: 'logout (salesforce provider)', ...login },
  { name: 'ResetPassword', path: '/ResetPassword', meaning: 'reset password', ...login },
  { name: 'pwreset', path: '/pwreset', meaning: 'password reset link', ...login },
] as const satisfies readonly RouteDefinition[];

/** Name of a route of {@link ROUTES}. */
export type RouteName = (typeof ROUTES)[number]['name'];

/** A path matched against the route table. */
export interface RouteMatch {
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
export function routeNamed(name: RouteName): RouteMatch['route'] {
  const found = ROUTES.find((route) => route.name === name);
  // Every RouteName is in ROUTES by construction.
  if (found === undefined) throw new Error(`Unknown route ${name}`);
  return found;
}
