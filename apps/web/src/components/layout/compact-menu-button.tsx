import { lazy } from 'react';
import { Button } from 'react-aria-components';
import type { CompactMenuProps } from './compact-menu';
import { DeferredTrigger } from './deferred-trigger';
import * as styles from './layout.css';

const loadCompactMenu = () => import('./compact-menu');
const CompactMenu = lazy(() => loadCompactMenu().then((m) => ({ default: m.CompactMenu })));

/** What the menu button shows: a menu icon (hidden from assistive technology) and 'Menu'. */
export function CompactMenuLabel() {
  return (
    <>
      <span className={styles.menuIcon} aria-hidden="true" />
      Menu
    </>
  );
}

/**
 * The menu button of narrow screens (xs), behind which the main menu and the account menu
 * collapse. Its panel (a react-aria Popover dialog) loads on first use.
 */
export function CompactMenuButton(props: Omit<CompactMenuProps, 'isInitiallyOpen'>) {
  return (
    <DeferredTrigger
      load={loadCompactMenu}
      placeholder={(placeholder) => (
        <Button {...placeholder} className={styles.menuLink}>
          <CompactMenuLabel />
        </Button>
      )}
    >
      <CompactMenu {...props} isInitiallyOpen />
    </DeferredTrigger>
  );
}
