import { paths } from '@ypo/headless';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The login area loads on first visit only, so it stays out of the /home bundle.
const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
const RecoveryFlowPage = lazy(() => import('./recovery-flow-page').then((m) => ({ default: m.RecoveryFlowPage })));

/**
 * The login-area screens of spec 000 §2 (public, no guard): the default login, and the recovery
 * journeys whose steps are the remaining login-area screens.
 */
export const recoveryRoutes: RouteObject[] = [
  { path: paths.login(), element: <LoginPage /> },
  { path: paths.forgotUsername(), element: <RecoveryFlowPage flow="username" /> },
  { path: paths.resetPassword(), element: <RecoveryFlowPage flow="password" /> },
  { path: paths.pwreset(), element: <RecoveryFlowPage flow="resetLink" /> },
];
