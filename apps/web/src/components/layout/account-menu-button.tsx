import { lazy } from 'react';
import { Button } from 'react-aria-components';
import type { AccountMenuProps } from './account-menu';
import { DeferredTrigger } from './deferred-trigger';
import * as styles from './layout.css';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

/** The account-menu trigger. The menu itself (react-aria Menu and Popover) loads on first use. */
export function AccountMenuButton(props: Omit<AccountMenuProps, 'isInitiallyOpen'>) {
  return (
    <DeferredTrigger
      load={loadAccountMenu}
      placeholder={(placeholder) => (
        <Button {...placeholder} className={styles.menuLink} aria-label={`Account menu, ${props.label}`} aria-haspopup="menu">
          {props.label} ▾
        </Button>
      )}
    >
      <AccountMenu {...props} isInitiallyOpen />
    </DeferredTrigger>
  );
}
