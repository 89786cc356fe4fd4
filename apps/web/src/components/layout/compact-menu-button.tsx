import { Suspense, lazy, useState } from 'react';
import { Button } from 'react-aria-components';
import type { CompactMenuProps } from './compact-menu';
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
 * collapse. Its panel (react-aria Dialog in a Popover) loads on first use, or as soon as the
 * pointer or focus reaches the button, keeping it out of the /home bundle.
 */
export function CompactMenuButton(props: Omit<CompactMenuProps, 'isInitiallyOpen'>) {
  const [isOpened, setOpened] = useState(false);
  const placeholder = (isPending: boolean) => (
    <Button
      className={styles.menuLink}
      aria-expanded={false}
      isDisabled={isPending}
      onHoverStart={() => void loadCompactMenu()}
      onFocus={() => void loadCompactMenu()}
      onPress={() => setOpened(true)}
    >
      <CompactMenuLabel />
    </Button>
  );
  if (!isOpened) return placeholder(false);
  return (
    <Suspense fallback={placeholder(true)}>
      <CompactMenu {...props} isInitiallyOpen />
    </Suspense>
  );
}
