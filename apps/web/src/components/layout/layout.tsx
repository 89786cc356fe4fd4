import { usePermissions, type MenuSection } from '@ypo/headless';
import { Button, Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth';
import { communityHref, menuLabels } from '../../config/paths';
import * as styles from './layout.css';

function MenuEntry({ section }: { section: MenuSection }) {
  const label = menuLabels[section.type];
  const [only] = section.communities;
  if (section.type === 'home' || section.type === 'businesses' || (section.communities.length === 1 && only)) {
    return (
      <Link className={styles.menuLink} href={communityHref(section.type, only?.communityId)}>
        {label}
      </Link>
    );
  }
  // A disclosure, not an ARIA menu: the site-navigation pattern (links stay links).
  return (
    <Disclosure className={styles.disclosure}>
      <Button slot="trigger" className={styles.menuLink}>
        {label}
      </Button>
      <DisclosurePanel className={styles.popover}>
        <ul className={styles.submenu} aria-label={label}>
          {section.communities.map((community) => (
            <li key={community.communityId}>
              <Link className={styles.menuItem} href={communityHref(section.type, community.communityId)}>
                {community.name}
              </Link>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** Page chrome: the main menu built from the user's communities (spec 000 §1 order) and the account area. */
export function Layout() {
  const { mainMenu } = usePermissions();
  const { user, signOut } = useAuth();
  const name = user?.profile.given_name ?? user?.profile.name;
  return (
    <>
      <header className={styles.header}>
        <Link className={styles.brand} href="/home">
          Connect
        </Link>
        <nav className={styles.nav} aria-label="Main menu">
          <ul className={styles.menuList}>
            {mainMenu.map((section) => (
              <li key={section.type}>
                <MenuEntry section={section} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          {name ? <span>{name}</span> : null}
          <Button className={styles.menuLink} onPress={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </header>
      <main className={styles.main} id="main">
        <Outlet />
      </main>
    </>
  );
}
