import { useResetAllState } from '@ypo/headless';
import { NavLink, Outlet } from 'react-router';
import useSWR from 'swr';
import { userManager } from './auth';
import { config } from './config';
import { useUser } from './require-user';

interface UserInfo {
  name?: string;
  given_name?: string;
}

/** The host's own page frame: its header, navigation and sign-out around the embedded feature. */
export function Shell() {
  const user = useUser();
  const resetPlatformState = useResetAllState();
  // The host's own SWR data (the identity provider's userinfo), under the host's SWRConfig and fetcher.
  const { data: info } = useSWR<UserInfo>([`${config.identityProviderUrl}/me`, user.access_token]);
  const signOut = async () => {
    await resetPlatformState();
    await userManager.signoutRedirect({ id_token_hint: user.id_token });
  };
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
      <main className="page">
        <Outlet />
      </main>
    </>
  );
}
