import type { CommunityType } from '@ypo/headless';

/** Main menu labels by community kind (spec 000 §1 order lives in headless). */
export const menuLabels: Record<CommunityType, string> = {
  home: 'Home',
  forum: 'Forums',
  chapter: 'Chapters',
  network: 'Networks',
  region: 'Regions',
  champion: 'Champions',
  group: 'Groups',
  businesses: 'Businesses',
};

/** Singular kind names shown next to a community. */
export const kindLabels: Record<CommunityType, string> = {
  home: 'Home',
  forum: 'Forum',
  chapter: 'Chapter',
  network: 'Network',
  region: 'Region',
  champion: 'Champion community',
  group: 'Group',
  businesses: 'Businesses',
};

// spec 000 §2 route table: champion communities live under /community.
const communityRoute: Record<CommunityType, string> = {
  home: '/home',
  forum: '/forum',
  chapter: '/chapter',
  network: '/network',
  region: '/region',
  champion: '/community',
  group: '/group',
  businesses: '/businesses',
};

/** Address of a community page. */
export function communityHref(type: CommunityType, communityId?: string): string {
  if (type === 'home' || type === 'businesses' || !communityId) return communityRoute[type];
  return `${communityRoute[type]}/${encodeURIComponent(communityId)}`;
}

/** Query value of /errorPage that selects the learning-system access text (spec 000 §8). */
export const LEARNING_SYSTEM_ERROR = 'lms';
/** /errorPage with the learning-system access text: where a failed training-system registration goes. */
export const LEARNING_SYSTEM_ERROR_PATH = `/errorPage?type=${LEARNING_SYSTEM_ERROR}`;
