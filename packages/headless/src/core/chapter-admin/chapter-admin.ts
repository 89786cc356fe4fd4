import type { communities } from '@ypo/sdk';

// spec 001 §2 (the chapter admin's tabs), §3 (forum, officer, prospect and ready-to-pay rows; the
// community's isAdmin and primary flag), §6 (a chapter admin administers a community of type chapter),
// §9 (officers by position, prospects by name, forums by status, ascending).

type Schemas = communities.components['schemas'];
/** A forum row of forum management (spec 001 §3). */
export type ForumRow = Schemas['ForumRow'];
/** An officer row (spec 001 §3). */
export type OfficerRow = Schemas['OfficerRow'];
/** A prospect row of prospect management (spec 001 §3). */
export type ProspectRow = Schemas['ProspectRow'];
/** A prospect ready to pay (spec 001 §3). */
export type ReadyToPayProspect = Schemas['ReadyToPayProspect'];
/** A community as the community calls answer it (isAdmin, primary flag; spec 001 §3). */
export type ChapterCommunity = Pick<Schemas['Community'], 'communityId' | 'communityType' | 'isAdmin' | 'isPrimary'>;

/** The chapter admin's tabs, in the spec's order (spec 001 §2). */
export const CHAPTER_ADMIN_TABS = ['forumManagement', 'officers', 'prospectManagement', 'prospectsReadyToPay', 'chapterHealth'] as const;
/** One tab of the chapter admin. */
export type ChapterAdminTab = (typeof CHAPTER_ADMIN_TABS)[number];
/** Tab names as shown. */
export const CHAPTER_ADMIN_TAB_LABELS: Readonly<Record<ChapterAdminTab, string>> = {
  forumManagement: 'Forum Management',
  officers: 'Officers',
  prospectManagement: 'Prospect Management',
  prospectsReadyToPay: 'Prospects Ready to Pay',
  chapterHealth: 'Chapter Health and Reports',
};

/** spec 001 §6: a chapter admin's community is of type chapter with isAdmin true. */
export function isChapterAdmin(community: ChapterCommunity | undefined): boolean {
  return community?.communityType === 'chapter' && community.isAdmin === true;
}

/** The chapters the user administers; the primary chapter (flagged primary) first. */
export function adminChaptersOf<T extends ChapterCommunity>(list: readonly T[]): T[] {
  return list.filter(isChapterAdmin).sort((a, b) => Number(b.isPrimary === true) - Number(a.isPrimary === true));
}

/** The primary chapter: the chapter flagged primary (spec 001 §6). */
export function primaryChapterOf<T extends ChapterCommunity>(list: readonly T[]): T | undefined {
  return list.find((c) => c.communityType === 'chapter' && c.isPrimary === true);
}

// Text compared as people read it: case and accents aside, numbers in order.
const compare = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base', numeric: true });

/** Forum management rows by status, ascending; by name within a status (spec 001 §9). */
export function sortForums<T extends Pick<ForumRow, 'status' | 'name'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compare(a.status, b.status) || compare(a.name, b.name));
}

/** Officers by position, ascending; by name within a position (spec 001 §9). */
export function sortOfficers<T extends Pick<OfficerRow, 'positionTitle' | 'fullName'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compare(a.positionTitle, b.positionTitle) || compare(a.fullName, b.fullName));
}

/** Prospects by name, ascending: family name, then first name (spec 001 §9). */
export function sortProspects<T extends { readonly firstName: string; readonly lastName: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compare(a.lastName, b.lastName) || compare(a.firstName, b.firstName));
}

/** Prospects ready to pay by name, ascending (the rows carry one name field). */
export function sortReadyToPay<T extends Pick<ReadyToPayProspect, 'name'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compare(a.name, b.name));
}
