import { Suspense, lazy, useState } from 'react';
import { Button } from 'react-aria-components';
import type { AccountMenuProps } from './account-menu';
import * as styles from './layout.css';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

/**
 * The account-menu trigger. The menu itself (react-aria Menu and Popover) loads on first use, or
 * as soon as the pointer or focus reaches the trigger, keeping it out of the /home bundle.
 */
export function AccountMenuButton(props: Omit<AccountMenuProps, 'isInitiallyOpen'>) {
  const [state, setState] = useState<'idle' | 'opened'>('idle');
  const placeholder = (isPending: boolean) => (
    <Button
      className={styles.menuLink}
      aria-label={`Account menu, ${props.label}`}
      aria-haspopup="menu"
      aria-expanded={false}
      isDisabled={isPending}
      onHoverStart={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onPress={() => setState('opened')}
    >
      {props.label} ▾
    </Button>
  );
  if (state === 'idle') return placeholder(false);
  return (
    <Suspense fallback={placeholder(true)}>
      <AccountMenu {...props} isInitiallyOpen />
    </Suspense>
  );
}
