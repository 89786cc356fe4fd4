import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Permissions, PermissionsResult, UserCommunity } from '../permissions';
import { matchRoute, ROUTES, type RouteName } from '../routes/route-table';
import { decideRoute, type Decision, type GuardConfig, type GuardState } from './decide-route';

// ---------------------------------------------------------------------------------------------
// Test data: a fictional configuration (only .example addresses) and permission results.
// ---------------------------------------------------------------------------------------------

const ME = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const MY_NAME = 'Amara Okafor';
const SPEAKER_ID = '5a000000-0000-4000-8000-000000000001';

const CONFIG: GuardConfig = {
  links: {
    yngCommunity: 'https://yng.example/community',
    paymentRedirect: 'https://payments.example/renew',
    speakerRegistration: 'https://speakers.example/register',
    speakerAdministration: 'https://speakers.example/admin',
    searchSpeakers: 'https://speakers.example/search',
    coronavirus: 'https://news.example/coronavirus',
    portal: 'https://portal.example',
  },
  groupPages: { mentoring: 'g-mentoring', championmentoring: 'g-championmentoring', executiveeducation: 'g-executiveeducation' },
  connectPlusCommunities: { champion: 'https://connectplus.example/community/{communityId}' },
  lmsOrigins: ['https://lms.example'],
  portalPathPrefixes: ['/portal/'],
  portalProfilePathPrefixes: ['/portal/profile'],
  trustedForwardOrigins: ['https://partners.example'],
};

const HOME: UserCommunity = { communityId: '00000000-0000-4000-8000-00000000c001', communityType: 'home', name: 'Home', roles: [] };
const CHAPTER = { communityId: '00000000-0000-4000-8000-00000000c101', communityType: 'chapter', name: 'Harbor City Chapter' } as const;

/** A permission result: connect access and nothing else unless given. */
function permissionsOf(
  flags: Partial<Permissions> = {},
  chapterRoles: string[] = ['Member'],
  extra: UserCommunity[] = [],
): PermissionsResult {
  return {
    permissions: {
      canImpersonate: false,
      canManageChapterStudio: false,
      canViewChapterStudioPage: false,
      hasConnectAccess: true,
      isChaptersAndRegionsTeamMember: false,
      isNonMemberSpeaker: false,
      isPendingResignation: false,
      isProspect: false,
      isYngMember: false,
      userRoles: ['Member'],
      ...flags,
    },
    communities: [HOME, { ...CHAPTER, roles: chapterRoles }, ...extra],
  };
}

/** A signed-in state on `path`. */
function stateFor(path: string, overrides: Partial<GuardState> = {}): GuardState {
  const [pathname = '', search = ''] = path.split('?');
  return {
    isAuthLoading: false,
    hasValidToken: true,
    permissions: permissionsOf(),
    path: pathname,
    search: search === '' ? '' : `?${search}`,
    storedForwardTo: undefined,
    speakerRegistrationStatus: undefined,
    currentUserId: ME,
    currentUserName: MY_NAME,
    config: CONFIG,
    ...overrides,
  };
}

/** A concrete path for a route pattern: each parameter filled with `sample-{name}`. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, 'sample-$1');
}

/** Every route of the table with a sample path. */
const ROUTE_SAMPLES = ROUTES.map((route) => ({ route, path: samplePath(route.path) }));

const allow: Decision = { kind: 'allow' };
const to = (path: string): Decision => ({ kind: 'redirect', to: path });
const ext = (href: string): Decision => ({ kind: 'external', href });

const GUARDED = ROUTE_SAMPLES.filter(({ route }) => route.isGuarded);
const UNGUARDED = ROUTE_SAMPLES.filter(({ route }) => !route.isGuarded);

// ---------------------------------------------------------------------------------------------
// The persona table: every route × every persona, expectations written as data.
// ---------------------------------------------------------------------------------------------

/** What a plain member gets on each route that does not simply render. */
const MEMBER_EXPECTATIONS: Partial<Record<RouteName | 'unknown', Decision>> = {
  root: to('/home'),
  community: ext('https://connectplus.example/community/sample-communityId'),
  mentoring: to('/group/g-mentoring'),
  championmentoring: to('/group/g-championmentoring'),
  executiveeducation: to('/group/g-executiveeducation'),
  speakerAdministration: ext('https://speakers.example/admin'),
  searchSpeakers: ext('https://speakers.example/search'),
  myProfile: to('/memberProfile?memberId=5d1f6a2e-3c4b-4f7a-9e21-0a0000000001&name=Amara+Okafor&mode=edit'),
  eventDirectoryPage: to('/eventDirectory'),
  follows: to('/memberConnections'),
  speakers: ext('https://speakers.example/register'),
  coronavirus: ext('https://news.example/coronavirus'),
  concierge: to('/authConnect/concierge'),
  lms: to('/authConnect/lms'),
  chaptermanagement: to('/authConnect/chaptermanagement'),
  m2mxprofile: to('/authConnect/m2mxprofile'),
  chapterStudio: to('/home'),
  manageAnnouncements: to('/home'),
  createAnnouncement: to('/home'),
  unknown: to('/'),
};

const SPEAKER_PROFILE = to(`/speakerPage/speakerProfile?id=${SPEAKER_ID}`);

interface Persona {
  readonly permissions: PermissionsResult;
  readonly speakerRegistrationStatus?: string;
  readonly currentUserId?: string;
  /** Every guarded route gives this. */
  readonly everyGuardedRoute?: Decision;
  /** Per-route expectations, before the member's. */
  readonly routes?: Partial<Record<RouteName | 'unknown', Decision>>;
  /** Use these instead of the member's expectations. */
  readonly base?: Partial<Record<RouteName | 'unknown', Decision>>;
  /** Any other guarded route. */
  readonly otherwise?: Decision;
}

// Mirrors the sandbox personas (mocks/src/personas.ts, docs/personas.md); kept here because the
// headless layer does not import the mocks.
const PERSONAS: Readonly<Record<string, Persona>> = {
  member: { permissions: permissionsOf() },
  spousePartner: { permissions: permissionsOf({ userRoles: ['Spouse Partner'] }, ['Spouse Partner']) },
  teamMember: { permissions: permissionsOf({ userRoles: ['Team Member'], isChaptersAndRegionsTeamMember: true }, []) },
  teamMemberProductManagement: {
    permissions: permissionsOf({ userRoles: ['Team Member', 'Team Member Product Management'] }, []),
  },
  chapterManager: {
    permissions: permissionsOf(
      { userRoles: ['Member', 'Chapter Administrator', 'Chapter Manager'], canViewChapterStudioPage: true, canManageChapterStudio: true },
      ['Member', 'Chapter Administrator', 'Chapter Manager'],
    ),
    routes: { root: to('/chapterStudio'), chapterStudio: allow, manageAnnouncements: allow, createAnnouncement: allow },
  },
  chapterAdministrator: {
    permissions: permissionsOf({ userRoles: ['Member', 'Chapter Administrator'] }, ['Member', 'Chapter Administrator']),
  },
  groupSuperAdmin: {
    permissions: permissionsOf({ userRoles: ['Team Member', 'Group Super Admin'] }, [], [
      { communityId: '00000000-0000-4000-8000-00000000c601', communityType: 'group', name: 'Mentoring Group', roles: ['Group Super Admin'] },
    ]),
  },
  regionalOfficer: {
    permissions: permissionsOf({}, ['Member'], [
      { communityId: '00000000-0000-4000-8000-00000000c201', communityType: 'region', name: 'Atlantic Region', roles: ['Member'] },
    ]),
  },
  prpAdmin: { permissions: permissionsOf() },
  prpMember: { permissions: permissionsOf() },
  communityAdmin: {
    permissions: permissionsOf({}, ['Member'], [
      { communityId: '00000000-0000-4000-8000-00000000c401', communityType: 'network', name: 'Family Business Network', roles: ['Member'] },
    ]),
  },
  // The young member, the prospect and the pending resignation keep connect access: rules 3 and 5 send them away.
  yng: { permissions: permissionsOf({ isYngMember: true }), everyGuardedRoute: ext('https://yng.example/community') },
  prospect: { permissions: permissionsOf({ isProspect: true, userRoles: [] }, []), everyGuardedRoute: ext('https://payments.example/renew') },
  pendingResignation: { permissions: permissionsOf({ isPendingResignation: true }), everyGuardedRoute: ext('https://payments.example/renew') },
  formerMember: { permissions: permissionsOf({ hasConnectAccess: false, userRoles: [] }, []), everyGuardedRoute: to('/errorPage') },
  nonMemberSpeaker: {
    permissions: permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true, userRoles: [] }, []),
    speakerRegistrationStatus: 'A',
    // No member record: the person id (token sub) is the speaker id.
    currentUserId: SPEAKER_ID,
    base: {
      speakerPage: allow,
      speakerProfile: allow,
      editSpeakerProfile: allow,
      speakerAdministration: ext('https://speakers.example/admin'),
      searchSpeakers: ext('https://speakers.example/search'),
      speakers: to('/home'), // approved (A)
      becomeSpeaker: to('/home'), // approved (A): the Become a Speaker form checks the status as /speakers does
      version: allow,
      unknown: to('/'),
    },
    otherwise: SPEAKER_PROFILE,
  },
  speakerApplicant: { permissions: permissionsOf(), speakerRegistrationStatus: 'P', routes: { speakers: to('/home'), becomeSpeaker: to('/home') } },
  impersonator: { permissions: permissionsOf({ userRoles: ['Team Member'], canImpersonate: true }, []) },
  // Has accepted nothing yet: the terms and cookies are asked on the pages, the guard treats them as a member.
  firstSignIn: { permissions: permissionsOf() },
  // Not assigned to the app: the identity provider refuses the sign-in (spec 000 §5); a token of theirs would make them a member.
  notAssigned: { permissions: permissionsOf() },
};

const TABLE_ROUTES = [...ROUTE_SAMPLES, { route: { name: 'unknown' as const, isGuarded: true }, path: '/no-such-page' }];

function expected(persona: Persona, name: RouteName | 'unknown', isGuarded: boolean): Decision {
  if (!isGuarded) return allow;
  if (name !== 'unknown' && persona.everyGuardedRoute !== undefined) return persona.everyGuardedRoute;
  return persona.routes?.[name] ?? (persona.base ?? MEMBER_EXPECTATIONS)[name] ?? persona.otherwise ?? allow;
}

const TABLE = Object.entries(PERSONAS).flatMap(([personaName, persona]) =>
  TABLE_ROUTES.map(({ route, path }) => ({
    persona: personaName,
    route: route.name,
    path,
    state: stateFor(path, {
      permissions: persona.permissions,
      speakerRegistrationStatus: persona.speakerRegistrationStatus,
      currentUserId: persona.currentUserId ?? ME,
    }),
    expected: expected(persona, route.name, route.isGuarded),
  })),
);

describe('decideRoute: every route × every persona', () => {
  it('covers all 20 personas and every route of the table', () => {
    expect(Object.keys(PERSONAS)).toHaveLength(20);
    expect(TABLE).toHaveLength(20 * (ROUTES.length + 1));
  });

  it.each(TABLE)('$persona on $path ($route)', ({ state, expected: decision }) => {
    expect(decideRoute(state)).toEqual(decision);
  });
});

// ---------------------------------------------------------------------------------------------
// Focused tests, one block per guard step.
// ---------------------------------------------------------------------------------------------

describe('decideRoute: routes outside the guard', () => {
  it.each(UNGUARDED)('allows $path while loading, signed out, or without permissions', ({ path }) => {
    expect(decideRoute(stateFor(path, { isAuthLoading: true, hasValidToken: false, permissions: undefined }))).toEqual(allow);
  });

  it('leaves exactly /forgotusername, /errorPage and the login screens unguarded', () => {
    expect(UNGUARDED.map(({ route }) => route.path)).toEqual([
      '/forgotusername',
      '/errorPage',
      '/login',
      '/logout',
      '/logoutSf',
      '/ResetPassword',
      '/pwreset',
      '/signin-callback',
    ]);
  });

  it.each(['/no-such-page', '/home/extra', '/chapter/a/b', '/%E0%A4%A'])('sends the unknown path %s to /', (path) => {
    expect(decideRoute(stateFor(path))).toEqual(to('/'));
    expect(decideRoute(stateFor(path, { hasValidToken: false }))).toEqual(to('/'));
  });
});

describe('decideRoute step 1: wait for authentication', () => {
  it.each(GUARDED)('waits on $path', ({ path }) => {
    expect(decideRoute(stateFor(path, { isAuthLoading: true }))).toEqual({ kind: 'wait' });
  });
});

/** The speaker route (spec 000 §2 step 10): the one guarded route that checks the speaker registration. */
const SPEAKER_ROUTE: readonly string[] = ROUTES.filter((route) => 'checksSpeakerRegistration' in route && route.checksSpeakerRegistration).map((route) => route.name);

describe('decideRoute: every route signed out', () => {
  const SIGNED_OUT = TABLE_ROUTES.map(({ route, path }) => ({
    route: route.name,
    path,
    expected: !route.isGuarded
      ? allow
      : route.name === 'unknown'
        ? to('/')
        : SPEAKER_ROUTE.includes(route.name)
          ? to('/home') // step 10: 'Unauthenticated users are sent to /home'
          : ({ kind: 'login', returnTo: path } as const),
  }));

  it('has the speaker routes /speakers and the Become a Speaker form among its rows', () => {
    expect(SIGNED_OUT.filter((row) => row.expected.kind === 'redirect' && row.route !== 'unknown').map((row) => row.path)).toEqual([
      '/speakerPage/becomeSpeaker',
      '/speakers',
    ]);
  });

  it.each(SIGNED_OUT)('$path ($route)', ({ path, expected: decision }) => {
    expect(decideRoute(stateFor(path, { hasValidToken: false, permissions: undefined }))).toEqual(decision);
  });
});

describe('decideRoute step 2: login redirect without a valid token', () => {
  it.each(GUARDED.filter(({ route }) => !SPEAKER_ROUTE.includes(route.name)))('starts a login on $path', ({ path }) => {
    expect(decideRoute(stateFor(path, { hasValidToken: false, permissions: undefined }))).toEqual({ kind: 'login', returnTo: path });
  });

  it('returns to the path with its query', () => {
    expect(decideRoute(stateFor('/memberProfile?memberId=x&name=y', { hasValidToken: false }))).toEqual({
      kind: 'login',
      returnTo: '/memberProfile?memberId=x&name=y',
    });
  });

  it('never allows a guarded route without a token, a finished load and a permission result (property)', () => {
    const pathArb = fc.oneof(
      fc.constantFrom(...ROUTE_SAMPLES.map((s) => s.path), '/', '/x', '//', '/forum/exercise'),
      fc.string().map((s) => `/${s}`),
    );
    fc.assert(
      fc.property(pathArb, fc.string(), fc.boolean(), fc.boolean(), fc.boolean(), (path, search, isAuthLoading, hasValidToken, hasPermissions) => {
        const decision = decideRoute(
          stateFor('/', { path, search, isAuthLoading, hasValidToken, permissions: hasPermissions ? permissionsOf() : undefined, storedForwardTo: search }),
        );
        if (decision.kind !== 'allow') return;
        const match = matchRoute(path);
        expect(match).toBeDefined();
        if (match?.route.isGuarded) {
          expect(isAuthLoading).toBe(false);
          expect(hasValidToken).toBe(true);
          expect(hasPermissions).toBe(true);
        }
      }),
    );
  });
});

describe('decideRoute: missing permission result (failed, empty or null answer)', () => {
  // spec 000 §4, §8: a failed load, an empty answer (200/204 without a body: no data) and JSON null all log out.
  const ANSWERS = [
    { answer: 'failed or empty', permissions: undefined },
    { answer: 'null', permissions: null },
    { answer: 'no permissions object', permissions: { communities: [] } as unknown as PermissionsResult },
  ];
  const ROWS = GUARDED.flatMap(({ path }) => ANSWERS.map((row) => ({ ...row, path })));

  it.each(ROWS)('logs out on $path with the connection text ($answer answer)', ({ path, permissions }) => {
    expect(decideRoute(stateFor(path, { permissions }))).toEqual({ kind: 'logout', message: 'Unable to connect to the serve' });
  });
});

describe('decideRoute step 3: young members', () => {
  it('sends YNG users to the external community site before any other rule', () => {
    const permissions = permissionsOf({ isYngMember: true, isProspect: true, hasConnectAccess: false });
    expect(decideRoute(stateFor('/home', { permissions }))).toEqual(ext('https://yng.example/community'));
  });
});

describe('decideRoute step 4: no connect access and no speaker view', () => {
  it('sends the user to /errorPage', () => {
    expect(decideRoute(stateFor('/home', { permissions: permissionsOf({ hasConnectAccess: false }) }))).toEqual(to('/errorPage'));
  });

  it('comes before the payment redirect (a prospect without connect access)', () => {
    const permissions = permissionsOf({ hasConnectAccess: false, isProspect: true });
    expect(decideRoute(stateFor('/home', { permissions }))).toEqual(to('/errorPage'));
  });

  it('lets a speaker-view user without connect access through', () => {
    const permissions = permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true });
    expect(decideRoute(stateFor('/speakerPage/speakerProfile', { permissions }))).toEqual(allow);
  });
});

describe('decideRoute step 5: prospects and pending resignation', () => {
  it.each([{ isProspect: true }, { isPendingResignation: true }])('sends %o to the payment address', (flags) => {
    expect(decideRoute(stateFor('/chapterStudio', { permissions: permissionsOf(flags) }))).toEqual(ext('https://payments.example/renew'));
  });

  it('comes before a forward-to address', () => {
    const state = stateFor('/', { permissions: permissionsOf({ isProspect: true }), storedForwardTo: '/events' });
    expect(decideRoute(state)).toEqual(ext('https://payments.example/renew'));
  });
});

describe('decideRoute step 6: forward-to address', () => {
  it('honours a stored forward-to address', () => {
    expect(decideRoute(stateFor('/', { storedForwardTo: '/chapter/c-1?postId=p' }))).toEqual(to('/chapter/c-1?postId=p'));
  });

  it('opens a fromURI path, ahead of the stored address', () => {
    expect(decideRoute(stateFor('/authConnect?fromURI=%2Fevents', { storedForwardTo: '/home' }))).toEqual(to('/events'));
  });

  it('registers the user in the training system first for an LMS address', () => {
    const state = stateFor(`/authConnect/lms?fromURI=${encodeURIComponent('https://lms.example/course/7?x=1')}`);
    expect(decideRoute(state)).toEqual({ kind: 'registerLms', href: 'https://lms.example/course/7?x=1', onFailure: '/errorPage' });
  });

  it('sends portal paths to the portal host', () => {
    expect(decideRoute(stateFor('/', { storedForwardTo: '/portal/invoices?year=2026' }))).toEqual(
      ext('https://portal.example/portal/invoices?year=2026'),
    );
  });

  it('sends portal profile paths to the member profile', () => {
    expect(decideRoute(stateFor('/', { storedForwardTo: '/portal/profile?memberId=m-9' }))).toEqual(to('/memberProfile?memberId=m-9'));
    expect(decideRoute(stateFor('/', { storedForwardTo: '/portal/profile' }))).toEqual(to(`/memberProfile?memberId=${ME}`));
  });

  it('opens trusted absolute addresses', () => {
    expect(decideRoute(stateFor('/', { storedForwardTo: 'https://partners.example/offer' }))).toEqual(ext('https://partners.example/offer'));
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'events',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/..//evil.example',
  ])(
    'ignores the untrusted address %s and carries on',
    (address) => {
      expect(decideRoute(stateFor('/', { storedForwardTo: address }))).toEqual(to('/home'));
      expect(decideRoute(stateFor(`/events?fromURI=${encodeURIComponent(address)}`))).toEqual(allow);
    },
  );

  it('sends an unknown forward path to /', () => {
    expect(decideRoute(stateFor('/', { storedForwardTo: '/nowhere' }))).toEqual(to('/'));
  });

  it('treats a forward-to address equal to the current location as honoured', () => {
    expect(decideRoute(stateFor('/', { storedForwardTo: '/' }))).toEqual(to('/home'));
  });

  it('drops fromURI when forwarding to the same page', () => {
    expect(decideRoute(stateFor('/events?fromURI=%2Fevents%3Fa%3D1&a=1'))).toEqual(to('/events?a=1'));
  });

  it('honours the stored address on the landing only, so a stale one cannot loop', () => {
    expect(decideRoute(stateFor('/memberConnections', { storedForwardTo: '/follows' }))).toEqual(allow);
    expect(decideRoute(stateFor('/home', { storedForwardTo: '/events' }))).toEqual(allow);
  });
});

describe('decideRoute step 7: landing without a forward-to address', () => {
  it('sends a speaker-view user to the speaker profile', () => {
    const permissions = permissionsOf({ isNonMemberSpeaker: true });
    expect(decideRoute(stateFor('/', { permissions, speakerId: SPEAKER_ID }))).toEqual(SPEAKER_PROFILE);
  });

  it('lands a chapter manager who can view the chapter studio there', () => {
    const permissions = permissionsOf({ canViewChapterStudioPage: true }, ['Chapter Manager']);
    expect(decideRoute(stateFor('/', { permissions }))).toEqual(to('/chapterStudio'));
  });

  it('lands a user who can view the chapter studio but is not a chapter manager on /home', () => {
    const permissions = permissionsOf({ canViewChapterStudioPage: true, userRoles: ['Member', 'Chapter Administrator'] });
    expect(decideRoute(stateFor('/', { permissions }))).toEqual(to('/home'));
  });

  it('lands a chapter manager without the view permission on /home', () => {
    expect(decideRoute(stateFor('/', { permissions: permissionsOf({}, ['Chapter Manager']) }))).toEqual(to('/home'));
  });

  it('keeps a speaker-view user without connect access inside the speaker area', () => {
    const permissions = permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true });
    expect(decideRoute(stateFor('/memberDirectoryPage', { permissions, speakerId: SPEAKER_ID }))).toEqual(SPEAKER_PROFILE);
    expect(decideRoute(stateFor('/version', { permissions }))).toEqual(allow);
  });
});

describe('decideRoute step 8: connect-plus community kinds', () => {
  it('sends a redirected kind to its external address, with or without a community id', () => {
    expect(decideRoute(stateFor('/community/c%2F5'))).toEqual(ext('https://connectplus.example/community/c%2F5'));
    expect(decideRoute(stateFor('/community'))).toEqual(ext('https://connectplus.example/community/'));
  });

  it('leaves other kinds in the app', () => {
    expect(decideRoute(stateFor('/chapter/c-1'))).toEqual(allow);
    const config: GuardConfig = { ...CONFIG, connectPlusCommunities: {} };
    expect(decideRoute(stateFor('/community/c-1', { config }))).toEqual(allow);
  });
});

describe('decideRoute step 9: chapter studio permissions', () => {
  it.each([
    ['/chapterStudio', { canViewChapterStudioPage: true }, allow],
    ['/chapterStudio', { canManageChapterStudio: true }, to('/home')],
    ['/manageAnnouncements', { canManageChapterStudio: true }, allow],
    ['/manageAnnouncements', { canViewChapterStudioPage: true }, to('/home')],
    ['/createAnnouncement/a-1', { canManageChapterStudio: true }, allow],
    ['/createAnnouncement', { canViewChapterStudioPage: true }, to('/home')],
  ] as const)('%s with %o', (path, flags, decision) => {
    expect(decideRoute(stateFor(path, { permissions: permissionsOf(flags) }))).toEqual(decision);
  });
});

describe('decideRoute step 10: speaker registration status', () => {
  it.each(['A', 'P'])('sends status %s home', (status) => {
    expect(decideRoute(stateFor('/speakers', { speakerRegistrationStatus: status }))).toEqual(to('/home'));
  });

  it('sends unauthenticated users on the speaker route to /home, after waiting for authentication', () => {
    expect(decideRoute(stateFor('/speakers', { hasValidToken: false, permissions: undefined }))).toEqual(to('/home'));
    expect(decideRoute(stateFor('/speakers?x=1', { hasValidToken: false, permissions: undefined }))).toEqual(to('/home'));
    expect(decideRoute(stateFor('/speakers', { isAuthLoading: true, hasValidToken: false }))).toEqual({ kind: 'wait' });
  });

  it.each([undefined, null, 'D', ''])('sends status %s on to the external registration', (status) => {
    expect(decideRoute(stateFor('/speakers', { speakerRegistrationStatus: status }))).toEqual(ext('https://speakers.example/register'));
  });
});

describe('decideRoute: route redirects', () => {
  it('keeps the CFF search in the app and sends any other search out', () => {
    expect(decideRoute(stateFor('/speakerPage/searchSpeakers?speakersWhoAre=IsCFFSpeaker'))).toEqual(allow);
    expect(decideRoute(stateFor('/speakerPage/searchSpeakers?speakersWhoAre=Other'))).toEqual(ext('https://speakers.example/search'));
  });

  it('sends /myProfile to /errorPage when the user id is unknown', () => {
    expect(decideRoute(stateFor('/myProfile', { currentUserId: undefined }))).toEqual(to('/errorPage'));
  });

  it('matches paths case-insensitively and ignores a trailing slash', () => {
    expect(decideRoute(stateFor('/Follows/'))).toEqual(to('/memberConnections'));
  });
});
