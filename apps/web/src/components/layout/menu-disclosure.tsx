import { paths, type MenuSection } from '@ypo/headless';
import { useLayoutEffect, useRef } from 'react';
import { Button, Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import * as styles from './layout.css';

/** Props of {@link MenuDisclosure}. */
export interface MenuDisclosureProps {
  label: string;
  section: MenuSection;
  /** Open at once, with focus on the trigger (the user pressed it before this module had loaded). */
  isInitiallyExpanded?: boolean;
}

/** A main-menu section with several communities: a disclosure, not an ARIA menu (the site-navigation pattern; links stay links). */
export function MenuDisclosure({ label, section, isInitiallyExpanded = false }: MenuDisclosureProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (isInitiallyExpanded) triggerRef.current?.focus();
  }, [isInitiallyExpanded]);
  return (
    <Disclosure className={styles.disclosure} defaultExpanded={isInitiallyExpanded}>
      <Button ref={triggerRef} slot="trigger" className={styles.menuLink}>
        {label}
      </Button>
      <DisclosurePanel className={styles.popover}>
        <ul className={styles.submenu} aria-label={label}>
          {section.communities.map((community) => (
            <li key={community.communityId}>
              <Link className={styles.menuItem} href={paths.communityPage(section.type, community.communityId)}>
                {community.name}
              </Link>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}
