import { describe, expect, it } from 'vitest';
import { isPermissionsResult, mainMenuOf, rolesOf, sortCommunities, type PermissionsResult } from './permissions';

const base: PermissionsResult = {
  permissions: {
    isProspect: false,
    isPendingResignation: false,
    hasConnectAccess: true,
    isNonMemberSpeaker: false,
    canImpersonate: false,
    userRoles: ['Member'],
    canViewChapterStudioPage: false,
    canManageChapterStudio: false,
    isChaptersAndRegionsTeamMember: false,
    isYngMember: false,
  },
  communities: [
    { communityId: 'g', name: 'Mentoring Group', communityType: 'group', roles: ['Member'] },
    { communityId: 'b', name: 'Businesses', communityType: 'businesses', roles: [] },
    { communityId: 'c2', name: 'Northwind Gold Chapter', communityType: 'chapter', roles: ['Member'] },
    { communityId: 'f', name: 'Forum Blue Heron', communityType: 'forum', roles: ['Member'] },
    { communityId: 'h', name: 'Home', communityType: 'home', roles: [] },
    { communityId: 'c1', name: 'Harbor City Chapter', communityType: 'chapter', roles: ['Chapter Manager'] },
    { communityId: 'r', name: 'Atlantic Region', communityType: 'region', roles: [] },
  ],
};

describe('rolesOf', () => {
  it('reads roles from community roles as well as userRoles', () => {
    const roles = rolesOf(base);
    expect(roles.isChapterManager).toBe(true);
    expect(roles.isGroupSuperAdmin).toBe(false);
    expect([...roles.names].sort()).toEqual(['Chapter Manager', 'Member']);
  });

  it('keeps young members, prospects and pending resignations out of the app', () => {
    expect(rolesOf(base).isAllowedIntoApp).toBe(true);
    for (const flag of ['isYngMember', 'isProspect', 'isPendingResignation'] as const) {
      expect(rolesOf({ ...base, permissions: { ...base.permissions, [flag]: true } }).isAllowedIntoApp).toBe(false);
    }
  });

  it('lets only group super admins allow impersonation', () => {
    const admin = rolesOf({ ...base, permissions: { ...base.permissions, userRoles: ['Group Super Admin'], canImpersonate: true } });
    expect(admin.canAllowImpersonation).toBe(true);
    expect(admin.canImpersonate).toBe(true);
    expect(rolesOf(base).canAllowImpersonation).toBe(false);
  });

  it('gives the Ideas Into Action link to the five named roles only', () => {
    expect(rolesOf(base).canOpenIdeasIntoAction).toBe(true);
    const none = { ...base, communities: [], permissions: { ...base.permissions, userRoles: ['Group Super Admin'] } };
    expect(rolesOf(none).canOpenIdeasIntoAction).toBe(false);
  });
});

describe('role table (spec 000 §6, 001 §6)', () => {
  /** A permissions result whose only role is `role`, given as a user role or as a community role. */
  const withRole = (role: string, where: 'user' | 'community'): PermissionsResult => ({
    permissions: { ...base.permissions, userRoles: where === 'user' ? [role] : [] },
    communities: [{ communityId: 'h', name: 'Home', communityType: 'home', roles: where === 'community' ? [role] : [] }],
  });

  // role: may open Ideas Into Action, may allow impersonation.
  const TABLE: readonly (readonly [string, boolean, boolean])[] = [
    ['Member', true, false],
    ['Team Member', true, false],
    ['Chapter Administrator', true, false],
    ['Spouse Partner', true, false],
    ['Chapter Manager', true, false],
    ['Group Super Admin', false, true],
    ['Team Member Product Management', false, false],
    // Not the server's spelling: no rights (roles match exactly).
    ['member', false, false],
    ['Group super admin', false, false],
  ];

  it.each(TABLE.flatMap(([role, ideas, allow]) => (['user', 'community'] as const).map((where) => [role, where, ideas, allow] as const)))(
    '%s (%s role): Ideas Into Action %s, allow impersonation %s',
    (role, where, ideas, allow) => {
      const roles = rolesOf(withRole(role, where));
      expect(roles.canOpenIdeasIntoAction).toBe(ideas);
      expect(roles.canAllowImpersonation).toBe(allow);
    },
  );

  it('gives neither to someone without roles (an external speaker, a prospect)', () => {
    const speaker = { permissions: { ...base.permissions, userRoles: [], hasConnectAccess: false, isNonMemberSpeaker: true }, communities: [] };
    expect(rolesOf(speaker)).toMatchObject({ canOpenIdeasIntoAction: false, canAllowImpersonation: false });
  });

  it('does not let canImpersonate alone allow impersonation (the group super admin role does)', () => {
    const impersonator = { ...base, permissions: { ...base.permissions, userRoles: ['Team Member'], canImpersonate: true } };
    expect(rolesOf(impersonator)).toMatchObject({ canImpersonate: true, canAllowImpersonation: false });
  });
});

describe('mainMenuOf', () => {
  it('orders kinds home, forums, chapters, networks, regions, champions, groups, businesses and drops empty ones', () => {
    expect(mainMenuOf(base).map((s) => s.type)).toEqual(['home', 'forum', 'chapter', 'region', 'group', 'businesses']);
    expect(mainMenuOf(base)[2]?.communities.map((c) => c.name)).toEqual(['Northwind Gold Chapter', 'Harbor City Chapter']);
  });
});

describe('sortCommunities', () => {
  it('follows the communities list order and names within a kind; unlisted kinds last', () => {
    expect(sortCommunities(base.communities).map((c) => c.name)).toEqual([
      'Home',
      'Harbor City Chapter',
      'Northwind Gold Chapter',
      'Forum Blue Heron',
      'Mentoring Group',
      'Atlantic Region',
      'Businesses',
    ]);
  });
});

describe('isPermissionsResult', () => {
  it('accepts a permissions result', () => {
    expect(isPermissionsResult({ permissions: { hasConnectAccess: true }, communities: [] })).toBe(true);
  });

  it.each([undefined, null, '', {}, { permissions: null, communities: [] }, { permissions: {} }])('rejects %o (an empty or null answer)', (value) => {
    expect(isPermissionsResult(value)).toBe(false);
  });
});
