// Community page content (openapi/communities.yaml; spec 001 §2, §3, §5, §8): about, chair message,
// chapter welcome message, awards, sponsors, transaction hub, chapter quick links, network pages and
// subnetworks, groups and their admins, announcement panels, redirects and the product-team check. Members of a community read its content; its admins write it, and every
// member sees the change.
import { FEATURE_MESSAGES } from '@ypo/headless/feature-messages';
import type { communities } from '@ypo/sdk';
import { artworkPath } from '../artwork.ts';
import { actingPersona, clone, forbidden, getNetwork, mediaUrl, newId, notFound, ok, param, rolesOf, seededIso, sliceOf, unprocessable } from '../helpers.ts';
import { chance, sample } from '../rng.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import type { NetworkCommunity } from '../network-types.ts';
import { liveAnnouncementFor } from './chapter-studio.ts';
import type { EventsSlice } from './events.ts';
import { findCommunity, findMember, isCommunityAdmin, memberName, membersOfCommunity, requireGroupRun, requireMembership } from './network.ts';

type Schemas = communities.components['schemas'];
type About = Schemas['CommunityAbout'];
type ChairMessage = Schemas['ChairMessage'];
type WelcomeMessage = Schemas['ChapterWelcomeMessage'];
type Award = Schemas['Award'];
type Sponsor = Schemas['Sponsor'];
type TransactionHub = Schemas['TransactionHub'];
type QuickLinkGroup = Schemas['QuickLinkGroup'];
type CommunityType = Schemas['CommunityType'];
type NetworkContentItem = Schemas['NetworkContentItem'];
type NetworkRelatedContent = Schemas['NetworkRelatedContent'];
type PanelEvent = Schemas['PanelEvent'];

/** Quick links a chapter keeps, across its groups (spec 001 §5: "up to 24 shortcuts"). */
export const MAX_QUICK_LINKS = 24;
/** Chair message short text (spec 001 §9: "chair message short text 200 characters"). */
export const CHAIR_SHORT_TEXT_MAX = 200;
/** Community types redirected to an external community, as the contract's example has them. */
export const REDIRECTED_TYPES: readonly CommunityType[] = ['champion'];
/** spec 001 §8: the quick links success text. */
export const QUICK_LINKS_SAVED = FEATURE_MESSAGES.quickLinksSaved;

/** `store.communityPages`: content by community id. */
export interface CommunityPagesSlice {
  about: Record<string, About>;
  chairMessages: Record<string, ChairMessage>;
  welcome: Record<string, WelcomeMessage>;
  awards: Record<string, Award[]>;
  sponsors: Record<string, Sponsor[]>;
  transactionHubs: Record<string, TransactionHub>;
  quickLinks: Record<string, QuickLinkGroup[]>;
  /** Network page content blocks and related files, by network id. */
  networkContent: Record<string, NetworkContentItem[]>;
  networkRelated: Record<string, NetworkRelatedContent[]>;
  /** Group description and focus, by group (or network) id. */
  groups: Record<string, { description: string; communityFocus: string[] }>;
  /** Community types whose pages open an external community (spec 001 §2). */
  redirects: CommunityType[];
  /** The member gatherings of each community's connect panel (its own, not the events of its left pane), by community id. */
  connectGatherings: Record<string, PanelEvent[]>;
}

const slice = (store: Store) => sliceOf<CommunityPagesSlice>(store, 'communityPages');

// --- seeding -------------------------------------------------------------------------------------

const FOCUS = ['forums and family events', 'peer learning and retreats', 'business growth and succession', 'leadership and giving back'];
const AWARDS = ['Chapter Excellence Award', 'Member Education Award', 'Forum Experience Award', 'Family Programming Award'];
/** Focus options of a group (the group form's focus list). */
export const GROUP_FOCUS = ['Leadership', 'Learning', 'Mentoring', 'Family', 'Impact', 'Wellbeing'];
const SPONSOR_NAMES = ['Northlight Capital', 'Harbourside Legal', 'Meridian Private Bank', 'Atlas Logistics', 'Crescent Advisory'];
/**
 * The connect panel's gatherings, written against SEED_NOW (helpers.ts: moved with the seeded world, so they are
 * upcoming whenever the sandbox starts): informal meetings of members, none of them an event of the events domain.
 */
const CONNECT_GATHERINGS: readonly { title: string; at: string; hours: number; locationType: PanelEvent['locationType'] }[] = [
  { title: 'New member coffee', at: '2026-11-20T08:30:00Z', hours: 1, locationType: 'In Person' },
  { title: 'Member-to-member dinner', at: '2026-11-26T19:00:00Z', hours: 3, locationType: 'In Person' },
  { title: 'Virtual introductions', at: '2026-12-07T17:00:00Z', hours: 1, locationType: 'Virtual' },
];
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function firstAdminOf(store: Store, communityId: string): string | undefined {
  return membersOfCommunity(store, communityId).find((m) => m.isAdmin)?.personId;
}

function seedCommunityPages(store: Store, rng: Rng): void {
  const pages: CommunityPagesSlice = { about: {}, chairMessages: {}, welcome: {}, awards: {}, sponsors: {}, transactionHubs: {}, quickLinks: {}, networkContent: {}, networkRelated: {}, groups: {}, redirects: [...REDIRECTED_TYPES], connectGatherings: {} };
  let n = 0;
  let gatherings = 0;
  for (const community of getNetwork(store).communities) {
    const id = community.communityId;
    pages.connectGatherings[id] = CONNECT_GATHERINGS.map((g) => ({
      eventId: rng.guid('connect-gathering', ++gatherings),
      title: `${g.title}, ${community.name}`,
      startDateTime: seededIso(store, g.at),
      endDateTime: seededIso(store, Date.parse(g.at) + g.hours * 3_600_000),
      eventTimeZone: 'UTC',
      locationType: g.locationType,
    }));
    const key = slug(community.name);
    const chair = firstAdminOf(store, id);
    const chairImage = chair ? findMember(store, chair)?.profileImageUrl : undefined;
    pages.about[id] = {
      communityId: id,
      communityType: community.communityType,
      description: `${community.name} brings together chief executives for ${rng.pick(FOCUS)}.`,
      images: [mediaUrl(artworkPath('covers', `${key}-about`))],
      ...(chairImage ? { profileImageUrl: chairImage } : {}),
    };
    if (community.communityType === 'group') {
      pages.groups[id] = { description: `${community.name}: members meeting for ${rng.pick(FOCUS)}.`, communityFocus: sample(rng, GROUP_FOCUS, 2) };
    }
    // A network is configured as a group is (spec 001 §2 'configure group'): it starts from its about text, no focus.
    if (community.communityType === 'network') pages.groups[id] = { description: pages.about[id]?.description ?? '', communityFocus: [] };
    if (community.communityType !== 'chapter' && community.communityType !== 'network') continue;
    if (chair) {
      pages.chairMessages[id] = {
        communityId: id,
        communityType: community.communityType,
        shortText: `Welcome to a year of bold learning in ${community.name}.`,
        message: `Dear members, this year ${community.name} meets for ${rng.pick(FOCUS)}. Bring your questions, your spouses and partners. ${memberName(store, chair)}`,
        images: [mediaUrl(artworkPath('covers', `${key}-chair`))],
        ...(chairImage ? { profileImageUrl: chairImage } : {}),
      };
    }
    if (community.communityType === 'network') {
      pages.networkContent[id] = [
        { id: rng.guid('network-content', ++n), communityId: id, title: 'About the network', content: `${community.name} connects members around ${rng.pick(FOCUS)}.`, displayOrder: 1 },
        { id: rng.guid('network-content', ++n), communityId: id, title: 'Upcoming', content: `Join the next ${community.name} gathering; details follow in the feed.`, displayOrder: 2 },
      ];
      pages.networkRelated[id] = [
        { id: rng.guid('network-related', ++n), communityId: id, title: 'Network charter', fileName: 'Network charter.pdf', url: mediaUrl(artworkPath('documents', `${key}-network-charter`)), displayOrder: 1 },
      ];
    }
    if (community.communityType !== 'chapter') continue;
    pages.welcome[id] = {
      communityId: id,
      message: `Welcome to ${community.name}. Our members lead companies of every size across the region.`,
      annualCompensation: 500000,
      annualRevenue: 13000000,
      enterpriseNetWorthType: 'Enterprise value',
      minimumEnterpriseNetWorth: 26000000,
      employees: 50,
      assets: 160000000,
      publicEquityValue: null,
    };
    pages.awards[id] = Array.from({ length: rng.int(0, 2) }, (_, k) => {
      const title = `${rng.pick(AWARDS)} ${2024 + k}`;
      return { id: rng.guid('award', ++n), title, description: `Awarded to ${community.name}.`, imageUrl: mediaUrl(artworkPath('awards', title)) };
    });
    pages.sponsors[id] = Array.from({ length: rng.int(0, 3) }, (_, k) => {
      const name = SPONSOR_NAMES[(k + n) % SPONSOR_NAMES.length] ?? 'Sponsor';
      return { id: rng.guid('sponsor', ++n), name, imageUrl: mediaUrl(artworkPath('sponsors', name)), url: `https://connect.example/sponsors/${slug(name)}`, order: k + 1 };
    });
    if (chance(rng, 0.6)) {
      pages.transactionHubs[id] = {
        id: rng.guid('transaction-hub', ++n),
        communityId: id,
        title: `${community.name} Deal Room`,
        description: 'Opportunities shared by chapter members.',
        url: `https://connect.example/transactionhub/${key}`,
        isActive: true,
      };
    }
    pages.quickLinks[id] = [
      { key: 'events', displayName: 'Chapter Events', iconOrder: 1, links: [{ id: rng.guid('quick-link', ++n), label: `${community.name} events`, navigationUrl: `https://connect.example/communities/${id}/events` }] },
      { key: 'files', displayName: 'Chapter Files', iconOrder: 2, links: [{ id: rng.guid('quick-link', ++n), label: 'Chapter bylaws', navigationUrl: `https://connect.example/communities/${id}/files` }] },
      { key: 'directory', displayName: 'Member Directory', iconOrder: 3, links: [{ id: rng.guid('quick-link', ++n), label: 'Members', navigationUrl: `https://connect.example/communities/${id}/members` }] },
    ];
  }
  store.communityPages = pages;
}

// --- rules ---------------------------------------------------------------------------------------

/** The community, for a member of it (403 non-member texts, 404 unknown). */
function memberCommunity(store: Store, caller: Caller, communityId: string): NetworkCommunity {
  return requireMembership(store, caller, communityId).community;
}

/** The community, for one of its admins. */
function adminCommunity(store: Store, caller: Caller, communityId: string): NetworkCommunity {
  const community = memberCommunity(store, caller, communityId);
  if (!isCommunityAdmin(store, caller.personId, community.communityId)) throw forbidden('Only an admin of this community may do this.');
  return community;
}

function requireChapter(community: NetworkCommunity): void {
  if (community.communityType !== 'chapter') throw notFound('This community is not a chapter.');
}

// --- handlers ------------------------------------------------------------------------------------

const getCommunityAbout: OperationHandler = (request, caller, store) => {
  const community = memberCommunity(store, caller, param(request, 'id'));
  return ok(clone(slice(store).about[community.communityId] ?? { communityId: community.communityId, communityType: community.communityType, description: '', images: [] }));
};

const saveCommunityAbout: OperationHandler = (request, caller, store) => {
  const body = request.body as About;
  const community = adminCommunity(store, caller, body.communityId);
  const saved: About = { ...clone(body), communityId: community.communityId, communityType: community.communityType };
  slice(store).about[community.communityId] = saved;
  return ok(clone(saved));
};

const getChairMessages: OperationHandler = (request, caller, store) => {
  const community = memberCommunity(store, caller, param(request, 'id'));
  return ok(clone(slice(store).chairMessages[community.communityId] ?? { communityId: community.communityId, communityType: community.communityType, message: '', images: [] }));
};

const saveChairMessages: OperationHandler = (request, caller, store) => {
  const community = adminCommunity(store, caller, param(request, 'id'));
  const body = request.body as ChairMessage;
  if (body.communityId.toLowerCase() !== community.communityId) {
    throw unprocessable('Failed to save Chapter/Network Message, try again.', { communityId: ['must be the community of the path'] });
  }
  const saved: ChairMessage = { ...clone(body), communityId: community.communityId, communityType: community.communityType };
  slice(store).chairMessages[community.communityId] = saved;
  return ok(clone(saved));
};

const getChapterWelcomeMessage: OperationHandler = (request, caller, store) => {
  const community = memberCommunity(store, caller, param(request, 'id'));
  requireChapter(community);
  return ok(clone(slice(store).welcome[community.communityId] ?? { communityId: community.communityId, message: '' }));
};

const saveChapterWelcomeMessage: OperationHandler = (request, caller, store) => {
  const body = request.body as WelcomeMessage;
  const community = adminCommunity(store, caller, body.communityId);
  requireChapter(community);
  const saved: WelcomeMessage = { ...clone(body), communityId: community.communityId };
  slice(store).welcome[community.communityId] = saved;
  return ok(clone(saved));
};

const listAwardsByCommunity: OperationHandler = (request, caller, store) => {
  const community = memberCommunity(store, caller, param(request, 'id'));
  return ok(clone(slice(store).awards[community.communityId] ?? []));
};

const sponsorList = (store: Store, caller: Caller, communityId: string) => ({
  sponsors: clone([...(slice(store).sponsors[communityId] ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))),
  canEdit: isCommunityAdmin(store, caller.personId, communityId),
});

const getCommunitySponsors: OperationHandler = (request, caller, store) => {
  const community = memberCommunity(store, caller, param(request, 'id'));
  return ok(sponsorList(store, caller, community.communityId));
};

const saveCommunitySponsors: OperationHandler = (request, caller, store) => {
  const community = adminCommunity(store, caller, param(request, 'id'));
  const { sponsors } = request.body as { sponsors: Sponsor[] };
  slice(store).sponsors[community.communityId] = sponsors.map((s, i) => ({ ...clone(s), id: s.id.toLowerCase(), order: s.order ?? i + 1 }));
  return ok(sponsorList(store, caller, community.communityId));
};

const getTransactionHub: OperationHandler = (request, caller, store) => {
  const community = memberCommunity(store, caller, param(request, 'id'));
  const hub = slice(store).transactionHubs[community.communityId];
  if (!hub) throw notFound('This community has no transaction hub.');
  return ok(clone(hub));
};

const upsertTransactionHub: OperationHandler = (request, caller, store) => {
  const body = request.body as TransactionHub;
  const community = adminCommunity(store, caller, body.communityId);
  const hubs = slice(store).transactionHubs;
  const saved: TransactionHub = { ...clone(body), id: hubs[community.communityId]?.id ?? body.id?.toLowerCase() ?? newId(), communityId: community.communityId };
  hubs[community.communityId] = saved;
  return ok(clone(saved));
};

const getChapterQuickLinks: OperationHandler = (request, caller, store) => {
  const community = memberCommunity(store, caller, param(request, 'id'));
  requireChapter(community);
  return ok(clone([...(slice(store).quickLinks[community.communityId] ?? [])].sort((a, b) => a.iconOrder - b.iconOrder)));
};

const saveChapterQuickLinks: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; quickLinks: QuickLinkGroup[] };
  const community = adminCommunity(store, caller, body.communityId);
  requireChapter(community);
  const total = body.quickLinks.reduce((sum, group) => sum + group.links.length, 0);
  if (total > MAX_QUICK_LINKS) throw unprocessable(`A chapter keeps up to ${MAX_QUICK_LINKS} quick links.`, { quickLinks: [`must hold at most ${MAX_QUICK_LINKS} links`] });
  const keys = body.quickLinks.map((g) => g.key);
  if (new Set(keys).size !== keys.length) throw unprocessable('Each quick link group appears once.', { quickLinks: ['must not repeat a key'] });
  slice(store).quickLinks[community.communityId] = clone(body.quickLinks);
  return ok({ success: true, message: QUICK_LINKS_SAVED });
};

const saveChapterQuickLinksDisplayOrder: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; quickLinks: { key: string; iconOrder: number }[] };
  const community = adminCommunity(store, caller, body.communityId);
  requireChapter(community);
  const groups = slice(store).quickLinks[community.communityId] ?? [];
  const unknown = body.quickLinks.find((o) => !groups.some((g) => g.key === o.key));
  if (unknown) throw notFound(`No quick link group ${unknown.key} in this chapter.`);
  for (const order of body.quickLinks) {
    const group = groups.find((g) => g.key === order.key);
    if (group) group.iconOrder = order.iconOrder;
  }
  return ok({ success: true, message: QUICK_LINKS_SAVED });
};

// Network pages (spec 001 §3 "Network page content: content, display order, related content (file
// upload)"). Any signed-in member reads a network's page (networks are browsed before joining); its
// admins write it.

function requireNetwork(store: Store, communityId: string): NetworkCommunity {
  const community = findCommunity(store, communityId);
  if (!community || community.communityType !== 'network') throw notFound('No network with this id.');
  return community;
}

const byDisplayOrder = <T extends { displayOrder?: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));

const getNetworkPageContent: OperationHandler = (request, _caller, store) => {
  const network = requireNetwork(store, param(request, 'id'));
  const pages = slice(store);
  return ok({
    communityId: network.communityId,
    content: clone(byDisplayOrder(pages.networkContent[network.communityId] ?? [])),
    relatedContent: clone(byDisplayOrder(pages.networkRelated[network.communityId] ?? [])),
  });
};

/** The network for one of its admins. */
function adminNetwork(store: Store, caller: Caller, communityId: string): NetworkCommunity {
  const network = requireNetwork(store, communityId);
  return adminCommunity(store, caller, network.communityId);
}

const saveNetworkPageContent: OperationHandler = (request, caller, store) => {
  const body = request.body as NetworkContentItem;
  const network = adminNetwork(store, caller, body.communityId);
  const items = (slice(store).networkContent[network.communityId] ??= []);
  const id = body.id?.toLowerCase();
  const at = id ? items.findIndex((item) => item.id === id) : -1;
  if (id && at < 0) throw notFound('No content block with this id on this network page.');
  const saved: NetworkContentItem = { ...clone(body), id: id ?? newId(), communityId: network.communityId };
  if (at >= 0) items[at] = saved;
  else items.push(saved);
  return ok(clone(saved));
};

const saveNetworkPageContentDisplayOrder: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; items: { id: string; displayOrder: number }[] };
  const network = adminNetwork(store, caller, body.communityId);
  const pages = slice(store);
  const all = [...(pages.networkContent[network.communityId] ?? []), ...(pages.networkRelated[network.communityId] ?? [])];
  const unknown = body.items.find((o) => !all.some((item) => item.id === o.id.toLowerCase()));
  if (unknown) throw notFound(`No content ${unknown.id} on this network page.`);
  for (const order of body.items) {
    const item = all.find((i) => i.id === order.id.toLowerCase());
    if (item) item.displayOrder = order.displayOrder;
  }
  return ok({ success: true, message: 'Saved.' });
};

const saveNetworkPageRelatedContent: OperationHandler = (request, caller, store) => {
  const form = request.body as { communityId: string; id?: string; title: string; displayOrder?: string | number; file0: { name?: string } };
  const network = adminNetwork(store, caller, form.communityId);
  const items = (slice(store).networkRelated[network.communityId] ??= []);
  const id = form.id?.toLowerCase();
  const at = id ? items.findIndex((item) => item.id === id) : -1;
  if (id && at < 0) throw notFound('No related content with this id on this network page.');
  const fileName = form.file0.name || 'file';
  const order = form.displayOrder === undefined || form.displayOrder === '' ? items.length + 1 : Number(form.displayOrder);
  const saved: NetworkRelatedContent = {
    id: id ?? newId(),
    communityId: network.communityId,
    title: form.title,
    fileName,
    url: mediaUrl(artworkPath('documents', `${network.name}-${fileName}`)),
    displayOrder: Number.isInteger(order) ? order : items.length + 1,
  };
  if (at >= 0) items[at] = saved;
  else items.push(saved);
  return ok(clone(saved));
};

const getSubnetworks: OperationHandler = (request, _caller, store) => {
  const network = requireNetwork(store, param(request, 'id'));
  return ok(
    getNetwork(store)
      .communities.filter((c) => c.communityType === 'network' && c.parentId === network.communityId && c.networkType)
      .map((c) => ({ communityId: c.communityId, name: c.name, networkType: c.networkType, imageUrl: mediaUrl(artworkPath('covers', `network-${c.name}`)) })),
  );
};

// Groups (spec 001 §3 "group object; community admin list (isAdmin)"; §6 canEditGroup): any
// signed-in member reads a group; its admins and Group Super Administrators may edit it. A network
// is read the same way (its admin panels configure it as a group, spec 001 §2); only its admins edit it.

/** A community admin as a group member list and an announcement panel show them. */
function adminCard(store: Store, personId: string): { personId: string; firstName: string; lastName: string; profileImageUrl?: string } {
  const member = findMember(store, personId);
  if (!member) return { personId, firstName: 'Former', lastName: 'Member' };
  return { personId, firstName: member.preferredName || member.firstName, lastName: member.familyName, profileImageUrl: member.profileImageUrl };
}

const getGroup: OperationHandler = (request, caller, store) => {
  const group = requireGroupRun(store, param(request, 'id'));
  const content = slice(store).groups[group.communityId];
  return ok({
    communityId: group.communityId,
    name: group.name,
    description: content?.description ?? '',
    communityFocus: clone(content?.communityFocus ?? []),
    canEditGroup: isCommunityAdmin(store, caller.personId, group.communityId) || (group.communityType === 'group' && rolesOf(actingPersona(caller)).has('Group Super Admin')),
  });
};

const listGroupAdmins: OperationHandler = (request, _caller, store) => {
  const group = requireGroupRun(store, param(request, 'id'), param(request, 'name'));
  return ok(
    membersOfCommunity(store, group.communityId)
      .filter((m) => m.isAdmin)
      .map((m) => ({ ...adminCard(store, m.personId), isAdmin: true })),
  );
};

// Announcement panels (spec 001 §3 "announcement panel with eventList and profileList"), each with its own
// entries (/home shows both side by side): the left pane ("Coming up in ...") the community's next events from
// the events domain (so new events show), its title and body those of the newest live announcement the caller
// may see (chapter-studio.ts), if any; the connect panel ("Connect with ...") the community's seeded member
// gatherings and its admins.

/** Events an announcement panel shows at most. */
export const PANEL_EVENTS = 3;
/** People (the community's admins) an announcement panel shows at most. */
export const PANEL_PROFILES = 4;

/** What is still to come of `events` (ended no earlier than now), the next ones first, at most {@link PANEL_EVENTS}. */
function upcoming(events: readonly PanelEvent[]): PanelEvent[] {
  const from = Date.now();
  return events
    .filter((e) => Date.parse(e.endDateTime ?? e.startDateTime ?? '') >= from)
    .sort((a, b) => Date.parse(a.startDateTime ?? '') - Date.parse(b.startDateTime ?? ''))
    .slice(0, PANEL_EVENTS)
    .map((e) => clone(e));
}

const getLeftPaneAnnouncement: OperationHandler = (request, caller, store) => {
  const community = findCommunity(store, param(request, 'id'));
  if (!community) throw notFound('No community with this id.');
  const events = ((store.events as EventsSlice | undefined)?.events ?? []).filter((e) => e.communityId === community.communityId);
  const eventList = upcoming(
    events.map((e) => ({
      eventId: e.id,
      title: e.name,
      startDateTime: new Date(e.startMs).toISOString(),
      endDateTime: new Date(e.endMs).toISOString(),
      eventTimeZone: e.timeZone,
      ...(e.city ? { city: e.city } : {}),
      ...(e.state ? { state: e.state } : {}),
      ...(e.country ? { country: e.country } : {}),
      locationType: e.locationType,
    })),
  );
  const announcement = liveAnnouncementFor(store, caller, community.communityId);
  const text = announcement
    ? { title: announcement.title, body: announcement.shortDescription ?? '' }
    : { title: `Coming up in ${community.name}`, body: 'Meet your community at its next events.' };
  return ok({ communityId: community.communityId, ...text, eventList, profileList: [] });
};

const getConnectAnnouncement: OperationHandler = (request, _caller, store) => {
  const community = findCommunity(store, param(request, 'communityId'));
  if (!community) throw notFound('No community with this id.');
  const profileList = membersOfCommunity(store, community.communityId)
    .filter((m) => m.isAdmin)
    .slice(0, PANEL_PROFILES)
    .map((m) => adminCard(store, m.personId));
  return ok({
    communityId: community.communityId,
    title: `Connect with ${community.name}`,
    body: 'Meet fellow members at these gatherings; your community officers are here to help.',
    eventList: upcoming(slice(store).connectGatherings[community.communityId] ?? []),
    profileList,
  });
};

const getCommunityRedirects: OperationHandler = (_request, _caller, store) => ok([...slice(store).redirects]);

// spec 001 §6: the product-team member flag shows the team-only tools.
const isPmTeamMember: OperationHandler = (_request, caller) => ok(rolesOf(actingPersona(caller)).has('Team Member Product Management'));

/** The `community-pages` domain: the content of community pages (openapi/communities.yaml). */
export const communityPagesDomain: SandboxDomain = {
  name: 'community-pages',
  seed: seedCommunityPages,
  handlers: {
    getCommunityAbout,
    createCommunityAbout: saveCommunityAbout,
    updateCommunityAbout: saveCommunityAbout,
    getChairMessages,
    saveChairMessages,
    getChapterWelcomeMessage,
    saveChapterWelcomeMessage,
    listAwardsByCommunity,
    getCommunitySponsors,
    saveCommunitySponsors,
    getTransactionHub,
    upsertTransactionHub,
    getChapterQuickLinks,
    saveChapterQuickLinks,
    saveChapterQuickLinksDisplayOrder,
    isPmTeamMember,
    getNetworkPageContent,
    saveNetworkPageContent,
    saveNetworkPageContentDisplayOrder,
    saveNetworkPageRelatedContent,
    getSubnetworks,
    getGroup,
    listGroupAdmins,
    getCommunityRedirects,
    getLeftPaneAnnouncement,
    getConnectAnnouncement,
  },
};
