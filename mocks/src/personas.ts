/**
 * Sandbox personas: one per user kind of spec 000 §1, plus a first-sign-in member who has accepted
 * nothing yet (profile domain) and a member not assigned to the client application, whom the
 * sign-in page refuses (spec 000 §5). The local IdP signs them in; the mock
 * gateway serves each one's `permissionsResult` (shape of `PermissionsResult` in
 * openapi/communities.yaml). Names, ids and places are fictional (docs/contracts.md).
 */
import type { communities } from '@ypo/sdk';
import type { WaiverRole } from '@ypo/headless/waiver-machine';

type Schemas = communities.components['schemas'];
/** Community kinds (spec 000 §1; contract `CommunityType`). */
export type CommunityType = Schemas['CommunityType'];

/** Role names as the server sends them (spec 000 §6). */
export type RoleName =
  | 'Member'
  | 'Team Member'
  | 'Chapter Administrator'
  | 'Spouse Partner'
  | 'Chapter Manager'
  | 'Group Super Admin'
  | 'Team Member Product Management';

/** Waiver roles (spec 002 §6): the machine's. */
export type { WaiverRole };

/** Permission flags (spec 000 §3; contract `Permissions`). */
export type Permissions = Schemas['Permissions'];

/** One of the user's communities (contract `UserCommunity`). */
export type UserCommunity = Schemas['UserCommunity'];

/** Permissions result (spec 000 §3; contract `PermissionsResult`). */
export type PermissionsResult = Schemas['PermissionsResult'];

/** Speaker registration status used by the guard (spec 000 §4, spec 002 §4): A, P, or none. */
export type SpeakerRegistrationStatus = 'A' | 'P' | null;

/** A sandbox user: login, identity claims and the world the mocks serve for them. */
export interface Persona {
  /** Stable kebab-case key of the user kind (spec 000 §1). */
  kind: string;
  /** Short description of the kind. */
  description: string;
  /** Login name typed on the IdP sign-in page. */
  username: string;
  /** Password (the same for every persona: {@link PERSONA_PASSWORD}). */
  password: string;
  /**
   * Assigned to the client application (the web app); default true. The sign-in page shows the
   * 'not assigned' (limited-release) text to a persona who is not (spec 000 §5, §8).
   */
  isAssignedToApp?: boolean;
  /**
   * The persona's own answer to the further security question. Unset: the account is provisioned
   * with the fixed default answer the app sends (spec 000 §5, {@link DEFAULT_SECURITY_ANSWER}).
   */
  securityAnswer?: string;
  /** Person id; the IdP's `sub` and `memberId` claims. */
  personId: string;
  /** Speaker id: the speaker id for the non-member speaker, the person id for member speakers. */
  speakerId: string | null;
  givenName: string;
  familyName: string;
  email: string;
  /** Served by GetUserPermissionsAndCommunities (spec 000 §7). */
  permissionsResult: PermissionsResult;
  /** Speaker registration status (spec 000 §4, spec 002 §4). */
  speakerRegistrationStatus: SpeakerRegistrationStatus;
  /** Peer-review-panel role (spec 002 §6). */
  prpRole: { isAdmin: boolean; isMember: boolean };
  /** Waiver workflow roles (spec 002 §6). */
  waiverRoles: WaiverRole[];
  /** Communities this persona administers (Community summary `isAdmin`, spec 000 §3). */
  adminCommunityIds: string[];
  /** Where the route guard (spec 000 §2) sends the persona after sign-in. */
  expectedLanding: string;
}

/** The one documented password of every persona (meets spec 000 §5 new-password rules). */
export const PERSONA_PASSWORD = 'Connect-2026!';

/**
 * The fixed default security answer accounts are provisioned with (spec 000 §5: 'Security answer
 * is sent as a fixed default value'). The app sends the value of its configuration
 * (`VITE_DEFAULT_SECURITY_ANSWER`, apps/web/src/config/read-env.ts), whose local default is this one.
 */
export const DEFAULT_SECURITY_ANSWER = 'Blue Heron';

/** Community catalogue, ids from docs/contracts.md. */
export const COMMUNITIES = {
  home: { communityId: '00000000-0000-4000-8000-00000000c001', name: 'Home', communityType: 'home' },
  harborCity: { communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter', communityType: 'chapter' },
  northwindGold: { communityId: '00000000-0000-4000-8000-00000000c102', name: 'Northwind Gold Chapter', communityType: 'chapter' },
  lakeshore: { communityId: '00000000-0000-4000-8000-00000000c103', name: 'Lakeshore Integrated Chapter', communityType: 'chapter' },
  atlantic: { communityId: '00000000-0000-4000-8000-00000000c201', name: 'Atlantic Region', communityType: 'region' },
  blueHeron: { communityId: '00000000-0000-4000-8000-00000000c301', name: 'Forum Blue Heron', communityType: 'forum' },
  familyBusiness: { communityId: '00000000-0000-4000-8000-00000000c401', name: 'Family Business Network', communityType: 'network' },
  impactInvesting: { communityId: '00000000-0000-4000-8000-00000000c402', name: 'Impact Investing Network', communityType: 'network' },
  sustainability: { communityId: '00000000-0000-4000-8000-00000000c501', name: 'Sustainability Champions', communityType: 'champion' },
  mentoring: { communityId: '00000000-0000-4000-8000-00000000c601', name: 'Mentoring Group', communityType: 'group' },
  businesses: { communityId: '00000000-0000-4000-8000-00000000c701', name: 'Businesses', communityType: 'businesses' },
} as const satisfies Record<string, Omit<UserCommunity, 'roles'>>;

type CommunityKey = keyof typeof COMMUNITIES;

/** A community of the catalogue with the persona's roles in it. */
function community(key: CommunityKey, ...roles: RoleName[]): UserCommunity {
  return { ...COMMUNITIES[key], roles };
}

const NO_PERMISSIONS: Permissions = {
  isProspect: false,
  isPendingResignation: false,
  hasConnectAccess: true,
  isNonMemberSpeaker: false,
  canImpersonate: false,
  userRoles: [],
  canViewChapterStudioPage: false,
  canManageChapterStudio: false,
  isChaptersAndRegionsTeamMember: false,
  isYngMember: false,
};

/** Permission flags: connect access and nothing else unless overridden. */
export function permissionsWith(overrides: Partial<Permissions>): Permissions {
  return { ...NO_PERMISSIONS, ...overrides };
}

/** The fields every persona shares unless it overrides them. */
const DEFAULTS = {
  password: PERSONA_PASSWORD,
  speakerId: null,
  speakerRegistrationStatus: null,
  prpRole: { isAdmin: false, isMember: false },
  waiverRoles: [],
  adminCommunityIds: [],
  expectedLanding: '/home',
} satisfies Partial<Persona>;

/** The full Harbor City member world (the example of openapi/communities.yaml). */
const AMARA_COMMUNITIES: UserCommunity[] = [
  community('home', 'Member'),
  community('harborCity', 'Member'),
  community('blueHeron', 'Member'),
  community('familyBusiness', 'Member'),
  community('atlantic', 'Member'),
  community('sustainability', 'Member'),
  community('mentoring', 'Member'),
  community('businesses', 'Member'),
];

/** Every sandbox persona: one per user kind of spec 000 §1, then the first-sign-in and the not-assigned member. */
export const personas: readonly Persona[] = [
  {
    ...DEFAULTS,
    kind: 'member',
    description: 'Member of Harbor City Chapter',
    username: 'amara.okafor',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001',
    givenName: 'Amara',
    familyName: 'Okafor',
    email: 'amara.okafor@harborcity.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'] }),
      communities: AMARA_COMMUNITIES,
    },
  },
  {
    ...DEFAULTS,
    kind: 'spouse-partner',
    description: 'Spouse/partner of Amara Okafor',
    username: 'daniel.okafor',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000004',
    givenName: 'Daniel',
    familyName: 'Okafor',
    email: 'daniel.okafor@harborcity.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Spouse Partner'] }),
      communities: [community('home', 'Spouse Partner'), community('harborCity', 'Spouse Partner')],
    },
  },
  {
    ...DEFAULTS,
    kind: 'team-member',
    description: 'Staff team member of the chapters and regions team',
    username: 'kwame.asante',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000008',
    givenName: 'Kwame',
    familyName: 'Asante',
    email: 'kwame.asante@network-staff.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Team Member'], isChaptersAndRegionsTeamMember: true }),
      communities: [community('home', 'Team Member'), community('atlantic', 'Team Member')],
    },
  },
  {
    ...DEFAULTS,
    kind: 'team-member-product-management',
    description: 'Staff team member of product management',
    username: 'sofia.marchetti',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000009',
    givenName: 'Sofia',
    familyName: 'Marchetti',
    email: 'sofia.marchetti@network-staff.example',
    permissionsResult: {
      // spec 000 §6: team member product management is read from community roles.
      permissions: permissionsWith({ userRoles: ['Team Member', 'Team Member Product Management'] }),
      communities: [community('home', 'Team Member', 'Team Member Product Management'), community('businesses', 'Team Member')],
    },
  },
  {
    ...DEFAULTS,
    kind: 'chapter-manager',
    description: 'Chair of Harbor City Chapter: chapter manager and administrator, runs the chapter studio',
    username: 'bruno.lindqvist',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002',
    givenName: 'Bruno',
    familyName: 'Lindqvist',
    email: 'bruno.lindqvist@harborcity.example',
    permissionsResult: {
      // spec 000 §6: chapter manager read from community roles; studio view and manage flags.
      permissions: permissionsWith({
        userRoles: ['Member', 'Chapter Administrator', 'Chapter Manager'],
        canViewChapterStudioPage: true,
        canManageChapterStudio: true,
      }),
      communities: [
        community('home', 'Member'),
        community('harborCity', 'Member', 'Chapter Administrator', 'Chapter Manager'),
        community('blueHeron', 'Member'),
        community('atlantic', 'Member'),
        community('businesses', 'Member'),
      ],
    },
    waiverRoles: ['Chapter Officer'],
    adminCommunityIds: [COMMUNITIES.harborCity.communityId],
    expectedLanding: '/chapterStudio',
  },
  {
    ...DEFAULTS,
    kind: 'chapter-administrator',
    description: 'Chapter administrator of Northwind Gold Chapter (no chapter studio)',
    username: 'chen.weiling',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003',
    givenName: 'Wei-Ling',
    familyName: 'Chen',
    email: 'chen.weiling@northwind.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member', 'Chapter Administrator'] }),
      communities: [
        community('home', 'Member'),
        community('northwindGold', 'Member', 'Chapter Administrator'),
        community('impactInvesting', 'Member'),
        community('businesses', 'Member'),
      ],
    },
    waiverRoles: ['Chapter Officer'],
    adminCommunityIds: [COMMUNITIES.northwindGold.communityId],
  },
  {
    ...DEFAULTS,
    kind: 'group-super-admin',
    description: 'Group super administrator; may allow impersonation (spec 000 §6)',
    username: 'ines.delacroix',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000010',
    givenName: 'Ines',
    familyName: 'Delacroix',
    email: 'ines.delacroix@network-staff.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Team Member', 'Group Super Admin'] }),
      communities: [community('home', 'Team Member', 'Group Super Admin'), community('mentoring', 'Group Super Admin')],
    },
    adminCommunityIds: [COMMUNITIES.mentoring.communityId],
  },
  {
    ...DEFAULTS,
    kind: 'regional-officer',
    description: 'Atlantic Region officer; comments on waivers',
    username: 'esperanza.ruiz',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000005',
    givenName: 'Esperanza',
    familyName: 'Ruiz',
    email: 'esperanza.ruiz@atlantic.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'] }),
      communities: [
        community('home', 'Member'),
        community('lakeshore', 'Member'),
        community('atlantic', 'Member'),
        community('businesses', 'Member'),
      ],
    },
    waiverRoles: ['Regional Officer', 'Regional Member Officer'],
    // spec 002 §2: an approved member speaker (the speaker profile's member section, docs/speakers.md).
    speakerRegistrationStatus: 'A',
  },
  {
    ...DEFAULTS,
    kind: 'prp-admin',
    description: 'Peer-review-panel admin; routes and finalises waivers',
    username: 'greta.novak',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000007',
    givenName: 'Greta',
    familyName: 'Novak',
    email: 'greta.novak@lakeshore.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'] }),
      communities: [community('home', 'Member'), community('lakeshore', 'Member'), community('businesses', 'Member')],
    },
    prpRole: { isAdmin: true, isMember: false },
    waiverRoles: ['PRP Admin'],
    // Chose her own answer: the fixed default is refused and the app asks her (docs/account-and-recovery.md).
    securityAnswer: 'Copper Kettle',
  },
  {
    ...DEFAULTS,
    kind: 'prp-member',
    description: 'Peer-review-panel member; votes on waivers',
    username: 'farid.haddad',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000006',
    givenName: 'Farid',
    familyName: 'Haddad',
    email: 'farid.haddad@northwind.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'] }),
      communities: [community('home', 'Member'), community('northwindGold', 'Member'), community('businesses', 'Member')],
    },
    prpRole: { isAdmin: false, isMember: true },
    waiverRoles: ['PRP member'],
  },
  {
    ...DEFAULTS,
    kind: 'community-admin',
    description: 'Member who administers Family Business Network',
    username: 'lucia.ferreira',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000011',
    givenName: 'Lucia',
    familyName: 'Ferreira',
    email: 'lucia.ferreira@harborcity.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'] }),
      communities: [
        community('home', 'Member'),
        community('harborCity', 'Member'),
        community('familyBusiness', 'Member'),
        community('businesses', 'Member'),
      ],
    },
    adminCommunityIds: [COMMUNITIES.familyBusiness.communityId],
  },
  {
    ...DEFAULTS,
    kind: 'young-member',
    description: 'Young-member (YNG) group member; not allowed into the app (spec 000 §1)',
    username: 'noah.bergstrom',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000012',
    givenName: 'Noah',
    familyName: 'Bergstrom',
    email: 'noah.bergstrom@harborcity.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'], isYngMember: true }),
      communities: [community('home', 'Member')],
    },
    expectedLanding: 'external young-member community site',
  },
  {
    ...DEFAULTS,
    kind: 'prospect',
    description: 'Prospective member with a waiver requested; sent to payment',
    username: 'ingrid.solberg',
    personId: '7b000000-0000-4000-8000-000000000001',
    givenName: 'Ingrid',
    familyName: 'Solberg',
    email: 'ingrid.solberg@solbergtimber.example',
    permissionsResult: {
      permissions: permissionsWith({ isProspect: true }),
      communities: [],
    },
    expectedLanding: 'payment redirect address',
  },
  {
    ...DEFAULTS,
    kind: 'pending-resignation',
    description: 'Member whose resignation is pending; sent to payment',
    username: 'tomas.varga',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000013',
    givenName: 'Tomas',
    familyName: 'Varga',
    email: 'tomas.varga@lakeshore.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'], isPendingResignation: true }),
      communities: [community('home', 'Member'), community('lakeshore', 'Member')],
    },
    expectedLanding: 'payment redirect address',
  },
  {
    ...DEFAULTS,
    kind: 'former-member',
    description: 'Former member: no connect access, not a speaker',
    username: 'oscar.lindgren',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000014',
    givenName: 'Oscar',
    familyName: 'Lindgren',
    email: 'oscar.lindgren@northwind.example',
    permissionsResult: {
      // spec 000 §2 guard rule 4: neither connect access nor speaker view -> /errorPage.
      permissions: permissionsWith({ hasConnectAccess: false }),
      communities: [],
    },
    expectedLanding: '/errorPage',
  },
  {
    ...DEFAULTS,
    kind: 'non-member-speaker',
    description: 'External (non-member) leadership speaker; speaker view only',
    username: 'hiroshi.tanaka',
    // The external speaker has no member record: the speaker id is the person id and the sub.
    personId: '5a000000-0000-4000-8000-000000000001',
    speakerId: '5a000000-0000-4000-8000-000000000001',
    givenName: 'Hiroshi',
    familyName: 'Tanaka',
    email: 'hiroshi.tanaka@kyotobay.example',
    permissionsResult: {
      // spec 000 §6: a non-member speaker gets a speaker view.
      permissions: permissionsWith({ hasConnectAccess: false, isNonMemberSpeaker: true }),
      communities: [],
    },
    speakerRegistrationStatus: 'A',
    expectedLanding: '/speakerPage/speakerProfile?id=5a000000-0000-4000-8000-000000000001',
  },
  {
    ...DEFAULTS,
    kind: 'speaker-applicant',
    description: 'Member who applied to become a speaker; registration pending (P)',
    username: 'amelie.laurent',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000015',
    speakerId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000015',
    givenName: 'Amelie',
    familyName: 'Laurent',
    email: 'amelie.laurent@harborcity.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'] }),
      communities: [community('home', 'Member'), community('harborCity', 'Member'), community('businesses', 'Member')],
    },
    // spec 002 §4: after a successful application the status is pending (P).
    speakerRegistrationStatus: 'P',
  },
  {
    ...DEFAULTS,
    kind: 'impersonator',
    description: 'Support team member able to impersonate another member',
    username: 'priya.raman',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000016',
    givenName: 'Priya',
    familyName: 'Raman',
    email: 'priya.raman@network-staff.example',
    permissionsResult: {
      // spec 000 §6: canImpersonate comes from permissions.
      permissions: permissionsWith({ userRoles: ['Team Member'], canImpersonate: true }),
      communities: [community('home', 'Team Member'), community('businesses', 'Team Member')],
    },
  },
  {
    ...DEFAULTS,
    kind: 'first-sign-in',
    description: 'Member signing in for the first time, who has not yet accepted the privacy policy, the terms or the cookie policy',
    username: 'leila.moreau',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000017',
    givenName: 'Leila',
    familyName: 'Moreau',
    email: 'leila.moreau@harborcity.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'] }),
      communities: [community('home', 'Member'), community('harborCity', 'Member'), community('businesses', 'Member')],
    },
  },
  {
    ...DEFAULTS,
    kind: 'not-assigned',
    description: 'Member not assigned to the client application (limited release): the sign-in page refuses them',
    username: 'mateo.silva',
    personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000018',
    givenName: 'Mateo',
    familyName: 'Silva',
    email: 'mateo.silva@northwind.example',
    permissionsResult: {
      permissions: permissionsWith({ userRoles: ['Member'] }),
      communities: [community('home', 'Member'), community('northwindGold', 'Member'), community('businesses', 'Member')],
    },
    // spec 000 §5: the identity provider refuses the sign-in with the 'not assigned' text.
    isAssignedToApp: false,
    expectedLanding: "(none): the sign-in page shows the 'not assigned' text",
  },
];

/** The persona with this login name (case-insensitive), if any. */
export function findPersonaByUsername(username: string): Persona | undefined {
  const wanted = username.trim().toLowerCase();
  return personas.find((p) => p.username.toLowerCase() === wanted);
}

/** The persona whose person id is this token subject, if any. */
export function findPersonaBySub(sub: string): Persona | undefined {
  const wanted = sub.toLowerCase();
  return personas.find((p) => p.personId.toLowerCase() === wanted);
}

/** The persona of a user kind, if any. */
export function findPersonaByKind(kind: string): Persona | undefined {
  return personas.find((p) => p.kind === kind);
}

/** A persona's person id, names and email, as the network's member records and the person profile carry them. */
export function personaIdentity(persona: Persona) {
  return { personId: persona.personId, firstName: persona.givenName, familyName: persona.familyName, preferredName: persona.givenName, email: persona.email };
}
