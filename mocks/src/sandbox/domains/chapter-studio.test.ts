/** Chapter studio, announcements and custom email groups across personas (spec 001 §3, §4, §5, §6, §7, §8). */
import { describe, expect, it } from 'vitest';
import { sandboxForTests } from '../test-sandbox.ts';
import type { ApiClient } from '../testing.ts';
import { ANNOUNCEMENT_FAILED, DELETE_FAILED, VISIBLE_TO_ALL } from './chapter-studio.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const ATLANTIC = '00000000-0000-4000-8000-00000000c201';
const C = '/communities/api';
const HANDBOOK = 'a8000000-0000-4000-8000-000000000002';

interface Announcement {
  id: string;
  title: string;
  isPublished: boolean;
  backgroundImage: string | null;
  shortDescription?: string;
}
interface Studio {
  resources: { resourceItems: { resourceId: string; isFavorite: boolean }[] }[];
  chapterList: { communityId: string; name: string }[];
  announcements: Announcement[];
}
interface Problem {
  detail: string;
  errors: Record<string, string[]>;
}

const env = sandboxForTests({ amara: 'amara.okafor', bruno: 'bruno.lindqvist', chen: 'chen.weiling' });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An Image announcement as the create screen sends it (spec 001 §7 multipart form). */
function imageForm(fields: Record<string, string | undefined> = {}, image = true): FormData {
  const form = new FormData();
  const start = new Date(Date.now() - 3_600_000).toISOString();
  const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const values: Record<string, string | undefined> = {
    title: 'Harbor gala',
    recordTypeName: 'Image',
    shortDescription: 'Join the Harbor City gala.',
    longDescription: 'An evening with the chapter.',
    location: 'Harbor City',
    displayStartDate: start,
    displayEndDate: end,
    effectiveStartDate: start,
    effectiveEndDate: end,
    isActive: 'true',
    isPublished: 'true',
    ctaLink: 'https://connect.example/events/gala',
    visibleToObject: JSON.stringify([{ label: 'All Members', value: VISIBLE_TO_ALL }]),
    sponsorDepartmentList: JSON.stringify([]),
    sponsorRegionsList: JSON.stringify(['Atlantic Region']),
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(name, value);
  if (image) form.set('backgroundImage', new Blob([PNG], { type: 'image/png' }), 'gala.png');
  return form;
}

async function saveForm<T>(client: ApiClient, form: FormData): Promise<{ status: number; body: T }> {
  const response = await fetch(`${env.running.url}${C}/saveChapterStudioAnnouncement`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${client.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('chapter studio', () => {
  it('lets a viewer in and keeps others out; lists the chapters the user manages', async () => {
    const studio = await env.as.bruno.get<Studio>(`${C}/getChapterStudioCategoriesAndResources/${HARBOR_CITY}`);
    expect(studio.status).toBe(200);
    expect(studio.body.chapterList.map((c) => c.communityId)).toEqual([HARBOR_CITY]);
    expect((await env.as.amara.get(`${C}/getChapterStudioCategoriesAndResources/${HARBOR_CITY}`)).status).toBe(403);
    expect((await env.as.amara.get(`${C}/GetAnnouncementPicklist`)).status).toBe(403);
  });

  it('toggles a favourite by resourceId, per person', async () => {
    const favourite = (studio: Studio) => studio.resources.flatMap((r) => r.resourceItems).find((i) => i.resourceId === HANDBOOK)?.isFavorite;
    const read = async () => (await env.as.bruno.get<Studio>(`${C}/getChapterStudioCategoriesAndResources/${HARBOR_CITY}`)).body;
    expect(favourite(await read())).toBe(false);
    expect((await env.as.bruno.post(`${C}/saveChapterStudioPersonFavorite`, { resourceId: HANDBOOK, isFavorite: true })).status).toBe(200);
    expect(favourite(await read())).toBe(true);
    await env.as.bruno.post(`${C}/saveChapterStudioPersonFavorite`, { resourceId: HANDBOOK, isFavorite: false });
    expect(favourite(await read())).toBe(false);
  });

  it('answers picklists with regions of the network and three colours', async () => {
    const picklist = await env.as.bruno.get<{ regions: { value: string }[]; backgroundColors: string[] }>(`${C}/GetAnnouncementPicklist`);
    expect(picklist.body.regions.map((r) => r.value)).toContain(ATLANTIC);
    expect(picklist.body.backgroundColors).toHaveLength(3);
  });

  it('saves an Image announcement (multipart) that members of the region see in the panel', async () => {
    const before = await env.as.amara.get<{ title: string }>(`${C}/communities/get-left-pane-announcement/${HARBOR_CITY}`);
    expect(before.body.title).not.toBe('Harbor gala');
    const saved = await saveForm<Announcement>(env.as.bruno, imageForm());
    expect(saved.status).toBe(200);
    expect(saved.body.backgroundImage).toMatch(/\/__sandbox\/media\/media\/chapter-studio\/.+\/gala\.png$/);
    const image = await fetch(saved.body.backgroundImage!.replace(/^https?:\/\/[^/]+/, env.running.url));
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const panel = await env.as.amara.get<{ title: string; body: string }>(`${C}/communities/get-left-pane-announcement/${HARBOR_CITY}`);
    expect(panel.body).toMatchObject({ title: 'Harbor gala', body: 'Join the Harbor City gala.' });
    // The connect panel stays the officers' (one panel carries the announcement).
    expect((await env.as.amara.get<{ title: string }>(`${C}/communities/get-connect-announcement/${HARBOR_CITY}`)).body.title).toBe('Connect with Harbor City Chapter');
    expect((await env.as.bruno.get<Announcement[]>(`${C}/getAnnouncementsByRegionId/${ATLANTIC}`)).body.map((a) => a.id)).toContain(saved.body.id);
    expect((await env.as.bruno.get<Announcement>(`${C}/getAnnouncementById/${saved.body.id}`)).body.title).toBe('Harbor gala');
  });

  it('keeps a draft from members until it is published', async () => {
    const draft = await saveForm<Announcement>(env.as.bruno, imageForm({ isPublished: 'false', ctaLink: undefined }, false));
    expect(draft.status).toBe(200);
    expect(draft.body.isPublished).toBe(false);
    expect((await env.as.amara.get<{ title: string }>(`${C}/communities/get-left-pane-announcement/${HARBOR_CITY}`)).body.title).not.toBe('Harbor gala');
    const all = await env.as.bruno.get<Announcement[]>(`${C}/getAllAnnouncements`);
    expect(all.body.find((a) => a.id === draft.body.id)?.isPublished).toBe(false);
    const published = await saveForm<Announcement>(env.as.bruno, imageForm({ id: draft.body.id, backgroundColor: '#C9A227' }, false));
    expect(published.body).toMatchObject({ id: draft.body.id, isPublished: true });
    expect((await env.as.amara.get<{ title: string }>(`${C}/communities/get-left-pane-announcement/${HARBOR_CITY}`)).body.title).toBe('Harbor gala');
  });

  it('shows an announcement for chapter managers only to them', async () => {
    const managers = JSON.stringify([{ label: 'Chapter Managers', value: 'ChapterManager' }]);
    expect((await saveForm(env.as.bruno, imageForm({ visibleToObject: managers }))).status).toBe(200);
    expect((await env.as.amara.get<{ title: string }>(`${C}/communities/get-left-pane-announcement/${HARBOR_CITY}`)).body.title).not.toBe('Harbor gala');
    expect((await env.as.bruno.get<{ title: string }>(`${C}/communities/get-left-pane-announcement/${HARBOR_CITY}`)).body.title).toBe('Harbor gala');
  });

  it.each([
    // The contract bounds the lengths and the regions (spec 001 §5); the form shows 'Character limit exceeded' before sending.
    ['a title over 30', { title: 'x'.repeat(31) }, true, 'title', /more than 30/],
    ['a short description over 120', { shortDescription: 'x'.repeat(121) }, true, 'shortDescription', /more than 120/],
    ['a location over 120', { location: 'x'.repeat(121) }, true, 'location', /more than 120/],
    ['a long description over 1000', { longDescription: 'x'.repeat(1001) }, true, 'longDescription', /more than 1000/],
    ['five regions', { sponsorRegionsList: JSON.stringify(['a', 'b', 'c', 'd', 'e']) }, true, 'sponsorRegionsList', /more than 4/],
    ['an end before the start', { displayEndDate: '2020-01-01T00:00:00Z' }, true, 'displayEndDate', /^must be after displayStartDate$/],
    ['no department or region', { sponsorRegionsList: '[]' }, true, 'sponsorDepartmentList', /^a department or a region is required$/],
    ['a published one without CTA link', { ctaLink: undefined }, true, 'ctaLink', /^is required$/],
    ['an Image announcement without image or colour', {}, false, 'backgroundImage', /^an image or a background colour is required$/],
  ])('refuses %s', async (_name, fields, image, field, text) => {
    const answer = await saveForm<Problem>(env.as.bruno, imageForm(fields, image));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]?.some((t) => text.test(t))).toBe(true);
  });

  it('answers the spec text for a rule the contract cannot express', async () => {
    const answer = await saveForm<Problem>(env.as.bruno, imageForm({ ctaLink: undefined }));
    expect(answer.body.detail).toBe(ANNOUNCEMENT_FAILED);
  });

  it('refuses a manager-only save to a viewer without manage permission', async () => {
    expect((await saveForm(env.as.amara, imageForm())).status).toBe(403);
  });
});

describe('community announcements', () => {
  const announcement = {
    communityId: HARBOR_CITY,
    id: '00000000-0000-4000-8000-000000000000',
    title: 'Forum retreat',
    recordTypeName: 'General',
    shortDescription: 'Forum retreat in March.',
    isActive: true,
    isPublished: false,
    sponsorDepartmentList: ['Chapters and Regions'],
    visibleToObject: [{ label: 'All Members', value: VISIBLE_TO_ALL }],
    ctaLink: 'https://connect.example/events/retreat',
    displayStartDate: new Date(Date.now() - 60_000).toISOString(),
    displayEndDate: new Date(Date.now() + 86_400_000).toISOString(),
  };

  it('creates a draft, publishes it to members, deletes it; refuses members', async () => {
    expect((await env.as.amara.post(`${C}/create-announcement`, announcement)).status).toBe(403);
    const created = await env.as.bruno.post<Announcement>(`${C}/create-announcement`, announcement);
    expect(created.status).toBe(200);
    expect((await env.as.amara.get<Announcement[]>(`${C}/get-all-announcements/${HARBOR_CITY}`)).body).toEqual([]);
    const info = await env.as.bruno.get<{ announcement: Announcement }>(`${C}/get-announcement-info/${HARBOR_CITY}/${created.body.id}`);
    expect(info.body.announcement.title).toBe('Forum retreat');
    const ref = { id: created.body.id, communityId: HARBOR_CITY };
    expect((await env.as.bruno.post(`${C}/make-online-announcement`, ref)).status).toBe(200);
    expect((await env.as.amara.get<Announcement[]>(`${C}/get-all-announcements/${HARBOR_CITY}`)).body.map((a) => a.title)).toEqual(['Forum retreat']);
    expect((await env.as.amara.get<{ title: string }>(`${C}/communities/get-left-pane-announcement/${HARBOR_CITY}`)).body.title).toBe('Forum retreat');
    const updated = await env.as.bruno.put<Announcement>(`${C}/update-announcement`, { ...announcement, id: created.body.id, title: 'Forum retreat 2027', isPublished: true });
    expect(updated.body.title).toBe('Forum retreat 2027');
    expect((await env.as.bruno.put(`${C}/delete-announcement`, ref)).status).toBe(200);
    const again = await env.as.bruno.put<Problem>(`${C}/delete-announcement`, ref);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(DELETE_FAILED);
  });
});

describe('chapter studio announcement delete', () => {
  it('deletes a studio announcement for a studio manager only', async () => {
    const DRAFT = 'a6000000-0000-4000-8000-000000000002';
    const ref = { id: DRAFT, communityId: HARBOR_CITY };
    expect((await env.as.amara.put(`${C}/delete-announcement`, ref)).status).toBe(403);
    expect((await env.as.bruno.put(`${C}/delete-announcement`, ref)).status).toBe(200);
    const left = await env.as.bruno.get<Announcement[]>(`${C}/getAllAnnouncements`);
    expect(left.body.map((a) => a.id)).not.toContain(DRAFT);
    const again = await env.as.bruno.put<Problem>(`${C}/delete-announcement`, ref);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(DELETE_FAILED);
  });
});

describe('custom email groups', () => {
  it('creates, renames and deletes a group of chapter members; refuses members', async () => {
    const offered = await env.as.bruno.get<{ personId: string }[]>(`${C}/get-member-details-info/${HARBOR_CITY}`);
    const memberIds = offered.body.slice(0, 3).map((m) => m.personId);
    expect((await env.as.amara.get(`${C}/get-custom-email-groups-info/${HARBOR_CITY}`)).status).toBe(403);
    const created = await env.as.bruno.post<{ id: string; members: unknown[] }>(`${C}/create-custom-email-group`, { communityId: HARBOR_CITY, name: 'Gala hosts', memberIds });
    expect(created.body.members).toHaveLength(3);
    const renamed = await env.as.bruno.put<{ name: string }>(`${C}/update-custom-email-group`, { id: created.body.id, communityId: HARBOR_CITY, name: 'Gala team', memberIds });
    expect(renamed.body.name).toBe('Gala team');
    const list = await env.as.bruno.get<{ name: string }[]>(`${C}/get-custom-email-groups-info/${HARBOR_CITY}`);
    expect(list.body.map((g) => g.name)).toEqual(['Gala team', 'Summit Planning Committee']);
    expect((await env.as.bruno.put(`${C}/delete-custom-email-group`, { id: created.body.id, communityId: HARBOR_CITY })).status).toBe(200);
    const again = await env.as.bruno.put<Problem>(`${C}/delete-custom-email-group`, { id: created.body.id, communityId: HARBOR_CITY });
    expect(again.body.detail).toBe(DELETE_FAILED);
    const dup = await env.as.bruno.post(`${C}/create-custom-email-group`, { communityId: HARBOR_CITY, name: 'summit planning committee', memberIds });
    expect(dup.status).toBe(422);
  });
});
