import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SIGNED_OUT_PATH, SIGNIN_CALLBACK_PATH } from '../lib/auth';
import { AssistRoute } from '../features/assist';
import { SignedOutPage, SigninCallbackPage } from '../features/auth';
import { CommunityPage, HomePage } from '../features/communities';
import { loginSecurityRoutes } from '../features/login-security';
import { privacySettingsRoutes } from '../features/privacy-settings';
import { recoveryRoutes } from '../features/recovery';
import { ErrorPage } from './error-page';
import { MemberShell } from './member-shell';
import { Root } from './root';

// Screens that /home does not need load on demand (React.lazy): the /home bundle stays small.
const AccessDeniedPage = lazy(() => import('../features/guard-pages').then((m) => ({ default: m.AccessDeniedPage })));
const AuthConnectPage = lazy(() => import('../features/guard-pages').then((m) => ({ default: m.AuthConnectPage })));
const ChapterStudioPage = lazy(() => import('../features/chapter-studio').then((m) => ({ default: m.ChapterStudioPage })));
const SpeakerProfilePage = lazy(() => import('../features/speaker').then((m) => ({ default: m.SpeakerProfilePage })));
const VersionPage = lazy(() => import('../features/version').then((m) => ({ default: m.VersionPage })));

/**
 * A route of the spec 000 §2 table whose page comes in a later release, or that only redirects:
 * the guard decides first (redirect, external address, permission), and once it allows, the
 * path falls to '/' like an unknown path.
 */
const guardOnly = (path: string): RouteObject => ({ path, element: <Navigate to="/" replace /> });

// Features register their screens here: public (unguarded: login area, error page) and member
// (guarded, inside the layout). Order inside each list does not matter; react-router ranks paths.
const publicRoutes: RouteObject[] = [
  { path: SIGNIN_CALLBACK_PATH, element: <SigninCallbackPage /> },
  { path: SIGNED_OUT_PATH, element: <SignedOutPage /> },
  { path: '/logoutSf', element: <SignedOutPage /> },
  // spec 000 §2: /errorPage is not guarded.
  { path: '/errorPage', element: <AccessDeniedPage /> },
  ...recoveryRoutes,
];
const memberRoutes: RouteObject[] = [
  // spec 000 §2 step 7: the guard sends '/' to the landing (chapter studio, speaker profile or /home).
  { path: '/', element: null },
  { path: '/home', element: <HomePage /> },
  ...loginSecurityRoutes,
  ...privacySettingsRoutes,
  { path: '/chapter/:communityId?', element: <CommunityPage type="chapter" /> },
  { path: '/region/:communityId?', element: <CommunityPage type="region" /> },
  { path: '/network/:communityId?', element: <CommunityPage type="network" /> },
  { path: '/group/:communityId?', element: <CommunityPage type="group" /> },
  { path: '/community/:communityId?', element: <CommunityPage type="champion" /> },
  { path: '/forum/:communityId?', element: <CommunityPage type="forum" /> },
  { path: '/businesses', element: <CommunityPage type="businesses" /> },
  { path: '/assistPage', element: <AssistRoute /> },
  { path: '/speakerPage/speakerProfile', element: <SpeakerProfilePage /> },
  { path: '/chapterStudio', element: <ChapterStudioPage /> },
  { path: '/version', element: <VersionPage /> },
  { path: '/authConnect/:forwardFrom?', element: <AuthConnectPage /> },
  // Redirects of the route table (the guard carries them out) and permission-checked pages of later releases.
  ...[
    '/mentoring',
    '/championmentoring',
    '/executiveeducation',
    '/myProfile',
    '/eventDirectoryPage',
    '/follows',
    '/speakers',
    '/coronavirus',
    '/concierge',
    '/lms',
    '/chaptermanagement',
    '/m2mxprofile',
    '/speakerPage/speakerAdministration',
    '/speakerPage/searchSpeakers',
    '/manageAnnouncements',
    '/createAnnouncement/:announcementId?',
    // Keeps /forum/exercise from being read as the forum with id 'exercise'.
    '/forum/exercise/:type?',
  ].map(guardOnly),
];

/** The route table of the reference app. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      ...publicRoutes,
      // spec 000 §2: every other route is behind the route guard.
      { element: <MemberShell />, children: memberRoutes },
      // spec 000 §2: any unknown path redirects to '/'.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
