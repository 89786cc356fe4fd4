import { describe, expect, it } from 'vitest';
import { findPersonaByKind } from '../../personas.ts';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { EMPTY_GUID } from '../helpers.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import type { Caller, Store } from '../types.ts';
import { profileProfessionalDomain } from './profile-professional.ts';

const idOf = (kind: string) => findPersonaByKind(kind)?.personId ?? '';
const fresh = (): Store => seededStore([profileProfessionalDomain]);
const amara = idOf('member');

async function read(store: Store, caller: Caller, operationId: string, personId: string) {
  const res = await call(profileProfessionalDomain, operationId, caller, store, { params: { id: personId } });
  expect(res.status).toBe(200);
  expectMatchesContract(operationId, 200, res.body);
  return res.body as Record<string, unknown[]>;
}

async function write(store: Store, caller: Caller, operationId: string, body: Record<string, unknown>, params: Record<string, string> = {}) {
  expectRequestMatchesContract(operationId, body);
  const res = await call(profileProfessionalDomain, operationId, caller, store, { body, params });
  expect(res.status).toBe(200);
  expectMatchesContract(operationId, 200, res.body);
  return res.body as Record<string, Record<string, unknown>[]>;
}

describe('profile professional collections (spec 002 §3, §6, §7)', () => {
  it('seeds rich collections for the personas and an active position for everyone', async () => {
    const store = fresh();
    const member = callerOf('member');
    const experience = (await read(store, member, 'getProfessionalExperience', amara)).professionalExperience as { isActive: boolean; companyName: string }[];
    expect(experience.length).toBeGreaterThanOrEqual(2);
    expect(experience.some((e) => e.isActive)).toBe(true);
    for (const [op, key] of [
      ['getAccomplishments', 'accomplishments'],
      ['getCompanyInvestments', 'companyInvestments'],
      ['getProfessionalRoles', 'professionalRoles'],
      ['getTrainingAndCertifications', 'trainingAndCertifications'],
    ] as const) {
      expect((await read(store, member, op, amara))[key]?.length).toBeGreaterThan(0);
    }
    // A seeded member without a persona reads the collections derived from their record.
    const other = (store.network as { members: { personId: string; recordType: string }[] }).members.find((m) => m.recordType === 'Member' && !m.personId.startsWith('5d1f6a2e'));
    const derived = (await read(store, member, 'getProfessionalExperience', other?.personId ?? '')).professionalExperience as { isActive: boolean }[];
    expect(derived).toHaveLength(1);
    expect(derived[0]?.isActive).toBe(true);
    expect((await read(store, member, 'getAccomplishments', other?.personId ?? '')).accomplishments).toEqual([]);
  });

  it('is deterministic', async () => {
    const a = await read(fresh(), callerOf('member'), 'getProfessionalRoles', amara);
    const b = await read(fresh(), callerOf('member'), 'getProfessionalRoles', amara);
    expect(a).toEqual(b);
  });

  it('saves, updates and deletes an accomplishment, and another member reads the change', async () => {
    const store = fresh();
    const owner = callerOf('member');
    const saved = await write(store, owner, 'saveAccomplishment', { companyId: EMPTY_GUID, personId: amara, companyName: '  Okafor Logistics ', description: 'Export award.', month: 4, year: 2024 });
    const added = saved.accomplishments?.find((a) => a.description === 'Export award.');
    expect(added?.companyName).toBe('Okafor Logistics');
    expect(added?.companyId).not.toBe(EMPTY_GUID);
    const companyId = String(added?.companyId);
    await write(store, owner, 'updateAccomplishment', { ...added, description: 'Export award 2024.' });
    const seen = (await read(store, callerOf('prp-member'), 'getAccomplishments', amara)).accomplishments as { companyId: string; description: string }[];
    expect(seen.find((a) => a.companyId === companyId)?.description).toBe('Export award 2024.');
    const after = await write(store, owner, 'deleteAccomplishment', { ...added }, { companyId });
    expect(after.accomplishments?.some((a) => a.companyId === companyId)).toBe(false);
  });

  it('keeps a professional experience entry by primaryId with its active flag', async () => {
    const store = fresh();
    const owner = callerOf('member');
    const body = { primaryId: EMPTY_GUID, personId: amara, companyName: 'Harbor Ventures', title: 'Chair', industry: 'Financial Services', startMonth: 2, startYear: 2015, endMonth: 6, endYear: 2019, isActive: false };
    const saved = await write(store, owner, 'saveProfessionalExperience', body);
    const entry = saved.professionalExperience?.find((e) => e.companyName === 'Harbor Ventures');
    expect(entry?.isActive).toBe(false);
    await write(store, owner, 'deleteProfessionalExperience', { ...entry }, { primaryId: String(entry?.primaryId) });
  });

  it.each([
    ['saveAccomplishment', { companyId: EMPTY_GUID, personId: amara, companyName: '   ' }, 'companyName'],
    ['saveTrainingAndCertification', { companyId: EMPTY_GUID, personId: amara, certificationName: 'Board Director', courseName: ' ' }, 'courseName'],
    ['saveProfessionalExperience', { primaryId: EMPTY_GUID, personId: amara, companyName: 'A', startMonth: 5, startYear: 2020, endMonth: 5, endYear: 2020, isActive: false }, 'endYear'],
    ['saveProfessionalExperience', { primaryId: EMPTY_GUID, personId: amara, companyName: 'A', startMonth: 5, startYear: 2020, endMonth: 5, endYear: 2021, isActive: true }, 'endYear'],
    ['saveAccomplishment', { companyId: EMPTY_GUID, personId: amara, companyName: 'A', year: 2999 }, 'year'],
  ])('refuses an invalid %s with 422 on the field', async (operationId, body, field) => {
    await expect(call(profileProfessionalDomain, operationId, callerOf('member'), fresh(), { body })).rejects.toMatchObject({ status: 422, errors: { [field]: expect.any(Array) } });
  });

  it('refuses a delete whose body is another entry, and an unknown entry', async () => {
    const store = fresh();
    const roles = (await read(store, callerOf('member'), 'getProfessionalRoles', amara)).professionalRoles as { companyId: string }[];
    const role = roles[0];
    await expect(call(profileProfessionalDomain, 'deleteProfessionalRole', callerOf('member'), store, { body: role, params: { companyId: EMPTY_GUID } })).rejects.toMatchObject({ status: 422 });
    await expect(call(profileProfessionalDomain, 'updateProfessionalRole', callerOf('member'), store, { body: { ...role, companyId: EMPTY_GUID } })).rejects.toMatchObject({ status: 404 });
  });

  it("lets an admin of the member's chapter edit, and nobody else (spec 002 §6)", async () => {
    const store = fresh();
    const allowed = await call(profileProfessionalDomain, 'canChapterAdminEditProfile', callerOf('chapter-manager'), store, { params: { id: amara } });
    expectMatchesContract('canChapterAdminEditProfile', 200, allowed.body);
    expect(allowed.body).toBe(true);
    const otherChapter = await call(profileProfessionalDomain, 'canChapterAdminEditProfile', callerOf('chapter-administrator'), store, { params: { id: amara } });
    expect(otherChapter.body).toBe(false);
    const peer = await call(profileProfessionalDomain, 'canChapterAdminEditProfile', callerOf('prp-member'), store, { params: { id: amara } });
    expect(peer.body).toBe(false);

    const body = { companyId: EMPTY_GUID, personId: amara, certificationName: 'Board Director Certificate', courseName: 'Board Governance Program', month: 3, year: 2023 };
    const saved = await write(store, callerOf('chapter-manager'), 'saveTrainingAndCertification', body);
    expect(saved.trainingAndCertifications?.some((t) => t.courseName === 'Board Governance Program' && t.month === 3)).toBe(true);
    await expect(call(profileProfessionalDomain, 'saveTrainingAndCertification', callerOf('chapter-administrator'), store, { body })).rejects.toMatchObject({ status: 403 });
    await expect(call(profileProfessionalDomain, 'saveTrainingAndCertification', callerOf('prp-member'), store, { body })).rejects.toMatchObject({ status: 403 });
  });

  it('answers every lookup list of spec 002 §3', async () => {
    const res = await call(profileProfessionalDomain, 'getProfileDropdowns', callerOf('member'), fresh());
    expectMatchesContract('getProfileDropdowns', 200, res.body);
    const lists = res.body as Record<string, { id: string; name: string }[]>;
    for (const key of ['industry', 'presidentType', 'companyType', 'size', 'businessScope', 'familyInterest', 'relationshipStatus', 'addressType', 'emergencyRelation', 'school', 'degree', 'prefix', 'suffix', 'spouseAccess', 'socialNetworkType']) {
      expect(lists[key]?.length, key).toBeGreaterThan(0);
    }
    expect(lists.industry?.map((i) => i.name)).toContain('Transportation and Logistics');
  });

  it('answers 404 for an unknown person', async () => {
    await expect(call(profileProfessionalDomain, 'getAccomplishments', callerOf('member'), fresh(), { params: { id: EMPTY_GUID } })).rejects.toMatchObject({ status: 404 });
  });
});
