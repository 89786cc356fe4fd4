import { createBrowserRouter, Link } from 'react-router';
import { CALLBACK_PATH, SIGNED_OUT_PATH } from './auth';
import { CommunitiesPage } from './communities-page';
import { CommunityPage } from './community-page';
import { RequireUser } from './require-user';
import { Shell } from './shell';
import { SigninCallback } from './signin-callback';

function SignedOut() {
  return (
    <main className="page">
      <h1>You have signed out</h1>
      <p>
        <Link to="/">Sign in again</Link>
      </p>
    </main>
  );
}

function NotFound() {
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to your communities</Link>
      </p>
    </main>
  );
}

/** The host's own routes: sign-in callback, signed-out page, and the embedded feature behind sign-in. */
export const router = createBrowserRouter([
  { path: CALLBACK_PATH, element: <SigninCallback /> },
  { path: SIGNED_OUT_PATH, element: <SignedOut /> },
  {
    element: (
      <RequireUser>
        <Shell />
      </RequireUser>
    ),
    children: [
      { index: true, element: <CommunitiesPage /> },
      { path: 'communities/:communityId', element: <CommunityPage /> },
    ],
  },
  { path: '*', element: <NotFound /> },
]);
