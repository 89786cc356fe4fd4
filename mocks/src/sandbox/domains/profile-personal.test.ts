/** The member profile's personal collections (profilePersonal domain): seeded, shared by every reader, owner-only writes, the email rules. */
import { describe, expect, it } from 'vitest';
import { personas } from '../../personas.ts';
import { sandboxForTests } from '../test-sandbox.ts';

const env = sandboxForTests({ amara: 'amara.okafor', chen: 'chen.weiling', bruno: 'bruno.lindqvist' });
const idOf = (username: string) => personas.find((p) => p.username === username)?.personId.toLowerCase() ?? '';
const AMARA = idOf('amara.okafor');
const CHEN = idOf('chen.weiling');
const EMPTY = '00000000-0000-0000-0000-000000000000';
const BASE = '/profiles/api/v2/member-profile';

interface EducationEntry { educationId: string; personId: string; schoolName: string; schoolType: string; degree?: string | null; graduationYear?: number | null }

const educationOf = async (personId: string) => (await env.as.chen.get<{ educationDetails: EducationEntry[] }>(`${BASE}/get-education/${personId}`)).body.educationDetails;

describe('profilePersonal: lists', () => {
  it("seeds the personas' education, and a save by the owner is what another member reads next", async () => {
    const before = await educationOf(AMARA);
    expect(before.length).toBeGreaterThan(0);
    const saved = await env.as.amara.post<{ educationDetails: EducationEntry[] }>(`${BASE}/save-education`, {
      educationId: EMPTY, personId: AMARA, schoolName: 'Lakeshore Business School', schoolType: 'Business school', degree: 'MBA', graduationYear: 2010,
    });
    expect(saved.status).toBe(200);
    const added = saved.body.educationDetails.find((e) => e.schoolName === 'Lakeshore Business School' && e.graduationYear === 2010);
    expect(added?.educationId).not.toBe(EMPTY);
    expect((await educationOf(AMARA)).map((e) => e.educationId)).toContain(added?.educationId);

    const updated = await env.as.amara.put<{ educationDetails: EducationEntry[] }>(`${BASE}/update-education`, { ...added, schoolName: 'Harbor City University' });
    expect(updated.body.educationDetails.find((e) => e.educationId === added?.educationId)?.schoolName).toBe('Harbor City University');

    const removed = await env.as.amara.put<{ educationDetails: EducationEntry[] }>(`${BASE}/delete-education/${added?.educationId}`, { ...added });
    expect(removed.body.educationDetails).toHaveLength(before.length);
  });

  it('refuses a sixth education entry (spec 002 §5: max 5)', async () => {
    const entry = { educationId: EMPTY, personId: AMARA, schoolName: 'Atlantic College of Commerce', schoolType: 'College' };
    let count = (await educationOf(AMARA)).length;
    while (count < 5) {
      expect((await env.as.amara.post(`${BASE}/save-education`, entry)).status).toBe(200);
      count += 1;
    }
    expect((await env.as.amara.post(`${BASE}/save-education`, entry)).status).toBe(422);
  });

  it('shares up to two addresses', async () => {
    const address = { addressId: EMPTY, personId: AMARA, addressType: 'Home', street: '3 Lantern Lane', city: 'Harbor City', state: 'Atlantic', zip: 'HC 2002', country: 'Harborland', isShared: true };
    const { body } = await env.as.amara.get<{ addresses: { isShared: boolean }[] }>(`${BASE}/get-address/${AMARA}`);
    let shared = body.addresses.filter((a) => a.isShared).length;
    while (shared < 2) {
      expect((await env.as.amara.post(`${BASE}/save-address`, address)).status).toBe(200);
      shared += 1;
    }
    expect((await env.as.amara.post(`${BASE}/save-address`, address)).status).toBe(422);
    expect((await env.as.amara.post(`${BASE}/save-address`, { ...address, isShared: false })).status).toBe(200);
  });

  it("refuses a write to another member's profile, and a body that breaks the contract", async () => {
    const entry = { socialNetworkId: EMPTY, personId: AMARA, socialNetworkType: 'LinkedIn', url: 'https://connect.example/in/x' };
    expect((await env.as.chen.post(`${BASE}/save-social-network`, entry)).status).toBe(403);
    expect((await env.as.amara.post(`${BASE}/save-social-network`, { ...entry, socialNetworkType: undefined })).status).toBe(422);
  });

  it("lets an admin of the member's chapter edit the profile", async () => {
    const answer = await env.as.bruno.put(`${BASE}/update-biography`, { personId: AMARA, biographyInformation: 'Edited by the chapter admin.' });
    expect(answer.status).toBe(200);
    expect((await env.as.chen.get<{ biographyInformation: string }>(`${BASE}/get-biography/${AMARA}`)).body.biographyInformation).toBe('Edited by the chapter admin.');
  });

  it('lets write exactly whom can-chapter-admin-edit-profile allows (the one profile write rule)', async () => {
    const BRUNO = idOf('bruno.lindqvist');
    for (const [caller, member] of [['bruno', AMARA], ['chen', AMARA], ['bruno', CHEN], ['amara', BRUNO]] as const) {
      const allowed = (await env.as[caller].get<boolean>(`/profiles/api/member-profile/can-chapter-admin-edit-profile/${member}`)).body;
      const answer = await env.as[caller].put(`${BASE}/update-biography`, { personId: member, biographyInformation: `Edited by ${caller}.` });
      expect([caller, member, answer.status]).toEqual([caller, member, allowed ? 200 : 403]);
    }
  });
});

describe('profilePersonal: emails (spec 002 §5, §8)', () => {
  const chenEmail = () => personas.find((p) => p.username === 'chen.weiling')?.email ?? '';

  it("answers 'Email already exists' to a relationship with another member's email", async () => {
    const relationship = { relationshipId: EMPTY, personId: AMARA, relationshipType: 'Business partner', firstName: 'Chen', lastName: 'Wei-Ling', email: chenEmail() };
    const answer = await env.as.amara.post<{ detail: string; message: string }>(`${BASE}/save-relationship`, relationship);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toContain('Email already exists');
    const fine = await env.as.amara.post<{ relationships: { email: string }[] }>(`${BASE}/save-relationship`, { ...relationship, email: 'kofi.mensah@okafor-logistics.example' });
    expect(fine.body.relationships.map((r) => r.email)).toContain('kofi.mensah@okafor-logistics.example');
  });

  it('checks emails against the people of the sandbox, including a saved contact email', async () => {
    const exists = async (personId: string, email: string) => (await env.as.amara.get<boolean>(`/profiles/api/member-profile/is-email-exists/${personId}/${encodeURIComponent(email)}`)).body;
    expect(await exists(AMARA, chenEmail())).toBe(true);
    expect(await exists(CHEN, chenEmail())).toBe(false);
    expect(await exists(AMARA, 'nobody@nowhere.example')).toBe(false);

    const { body: contact } = await env.as.amara.get<{ email: string }>(`${BASE}/get-contact-information/${AMARA}`);
    const taken = await env.as.amara.put<{ message: string }>(`${BASE}/update-contact-information`, { ...contact, email: chenEmail() });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toContain('Email already exists');
    const saved = await env.as.amara.put(`${BASE}/update-contact-information`, { ...contact, email: 'amara@okafor-logistics.example' });
    expect(saved.status).toBe(200);
    expect(await exists(CHEN, 'amara@okafor-logistics.example')).toBe(true);
    // Her old address is free again.
    expect(await exists(CHEN, contact.email)).toBe(false);
  });
});

describe('profilePersonal: single sections', () => {
  it('keeps the emergency contact, the assistant and the family as saved', async () => {
    const contact = { personId: AMARA, firstName: 'Daniel', lastName: 'Okafor', relation: 'Spouse', phone: '+15550100104', email: 'daniel@okafor.example' };
    expect((await env.as.amara.put(`${BASE}/update-emergency-contact`, contact)).status).toBe(200);
    expect((await env.as.chen.get(`${BASE}/get-emergency-contact/${AMARA}`)).body).toEqual(contact);

    const { body: none } = await env.as.chen.get<Record<string, unknown>>(`${BASE}/get-assistant/${CHEN}`);
    expect(none).toEqual({ personId: CHEN, firstName: null, lastName: null, email: null, phone: null, extension: null });

    const { body: family } = await env.as.amara.get<{ familyDetails: { Child: unknown[]; 'Spouse/Partner': { firstName: string }[] }; familyInterests: string[] }>(`${BASE}/get-family/${AMARA}`);
    expect(family.familyDetails['Spouse/Partner'][0]?.firstName).toBe('Daniel');
    const changed = { ...family, familyInterests: ['Sailing', 'Chess'] };
    expect((await env.as.amara.put(`${BASE}/update-family`, changed)).body).toEqual(changed);
  });
});
