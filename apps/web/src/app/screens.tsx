import { paths, routeNamed, type PageRouteName, type RecoveryFlow, type ROUTES } from '@ypo/headless';
import type { ComponentType } from 'react';
import type { SpeakerPageName } from '../features/speaker/route';
import type { ToolsPage } from '../features/tools/route';
import type { WaiverPageName } from '../features/waiver/route';

/** Loads the page component of a route; the router calls it on the first visit (its own chunk). */
export type ScreenLoader = () => Promise<ComponentType>;

/** A layout page: the table's routes under its path render inside it, and its own path shows `index`. */
export interface LayoutScreen {
  readonly layout: ScreenLoader;
  /** Where the layout's own path goes (an address from `paths`). */
  readonly index: string;
}

/** A page route's screen: a page, a layout, or `null` while the page is still to come (its path falls to '/'). */
export type Screen = ScreenLoader | LayoutScreen | null;

/** A page component with its props bound, for a route that renders it without props. */
function withProps<P extends object>(Page: ComponentType<P>, props: P): ComponentType {
  return function BoundPage() {
    return <Page {...props} />;
  };
}

type CommunityRouteName = Extract<(typeof ROUTES)[number], { readonly communityType: string }>['name'];

/** The community page of a community route, of the kind the route table gives it. */
const communityScreen =
  (name: CommunityRouteName): ScreenLoader =>
  () =>
    Promise.all([import('../features/communities/community-page'), import('./community-slots')]).then(([m, slots]) =>
      withProps(m.CommunityPage, { type: routeNamed(name).communityType, ...slots.communitySlots }),
    );

const recoveryScreen =
  (flow: RecoveryFlow): ScreenLoader =>
  () =>
    import('../features/recovery').then((m) => withProps(m.RecoveryFlowPage, { flow }));

// One import site for the three directory pages: the build writes a chunk's preload list once per site.
const directoriesChunk = () => import('../features/directories');
// One loader for both event routes: /eventDirectory goes on to /events (spec 000 §2).
const eventsScreen: ScreenLoader = () => import('../features/events/route').then((m) => m.loadEventDirectory());

// One import site for the feedback and policies pages (features/tools/route.ts).
const toolsScreen =
  (page: ToolsPage): ScreenLoader =>
  () =>
    import('../features/tools/route').then((m) => m.loadToolsPage(page));

// One import site for the speaker pages (features/speaker/route.ts).
const speakerScreen =
  (page: SpeakerPageName): ScreenLoader =>
  () =>
    import('../features/speaker/route').then((m) => m.loadSpeakerPage(page));

// One import site for the waiver pages (features/waiver/route.ts).
const waiverScreen =
  (page: WaiverPageName): ScreenLoader =>
  () =>
    import('../features/waiver/route').then((m) => m.loadWaiverPage(page));

const signedOutScreen: ScreenLoader = () => import('../features/auth').then((m) => m.SignedOutPage);

// One import for the three chapter events pages: one preload list in the initial chunk instead of three.
const chapterEventsScreen =
  (page: 'ChapterEventPage' | 'ChampsEventPage' | 'EventAttendeesPage'): ScreenLoader =>
  () =>
    import('../features/chapter-events').then((m) => m[page]);

/**
 * The screen of every route of the route table that renders a page (routes that always redirect
 * have none: the guard carries them out). Exhaustive: a route missing here, or a name that is not
 * a page route, fails to compile. A feature adds its page by filling in its route's entry.
 */
export const screens = {
  home: () =>
    Promise.all([import('../features/communities/home-page'), import('./community-slots')]).then(([m, slots]) =>
      withProps(m.HomePage, { feed: <slots.HomeFeedSlot />, featuredNews: <slots.FeaturedNewsSlot /> }),
    ),
  chapter: communityScreen('chapter'),
  region: communityScreen('region'),
  network: communityScreen('network'),
  group: communityScreen('group'),
  community: communityScreen('community'),
  forum: communityScreen('forum'),
  forumExercise: () => import('../features/forum-toolkit').then((m) => m.ForumExercisePage),
  businesses: communityScreen('businesses'),
  speakerPage: null,
  speakerProfile: speakerScreen('SpeakerProfilePage'),
  // Rendered only with speakersWhoAre=IsCFFSpeaker; otherwise the guard redirects externally.
  searchSpeakers: speakerScreen('CffDirectoryPage'),
  editSpeakerProfile: speakerScreen('EditSpeakerProfilePage'),
  becomeSpeaker: speakerScreen('BecomeSpeakerPage'),
  speakerAdmin: speakerScreen('SpeakerAdministrationPage'),
  speakerDirectory: speakerScreen('SpeakerDirectoryPage'),
  download: () => import('../features/files').then((m) => m.DownloadPage),
  loginSecurity: () => import('../features/login-security').then((m) => m.LoginSecurityPage),
  privacySettings: {
    layout: () => import('../features/privacy-settings').then((m) => m.PrivacySettingsLayout),
    index: paths.emailSettings(),
  },
  emailSettings: () => import('../features/privacy-settings').then((m) => m.EmailSettingsPage),
  notification: () => import('../features/privacy-settings').then((m) => m.NotificationSettingsPage),
  visibility: () => import('../features/privacy-settings').then((m) => m.VisibilitySettingsPage),
  memberProfile: () => import('../features/profile/route').then((m) => m.loadMemberProfile()),
  forgotUsername: recoveryScreen('username'),
  memberDirectoryPage: () => import('../features/member-directory/route').then((m) => m.loadMemberDirectory()),
  contentDirectoryPage: () => directoriesChunk().then((m) => m.ContentDirectoryPage),
  communityDirectoryPage: () => directoriesChunk().then((m) => m.CommunityDirectoryPage),
  events: eventsScreen,
  eventDirectory: eventsScreen,
  allNetworksPage: () => import('../features/networks').then((m) => m.AllNetworksPage),
  networkLandingPage: () => import('./community-slots').then((m) => m.NetworkLandingPageWithGroups),
  memberConnections: () => directoriesChunk().then((m) => m.MemberConnectionsPage),
  ypoSearch: () => import('../features/search').then((m) => m.YpoSearchPage),
  policiesProcedures: toolsScreen('PoliciesPage'),
  feedback: toolsScreen('FeedbackPage'),
  messenger: () => import('../features/messenger/messenger-page').then((m) => m.MessengerPage),
  version: () => import('../features/version').then((m) => m.VersionPage),
  errorPage: () => import('../features/guard-pages').then((m) => m.AccessDeniedPage),
  assistPage: () => import('../features/assist').then((m) => m.AssistPage),
  ChapterEvent: chapterEventsScreen('ChapterEventPage'),
  ChampsEvent: chapterEventsScreen('ChampsEventPage'),
  ChapterWaiver: waiverScreen('WaiverListPage'),
  RegionalMemberOfficer: waiverScreen('WaiverListPage'),
  WaiverForm: waiverScreen('WaiverFormPage'),
  WaiverFormCommon: waiverScreen('WaiverDetailsPage'),
  WaiverFormPRPAdmin: waiverScreen('WaiverPrpAdminDetailsPage'),
  PeerReviewPanel: waiverScreen('WaiverListPage'),
  PeerReviewPanelAdmin: waiverScreen('WaiverListPage'),
  EventAttendees: chapterEventsScreen('EventAttendeesPage'),
  authConnect: () => import('../features/guard-pages').then((m) => m.AuthConnectPage),
  resources: () => import('../features/resources').then((m) => m.ResourcesPage),
  chapterStudio: () => import('../features/chapter-studio').then((m) => m.ChapterStudioPage),
  manageAnnouncements: () => import('../features/chapter-studio').then((m) => m.ManageAnnouncementsPage),
  createAnnouncement: () => import('../features/chapter-studio').then((m) => m.CreateAnnouncementPage),
  login: () => import('../features/recovery').then((m) => m.LoginPage),
  logout: signedOutScreen,
  logoutSf: signedOutScreen,
  ResetPassword: recoveryScreen('password'),
  pwreset: recoveryScreen('resetLink'),
  signinCallback: () => import('../features/auth').then((m) => m.SigninCallbackPage),
} satisfies Record<PageRouteName, Screen>;
