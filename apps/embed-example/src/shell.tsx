import { NavLink, Outlet } from 'react-router';
import useSWR from 'swr';
import { userManager } from './auth';
import { config } from './config';
import { PlatformProvider } from './platform';
import { useUser } from './require-user';

interface UserInfo {
  name?: string;
  given_name?: string;
}

/**
 * The host's own page frame: its header, navigation and sign-out, with the platform's provider around
 * the embedded feature only (inside it, SWR is the platform's; the header's data is the host's).
 */
export function Shell() {
  const user = useUser();
  // The host's own SWR data (the identity provider's userinfo), under the host's SWRConfig and fetcher.
  const { data: info } = useSWR<UserInfo>([`${config.identityProviderUrl}/me`, user.access_token]);
  // Leaving the page for the identity provider drops the platform's cache and store with it.
  const signOut = () => userManager.signoutRedirect({ id_token_hint: user.id_token });
  return (
    <>
      <header className="header">
        <p className="brand">Partner portal</p>
        <nav aria-label="Portal">
          <NavLink to="/">Communities</NavLink>
        </nav>
        <p className="who">{info ? `Signed in as ${info.name ?? info.given_name ?? ''}` : null}</p>
        <button type="button" className="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <PlatformProvider>
        <main className="page">
          <Outlet />
        </main>
      </PlatformProvider>
    </>
  );
}
