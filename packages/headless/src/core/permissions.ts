import type { communities } from '@ypo/sdk';

type Schemas = communities.components['schemas'];
/** Permissions result of `GetUserPermissionsAndCommunities` (spec 000 §3). */
export type PermissionsResult = Schemas['PermissionsResult'];
/** The permission flags of a {@link PermissionsResult}. */
export type Permissions = Schemas['Permissions'];
/** One of the user's communities in a {@link PermissionsResult}. */
export type UserCommunity = Schemas['UserCommunity'];
/** Community kinds (spec 000 §1). */
export type CommunityType = Schemas['CommunityType'];

/**
 * Whether an answer of `GetUserPermissionsAndCommunities` is a permissions result at all: an
 * empty answer (200 or 204 without a body) or JSON `null` is not, and counts as a failed load
 * (spec 000 §4: logout with 'Unable to connect to the serve').
 */
export function isPermissionsResult(value: unknown): value is PermissionsResult {
  if (typeof value !== 'object' || value === null) return false;
  const { permissions, communities } = value as { permissions?: unknown; communities?: unknown };
  return typeof permissions === 'object' && permissions !== null && Array.isArray(communities);
}

/** Role names as the server sends them (spec 000 §6, spec 001 §6). */
export const ROLE = {
  member: 'Member',
  teamMember: 'Team Member',
  chapterAdministrator: 'Chapter Administrator',
  spousePartner: 'Spouse Partner',
  chapterManager: 'Chapter Manager',
  groupSuperAdmin: 'Group Super Admin',
  teamMemberProductManagement: 'Team Member Product Management',
} as const;

// spec 000 §6: these five may open the Ideas Into Action link.
const IDEAS_INTO_ACTION_ROLES: readonly string[] = [
  ROLE.member,
  ROLE.teamMember,
  ROLE.chapterManager,
  ROLE.chapterAdministrator,
  ROLE.spousePartner,
];

/** What the product derives from a permissions result. */
export interface Roles {
  /** Every role name, from `userRoles` and from the roles of each community. */
  readonly names: ReadonlySet<string>;
  /** Holds the 'Group Super Admin' role. */
  readonly isGroupSuperAdmin: boolean;
  /** Holds the 'Team Member Product Management' role. */
  readonly isTeamMemberProductManagement: boolean;
  /** Holds the 'Chapter Manager' role. */
  readonly isChapterManager: boolean;
  /** Allowed into the main application at all (spec 000 §1 access policy). */
  readonly isAllowedIntoApp: boolean;
  /** `canImpersonate` of the permissions result: may act as another member (spec 000 §6). */
  readonly canImpersonate: boolean;
  /** spec 000 §6: allowing impersonation requires the group super admin role. */
  readonly canAllowImpersonation: boolean;
  /** `canViewChapterStudioPage` of the permissions result: may open the chapter studio. */
  readonly canViewChapterStudio: boolean;
  /** `canManageChapterStudio` of the permissions result: may create and manage announcements. */
  readonly canManageChapterStudio: boolean;
  /** Holds one of the five roles that may open the Ideas Into Action link (spec 000 §6). */
  readonly canOpenIdeasIntoAction: boolean;
}

/** Derives the user's roles and capabilities from the permissions result (spec 000 §6). */
export function rolesOf(result: PermissionsResult): Roles {
  const { permissions } = result;
  const names = new Set<string>(permissions.userRoles);
  for (const community of result.communities) for (const role of community.roles) names.add(role);
  const isGroupSuperAdmin = names.has(ROLE.groupSuperAdmin);
  return {
    names,
    isGroupSuperAdmin,
    isTeamMemberProductManagement: names.has(ROLE.teamMemberProductManagement),
    isChapterManager: names.has(ROLE.chapterManager),
    isAllowedIntoApp: !permissions.isYngMember && !permissions.isProspect && !permissions.isPendingResignation,
    canImpersonate: permissions.canImpersonate,
    canAllowImpersonation: isGroupSuperAdmin,
    canViewChapterStudio: permissions.canViewChapterStudioPage,
    canManageChapterStudio: permissions.canManageChapterStudio,
    canOpenIdeasIntoAction: IDEAS_INTO_ACTION_ROLES.some((role) => names.has(role)),
  };
}

/** Main menu order (spec 000 §1). `forums` lists forum communities, and so on. */
export const MAIN_MENU_ORDER = [
  'home',
  'forum',
  'chapter',
  'network',
  'region',
  'champion',
  'group',
  'businesses',
] as const satisfies readonly CommunityType[];

/** Main menu labels by community kind (spec 000 §1; the order is {@link MAIN_MENU_ORDER}). */
export const menuLabels: Record<CommunityType, string> = {
  home: 'Home',
  forum: 'Forums',
  chapter: 'Chapters',
  network: 'Networks',
  region: 'Regions',
  champion: 'Champions',
  group: 'Groups',
  businesses: 'Businesses',
};

/** Singular kind names shown next to a community. */
export const kindLabels: Record<CommunityType, string> = {
  home: 'Home',
  forum: 'Forum',
  chapter: 'Chapter',
  network: 'Network',
  region: 'Region',
  champion: 'Champion community',
  group: 'Group',
  businesses: 'Businesses',
};

/** Communities list order (spec 000 §1); kinds not listed come last. */
export const COMMUNITIES_LIST_ORDER = [
  'home',
  'chapter',
  'forum',
  'champion',
  'group',
  'network',
  'region',
] as const satisfies readonly CommunityType[];

/** One entry of the main menu: a community kind and the user's communities of that kind. */
export interface MenuSection {
  /** The community kind of the section (chapter, network, ...), in the menu's order. */
  readonly type: CommunityType;
  readonly communities: readonly UserCommunity[];
}

/** The main menu built from the user's communities, in the spec's order, empty kinds left out. */
export function mainMenuOf(result: PermissionsResult): MenuSection[] {
  return MAIN_MENU_ORDER.map((type) => ({
    type,
    communities: result.communities.filter((c) => c.communityType === type),
  })).filter((section) => section.communities.length > 0);
}

/** The user's communities in the communities-list order, by name within a kind. */
export function sortCommunities(list: readonly UserCommunity[]): UserCommunity[] {
  const rank = (type: CommunityType) => {
    const index = (COMMUNITIES_LIST_ORDER as readonly CommunityType[]).indexOf(type);
    return index === -1 ? COMMUNITIES_LIST_ORDER.length : index;
  };
  return [...list].sort((a, b) => rank(a.communityType) - rank(b.communityType) || a.name.localeCompare(b.name));
}
