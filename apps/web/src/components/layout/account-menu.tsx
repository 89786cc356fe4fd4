import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { appConfig } from '../../config/app-config';
import { accountMenuOf, type AccountMenuAction } from './account-menu-entries';
import * as styles from './layout.css';
import { useInitiallyOpen } from './use-initially-open';
import { useSpeakerMenuItem } from './use-speaker-menu-item';

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  /** Visible label of the trigger (the user's name). */
  label: string;
  /** A non-member (external) speaker: only the resource directory terms of use and contact us. */
  isExternalSpeaker: boolean;
  canImpersonate: boolean;
  /** spec 000 §6: may allow or disallow impersonation (group super admins). */
  canAllowImpersonation: boolean;
  /** spec 000 §6, 001 §6: may open the Ideas Into Action link. */
  canOpenIdeasIntoAction: boolean;
  /** Which dialog actions the app can open. */
  actions: Readonly<Partial<Record<AccountMenuAction, boolean>>>;
  onAction: (action: AccountMenuAction) => void;
  /** Open at once (the user pressed the trigger before this module had loaded). */
  isInitiallyOpen?: boolean;
}

/** The account menu (spec 000 §6): a react-aria menu of links and dialog actions. */
export function AccountMenu({ label, onAction, isInitiallyOpen = false, ...rules }: AccountMenuProps) {
  const speaker = useSpeakerMenuItem(rules.isExternalSpeaker);
  const sections = accountMenuOf({ ...rules, speaker, links: appConfig.account });
  const { triggerRef, isOpen, setIsOpen } = useInitiallyOpen(isInitiallyOpen);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
      <Button ref={triggerRef} className={styles.menuLink} aria-label={`Account menu, ${label}`}>
        {label} ▾
      </Button>
      <Popover className={styles.menuPopover} placement="bottom end">
        <Menu
          className={styles.accountMenu}
          onAction={(key) => {
            const entry = sections.flatMap((section) => section.entries).find((e) => e.id === key);
            if (entry?.action) onAction(entry.action);
          }}
        >
          {sections.map((section, index) => (
            <MenuSection key={section.id} id={section.id} className={styles.menuSection}>
              {index > 0 ? <Separator className={styles.menuSeparator} /> : null}
              {section.title ? <Header className={styles.menuHeader}>{section.title}</Header> : null}
              {section.entries.map((entry) => (
                <MenuItem key={entry.id} id={entry.id} className={styles.menuItem} {...(entry.href ? { href: entry.href } : {})}>
                  {entry.label}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
