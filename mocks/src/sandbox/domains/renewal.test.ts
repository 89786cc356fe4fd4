import { describe, expect, it } from 'vitest';
import { findPersonaByKind, personas } from '../../personas.ts';
import { expectMatchesContract } from '../contract-assert.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import type { Store } from '../types.ts';
import { PERSONA_RENEWAL, RENEWAL_STATES, renewalDeadlineAfter, renewalDomain } from './renewal.ts';
import type { RenewalSlice } from './renewal.ts';

const fresh = (): Store => seededStore([renewalDomain]);
const idOf = (kind: string) => findPersonaByKind(kind)?.personId ?? '';

async function statusOf(store: Store, kind: string, personId = idOf(kind)) {
  const res = await call(renewalDomain, 'getPersonRenewalStatus', callerOf(kind), store, { params: { id: personId } });
  if (res.status === 200) expectMatchesContract('getPersonRenewalStatus', 200, res.body);
  return res;
}

describe('renewal status (spec 000 §4 renewal banner)', () => {
  it('gives personas each of the three states, so every banner action appears for someone', async () => {
    const store = fresh();
    const seen = new Map<string, string>();
    for (const kind of ['member', 'chapter-manager', 'chapter-administrator']) {
      const res = await statusOf(store, kind);
      expect(res.status).toBe(200);
      seen.set(kind, (res.body as { renewalStatus: string }).renewalStatus);
    }
    expect(Object.fromEntries(seen)).toEqual({ member: 'Incomplete', 'chapter-manager': 'NotStarted', 'chapter-administrator': 'Complete' });
  });

  it('answers every persona with connect access with its documented state and the next 30 June', async () => {
    const store = fresh();
    for (const persona of personas.filter((p) => p.permissionsResult.permissions.hasConnectAccess)) {
      const res = await statusOf(store, persona.kind);
      expect(res.status, persona.kind).toBe(200);
      const body = res.body as { personId: string; renewalStatus: string; renewalDeadline: string };
      expect(body.personId).toBe(persona.personId);
      expect(body.renewalStatus).toBe(PERSONA_RENEWAL[persona.kind]);
      expect(body.renewalDeadline).toMatch(/^\d{4}-06-30$/);
    }
  });

  it('gives other members a seeded state, the same on every seed of the same stream', () => {
    const a = (fresh().renewal as RenewalSlice).states;
    const b = (fresh().renewal as RenewalSlice).states;
    expect(a).toEqual(b);
    const others = Object.entries(a).filter(([id]) => !personas.some((p) => p.personId.toLowerCase() === id));
    expect(others.length).toBeGreaterThan(50);
    expect(new Set(others.map(([, state]) => state))).toEqual(new Set(RENEWAL_STATES));
  });

  it("refuses another member's status, lets staff read it, and has none for the non-member speaker", async () => {
    const store = fresh();
    await expect(statusOf(store, 'member', idOf('chapter-manager'))).rejects.toMatchObject({ status: 403 });
    const staff = await statusOf(store, 'team-member', idOf('member'));
    expect(staff.status).toBe(200);
    expect((staff.body as { renewalStatus: string }).renewalStatus).toBe('Incomplete');
    await expect(statusOf(store, 'non-member-speaker')).rejects.toMatchObject({ status: 404 });
  });

  it('reads an impersonated member’s own status', async () => {
    const store = fresh();
    const res = await call(renewalDomain, 'getPersonRenewalStatus', callerOf('impersonator', idOf('chapter-manager')), store, { params: { id: idOf('chapter-manager') } });
    expect(res.status).toBe(200);
    expect((res.body as { renewalStatus: string }).renewalStatus).toBe('NotStarted');
  });

  it('takes 30 June itself as this year and 1 July as next year', () => {
    expect(renewalDeadlineAfter('2026-06-30T23:59:59.000Z')).toBe('2026-06-30');
    expect(renewalDeadlineAfter('2026-07-01T00:00:00.000Z')).toBe('2027-06-30');
    expect(renewalDeadlineAfter('2026-11-16T09:00:00.000Z')).toBe('2027-06-30');
  });
});
