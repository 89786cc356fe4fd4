import { describe, expect, it } from 'vitest';
import { findPersonaByKind } from '../../personas.ts';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import type { Store } from '../types.ts';
import { directoryDomain } from './directory.ts';
import { eventsDomain } from './events.ts';
import { profileDomain } from './profile.ts';
import { profilePersonalDomain } from './profile-personal.ts';
import { speakerDomain } from './speaker.ts';

type Profile = { personId: string; companyName?: string | null; primaryChapterName?: string | null; isConnected?: boolean; termsAndConditionsAccepted: boolean; termsAndConditionsAcceptedDate: string | null; cookiesPolicyAccepted: boolean };

const fresh = (): Store => seededStore([profileDomain]);
const idOf = (kind: string) => findPersonaByKind(kind)?.personId ?? '';

async function profile(store: Store, kind: string, personId = idOf(kind)): Promise<Profile> {
  const res = await call(profileDomain, 'getPerson', callerOf(kind), store, { params: { id: personId } });
  expect(res.status).toBe(200);
  expectMatchesContract('getPerson', 200, res.body);
  return res.body as Profile;
}

async function saveTerms(store: Store, kind: string, body: { personId: string; termsAndConditionsAccepted: boolean; termsAndConditionsAcceptedDate?: string }, acting?: string) {
  expectRequestMatchesContract('savePersonTermsAndConditions', body);
  const res = await call(profileDomain, 'savePersonTermsAndConditions', callerOf(kind, acting), store, { body });
  expectMatchesContract('savePersonTermsAndConditions', 200, res.body);
  return res.body as Profile;
}

describe('terms acceptance (spec 000 §3, §7)', () => {
  it('is stored per person and read back by the profile', async () => {
    const store = fresh();
    const amara = idOf('member');
    const declined = await saveTerms(store, 'member', { personId: amara, termsAndConditionsAccepted: false });
    expect(declined).toMatchObject({ personId: amara, termsAndConditionsAccepted: false, termsAndConditionsAcceptedDate: null });
    expect(await profile(store, 'member')).toMatchObject({ termsAndConditionsAccepted: false, termsAndConditionsAcceptedDate: null, cookiesPolicyAccepted: true });
    // Another member's acceptance is untouched.
    expect((await profile(store, 'chapter-manager')).termsAndConditionsAccepted).toBe(true);

    const before = Date.now();
    const accepted = await saveTerms(store, 'member', { personId: amara, termsAndConditionsAccepted: true, termsAndConditionsAcceptedDate: '1999-01-01T00:00:00Z' });
    // The server's clock dates the acceptance, not the date the client sent.
    expect(Date.parse(accepted.termsAndConditionsAcceptedDate ?? '')).toBeGreaterThanOrEqual(before);
    expect(await profile(store, 'member')).toMatchObject({ termsAndConditionsAccepted: true, termsAndConditionsAcceptedDate: accepted.termsAndConditionsAcceptedDate });
  });

  it('has every member accepted on the day they joined until they answer', async () => {
    const read = await profile(fresh(), 'chapter-administrator');
    expect(read.termsAndConditionsAccepted).toBe(true);
    expect(read.termsAndConditionsAcceptedDate).toMatch(/^\d{4}-\d{2}-\d{2}T09:30:00Z$/);
  });

  it('is refused for someone else, and accepted for the impersonated member', async () => {
    const store = fresh();
    await expect(
      call(profileDomain, 'savePersonTermsAndConditions', callerOf('member'), store, { body: { personId: idOf('chapter-manager'), termsAndConditionsAccepted: false } }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await profile(store, 'chapter-manager')).termsAndConditionsAccepted).toBe(true);
    await saveTerms(store, 'impersonator', { personId: idOf('chapter-manager'), termsAndConditionsAccepted: false }, idOf('chapter-manager'));
    expect((await profile(store, 'chapter-manager')).termsAndConditionsAccepted).toBe(false);
  });

  it('has the first-sign-in persona accept nothing until they answer, then keeps their acceptance', async () => {
    const store = fresh();
    const leila = idOf('first-sign-in');
    expect(await profile(store, 'first-sign-in')).toMatchObject({
      termsAndConditionsAccepted: false,
      termsAndConditionsAcceptedDate: null,
      cookiesPolicyAccepted: false,
    });
    await saveTerms(store, 'first-sign-in', { personId: leila, termsAndConditionsAccepted: true });
    // The next sign-in reads the stored answer: nothing is asked again.
    const read = await profile(store, 'first-sign-in');
    expect(read.termsAndConditionsAccepted).toBe(true);
    expect(read.termsAndConditionsAcceptedDate).not.toBeNull();
  });

  it('answers 404 for a person who is not in the network', async () => {
    await expect(call(profileDomain, 'getPerson', callerOf('member'), fresh(), { params: { id: '00000000-0000-4000-8000-0000000fffff' } })).rejects.toMatchObject({ status: 404 });
  });
});

describe('profile header fields (our contract extension)', () => {
  it('gives company, primary chapter and whether the viewer is connected, as the directory keeps it', async () => {
    const store = seededStore([eventsDomain, directoryDomain, profileDomain]);
    const bruno = idOf('chapter-manager');
    const seen = await profile(store, 'member', bruno);
    expect(seen).toMatchObject({ companyName: expect.any(String), primaryChapterName: 'Harbor City Chapter', isConnected: true });
    expect((await profile(store, 'member')).isConnected).toBe(false);
    await call(directoryDomain, 'saveMemberProfileConnection', callerOf('member'), store, { body: { connectedPersonId: bruno, isConnected: false } });
    expect((await profile(store, 'member', bruno)).isConnected).toBe(false);
    // Without the directory domain nobody is connected.
    expect((await profile(fresh(), 'member', bruno)).isConnected).toBe(false);
  });
});

describe('the external speaker and the speaker profile (spec 000 §6, 002 §2, §7)', () => {
  it('reads the Resource Directory Terms of Use acceptance the speaker service stores back on the external speaker', async () => {
    const store = seededStore([profileDomain, speakerDomain]);
    const hiroshi = idOf('non-member-speaker');
    expect((await profile(store, 'non-member-speaker', hiroshi)).termsAndConditionsAccepted).toBe(true);
    await call(speakerDomain, 'saveSpeakerTermsAndConditions', callerOf('non-member-speaker'), store, { body: { termsAndConditionsAccepted: false } });
    expect((await profile(store, 'non-member-speaker', hiroshi)).termsAndConditionsAccepted).toBe(false);
    await call(speakerDomain, 'saveSpeakerTermsAndConditions', callerOf('non-member-speaker'), store, { body: { termsAndConditionsAccepted: true } });
    expect((await profile(store, 'non-member-speaker', hiroshi)).termsAndConditionsAccepted).toBe(true);
  });

  it('answers a member the biography the member profile saves, and 404 for the external speaker or an unknown id', async () => {
    const store = seededStore([profileDomain, profilePersonalDomain]);
    const amara = idOf('member');
    const read = async () => {
      const res = await call(profileDomain, 'getSpeakerPersonProfile', callerOf('speaker-applicant'), store, { params: { id: amara } });
      expectMatchesContract('getSpeakerPersonProfile', 200, res.body);
      return res.body as Profile & { biography: string | null; firstName: string };
    };
    expect((await read()).firstName).toBe('Amara');
    await call(profilePersonalDomain, 'updateProfileBiography', callerOf('member'), store, { body: { personId: amara, biographyInformation: 'Speaks on freight and trust.' } });
    expect((await read()).biography).toBe('Speaks on freight and trust.');
    for (const id of [idOf('non-member-speaker'), '00000000-0000-4000-8000-0000000fffff']) {
      await expect(call(profileDomain, 'getSpeakerPersonProfile', callerOf('member'), store, { params: { id } })).rejects.toMatchObject({ status: 404 });
    }
  });
});
