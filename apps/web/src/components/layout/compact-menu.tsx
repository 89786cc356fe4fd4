import { menuLabels, paths, type MenuSection } from '@ypo/headless';
import { useId, type ReactNode } from 'react';
import { Button, DialogTrigger, Link, Popover } from 'react-aria-components';
import { appConfig } from '../../config/app-config';
import type { AccountMenuProps } from './account-menu';
import { accountMenuOf } from './account-menu-entries';
import { CompactMenuLabel } from './compact-menu-button';
import * as styles from './layout.css';
import { menuLinkOf } from './main-menu';
import { useInitiallyOpen } from './use-initially-open';
import { useSpeakerMenuItem } from './use-speaker-menu-item';

/** Props of {@link CompactMenu}. */
export interface CompactMenuProps {
  /** The main menu, in the spec's order. */
  mainMenu: readonly MenuSection[];
  /** What the account menu shows and does (the same props as the wide screens' account menu). */
  account: Omit<AccountMenuProps, 'isInitiallyOpen'>;
  onSignOut: () => void;
  /** Open at once, with focus on the button (the user pressed it before this module had loaded). */
  isInitiallyOpen?: boolean;
}

/** A list with a visible title that names it. */
function TitledList({ title, children }: { title: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <>
      {title ? (
        <span id={id} className={styles.menuHeader}>
          {title}
        </span>
      ) : null}
      <ul className={styles.compactList} aria-labelledby={title ? id : undefined}>
        {children}
      </ul>
    </>
  );
}

/**
 * The main menu and the account menu of narrow screens behind one button: a dialog of links
 * (the site-navigation pattern, links stay links) and the account actions. Escape or a press
 * outside closes it and focus returns to the button; choosing an entry closes it too.
 */
export function CompactMenu({ mainMenu, account, onSignOut, isInitiallyOpen = false }: CompactMenuProps) {
  const speaker = useSpeakerMenuItem(account.isExternalSpeaker);
  const sections = accountMenuOf({ ...account, speaker, links: appConfig.account });
  const { triggerRef, isOpen, setIsOpen } = useInitiallyOpen(isInitiallyOpen);
  const close = () => setIsOpen(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
      <Button ref={triggerRef} className={styles.menuLink}>
        <CompactMenuLabel />
      </Button>
      {/* The popover is the dialog itself (react-aria gives it role=dialog): its dismiss buttons stay inside it. */}
      <Popover className={styles.compactPanel} placement="bottom end" aria-label="Menu">
        <nav aria-label="Main menu">
          <ul className={styles.compactList}>
            {mainMenu.map((section) => {
              const label = menuLabels[section.type];
              const href = menuLinkOf(section);
              return (
                <li key={section.type}>
                  {href ? (
                    <Link className={styles.menuItem} href={href} onPress={close}>
                      {label}
                    </Link>
                  ) : (
                    <TitledList title={label}>
                      {section.communities.map((community) => (
                        <li key={community.communityId}>
                          <Link className={styles.menuItem} href={paths.communityPage(section.type, community.communityId)} onPress={close}>
                            {community.name}
                          </Link>
                        </li>
                      ))}
                    </TitledList>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.compactAccount} role="group" aria-label={`Account menu, ${account.label}`}>
          {sections.map((section) => (
            <TitledList key={section.id} title={section.title}>
              {section.entries.map((entry) => (
                <li key={entry.id}>
                  {entry.action ? (
                    <Button
                      className={styles.menuItemButton}
                      onPress={() => {
                        close();
                        if (entry.action) account.onAction(entry.action);
                      }}
                    >
                      {entry.label}
                    </Button>
                  ) : (
                    <Link className={styles.menuItem} href={entry.href} onPress={close}>
                      {entry.label}
                    </Link>
                  )}
                </li>
              ))}
            </TitledList>
          ))}
          <Button
            className={styles.menuItemButton}
            onPress={() => {
              close();
              onSignOut();
            }}
          >
            Sign out
          </Button>
        </div>
      </Popover>
    </DialogTrigger>
  );
}
