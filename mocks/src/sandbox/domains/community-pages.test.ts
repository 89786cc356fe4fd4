/** Community page content across personas: admins write, every member reads the change (spec 001 §2, §3, §5). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { ApiClient, RunningSandbox } from '../testing.ts';
import { MAX_QUICK_LINKS, PANEL_EVENTS, QUICK_LINKS_SAVED } from './community-pages.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const FAMILY_BUSINESS = '00000000-0000-4000-8000-00000000c401';
const BRUNO_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const C = '/communities/api';

interface QuickLinkGroup {
  key: string;
  displayName: string;
  iconOrder: number;
  links: { id: string; label: string; navigationUrl: string }[];
}

let running: RunningSandbox;
let amara: ApiClient; // member of Harbor City Chapter
let bruno: ApiClient; // admin of Harbor City Chapter
let chen: ApiClient; // not a member of Harbor City
let sofia: ApiClient; // product-team member
let lucia: ApiClient; // admin of Family Business Network
let ines: ApiClient; // Group Super Administrator

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
  bruno = await apiClient(running, 'bruno.lindqvist');
  chen = await apiClient(running, 'chen.weiling');
  sofia = await apiClient(running, 'sofia.marchetti');
  lucia = await apiClient(running, 'lucia.ferreira');
  ines = await apiClient(running, 'ines.delacroix');
});

afterAll(async () => {
  // Every answer in these tests passed contract validation.
  expect(running.sandbox.violations).toEqual([]);
  await running.close();
});

beforeEach(() => running.sandbox.reset());

describe('about, chair and welcome messages', () => {
  it('seeds an about page and a chair message with the chair picture', async () => {
    const about = await amara.get<{ description: string; images: string[] }>(`${C}/communities/${HARBOR_CITY}/community-about/chapter`);
    expect(about.status).toBe(200);
    expect(about.body.description).toMatch(/^Harbor City Chapter brings together/);
    const chair = await amara.get<{ message: string; profileImageUrl: string }>(`${C}/communities/${HARBOR_CITY}/chair-messages/chapter`);
    expect(chair.body.profileImageUrl).toMatch(/\/__sandbox\/media\/seed\/people\//);
  });

  it("shows the admin's about and chair message edits to members; refuses members and non-members", async () => {
    const about = { communityId: HARBOR_CITY, communityType: 'chapter', description: 'New about text', images: ['https://media.example/a.jpg'] };
    expect((await amara.put(`${C}/communities/community-about/chapter`, about)).status).toBe(403);
    expect((await bruno.put(`${C}/communities/community-about/chapter`, about)).status).toBe(200);
    expect((await amara.get<{ description: string }>(`${C}/communities/${HARBOR_CITY}/community-about/chapter`)).body.description).toBe('New about text');
    expect((await chen.get(`${C}/communities/${HARBOR_CITY}/community-about/chapter`)).status).toBe(403);

    const message = { communityId: HARBOR_CITY, shortText: 'Short', message: 'A new year.' };
    expect((await bruno.post(`${C}/communities/${HARBOR_CITY}/chair-messages/chapter`, message)).status).toBe(200);
    expect((await amara.get<{ message: string }>(`${C}/communities/${HARBOR_CITY}/chair-messages/chapter`)).body.message).toBe('A new year.');
    // Short text 200 at most (spec 001 §5), by the contract.
    expect((await bruno.post(`${C}/communities/${HARBOR_CITY}/chair-messages/chapter`, { ...message, shortText: 'x'.repeat(201) })).status).toBe(422);
  });

  it('keeps the welcome message with its membership requirements', async () => {
    const welcome = { communityId: HARBOR_CITY, message: 'Welcome aboard', annualRevenue: 20000000, employees: 80, publicEquityValue: null };
    expect((await amara.post(`${C}/communities/saveChapterWelcomeMessage`, welcome)).status).toBe(403);
    expect((await bruno.post(`${C}/communities/saveChapterWelcomeMessage`, welcome)).status).toBe(200);
    const read = await amara.get<Record<string, unknown>>(`${C}/communities/getChapterWelcomeMessage/${HARBOR_CITY}`);
    expect(read.body).toMatchObject({ message: 'Welcome aboard', annualRevenue: 20000000, employees: 80 });
  });
});

describe('sponsors, awards and transaction hub', () => {
  it('answers canEdit per caller and shows saved sponsors to members', async () => {
    expect((await amara.get<{ canEdit: boolean }>(`${C}/communities/${HARBOR_CITY}/sponsors`)).body.canEdit).toBe(false);
    expect((await bruno.get<{ canEdit: boolean }>(`${C}/communities/${HARBOR_CITY}/sponsors`)).body.canEdit).toBe(true);
    const sponsors = [
      { id: 'a2000000-0000-4000-8000-000000000002', name: 'Second', order: 2 },
      { id: 'a2000000-0000-4000-8000-000000000001', name: 'First', order: 1 },
    ];
    expect((await amara.post(`${C}/communities/${HARBOR_CITY}/sponsors`, { sponsors })).status).toBe(403);
    expect((await bruno.post(`${C}/communities/${HARBOR_CITY}/sponsors`, { sponsors })).status).toBe(200);
    const seen = await amara.get<{ sponsors: { name: string }[] }>(`${C}/communities/${HARBOR_CITY}/sponsors`);
    expect(seen.body.sponsors.map((s) => s.name)).toEqual(['First', 'Second']);
  });

  it('lists awards and upserts the transaction hub', async () => {
    expect((await amara.get(`${C}/awards/list/by-community/${HARBOR_CITY}/chapter`)).status).toBe(200);
    const hub = { communityId: HARBOR_CITY, title: 'Deal Room', url: 'https://connect.example/deals', isActive: true };
    expect((await amara.post(`${C}/transactionhub/upsert`, hub)).status).toBe(403);
    const saved = await bruno.post<{ id: string }>(`${C}/transactionhub/upsert`, hub);
    expect(saved.status).toBe(200);
    const again = await bruno.post<{ id: string }>(`${C}/transactionhub/upsert`, { ...hub, title: 'Deal Room 2' });
    expect(again.body.id).toBe(saved.body.id);
    expect((await amara.get<{ title: string }>(`${C}/transactionhub/${HARBOR_CITY}`)).body.title).toBe('Deal Room 2');
  });
});

describe('chapter quick links', () => {
  const path = `${C}/communities/getChapterQuickLinks/${HARBOR_CITY}`;

  it('saves and reorders the groups for every member; refuses more than 24 links', async () => {
    const groups = (await amara.get<QuickLinkGroup[]>(path)).body;
    expect(groups.length).toBeGreaterThan(1);
    const reversed = groups.map((g, i) => ({ key: g.key, iconOrder: groups.length - i }));
    expect((await amara.post(`${C}/communities/saveChapterQuickLinksDisplayOrder`, { communityId: HARBOR_CITY, quickLinks: reversed })).status).toBe(403);
    const ordered = await bruno.post<{ success: boolean; message: string }>(`${C}/communities/saveChapterQuickLinksDisplayOrder`, { communityId: HARBOR_CITY, quickLinks: reversed });
    expect(ordered.body).toEqual({ success: true, message: QUICK_LINKS_SAVED });
    expect((await amara.get<QuickLinkGroup[]>(path)).body.map((g) => g.key)).toEqual(groups.map((g) => g.key).reverse());

    const link = (n: number) => ({ id: `a3000000-0000-4000-8000-${String(n).padStart(12, '0')}`, label: `Link ${n}`, navigationUrl: `https://connect.example/${n}` });
    const full = [{ key: 'events', displayName: 'Events', iconOrder: 1, links: Array.from({ length: MAX_QUICK_LINKS }, (_, i) => link(i)) }];
    expect((await bruno.post(`${C}/communities/saveChapterQuickLinks`, { communityId: HARBOR_CITY, quickLinks: full })).status).toBe(200);
    expect((await amara.get<QuickLinkGroup[]>(path)).body[0]?.links).toHaveLength(MAX_QUICK_LINKS);
    full[0]?.links.push(link(MAX_QUICK_LINKS));
    expect((await bruno.post(`${C}/communities/saveChapterQuickLinks`, { communityId: HARBOR_CITY, quickLinks: full })).status).toBe(422);
  });
});

describe('network pages', () => {
  interface Page {
    content: { id: string; title?: string; content: string; displayOrder: number }[];
    relatedContent: { id: string; title: string; fileName?: string; url?: string; displayOrder?: number }[];
  }
  const page = (client: ApiClient) => client.get<Page>(`${C}/networkPageContent/${FAMILY_BUSINESS}`);

  it('lets the network admin add, edit and reorder content that every member reads', async () => {
    const before = (await page(chen)).body;
    expect(before.content.length).toBeGreaterThan(0);
    const block = { communityId: FAMILY_BUSINESS, title: 'Retreat', content: 'Spring retreat in the hills.', displayOrder: 9 };
    expect((await amara.post(`${C}/saveNetworkPageContent`, block)).status).toBe(403);
    const created = await lucia.post<{ id: string }>(`${C}/saveNetworkPageContent`, block);
    expect(created.status).toBe(200);
    await lucia.post(`${C}/saveNetworkPageContent`, { ...block, id: created.body.id, content: 'Autumn retreat.' });
    const order = { communityId: FAMILY_BUSINESS, items: [{ id: created.body.id, displayOrder: 0 }] };
    expect((await lucia.post(`${C}/saveNetworkPageContentDisplayOrder`, order)).status).toBe(200);
    const after = (await amara.get<Page>(`${C}/networkPageContent/${FAMILY_BUSINESS}`)).body;
    expect(after.content[0]).toMatchObject({ id: created.body.id, content: 'Autumn retreat.' });
    expect(after.content).toHaveLength(before.content.length + 1);
  });

  it('stores related content uploaded as a file', async () => {
    const form = new FormData();
    form.set('communityId', FAMILY_BUSINESS);
    form.set('title', 'Succession checklist');
    form.set('file0', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'Succession checklist.pdf');
    const response = await fetch(`${running.url}/communities/api/SaveNetworkPageRelatedContent`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${lucia.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
      body: form,
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { id: string; fileName: string };
    expect(saved.fileName).toBe('Succession checklist.pdf');
    expect((await page(amara)).body.relatedContent.map((r) => r.id)).toContain(saved.id);
  });

  it('answers subnetworks from the network, and 404 for a community that is no network', async () => {
    expect((await amara.get<unknown[]>(`${C}/communities/subnetworks/${FAMILY_BUSINESS}`)).body).toEqual([]);
    expect((await amara.get(`${C}/communities/subnetworks/${HARBOR_CITY}`)).status).toBe(404);
  });
});

describe('groups', () => {
  const MENTORING = '00000000-0000-4000-8000-00000000c601';

  it('answers the group with canEditGroup per caller, and its admins', async () => {
    const group = await amara.get<{ name: string; communityFocus: string[]; canEditGroup: boolean }>(`${C}/group/${MENTORING}`);
    expect(group.body).toMatchObject({ name: 'Mentoring Group', canEditGroup: false });
    expect(group.body.communityFocus.length).toBeGreaterThan(0);
    expect((await ines.get<{ canEditGroup: boolean }>(`${C}/group/${MENTORING}`)).body.canEditGroup).toBe(true);
    const admins = await amara.get<{ firstName: string; isAdmin: boolean }[]>(`${C}/groups/list-admins/${MENTORING}/group`);
    expect(admins.status).toBe(200);
    expect(admins.body.length).toBeGreaterThan(0);
    expect(admins.body.every((a) => a.isAdmin && a.firstName !== '')).toBe(true);
    expect((await amara.get(`${C}/group/${HARBOR_CITY}`)).status).toBe(404);
  });
});

describe('announcement panels', () => {
  type Panel = { title: string; eventList: { eventId: string; title: string; startDateTime: string; endDateTime: string }[]; profileList: { personId: string }[] };
  const panelsOf = async (communityId: string) => ({
    leftPane: (await amara.get<Panel>(`${C}/communities/get-left-pane-announcement/${communityId}`)).body,
    connect: (await amara.get<Panel>(`${C}/communities/get-connect-announcement/${communityId}`)).body,
  });

  it("show the community's next events in order (left pane), its gatherings and its admins (connect)", async () => {
    const { leftPane, connect } = await panelsOf(HARBOR_CITY);
    expect(leftPane.title).toBe('Coming up in Harbor City Chapter');
    expect(leftPane.eventList.map((e) => e.title)).toContain('Harbor City Leadership Summit');
    expect(connect.title).toBe('Connect with Harbor City Chapter');
    expect(connect.profileList.map((p) => p.personId)).toContain(BRUNO_ID);
    for (const panel of [leftPane, connect]) {
      expect(panel.eventList.length).toBeGreaterThan(0);
      expect(panel.eventList.length).toBeLessThanOrEqual(PANEL_EVENTS);
      const starts = panel.eventList.map((e) => e.startDateTime);
      expect([...starts].sort()).toEqual(starts);
      expect(panel.eventList.every((e) => Date.parse(e.endDateTime) >= Date.now() - 60_000)).toBe(true);
    }
    expect((await amara.get(`${C}/communities/get-left-pane-announcement/00000000-0000-4000-8000-00000000cfff`)).status).toBe(404);
  });

  it.each([HARBOR_CITY, FAMILY_BUSINESS])('never show the same entries in both panels of %s (/home shows them side by side)', async (communityId) => {
    const { leftPane, connect } = await panelsOf(communityId);
    const entries = (panel: Panel) => [...panel.eventList.map((e) => `event ${e.eventId} ${e.title}`), ...panel.profileList.map((p) => `person ${p.personId}`)];
    expect(entries(leftPane).length + entries(connect).length).toBeGreaterThan(0);
    expect(entries(leftPane).filter((entry) => entries(connect).includes(entry))).toEqual([]);
    expect(leftPane.eventList.map((e) => e.title).filter((title) => connect.eventList.some((e) => e.title === title))).toEqual([]);
  });

  it('date the connect gatherings from the sandbox\'s start: still to come', async () => {
    const { connect } = await panelsOf(HARBOR_CITY);
    expect(connect.eventList.map((e) => e.title)).toEqual(['New member coffee, Harbor City Chapter', 'Member-to-member dinner, Harbor City Chapter', 'Virtual introductions, Harbor City Chapter']);
    expect(Date.parse(connect.eventList[0]!.startDateTime)).toBeGreaterThan(Date.now());
  });
});

describe('redirects', () => {
  it('names the community types that open an external community', async () => {
    expect((await amara.get<string[]>(`${C}/communities/redirects`)).body).toEqual(['champion']);
  });
});

describe('product-team member', () => {
  it('is true for the product-management persona only', async () => {
    expect((await sofia.get<boolean>(`${C}/communities/is-pm-teammember`)).body).toBe(true);
    expect((await amara.get<boolean>(`${C}/communities/is-pm-teammember`)).body).toBe(false);
  });
});
