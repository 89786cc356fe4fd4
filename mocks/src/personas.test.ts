/** Persona catalogue checks: one per user kind (spec 000 §1), flags consistent with the route guard. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_SECURITY_ANSWER, PERSONA_PASSWORD, findPersonaByKind, findPersonaBySub, findPersonaByUsername, personas } from './personas.ts';
import type { Persona } from './personas.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// spec 000 §1 user kinds, in the spec's order.
const KINDS = [
  'member',
  'spouse-partner',
  'team-member',
  'team-member-product-management',
  'chapter-manager',
  'chapter-administrator',
  'group-super-admin',
  'regional-officer',
  'prp-admin',
  'prp-member',
  'community-admin',
  'young-member',
  'prospect',
  'pending-resignation',
  'former-member',
  'non-member-speaker',
  'speaker-applicant',
  'impersonator',
  // Not a kind of spec 000 §1: a member who has accepted nothing yet (privacy policy, terms, cookies).
  'first-sign-in',
  // Not a kind of spec 000 §1 either: a member not assigned to the client application (spec 000 §5).
  'not-assigned',
];

function persona(kind: string): Persona {
  const found = findPersonaByKind(kind);
  if (!found) throw new Error(`no persona ${kind}`);
  return found;
}

function allRoles(p: Persona): Set<string> {
  const names = new Set(p.permissionsResult.permissions.userRoles);
  for (const c of p.permissionsResult.communities) for (const r of c.roles) names.add(r);
  return names;
}

describe('personas', () => {
  it('has exactly one persona per user kind of spec 000 §1', () => {
    expect(personas.map((p) => p.kind).sort()).toEqual([...KINDS].sort());
  });

  it('has unique usernames and person ids, GUID ids and .example emails, one documented password', () => {
    expect(new Set(personas.map((p) => p.username)).size).toBe(personas.length);
    expect(new Set(personas.map((p) => p.personId)).size).toBe(personas.length);
    for (const p of personas) {
      expect(p.personId).toMatch(GUID);
      expect(p.email).toMatch(/^[a-z.-]+@[a-z-]+\.example$/);
      expect(p.password).toBe(PERSONA_PASSWORD);
      expect(p.username).toMatch(/^[a-z]+\.[a-z]+$/);
    }
  });

  it('uses the fictional network ids of docs/contracts.md', () => {
    expect(persona('member').personId).toBe('5d1f6a2e-3c4b-4f7a-9e21-0a0000000001');
    expect(persona('member').username).toBe('amara.okafor');
    expect(persona('chapter-manager').personId).toBe('5d1f6a2e-3c4b-4f7a-9e21-0a0000000002');
    expect(persona('spouse-partner').personId).toBe('5d1f6a2e-3c4b-4f7a-9e21-0a0000000004');
    expect(persona('regional-officer').personId).toBe('5d1f6a2e-3c4b-4f7a-9e21-0a0000000005');
    expect(persona('prp-member').personId).toBe('5d1f6a2e-3c4b-4f7a-9e21-0a0000000006');
    expect(persona('prp-admin').personId).toBe('5d1f6a2e-3c4b-4f7a-9e21-0a0000000007');
    expect(persona('non-member-speaker').speakerId).toBe('5a000000-0000-4000-8000-000000000001');
    expect(persona('prospect').personId).toBe('7b000000-0000-4000-8000-000000000001');
  });

  it('finds personas by username (case-insensitive) and by sub', () => {
    expect(findPersonaByUsername('  Amara.Okafor ')?.kind).toBe('member');
    expect(findPersonaBySub('5D1F6A2E-3C4B-4F7A-9E21-0A0000000002')?.kind).toBe('chapter-manager');
    expect(findPersonaByUsername('nobody')).toBeUndefined();
    expect(findPersonaBySub('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('gives each kind the flags the route guard needs (spec 000 §2)', () => {
    expect(persona('young-member').permissionsResult.permissions.isYngMember).toBe(true);
    expect(persona('prospect').permissionsResult.permissions).toMatchObject({ isProspect: true, hasConnectAccess: true });
    expect(persona('pending-resignation').permissionsResult.permissions).toMatchObject({
      isPendingResignation: true,
      hasConnectAccess: true,
    });
    expect(persona('former-member').permissionsResult.permissions).toMatchObject({
      hasConnectAccess: false,
      isNonMemberSpeaker: false,
    });
    expect(persona('former-member').speakerRegistrationStatus).toBeNull();
    expect(persona('non-member-speaker').permissionsResult.permissions).toMatchObject({
      hasConnectAccess: false,
      isNonMemberSpeaker: true,
    });
    expect(persona('speaker-applicant').speakerRegistrationStatus).toBe('P');
    expect(persona('speaker-applicant').permissionsResult.permissions.hasConnectAccess).toBe(true);
    expect(persona('impersonator').permissionsResult.permissions.canImpersonate).toBe(true);

    const manager = persona('chapter-manager');
    expect(manager.permissionsResult.permissions).toMatchObject({ canViewChapterStudioPage: true, canManageChapterStudio: true });
    const harbor = manager.permissionsResult.communities.find((c) => c.name === 'Harbor City Chapter');
    expect(harbor?.roles).toContain('Chapter Manager');

    expect(allRoles(persona('group-super-admin')).has('Group Super Admin')).toBe(true);
    expect(allRoles(persona('team-member-product-management')).has('Team Member Product Management')).toBe(true);
    expect(allRoles(persona('chapter-administrator')).has('Chapter Administrator')).toBe(true);
    expect(allRoles(persona('spouse-partner')).has('Spouse Partner')).toBe(true);
    expect(allRoles(persona('team-member')).has('Team Member')).toBe(true);
    expect(persona('prp-admin').prpRole).toEqual({ isAdmin: true, isMember: false });
    expect(persona('prp-member').prpRole).toEqual({ isAdmin: false, isMember: true });
    expect(persona('regional-officer').waiverRoles).toContain('Regional Officer');
    expect(persona('community-admin').adminCommunityIds).toHaveLength(1);
  });

  it('has one persona not assigned to the app, who would otherwise be a member (spec 000 §5)', () => {
    expect(personas.filter((p) => p.isAssignedToApp === false).map((p) => p.kind)).toEqual(['not-assigned']);
    expect(persona('not-assigned').permissionsResult.permissions).toMatchObject({ hasConnectAccess: true, userRoles: ['Member'] });
  });

  it('provisions every persona with the default security answer but one with their own (spec 000 §5)', () => {
    expect(personas.filter((p) => p.securityAnswer !== undefined).map((p) => p.kind)).toEqual(['prp-admin']);
    expect(persona('prp-admin').securityAnswer).not.toBe(DEFAULT_SECURITY_ANSWER);
  });

  it('only lets the young-member, prospect and pending-resignation kinds be kept out of the app (spec 000 §1)', () => {
    const keptOut = personas
      .filter(({ permissionsResult: { permissions: p } }) => p.isYngMember || p.isProspect || p.isPendingResignation)
      .map((p) => p.kind)
      .sort();
    expect(keptOut).toEqual(['pending-resignation', 'prospect', 'young-member']);
  });

  it('serves permission results in the shape of PermissionsResult (openapi/communities.yaml)', () => {
    const doc = parse(readFileSync(new URL('../../openapi/communities.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, { required: string[]; enum?: string[] }> };
    };
    const { Permissions, UserCommunity, PermissionsResult, CommunityType } = doc.components.schemas;
    const communityIds = new Set(
      [...readFileSync(new URL('../../docs/contracts.md', import.meta.url), 'utf8').matchAll(/`(00000000-0000-4000-8000-00000000c\d{3})`/g)].map(
        (m) => m[1],
      ),
    );
    for (const p of personas) {
      const result = p.permissionsResult;
      expect(Object.keys(result).sort()).toEqual([...PermissionsResult!.required].sort());
      expect(Object.keys(result.permissions).sort()).toEqual([...Permissions!.required].sort());
      for (const c of result.communities) {
        expect(Object.keys(c).sort()).toEqual([...UserCommunity!.required].sort());
        expect(CommunityType!.enum).toContain(c.communityType);
        expect(communityIds.has(c.communityId)).toBe(true);
      }
    }
  });
});
