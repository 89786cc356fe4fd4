// Chapter studio, announcements and custom email groups (openapi/communities.yaml; spec 001 §2, §3,
// §4, §5, §6, §7, §8). Chapter studio announcements are written by those who may manage the studio
// (canManageChapterStudio) and reach the chapters of their sponsor regions; community announcements
// are written by the community's admins and chapter managers and reach its members. A published,
// active announcement inside its display window shows to the roles its visibleToObject names, also in
// the announcement panels of the community pages (community-pages.ts reads liveAnnouncementFor).
import { artworkPath } from '../artwork.ts';
import { FEATURE_MESSAGES } from '@ypo/headless/feature-messages';
import type { communities } from '@ypo/sdk';
import {
  actingPersona,
  clone,
  communitiesOfKind,
  forbidden,
  keyOf,
  mediaUrl,
  newId,
  notFound,
  ok,
  param,
  parseDateTime,
  personCard,
  regionOfChapter,
  rolesOf,
  sameId,
  seededDaysText,
  seededDayText,
  seededIso,
  sliceOf,
  specError,
} from '../helpers.ts';
import type { Caller, OperationHandler, SandboxDomain, Store } from '../types.ts';
import { isUploadedFile } from '../validate.ts';
import type { UploadedFile } from '../validate.ts';
import { findCommunity, membersOfCommunity, membershipOf, membershipsOf, requireMembership } from './network.ts';
import { storeMedia } from './uploads.ts';

type Schemas = communities.components['schemas'];
type Announcement = Schemas['Announcement'];
type Picklist = Schemas['AnnouncementPicklist'];
type PicklistOption = Schemas['PicklistOption'];
type StudioResource = Schemas['ChapterStudioResource'];
type EmailGroup = Schemas['CustomEmailGroup'];
type EmailGroupSave = Schemas['CustomEmailGroupSaveRequest'];

/** spec 001 §8: an announcement call that fails. */
export const ANNOUNCEMENT_FAILED = FEATURE_MESSAGES.announcementFailed;
/** spec 001 §8: a delete that fails. */
export const DELETE_FAILED = FEATURE_MESSAGES.announcementDeleteFailed;
/** visibleToObject value that shows an announcement to every member of its audience. */
export const VISIBLE_TO_ALL = 'AllMembers';

/** visibleTo picklist values and the community role each one reaches (VISIBLE_TO_ALL reaches everyone). */
const VISIBLE_TO: readonly { option: PicklistOption; role?: string }[] = [
  { option: { label: 'All Members', value: VISIBLE_TO_ALL } },
  { option: { label: 'Chapter Managers', value: 'ChapterManager' }, role: 'Chapter Manager' },
  { option: { label: 'Chapter Administrators', value: 'ChapterAdministrator' }, role: 'Chapter Administrator' },
];
const DEPARTMENTS: readonly PicklistOption[] = [
  { label: 'Chapters and Regions', value: 'ChaptersAndRegions' },
  { label: 'Member Experience', value: 'MemberExperience' },
  { label: 'Learning', value: 'Learning' },
];
/** spec 001 §3: three background colours. */
const BACKGROUND_COLORS = ['#1B2A4A', '#C9A227', '#FFFFFF'];

/** A community announcement with the community it belongs to. */
interface CommunityAnnouncement {
  communityId: string;
  announcement: Announcement;
}

/** `store.chapterStudio`. */
export interface ChapterStudioSlice {
  /** Resource categories; isFavorite is per person (favorites), false here. */
  resources: StudioResource[];
  /** Favourite resource ids by person id. */
  favorites: Record<string, string[]>;
  /** Chapter studio announcements (regional and departmental). */
  announcements: Announcement[];
  /** Community announcements (manage and create announcement pages). */
  communityAnnouncements: CommunityAnnouncement[];
  /** Custom email groups by community id (the composer reads them too: emailGroupsOf). */
  emailGroups: Record<string, EmailGroup[]>;
}

const slice = (store: Store) => sliceOf<ChapterStudioSlice>(store, 'chapterStudio');

// --- seeding -------------------------------------------------------------------------------------

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';

function seedChapterStudio(store: Store): void {
  const resource = (n: number, resourceName: string, key: string) => ({
    resourceId: `a8000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    resourceName,
    navigationUrl: `https://connect.example/resources/${key}`,
    imageUrl: mediaUrl(artworkPath('covers', `resource-${key}`)),
    isFavorite: false,
  });
  const resources: StudioResource[] = [
    {
      id: 'a8000000-0000-4000-8000-000000000001',
      categoryName: 'Chapter Operations',
      resourceItems: [resource(2, 'Officer Handbook', 'officer-handbook'), resource(3, 'Event Planning Guide', 'event-planning'), resource(4, 'Budget Template', 'budget-template')],
    },
    {
      id: 'a8000000-0000-4000-8000-000000000010',
      categoryName: 'Member Engagement',
      resourceItems: [resource(11, 'Retention Playbook', 'retention-playbook'), resource(12, 'New Member Welcome Kit', 'welcome-kit')],
    },
  ];
  const atlantic = communitiesOfKind(store, 'region').find((r) => r.name === 'Atlantic Region');
  const base = {
    sponsorRegionsList: atlantic ? [atlantic.name] : [],
    sponsorDepartmentList: ['Chapters and Regions'],
    backgroundColor: '#1B2A4A',
    backgroundImage: null,
    files: [],
    location: 'Harbor City',
    displayStartDate: seededIso(store, '2026-11-01T00:00:00Z'),
    displayEndDate: seededIso(store, '2027-12-31T23:59:00Z'),
    effectiveStartDate: seededIso(store, '2026-11-01T00:00:00Z'),
    effectiveEndDate: seededIso(store, '2027-12-31T23:59:00Z'),
    isActive: true,
    visibleToObject: [{ label: 'Chapter Managers', value: 'ChapterManager' }],
  };
  const announcements: Announcement[] = [
    {
      ...base,
      id: 'a6000000-0000-4000-8000-000000000001',
      title: 'Leadership Summit: register',
      recordTypeName: 'General',
      shortDescription: `Registration for the Harbor City Leadership Summit on ${seededDaysText(store, '2026-12-03', '2026-12-04', { year: false })} is open.`,
      longDescription: `Two days of peer learning in Harbor City. Register before ${seededDayText(store, '2026-11-20', { year: false })} to secure a seat.`,
      isPublished: true,
      ctaLink: 'https://connect.example/events/e0000000-0000-4000-8000-000000000001',
    },
    {
      ...base,
      id: 'a6000000-0000-4000-8000-000000000002',
      title: 'Officer training in January',
      recordTypeName: 'Warning',
      shortDescription: 'Officer training dates for January are being set.',
      longDescription: 'Officer training dates for January are being set; watch this space.',
      isPublished: false,
      ctaLink: 'https://connect.example/resources/officer-handbook',
    },
  ];
  const emailGroups: Record<string, EmailGroup[]> = {};
  const harborCity = findCommunity(store, HARBOR_CITY);
  if (harborCity) {
    const members = membersOfCommunity(store, harborCity.communityId)
      .slice(0, 2)
      .map((m) => emailGroupMember(store, m.personId, true))
      .filter((m) => m !== undefined);
    emailGroups[harborCity.communityId] = [{ id: 'a7000000-0000-4000-8000-000000000001', communityId: harborCity.communityId, name: 'Summit Planning Committee', isSelected: false, members }];
  }
  store.chapterStudio = { resources, favorites: {}, announcements, communityAnnouncements: [], emailGroups } satisfies ChapterStudioSlice;
}

// --- rules ---------------------------------------------------------------------------------------

const permissionsOf = (caller: Caller) => actingPersona(caller)?.permissionsResult.permissions;

/** spec 001 §2, §6: the chapter studio is viewed with canViewChapterStudioPage. */
function requireStudioViewer(caller: Caller): void {
  if (!permissionsOf(caller)?.canViewChapterStudioPage) throw forbidden('You may not view the chapter studio.');
}

/** spec 001 §6: the chapter studio is managed with canManageChapterStudio. */
function canManageStudio(caller: Caller): boolean {
  return permissionsOf(caller)?.canManageChapterStudio ?? false;
}

function requireStudioManager(caller: Caller): void {
  if (!canManageStudio(caller)) throw forbidden('You may not manage the chapter studio.');
}

/** Roles of the caller: the acting persona's roles and the network memberships'. */
function callerRoles(store: Store, caller: Caller): Set<string> {
  const roles = rolesOf(actingPersona(caller));
  for (const m of membershipsOf(store, caller.personId)) for (const r of m.roles) roles.add(r);
  return roles;
}

/** Whether the announcement's visibleToObject reaches a caller with these roles (none named: everyone). */
function visibleTo(announcement: Announcement, roles: ReadonlySet<string>): boolean {
  const values = (announcement.visibleToObject ?? []).map((o) => o.value);
  if (values.length === 0 || values.includes(VISIBLE_TO_ALL)) return true;
  return VISIBLE_TO.some((v) => v.role !== undefined && values.includes(v.option.value) && roles.has(v.role));
}

/** Published, active and inside its display window. */
function isLive(announcement: Announcement, at: number): boolean {
  if (!announcement.isPublished || !announcement.isActive) return false;
  const start = announcement.displayStartDate ? parseDateTime(announcement.displayStartDate) : NaN;
  const end = announcement.displayEndDate ? parseDateTime(announcement.displayEndDate) : NaN;
  return !(start > at) && !(end < at);
}

/** Whether a region is one of the announcement's sponsor regions (by id or by name). */
function sponsorsRegion(announcement: Announcement, region: { communityId: string; name: string }): boolean {
  return (announcement.sponsorRegionsList ?? []).some((r) => sameId(r, region.communityId) || keyOf(r) === keyOf(region.name));
}

/** The region a community belongs to for studio announcements: itself for a region, its parent for a chapter. */
function regionFor(store: Store, communityId: string): { communityId: string; name: string } | undefined {
  const community = findCommunity(store, communityId);
  if (!community) return undefined;
  return community.communityType === 'region' ? community : regionOfChapter(store, community.communityId);
}

/** Studio announcements shown in a community: departmental ones (no region) everywhere, regional ones in their regions. */
function studioAnnouncementReaches(store: Store, announcement: Announcement, communityId: string): boolean {
  if ((announcement.sponsorRegionsList ?? []).length === 0) return true;
  const region = regionFor(store, communityId);
  return region !== undefined && sponsorsRegion(announcement, region);
}

const newestFirst = (a: Announcement, b: Announcement) => (b.displayStartDate ?? '').localeCompare(a.displayStartDate ?? '');

/**
 * The announcement a community page's announcement panel shows to the caller: the newest live one of
 * the community, else of the chapter studio for its region, that the caller's roles may see.
 */
export function liveAnnouncementFor(store: Store, caller: Caller, communityId: string): Announcement | undefined {
  const state = store.chapterStudio as ChapterStudioSlice | undefined;
  if (!state) return undefined;
  const at = Date.now();
  const roles = callerRoles(store, caller);
  const shown = (a: Announcement) => isLive(a, at) && visibleTo(a, roles);
  const own = state.communityAnnouncements.filter((c) => sameId(c.communityId, communityId)).map((c) => c.announcement).filter(shown).sort(newestFirst);
  const studio = state.announcements.filter((a) => shown(a) && studioAnnouncementReaches(store, a, communityId)).sort(newestFirst);
  return own[0] ?? studio[0];
}

/** Field errors of an announcement the contract cannot express (spec 001 §5); the completeness rules apply when it is published. */
export function announcementErrors(a: Partial<Announcement>, hasImage: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  // The contract already bounds the lengths (title 30, short 120, location 120, long 1000) and the regions (4).
  if (!a.title?.trim()) add('title', 'is required');
  for (const [start, end] of [['displayStartDate', 'displayEndDate'], ['effectiveStartDate', 'effectiveEndDate']] as const) {
    const from = a[start] ? parseDateTime(a[start]) : NaN;
    const to = a[end] ? parseDateTime(a[end]) : NaN;
    if (to <= from) add(end, `must be after ${start}`);
  }
  if (!a.isPublished) return errors;
  if ((a.sponsorRegionsList ?? []).length === 0 && (a.sponsorDepartmentList ?? []).length === 0) add('sponsorDepartmentList', 'a department or a region is required');
  if (a.recordTypeName === 'Image' && !hasImage && !a.backgroundColor) add('backgroundImage', 'an image or a background colour is required');
  if (!a.ctaLink?.trim()) add('ctaLink', 'is required');
  for (const field of ['shortDescription', 'displayStartDate', 'displayEndDate'] as const) if (!a[field]) add(field, 'is required');
  return errors;
}

function requireValid(a: Partial<Announcement>, hasImage: boolean): void {
  const errors = announcementErrors(a, hasImage);
  if (Object.keys(errors).length > 0) throw specError(422, ANNOUNCEMENT_FAILED, errors);
}

/** An announcement as the contract answers it (only its fields). */
function announcementOf(a: Partial<Announcement> & Pick<Announcement, 'id' | 'title' | 'recordTypeName'>): Announcement {
  return {
    id: a.id,
    title: a.title,
    sponsorRegionsList: clone(a.sponsorRegionsList ?? []),
    sponsorDepartmentList: clone(a.sponsorDepartmentList ?? []),
    backgroundColor: a.backgroundColor ?? null,
    backgroundImage: a.backgroundImage ?? null,
    files: clone(a.files ?? []),
    recordTypeName: a.recordTypeName,
    ...(a.location !== undefined ? { location: a.location } : {}),
    ...(a.displayStartDate ? { displayStartDate: a.displayStartDate } : {}),
    ...(a.displayEndDate ? { displayEndDate: a.displayEndDate } : {}),
    ...(a.effectiveStartDate ? { effectiveStartDate: a.effectiveStartDate } : {}),
    ...(a.effectiveEndDate ? { effectiveEndDate: a.effectiveEndDate } : {}),
    ...(a.shortDescription !== undefined ? { shortDescription: a.shortDescription } : {}),
    ...(a.longDescription !== undefined ? { longDescription: a.longDescription } : {}),
    isActive: a.isActive ?? true,
    isPublished: a.isPublished ?? false,
    visibleToObject: clone(a.visibleToObject ?? []),
    ...(a.ctaLink ? { ctaLink: a.ctaLink } : {}),
  };
}

function picklist(store: Store): Picklist {
  return {
    departments: clone([...DEPARTMENTS]),
    regions: communitiesOfKind(store, 'region')
      .map((r) => ({ label: r.name, value: r.communityId }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    visibleTo: VISIBLE_TO.map((v) => clone(v.option)),
    backgroundColors: [...BACKGROUND_COLORS],
  };
}

// --- chapter studio handlers ---------------------------------------------------------------------

/** Announcements the caller sees in the studio: all for a manager (drafts too), the live visible ones for a viewer. */
function studioAnnouncementsFor(store: Store, caller: Caller): Announcement[] {
  const all = slice(store).announcements;
  if (canManageStudio(caller)) return clone([...all].sort(newestFirst));
  const roles = callerRoles(store, caller);
  const at = Date.now();
  return clone(all.filter((a) => isLive(a, at) && visibleTo(a, roles)).sort(newestFirst));
}

const getChapterStudioCategoriesAndResources: OperationHandler = (request, caller, store) => {
  requireStudioViewer(caller);
  requireMembership(store, caller, param(request, 'id'));
  const state = slice(store);
  const favorites = new Set(state.favorites[caller.personId.toLowerCase()] ?? []);
  const resources = state.resources.map((category) => ({
    ...clone(category),
    resourceItems: category.resourceItems
      .map((item) => ({ ...clone(item), isFavorite: favorites.has(item.resourceId) }))
      .sort((a, b) => a.resourceName.localeCompare(b.resourceName)),
  }));
  // spec 001 §3: the chapter list holds chapters where the user has the chapter manager role.
  const chapterList = membershipsOf(store, caller.personId)
    .filter((m) => m.roles.includes('Chapter Manager'))
    .map((m) => findCommunity(store, m.communityId))
    .filter((c) => c?.communityType === 'chapter')
    .map((c) => ({ communityId: c!.communityId, name: c!.name, ...(c!.parentId ? { parentId: c!.parentId } : {}) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return ok({ resources, chapterList, announcements: studioAnnouncementsFor(store, caller) });
};

const saveChapterStudioPersonFavorite: OperationHandler = (request, caller, store) => {
  requireStudioViewer(caller);
  const body = request.body as Schemas['FavoriteRequest'];
  const state = slice(store);
  const id = body.resourceId.toLowerCase();
  if (!state.resources.some((c) => c.resourceItems.some((item) => item.resourceId === id))) throw notFound('No chapter studio resource with this id.');
  const key = caller.personId.toLowerCase();
  const favorites = new Set(state.favorites[key] ?? []);
  if (body.isFavorite) favorites.add(id);
  else favorites.delete(id);
  state.favorites[key] = [...favorites];
  return ok({ success: true, message: 'Saved.' });
};

const getAnnouncementsByRegionId: OperationHandler = (request, caller, store) => {
  requireStudioViewer(caller);
  const region = findCommunity(store, param(request, 'id'));
  if (region?.communityType !== 'region') throw notFound('No region with this id.');
  return ok(studioAnnouncementsFor(store, caller).filter((a) => (a.sponsorRegionsList ?? []).length === 0 || sponsorsRegion(a, region)));
};

const getChapterStudioAllAnnouncements: OperationHandler = (_request, caller, store) => {
  requireStudioViewer(caller);
  return ok(studioAnnouncementsFor(store, caller));
};

const getChapterStudioAnnouncementById: OperationHandler = (request, caller, store) => {
  requireStudioViewer(caller);
  const found = studioAnnouncementsFor(store, caller).find((a) => sameId(a.id, param(request, 'id')));
  if (!found) throw notFound('No announcement with this id.');
  return ok(found);
};

const getAnnouncementPicklist: OperationHandler = (_request, caller, store) => {
  requireStudioManager(caller);
  return ok(picklist(store));
};

const IMAGE_EXTENSIONS = /\.(bmp|gif|jpe?g|png)$/i;

const saveChapterStudioAnnouncement: OperationHandler = (request, caller, store) => {
  requireStudioManager(caller);
  const form = request.body as Partial<Omit<Announcement, 'backgroundImage' | 'files'>> & { backgroundImage?: UploadedFile | string; files?: unknown };
  const state = slice(store);
  const id = form.id?.toLowerCase();
  const at = id ? state.announcements.findIndex((a) => a.id === id) : -1;
  if (id && at < 0) throw specError(404, ANNOUNCEMENT_FAILED);
  const previous = at >= 0 ? state.announcements[at] : undefined;
  const image = isUploadedFile(form.backgroundImage) ? form.backgroundImage : undefined;
  const files = (Array.isArray(form.files) ? form.files : [form.files]).filter(isUploadedFile);
  for (const file of [...(image ? [image] : []), ...files]) {
    if (!IMAGE_EXTENSIONS.test(file.name)) throw specError(422, 'File type not supported', { backgroundImage: [`${file.name} is not an image`] });
  }
  const hasImage = image !== undefined || files.length > 0 || !!previous?.backgroundImage || (previous?.files ?? []).length > 0;
  const draft = { ...form, backgroundImage: undefined, files: undefined };
  requireValid(draft, hasImage);
  const owner = { communityId: 'chapter-studio', uploaderId: caller.personId };
  const storedImage = image ? mediaUrl(storeMedia(store, image, owner)) : undefined;
  const storedFiles = files.map((file) => ({ name: file.name, url: mediaUrl(storeMedia(store, file, owner)) }));
  const saved = announcementOf({
    ...draft,
    id: id ?? newId(),
    title: form.title ?? '',
    recordTypeName: form.recordTypeName ?? 'General',
    backgroundImage: storedImage ?? previous?.backgroundImage ?? null,
    files: storedFiles.length > 0 ? storedFiles : (previous?.files ?? []),
  });
  if (at >= 0) state.announcements[at] = saved;
  else state.announcements.push(saved);
  return ok(clone(saved));
};

// --- community announcements ---------------------------------------------------------------------

/** The community, for one who may manage its announcements: an admin or a chapter manager of it. */
function announcementManagerCommunity(store: Store, caller: Caller, communityId: string) {
  const { community, membership } = requireMembership(store, caller, communityId);
  if (!membership.isAdmin && !membership.roles.includes('Chapter Manager') && !canManageStudio(caller)) {
    throw forbidden('Only an admin or chapter manager of this community may manage its announcements.');
  }
  return community;
}

const communityAnnouncements = (store: Store, communityId: string) => slice(store).communityAnnouncements.filter((c) => sameId(c.communityId, communityId));

const announcementInfo = (store: Store, communityId: string, announcement: Announcement | null) => ok({ communityId, announcement: announcement ? clone(announcement) : null, picklist: picklist(store) });

const getAnnouncementInfo: OperationHandler = (request, caller, store) => {
  const community = announcementManagerCommunity(store, caller, param(request, 'communityId'));
  return announcementInfo(store, community.communityId, null);
};

const getAnnouncementInfoById: OperationHandler = (request, caller, store) => {
  const community = announcementManagerCommunity(store, caller, param(request, 'communityId'));
  const found = communityAnnouncements(store, community.communityId).find((c) => sameId(c.announcement.id, param(request, 'announcementId')));
  if (!found) throw notFound('No announcement with this id in this community.');
  return announcementInfo(store, community.communityId, found.announcement);
};

const getAllCommunityAnnouncements: OperationHandler = (request, caller, store) => {
  const { community, membership } = requireMembership(store, caller, param(request, 'id'));
  const all = communityAnnouncements(store, community.communityId).map((c) => c.announcement);
  const manages = membership.isAdmin || membership.roles.includes('Chapter Manager') || canManageStudio(caller);
  const roles = callerRoles(store, caller);
  const at = Date.now();
  return ok(clone((manages ? all : all.filter((a) => isLive(a, at) && visibleTo(a, roles))).sort(newestFirst)));
};

const saveCommunityAnnouncement =
  (mode: 'create' | 'update'): OperationHandler =>
  (request, caller, store) => {
    const body = request.body as Schemas['AnnouncementSaveRequest'];
    const community = announcementManagerCommunity(store, caller, body.communityId);
    const list = slice(store).communityAnnouncements;
    const at = mode === 'update' ? list.findIndex((c) => sameId(c.communityId, community.communityId) && sameId(c.announcement.id, body.id)) : -1;
    if (mode === 'update' && at < 0) throw specError(404, ANNOUNCEMENT_FAILED);
    requireValid(body, !!body.backgroundImage || (body.files ?? []).length > 0);
    const saved = announcementOf({ ...body, id: mode === 'update' ? body.id.toLowerCase() : newId() });
    if (at >= 0) list[at] = { communityId: community.communityId, announcement: saved };
    else list.push({ communityId: community.communityId, announcement: saved });
    return ok(clone(saved));
  };

function findCommunityAnnouncement(store: Store, caller: Caller, ref: Schemas['CommunityItemRef'], failure: string): number {
  const community = announcementManagerCommunity(store, caller, ref.communityId);
  const at = slice(store).communityAnnouncements.findIndex((c) => sameId(c.communityId, community.communityId) && sameId(c.announcement.id, ref.id));
  if (at < 0) throw specError(404, failure);
  return at;
}

const deleteCommunityAnnouncement: OperationHandler = (request, caller, store) => {
  const ref = request.body as Schemas['CommunityItemRef'];
  // The chapter studio's announcements are deleted here too (the studio has no delete of its own),
  // by one who may manage the studio, with the chapter it manages them from.
  const studio = slice(store).announcements;
  const studioAt = studio.findIndex((a) => sameId(a.id, ref.id));
  if (studioAt >= 0) {
    requireStudioManager(caller);
    requireMembership(store, caller, ref.communityId);
    studio.splice(studioAt, 1);
    return ok({ success: true, message: 'Deleted.' });
  }
  const at = findCommunityAnnouncement(store, caller, ref, DELETE_FAILED);
  slice(store).communityAnnouncements.splice(at, 1);
  return ok({ success: true, message: 'Deleted.' });
};

const makeOnlineAnnouncement: OperationHandler = (request, caller, store) => {
  const at = findCommunityAnnouncement(store, caller, request.body as Schemas['CommunityItemRef'], ANNOUNCEMENT_FAILED);
  const entry = slice(store).communityAnnouncements[at]!;
  const published = { ...entry.announcement, isPublished: true, isActive: true };
  requireValid(published, !!published.backgroundImage || (published.files ?? []).length > 0);
  entry.announcement = published;
  return ok({ success: true, message: 'Published.' });
};

// --- custom email groups -------------------------------------------------------------------------

function emailGroupMember(store: Store, personId: string, isSelected: boolean): Schemas['EmailGroupMember'] | undefined {
  const card = personCard(store, personId);
  if (!card) return undefined;
  return { personId: card.personId, firstName: card.firstName, lastName: card.lastName, ...(card.email ? { email: card.email } : {}), isSelected };
}

/** The custom email groups of a community (the email composer offers them as recipients). */
export function emailGroupsOf(store: Store, communityId: string): EmailGroup[] {
  return clone(((store.chapterStudio as ChapterStudioSlice | undefined)?.emailGroups ?? {})[communityId.toLowerCase()] ?? []);
}

/** The community, for one of its admins (chapter officers keep its email groups). */
function emailGroupCommunity(store: Store, caller: Caller, communityId: string) {
  const { community, membership } = requireMembership(store, caller, communityId);
  if (!membership.isAdmin && !membership.roles.includes('Chapter Manager')) throw forbidden('Only an officer of this community may manage its email groups.');
  return community;
}

const getCustomEmailGroupsInfo: OperationHandler = (request, caller, store) => {
  const community = emailGroupCommunity(store, caller, param(request, 'id'));
  return ok(emailGroupsOf(store, community.communityId).sort((a, b) => a.name.localeCompare(b.name)));
};

const getMemberDetailsInfo: OperationHandler = (request, caller, store) => {
  const community = emailGroupCommunity(store, caller, param(request, 'id'));
  return ok(
    membersOfCommunity(store, community.communityId)
      .map((m) => emailGroupMember(store, m.personId, false))
      .filter((m) => m !== undefined)
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName)),
  );
};

const saveCustomEmailGroup =
  (mode: 'create' | 'update'): OperationHandler =>
  (request, caller, store) => {
    const body = request.body as EmailGroupSave;
    const community = emailGroupCommunity(store, caller, body.communityId);
    const groups = (slice(store).emailGroups[community.communityId] ??= []);
    const at = mode === 'update' ? groups.findIndex((g) => sameId(g.id, body.id)) : -1;
    if (mode === 'update' && at < 0) throw specError(404, ANNOUNCEMENT_FAILED);
    const name = body.name.trim();
    if (!name) throw specError(422, ANNOUNCEMENT_FAILED, { name: ['is required'] });
    if (groups.some((g, i) => i !== at && keyOf(g.name) === keyOf(name))) throw specError(422, ANNOUNCEMENT_FAILED, { name: ['a group with this name exists'] });
    const stranger = body.memberIds.find((id) => !membershipOf(store, id, community.communityId));
    if (stranger) throw specError(422, ANNOUNCEMENT_FAILED, { memberIds: [`${stranger} is not a member of this community`] });
    const members = [...new Set(body.memberIds.map((id) => id.toLowerCase()))].map((id) => emailGroupMember(store, id, true)).filter((m) => m !== undefined);
    const saved: EmailGroup = { id: at >= 0 ? groups[at]!.id : newId(), communityId: community.communityId, name, isSelected: false, members };
    if (at >= 0) groups[at] = saved;
    else groups.push(saved);
    return ok(clone(saved));
  };

const deleteCustomEmailGroup: OperationHandler = (request, caller, store) => {
  const ref = request.body as Schemas['CommunityItemRef'];
  const community = emailGroupCommunity(store, caller, ref.communityId);
  const groups = slice(store).emailGroups[community.communityId] ?? [];
  const at = groups.findIndex((g) => sameId(g.id, ref.id));
  if (at < 0) throw specError(404, DELETE_FAILED);
  groups.splice(at, 1);
  return ok({ success: true, message: 'Deleted.' });
};

/** The `chapter-studio` domain: chapter studio, announcements and custom email groups (openapi/communities.yaml). */
export const chapterStudioDomain: SandboxDomain = {
  name: 'chapter-studio',
  seed: seedChapterStudio,
  handlers: {
    getChapterStudioCategoriesAndResources,
    saveChapterStudioPersonFavorite,
    getAnnouncementsByRegionId,
    getChapterStudioAllAnnouncements,
    getChapterStudioAnnouncementById,
    getAnnouncementPicklist,
    saveChapterStudioAnnouncement,
    getAnnouncementInfo,
    getAnnouncementInfoById,
    getAllCommunityAnnouncements,
    createCommunityAnnouncement: saveCommunityAnnouncement('create'),
    updateCommunityAnnouncement: saveCommunityAnnouncement('update'),
    deleteCommunityAnnouncement,
    makeOnlineAnnouncement,
    getCustomEmailGroupsInfo,
    getMemberDetailsInfo,
    createCustomEmailGroup: saveCustomEmailGroup('create'),
    updateCustomEmailGroup: saveCustomEmailGroup('update'),
    deleteCustomEmailGroup,
  },
};
