import type { CommunityType } from '../permissions';
import type { AuthConnectName } from './route-table';

/** Query values; `undefined` leaves the key out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>;

/** Appends the defined query values to `path` (`?a=1&b=2`), in the given order. */
export function withQuery(path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

const segment = (value: string) => encodeURIComponent(value);
const optional = (base: string, value: string | undefined) => (value === undefined || value === '' ? base : `${base}/${segment(value)}`);

/** The query of the speaker pages that selects certified forum facilitators (spec 000 §2). */
export const CFF_SPEAKERS = 'IsCFFSpeaker';

/** Member-profile link input (spec 002 §2). */
export interface MemberProfileLink {
  readonly memberId: string;
  readonly name?: string;
  /** 'edit' only for the owner or a chapter admin the server allows (see {@link memberProfileMode}). */
  readonly mode?: 'edit';
}

/** Community-directory filters carried in the query (spec 001 §2). */
export interface CommunityDirectoryLink {
  readonly navigatedFromId?: string;
  readonly communitySearchText?: string;
  /** Serialised as JSON. */
  readonly communityFilters?: unknown;
}

/** Highlight of a content search result on its community page (spec 001 §2). */
export interface CommunityPostLink {
  readonly postId?: string;
  readonly highlightText?: string;
}

const COMMUNITY_PAGE_BASE: Readonly<Record<CommunityType, string>> = {
  home: '/home',
  chapter: '/chapter',
  region: '/region',
  network: '/network',
  group: '/group',
  champion: '/community',
  forum: '/forum',
  businesses: '/businesses',
};

/** URL builders for every route of the route table. */
export const paths = {
  root: () => '/',
  home: () => '/home',
  chapter: (communityId?: string) => optional('/chapter', communityId),
  region: (communityId?: string) => optional('/region', communityId),
  network: (communityId?: string) => optional('/network', communityId),
  group: (communityId?: string) => optional('/group', communityId),
  /** Champion community page. */
  community: (communityId?: string) => optional('/community', communityId),
  forum: (communityId?: string) => optional('/forum', communityId),
  forumExercise: (type?: string) => optional('/forum/exercise', type),
  businesses: () => '/businesses',
  /** The page of a community of any kind; with a post, opens it highlighted (spec 001 §2). */
  communityPage: (type: CommunityType, communityId?: string, post?: CommunityPostLink) => {
    const base = type === 'home' || type === 'businesses' ? COMMUNITY_PAGE_BASE[type] : optional(COMMUNITY_PAGE_BASE[type], communityId);
    if (post === undefined) return base;
    return withQuery(base, { postId: post.postId, highlightText: post.highlightText, showAllActivityFeedCommunity: true });
  },
  mentoring: () => '/mentoring',
  championmentoring: () => '/championmentoring',
  executiveeducation: () => '/executiveeducation',
  speakerPage: () => '/speakerPage',
  /** `id`: the speaker id for non-member speakers, the person id for members (spec 002 §2). */
  speakerProfile: (link: { readonly id?: string; readonly isCffSpeaker?: boolean } = {}) =>
    withQuery('/speakerPage/speakerProfile', { id: link.id, speakersWhoAre: link.isCffSpeaker ? CFF_SPEAKERS : undefined }),
  speakerAdministration: () => '/speakerPage/speakerAdministration',
  /** The CFF search; a search without speakersWhoAre=IsCFFSpeaker is an external redirect. */
  searchSpeakers: () => withQuery('/speakerPage/searchSpeakers', { speakersWhoAre: CFF_SPEAKERS }),
  editSpeakerProfile: () => '/speakerPage/editSpeakerProfile',
  download: (id: string) => `/download/${segment(id)}`,
  loginSecurity: () => '/loginSecurity',
  privacySettings: () => '/privacySettings',
  emailSettings: () => '/privacySettings/emailSettings',
  notification: () => '/privacySettings/notification',
  visibility: () => '/privacySettings/visibility',
  myProfile: () => '/myProfile',
  memberProfile: (link: MemberProfileLink) =>
    withQuery('/memberProfile', { memberId: link.memberId, name: link.name, mode: link.mode }),
  forgotUsername: () => '/forgotusername',
  memberDirectoryPage: () => '/memberDirectoryPage',
  contentDirectoryPage: () => '/contentDirectoryPage',
  communityDirectoryPage: (link: CommunityDirectoryLink = {}) =>
    withQuery('/communityDirectoryPage', {
      navigatedFromId: link.navigatedFromId,
      communitySearchText: link.communitySearchText,
      communityFilters: link.communityFilters === undefined ? undefined : JSON.stringify(link.communityFilters),
    }),
  events: () => '/events',
  eventDirectory: () => '/eventDirectory',
  eventDirectoryPage: () => '/eventDirectoryPage',
  allNetworksPage: () => '/allNetworksPage',
  networkLandingPage: (communityId?: string) => optional('/networkLandingPage', communityId),
  memberConnections: () => '/memberConnections',
  follows: () => '/follows',
  speakers: () => '/speakers',
  /** Query values are passed on to the messenger unchanged. */
  messenger: (query?: QueryValues) => withQuery('/messenger', query),
  version: () => '/version',
  errorPage: () => '/errorPage',
  assistPage: () => '/assistPage',
  chapterEvent: (communityId: string) => `/chapter-event/${segment(communityId)}`,
  chapterWaiver: (communityId?: string) => optional('/chapterWaiver', communityId),
  regionalWaiver: (communityId?: string) => optional('/regionalWaiver', communityId),
  waiverForm: () => '/waiverForm',
  waiverFormCommon: (viewType?: string) => optional('/waiverFormCommon', viewType),
  waiverFormPRPAdmin: () => '/waiverFormPRPAdmin',
  peerReviewPanel: () => '/peerReviewPanel',
  peerReviewPanelAdmin: () => '/peerReviewPanelAdmin',
  eventAttendees: (eventId?: string) => optional('/eventAttendees', eventId),
  coronavirus: () => '/coronavirus',
  concierge: () => '/concierge',
  lms: () => '/lms',
  chaptermanagement: () => '/chaptermanagement',
  m2mxprofile: () => '/m2mxprofile',
  authConnect: (forwardFrom?: AuthConnectName | string) => optional('/authConnect', forwardFrom),
  resources: () => '/resources',
  chapterStudio: () => '/chapterStudio',
  manageAnnouncements: () => '/manageAnnouncements',
  createAnnouncement: (announcementId?: string) => optional('/createAnnouncement', announcementId),
  login: () => '/login',
  logout: () => '/logout',
  logoutSf: () => '/logoutSf',
  resetPassword: () => '/ResetPassword',
  pwreset: () => '/pwreset',
} as const;

/** Input of {@link memberProfileMode}. */
export interface MemberProfileModeInput {
  readonly viewerId: string | undefined;
  readonly memberId: string;
  /** The server allows this chapter admin to edit the profile. */
  readonly canChapterAdminEdit?: boolean;
}

/** 'edit' when the viewer owns the profile or is a chapter admin allowed to edit it, else no mode (spec 002 §2). */
export function memberProfileMode(input: MemberProfileModeInput): 'edit' | undefined {
  const isOwner = input.viewerId !== undefined && input.viewerId.toLowerCase() === input.memberId.toLowerCase();
  return isOwner || input.canChapterAdminEdit === true ? 'edit' : undefined;
}
