import { paths } from '@ypo/headless';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Loaded on first visit only, so it stays out of the /home bundle.
const LoginSecurityPage = lazy(() => import('./login-security-page').then((m) => ({ default: m.LoginSecurityPage })));

/** /loginSecurity: login security (multi-factor) settings, behind the guard. */
export const loginSecurityRoutes: RouteObject[] = [{ path: paths.loginSecurity(), element: <LoginSecurityPage /> }];
