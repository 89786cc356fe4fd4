import { paths } from '@ypo/headless';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

// Loaded on first visit only, so they stay out of the /home bundle.
const pages = () => import('./privacy-settings-pages');
const PrivacySettingsLayout = lazy(() => pages().then((m) => ({ default: m.PrivacySettingsLayout })));
const EmailSettingsPage = lazy(() => pages().then((m) => ({ default: m.EmailSettingsPage })));
const NotificationSettingsPage = lazy(() => pages().then((m) => ({ default: m.NotificationSettingsPage })));
const VisibilitySettingsPage = lazy(() => pages().then((m) => ({ default: m.VisibilitySettingsPage })));

/** /privacySettings with children emailSettings, notification and visibility (spec 000 §2), behind the guard. */
export const privacySettingsRoutes: RouteObject[] = [
  {
    path: paths.privacySettings(),
    element: <PrivacySettingsLayout />,
    children: [
      { index: true, element: <Navigate to={paths.emailSettings()} replace /> },
      { path: 'emailSettings', element: <EmailSettingsPage /> },
      { path: 'notification', element: <NotificationSettingsPage /> },
      { path: 'visibility', element: <VisibilitySettingsPage /> },
    ],
  },
];
