import type { CommunityType } from '@ypo/headless';

/** A section of a community page, each at its own address (`?section=<id>`; the feed has none). */
export type CommunitySection = 'feed' | 'featured' | 'about' | 'directory' | 'files' | 'admin';

/** The query parameter that names the section shown. */
export const SECTION_PARAM = 'section';

/** The label of each section's tab. */
export const SECTION_LABELS: Readonly<Record<CommunitySection, string>> = {
  feed: 'Feed',
  featured: 'Featured',
  about: 'About',
  directory: 'Business directory',
  files: 'Files',
  admin: 'Admin tools',
};

/** Who views the page, for {@link communitySectionsOf}. */
export interface CommunitySectionViewer {
  /** The page's community type. */
  readonly communityType: CommunityType;
  /** The viewer has switched to Admin View (an admin of the community). */
  readonly isAdminView: boolean;
  /** The viewer may switch views (an admin of the community). */
  readonly canSwitch: boolean;
  /** The viewer is a product-team member (spec 001 §6 team-only tools). */
  readonly isPmTeamMember: boolean;
}

/** The types whose officers have tools of their own (chapter admin and events, group admin tools, network administration). */
const TYPES_WITH_ADMIN_TOOLS: readonly CommunityType[] = ['chapter', 'group', 'network'];

/**
 * The sections of a community page, in tab order, the one the page opens with first: the feed, and on /businesses
 * the business directory (around me is that page's main content). Every type has the feed, the featured items,
 * the about section (the type's own content) and files and media. The
 * officers' tools are never on a member's reading path: 'admin' is there in Admin View only, and for a
 * product-team member who is no admin of the community (no Admin View to switch to) for the team-only tools.
 */
export function communitySectionsOf(viewer: CommunitySectionViewer): readonly [CommunitySection, ...CommunitySection[]] {
  const sections: [CommunitySection, ...CommunitySection[]] = viewer.communityType === 'businesses' ? ['directory', 'feed'] : ['feed'];
  sections.push('featured', 'about', 'files');
  const hasAdminTools = viewer.isAdminView && (TYPES_WITH_ADMIN_TOOLS.includes(viewer.communityType) || viewer.isPmTeamMember);
  const hasTeamToolsOnly = viewer.isPmTeamMember && !viewer.canSwitch;
  if (hasAdminTools || hasTeamToolsOnly) sections.push('admin');
  return sections;
}

/**
 * The section an address without `?section=` shows: the first of `sections`, except that a single-post link
 * (`single`, spec 001 §2) opens the feed, where its post is, on /businesses too.
 */
export function defaultSectionIn(sections: readonly [CommunitySection, ...CommunitySection[]], single: boolean): CommunitySection {
  return single && sections.includes('feed') ? 'feed' : sections[0];
}

/**
 * The section shown for an address's query (`?section=about`): the one asked for when the viewer has it, else
 * `fallback` (the default section: no parameter, an unknown one, or Admin tools in Member View).
 */
export function shownSectionOf(search: string, sections: readonly CommunitySection[], fallback: CommunitySection): CommunitySection {
  const requested = new URLSearchParams(search).get(SECTION_PARAM);
  return sections.find((section) => section === requested) ?? fallback;
}

/**
 * The address of `section` on the page at `pathname`, keeping the other query parameters (a single-post link's);
 * the default section's address has no parameter.
 */
export function sectionHref(pathname: string, search: string, section: CommunitySection, defaultSection: CommunitySection): string {
  const params = new URLSearchParams(search);
  if (section === defaultSection) params.delete(SECTION_PARAM);
  else params.set(SECTION_PARAM, section);
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
