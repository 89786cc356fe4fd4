import type { Roles } from '../permissions';
import { paths } from '../routes/route-table';

// spec 001 §6: the chapter admin tools links: regional home, a customer relationship system, an events
// system, a payroll system, chapter management hub, chapter studio, manage announcements, a manager
// community, a game-plan form, a chapter events portal, manager courses, Peer Review Panel and its Admin.
// The spec names the outside systems without their addresses, so those come from the app's configuration
// (per environment, like the other external links, spec 000 §1); the rest are the app's own routes.

/** The chapter admin tools, in the spec's order. */
export const CHAPTER_ADMIN_TOOLS = [
  'regionalHome',
  'customerRelationshipSystem',
  'eventsSystem',
  'payrollSystem',
  'chapterManagementHub',
  'chapterStudio',
  'manageAnnouncements',
  'managerCommunity',
  'gamePlanForm',
  'chapterEventsPortal',
  'managerCourses',
  'peerReviewPanel',
  'peerReviewPanelAdmin',
] as const;
/** One chapter admin tool. */
export type ChapterAdminTool = (typeof CHAPTER_ADMIN_TOOLS)[number];

/** The tools outside the app, whose addresses are configuration. */
export type ExternalChapterAdminTool = Extract<
  ChapterAdminTool,
  'customerRelationshipSystem' | 'eventsSystem' | 'payrollSystem' | 'managerCommunity' | 'gamePlanForm' | 'chapterEventsPortal' | 'managerCourses'
>;
/** The addresses of the outside tools of one environment. */
export type ChapterAdminToolsConfig = Readonly<Record<ExternalChapterAdminTool, string>>;

/** The tools' names as shown. */
export const CHAPTER_ADMIN_TOOL_LABELS: Readonly<Record<ChapterAdminTool, string>> = {
  regionalHome: 'Regional Home',
  customerRelationshipSystem: 'Customer Relationship System',
  eventsSystem: 'Events System',
  payrollSystem: 'Payroll System',
  chapterManagementHub: 'Chapter Management Hub',
  chapterStudio: 'Chapter Studio',
  manageAnnouncements: 'Manage Announcements',
  managerCommunity: 'Manager Community',
  gamePlanForm: 'Game Plan Form',
  chapterEventsPortal: 'Chapter Events Portal',
  managerCourses: 'Manager Courses',
  peerReviewPanel: 'Peer Review Panel',
  peerReviewPanelAdmin: 'Peer Review Panel Admin',
};

/** One link of the tools: an app route (`isExternal` false) or an outside address (opened in a new tab). */
export interface ChapterAdminToolLink {
  /** Which tool the link opens. */
  readonly key: ChapterAdminTool;
  /** The link's text as the tools panel shows it. */
  readonly label: string;
  /** An app path (from `paths`) or, for an outside tool, its absolute address from the config. */
  readonly href: string;
  /** `true` for an outside address, opened in a new tab; `false` for an app route. */
  readonly isExternal: boolean;
}

/** What the links depend on. */
export interface ChapterAdminToolsInput {
  /** The chapter's region (its regional home); without it the link opens the region page's default. */
  readonly regionId?: string | undefined;
  /** The chapter studio and announcement routes send users without the permission to /home (spec 001 §2), so their links show only with it. */
  readonly roles: Pick<Roles, 'canViewChapterStudio' | 'canManageChapterStudio'>;
  /** The addresses of the outside tools (the deployment's config). */
  readonly config: ChapterAdminToolsConfig;
}

const isExternalTool = (tool: ChapterAdminTool): tool is ExternalChapterAdminTool =>
  ['customerRelationshipSystem', 'eventsSystem', 'payrollSystem', 'managerCommunity', 'gamePlanForm', 'chapterEventsPortal', 'managerCourses'].includes(tool);

function internalHref(tool: Exclude<ChapterAdminTool, ExternalChapterAdminTool>, regionId: string | undefined): string {
  switch (tool) {
    case 'regionalHome':
      return paths.region(regionId);
    case 'chapterManagementHub':
      return paths.chaptermanagement();
    case 'chapterStudio':
      return paths.chapterStudio();
    case 'manageAnnouncements':
      return paths.manageAnnouncements();
    case 'peerReviewPanel':
      return paths.PeerReviewPanel();
    case 'peerReviewPanelAdmin':
      return paths.PeerReviewPanelAdmin();
  }
}

/** The chapter admin tools links in the spec's order, leaving out what the user may not open and outside tools with no address. */
export function chapterAdminToolLinks({ regionId, roles, config }: ChapterAdminToolsInput): ChapterAdminToolLink[] {
  const links: ChapterAdminToolLink[] = [];
  for (const key of CHAPTER_ADMIN_TOOLS) {
    if (key === 'chapterStudio' && !roles.canViewChapterStudio) continue;
    if (key === 'manageAnnouncements' && !roles.canManageChapterStudio) continue;
    if (isExternalTool(key)) {
      const href = config[key].trim();
      if (href !== '') links.push({ key, label: CHAPTER_ADMIN_TOOL_LABELS[key], href, isExternal: true });
      continue;
    }
    links.push({ key, label: CHAPTER_ADMIN_TOOL_LABELS[key], href: internalHref(key, regionId), isExternal: false });
  }
  return links;
}
