import { communityRedirectAddress } from '../community/community-route';
import { MESSAGES } from '../messages';
import { isPermissionsResult, rolesOf, type CommunityType, type PermissionsResult } from '../permissions';
import type { ExternalLinks } from '../routes/external-links';
import { matchRoute, paths, type FixedGroupPage, type RouteMatch } from '../routes/route-table';
import { isSameSitePath } from '../routes/same-site';

/** What the guard needs to know besides the user: addresses and ids from configuration. */
export interface GuardConfig {
  /** External addresses of the current environment (see `externalLinksFor`). */
  readonly links: ExternalLinks;
  /** Group ids of the fixed group pages. */
  readonly groupPages: Readonly<Record<FixedGroupPage, string>>;
  /**
   * Community kinds redirected to connect plus, with their external address; `{communityId}` and
   * `{communityType}` in the address are replaced by the page's (`communityRedirectAddress`).
   */
  readonly connectPlusCommunities?: Readonly<Partial<Record<CommunityType, string>>>;
  /** Origins (`https://lms.example`) whose addresses are training-system (LMS) addresses. */
  readonly lmsOrigins?: readonly string[];
  /** Path prefixes of portal addresses, opened on the portal host (`links.portal`). */
  readonly portalPathPrefixes?: readonly string[];
  /** Portal path prefixes that stand for a member profile (query `memberId` or `id`, else the user's own). */
  readonly portalProfilePathPrefixes?: readonly string[];
  /** Further origins a forward-to address may open; any other absolute address is ignored. */
  readonly trustedForwardOrigins?: readonly string[];
}

/** Speaker registration status (spec 000 §4): A approved, P pending, anything else. */
export type SpeakerRegistrationStatus = 'A' | 'P' | (string & {});

/** Everything {@link decideRoute} looks at. */
export interface GuardState {
  /** Authentication and the core load (token and permission result) are still running. */
  readonly isAuthLoading: boolean;
  /** Whether the user is signed in with a valid access token; without one a protected route sends to login. */
  readonly hasValidToken: boolean;
  /**
   * The permissions answer. Once authenticated, anything but a permissions result (`undefined`
   * for a failed or empty answer, JSON `null`) means the result is missing: logout.
   */
  readonly permissions: PermissionsResult | null | undefined;
  /** The path being opened (without query), matched against the route table. */
  readonly path: string;
  /** The query string, with or without the leading '?'. */
  readonly search: string;
  /** Forward-to address stored before login, honoured on '/' (the landing); the caller clears it once honoured. */
  readonly storedForwardTo?: string | null | undefined;
  /** The speaker registration status (spec 000 §4), for routes that check it. */
  readonly speakerRegistrationStatus?: SpeakerRegistrationStatus | null | undefined;
  /** The current user's member id (from the identity token, or userGuid for salesforce). */
  readonly currentUserId?: string | undefined;
  /** The current user's name, for the slug of their own profile link. */
  readonly currentUserName?: string | undefined;
  /** The non-member speaker's speaker id, for the speaker profile link. */
  readonly speakerId?: string | undefined;
  /** The deployment's addresses and origins the guard needs. */
  readonly config: GuardConfig;
}

/** What the router should do. */
export type Decision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'login'; readonly returnTo: string }
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'logout'; readonly message: string }
  /** Register the user in the training system, then open `href`; on failure go to `onFailure`. */
  | { readonly kind: 'registerLms'; readonly href: string; readonly onFailure: string };

const WAIT: Decision = { kind: 'wait' };
const ALLOW: Decision = { kind: 'allow' };
const redirect = (to: string): Decision => ({ kind: 'redirect', to });
const external = (href: string): Decision => ({ kind: 'external', href });

// Speaker-view users without connect access see the speaker area and these pages only.
const SPEAKER_VIEW_EXTRA_ROUTES: readonly string[] = ['version'];

const SPEAKER_STATUSES_SENT_HOME: readonly string[] = ['A', 'P'];

function queryOf(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

function withSearch(path: string, search: string): string {
  if (search === '' || search === '?') return path;
  return search.startsWith('?') ? `${path}${search}` : `${path}?${search}`;
}

function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const nonEmpty = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

const hasPrefix = (path: string, prefixes: readonly string[] | undefined) =>
  (prefixes ?? []).some((prefix) => prefix !== '' && path.toLowerCase().startsWith(prefix.toLowerCase()));

/** spec 000 §2 step 6: where a forward-to address leads, or `undefined` to carry on with the next steps. */
function decideForward(target: string, state: GuardState): Decision | undefined {
  const { config } = state;
  const absoluteOrigin = originOf(target);
  if (absoluteOrigin !== undefined) {
    if ((config.lmsOrigins ?? []).map(originOf).includes(absoluteOrigin)) {
      return { kind: 'registerLms', href: new URL(target).href, onFailure: paths.errorPage() };
    }
    const trusted = [config.links.portal, ...(config.trustedForwardOrigins ?? [])].map(originOf);
    // Deny by default: an absolute address on any other origin is an open redirect, so it is ignored.
    return trusted.includes(absoluteOrigin) ? external(new URL(target).href) : undefined;
  }
  // Only same-site paths: '//host', '/\host' and their encoded forms would leave the site.
  if (!isSameSitePath(target)) return undefined;
  const url = new URL(target, 'http://forward.invalid');
  if (hasPrefix(url.pathname, config.portalProfilePathPrefixes)) {
    const memberId = nonEmpty(url.searchParams.get('memberId')) ?? nonEmpty(url.searchParams.get('id')) ?? state.currentUserId;
    return redirect(memberId === undefined ? paths.home() : paths.memberProfile({ memberId }));
  }
  if (hasPrefix(url.pathname, config.portalPathPrefixes)) {
    return originOf(config.links.portal) === undefined ? undefined : external(new URL(target, config.links.portal).href);
  }
  const to = `${url.pathname}${url.search}`;
  // Already there: the forward-to address has been honoured.
  if (to === withSearch(state.path, state.search)) return undefined;
  return matchRoute(url.pathname) === undefined ? redirect(paths.root()) : redirect(to);
}

/** The redirect a route declares (spec 000 §2 route table), or `undefined` to render it. */
function routeRedirect(match: RouteMatch, state: GuardState): Decision | undefined {
  const declared = match.route.redirect;
  if (declared === undefined) return undefined;
  switch (declared.kind) {
    case 'path':
      return redirect(declared.to);
    case 'groupPage':
      return redirect(paths.group(state.config.groupPages[declared.group]));
    case 'authConnect':
      return redirect(paths.authConnect(declared.name));
    case 'ownProfileEdit':
      return state.currentUserId === undefined
        ? redirect(paths.errorPage())
        : redirect(paths.memberProfile({ memberId: state.currentUserId, name: state.currentUserName, mode: 'edit' }));
    case 'external': {
      const { unlessQuery } = declared;
      if (unlessQuery !== undefined && queryOf(state.search).get(unlessQuery.key) === unlessQuery.value) return undefined;
      return external(state.config.links[declared.link]);
    }
  }
}

// Deny by default: an unknown path, a missing login or a missing permission result never yields 'allow'.
/** The route guard of spec 000 §2 (steps 1 to 10) as a pure function of the state. */
export function decideRoute(state: GuardState): Decision {
  const match = matchRoute(state.path);
  // spec 000 §2: any unknown path redirects to '/'.
  if (match === undefined) return redirect(paths.root());
  const { route } = match;
  // spec 000 §2: '/forgotusername', '/errorPage' and the login screens are not guarded.
  if (!route.isGuarded) return ALLOW;

  // 1. Wait for authentication to finish.
  if (state.isAuthLoading) return WAIT;
  // 10. (second sentence) 'Unauthenticated users are sent to /home' on the speaker route, not to a login.
  if (!state.hasValidToken && route.checksSpeakerRegistration === true) return redirect(paths.home());
  // 2. No valid token: start a login redirect.
  if (!state.hasValidToken) return { kind: 'login', returnTo: withSearch(state.path, state.search) };
  // spec 000 §4, §8: a missing permission result (failed, empty or null) forces logout with 'Unable to connect to the serve'.
  if (!isPermissionsResult(state.permissions)) return { kind: 'logout', message: MESSAGES.unableToConnect };

  const { permissions } = state.permissions;
  const roles = rolesOf(state.permissions);
  const { links } = state.config;
  // 3. Young-member users go to the external community site.
  if (permissions.isYngMember) return external(links.yngCommunity);
  // 4. Neither connect access nor speaker view: /errorPage.
  const hasSpeakerView = permissions.isNonMemberSpeaker;
  if (!permissions.hasConnectAccess && !hasSpeakerView) return redirect(paths.errorPage());
  // 5. Prospects and pending-resignation users go to the payment address.
  if (permissions.isProspect || permissions.isPendingResignation) return external(links.paymentRedirect);

  // 6. Honour a forward-to address: a fromURI query value on any route, else the stored address
  //    on the post-login landing ('/'), so a stale stored address can never bounce the user around.
  const storedForwardTo = route.name === 'root' ? nonEmpty(state.storedForwardTo) : undefined;
  const forwardTo = nonEmpty(queryOf(state.search).get('fromURI')) ?? storedForwardTo;
  if (forwardTo !== undefined) {
    const forward = decideForward(forwardTo, state);
    if (forward !== undefined) return forward;
  }

  // 7. No forward-to: speaker-view users land on the speaker profile; chapter managers who can
  //    view the chapter studio land there; everyone else on /home.
  const speakerProfile = paths.speakerProfile({ id: state.speakerId ?? state.currentUserId });
  if (route.name === 'root') {
    if (hasSpeakerView) return redirect(speakerProfile);
    return redirect(roles.isChapterManager && roles.canViewChapterStudio ? paths.chapterStudio() : paths.home());
  }
  if (hasSpeakerView && !permissions.hasConnectAccess && route.isSpeakerArea !== true && !SPEAKER_VIEW_EXTRA_ROUTES.includes(route.name)) {
    return redirect(speakerProfile);
  }

  // 8. Connect-plus-redirected community kinds go to their external address.
  const { communityType } = route;
  const connectPlus = communityType === undefined ? undefined : state.config.connectPlusCommunities?.[communityType];
  if (communityType !== undefined && connectPlus !== undefined) {
    return external(communityRedirectAddress(connectPlus, { communityType, communityId: match.params['communityId'] }));
  }

  // 9. Chapter studio pages need their permission, else /home.
  if (route.requires !== undefined && !permissions[route.requires]) return redirect(paths.home());

  // 10. The speaker route: registration status A or P goes to /home.
  if (route.checksSpeakerRegistration === true && SPEAKER_STATUSES_SENT_HOME.includes(state.speakerRegistrationStatus ?? '')) {
    return redirect(paths.home());
  }

  return routeRedirect(match, state) ?? ALLOW;
}
