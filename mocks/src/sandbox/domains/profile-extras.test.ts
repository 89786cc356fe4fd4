/** The member profile's extras: groups, communities, the contact card, the photo upload, follows, recommendations and dispositions. */
import { describe, expect, it } from 'vitest';
import { personas } from '../../personas.ts';
import type { ApiClient } from '../testing.ts';
import { sandboxForTests } from '../test-sandbox.ts';
import { imageSizeOf } from './profile-extras.ts';
import { placeholderPng } from './uploads.ts';

const env = sandboxForTests({ amara: 'amara.okafor', chen: 'chen.weiling', daniel: 'daniel.okafor' });
const idOf = (username: string) => personas.find((p) => p.username === username)?.personId ?? '';
const AMARA = idOf('amara.okafor');
const CHEN = idOf('chen.weiling');
const UNKNOWN = '5d1f6a2e-3c4b-4f7a-9e21-0fffffffffff';
const P = '/profiles/api';

interface Summary { communityId: string; name: string; communityType: string; isPrimary: boolean }
interface Card { id: string; firstName: string; lastName: string }

/** A PNG header of the given size (signature + IHDR), enough for the type and size checks. */
function pngOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

async function uploadPhoto(client: ApiClient, name: string, data: Uint8Array<ArrayBuffer>, type = 'image/png') {
  const form = new FormData();
  form.set('file0', new Blob([data], { type }), name);
  const response = await fetch(`${env.running.url}${P}/member-profile/upload-profile-photo-speaker`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${client.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { personId: string; profileImageUrl: string; detail?: string } };
}

describe('groups and communities', () => {
  it("lists a member's chapters, regions and networks (primary chapter first) and their groups; 404 for an unknown person", async () => {
    const communities = (await env.as.chen.get<Summary[]>(`${P}/usercommunity/${AMARA}`)).body;
    expect(communities[0]).toMatchObject({ communityType: 'chapter', isPrimary: true });
    expect(new Set(communities.map((c) => c.communityType))).toEqual(new Set(['chapter', 'region', 'network']));
    const groups = await env.as.chen.get<Summary[]>(`${P}/member-profile/get-groups/${AMARA}`);
    expect(groups.status).toBe(200);
    expect(groups.body.map((g) => [g.name, g.communityType])).toEqual([['Mentoring Group', 'group']]);
    expect(communities.map((c) => c.name)).toEqual(expect.arrayContaining(['Harbor City Chapter', 'Atlantic Region', 'Family Business Network']));
    expect((await env.as.chen.get(`${P}/usercommunity/${UNKNOWN}`)).status).toBe(404);
    expect((await env.as.chen.get(`${P}/member-profile/get-groups/${UNKNOWN}`)).status).toBe(404);
  });
});

describe('downloadContactCard', () => {
  it("answers the member's vCard 3.0 as text/vcard, from the profile as it is; 404 for an unknown person", async () => {
    const response = await fetch(`${env.running.url}${P}/managecontact/${AMARA}`, { headers: { Authorization: `Bearer ${env.as.chen.token}`, 'Ocp-Apim-Subscription-Key': 'k' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/vcard/);
    expect(response.headers.get('content-disposition')).toMatch(/\.vcf/);
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text).toMatch(/\r\nFN:Amara Okafor\r\n/);
    expect(text).toMatch(/\r\nN:Okafor;Amara;;;\r\n/);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect((await env.as.chen.get(`${P}/managecontact/${UNKNOWN}`)).status).toBe(404);
  });
});

describe('uploadProfilePhotoSpeaker', () => {
  it('makes the photo the member\'s picture for everyone, served back byte for byte', async () => {
    const data = placeholderPng('people/new-photo') as Uint8Array<ArrayBuffer>;
    const answer = await uploadPhoto(env.as.amara, 'me.png', data);
    expect(answer.status).toBe(200);
    expect(answer.body.personId.toLowerCase()).toBe(AMARA.toLowerCase());
    const seen = (await env.as.chen.get<{ profileImageUrl: string }>(`${P}/persons/${AMARA}`)).body.profileImageUrl;
    expect(seen).toBe(answer.body.profileImageUrl);
    const served = await fetch(`${env.running.url}${new URL(seen).pathname}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(data);
  });

  it('refuses a file that is no JPG, GIF, PNG or BMP, one over 500x500 pixels, and one of 2MB (spec 002 §5)', async () => {
    const before = (await env.as.chen.get<{ profileImageUrl: string }>(`${P}/persons/${AMARA}`)).body.profileImageUrl;
    expect((await uploadPhoto(env.as.amara, 'me.pdf', pngOf(10, 10), 'application/pdf')).body.detail).toBe('File does not meet requirements');
    expect((await uploadPhoto(env.as.amara, 'me.jpg', pngOf(10, 10), 'image/jpeg')).status).toBe(422);
    expect((await uploadPhoto(env.as.amara, 'big.png', pngOf(501, 20))).body.detail).toBe('File does not meet requirements');
    const heavy = new Uint8Array(2 * 1024 * 1024);
    heavy.set(pngOf(10, 10));
    expect((await uploadPhoto(env.as.amara, 'heavy.png', heavy)).status).toBe(422);
    expect((await env.as.chen.get<{ profileImageUrl: string }>(`${P}/persons/${AMARA}`)).body.profileImageUrl).toBe(before);
  });

  it('reads the size of PNG, GIF, BMP and JPEG headers', () => {
    expect(imageSizeOf(pngOf(320, 200))).toEqual({ width: 320, height: 200 });
    expect(imageSizeOf(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xc8, 0x00]))).toEqual({ width: 320, height: 200 });
    const bmp = new Uint8Array(26);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 640, true);
    new DataView(bmp.buffer).setInt32(22, -480, true);
    expect(imageSizeOf(bmp)).toEqual({ width: 640, height: 480 });
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x02, 0x58, 0x03, 0x20, 3, 0, 0]);
    expect(imageSizeOf(jpeg)).toEqual({ width: 800, height: 600 });
  });
});

describe('saveMemberProfileFollow (ours)', () => {
  const followsOf = async (client: ApiClient, id: string) =>
    (await client.get<{ profileFollowing: Card[] }>(`${P}/member-profile/get-memberprofile-follow-status/lists/${id}`)).body.profileFollowing.map((c) => c.id.toLowerCase());

  it('follows and stops following; the list shows it to everyone; refuses oneself and an unknown person', async () => {
    const unfollowed = await env.as.amara.post(`${P}/member-profile/save-memberprofile-follow`, { followedPersonId: CHEN, isFollowing: false });
    expect(unfollowed).toMatchObject({ status: 200, body: { isFollowing: false } });
    expect(await followsOf(env.as.daniel, AMARA)).not.toContain(CHEN.toLowerCase());
    const followed = await env.as.amara.post(`${P}/member-profile/save-memberprofile-follow`, { followedPersonId: CHEN, isFollowing: true });
    expect(followed).toMatchObject({ status: 200, body: { isFollowing: true } });
    expect(await followsOf(env.as.daniel, AMARA)).toContain(CHEN.toLowerCase());
    expect((await env.as.amara.post(`${P}/member-profile/save-memberprofile-follow`, { followedPersonId: AMARA, isFollowing: true })).status).toBe(422);
    expect((await env.as.amara.post(`${P}/member-profile/save-memberprofile-follow`, { followedPersonId: UNKNOWN, isFollowing: true })).status).toBe(404);
  });
});

describe('recommendations and dispositions (ours)', () => {
  interface RecEvent { eventId: string; startDate: string; disposition: string | null }
  interface RecMember { person: Card; reason: string; disposition: string | null }

  it('recommends upcoming events soonest first; NotInterested removes one, Interested marks one, for that member only', async () => {
    const events = (await env.as.amara.get<RecEvent[]>(`${P}/v2/member-profile/get-recommended-events/${AMARA}`)).body;
    expect(events.length).toBeGreaterThan(2);
    expect(events.map((e) => e.startDate)).toEqual([...events.map((e) => e.startDate)].sort());
    const [first, second] = events as [RecEvent, RecEvent];
    await env.as.amara.put(`${P}/v2/member-profile/save-disposition`, { recommendationType: 'event', recommendedId: first.eventId, disposition: 'NotInterested' });
    await env.as.amara.put(`${P}/v2/member-profile/save-disposition`, { recommendationType: 'event', recommendedId: second.eventId, disposition: 'Interested' });
    const after = (await env.as.amara.get<RecEvent[]>(`${P}/v2/member-profile/get-recommended-events/${AMARA}`)).body;
    expect(after.map((e) => e.eventId)).not.toContain(first.eventId);
    expect(after.find((e) => e.eventId === second.eventId)?.disposition).toBe('Interested');
    expect((await env.as.chen.get(`${P}/v2/member-profile/get-recommended-events/${AMARA}`)).status).toBe(403);
  });

  it('recommends members one is not connected to, with the community shared; NotInterested removes one', async () => {
    const members = (await env.as.amara.get<RecMember[]>(`${P}/v2/member-profile/get-recommended-members/${AMARA}`)).body;
    expect(members.length).toBeGreaterThan(0);
    const connections = (await env.as.amara.get<{ profileConnection: Card[] }>(`${P}/member-profile/get-memberprofile-connection/lists/${AMARA}`)).body.profileConnection.map((c) => c.id);
    expect(members.some((m) => connections.includes(m.person.id) || m.person.id === AMARA)).toBe(false);
    const dismissed = members[0]?.person.id ?? '';
    const saved = await env.as.amara.put(`${P}/v2/member-profile/save-disposition`, { recommendationType: 'member', recommendedId: dismissed, disposition: 'NotInterested' });
    expect(saved.status).toBe(200);
    const after = (await env.as.amara.get<RecMember[]>(`${P}/v2/member-profile/get-recommended-members/${AMARA}`)).body;
    expect(after.map((m) => m.person.id)).not.toContain(dismissed);
    expect((await env.as.amara.put(`${P}/v2/member-profile/save-disposition`, { recommendationType: 'member', recommendedId: UNKNOWN, disposition: 'Interested' })).status).toBe(404);
  });
});
