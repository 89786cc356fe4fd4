import { paths, withQuery, type CommunityType } from '@ypo/headless';

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

/** Query value of /errorPage that selects the learning-system access text (spec 000 §8). */
export const LEARNING_SYSTEM_ERROR = 'lms';
/** /errorPage with the learning-system access text: where a failed training-system registration goes. */
export const LEARNING_SYSTEM_ERROR_PATH = withQuery(paths.errorPage(), { type: LEARNING_SYSTEM_ERROR });
