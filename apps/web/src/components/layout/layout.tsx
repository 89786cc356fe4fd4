import { menuLabels, paths, useFeatureFlags, useOpenResources, usePageChrome, usePermissions, type MenuSection } from '@ypo/headless';
import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { Outlet } from 'react-router';
import { appConfig } from '../../config/app-config';
import { useAuth } from '../../lib/auth';
import { LoadingOverlay } from '../loading-overlay';
import { PageSkeleton } from '../skeleton';
import { AccountMenuButton } from './account-menu-button';
import type { AccountMenuAction } from './account-menu-entries';
import { CompactMenuButton } from './compact-menu-button';
import { DeferredTrigger } from './deferred-trigger';
import * as styles from './layout.css';
import { menuLinkOf } from './main-menu';

function MenuEntry({ section }: { section: MenuSection }) {
  const label = menuLabels[section.type];
  const href = menuLinkOf(section);
  if (href) {
    return (
      <Link className={styles.menuLink} href={href}>
        {label}
      </Link>
    );
  }
  return <MenuDisclosureButton label={label} section={section} />;
}

const loadMenuDisclosure = () => import('./menu-disclosure');
const MenuDisclosure = lazy(() => loadMenuDisclosure().then((m) => ({ default: m.MenuDisclosure })));

/** The trigger of a section with several communities; the disclosure (react-aria Disclosure) loads on first use. */
function MenuDisclosureButton({ label, section }: { label: string; section: MenuSection }) {
  return (
    <DeferredTrigger
      load={loadMenuDisclosure}
      placeholder={(placeholder) => (
        <div className={styles.disclosure}>
          <Button {...placeholder} className={styles.menuLink}>
            {label}
          </Button>
        </div>
      )}
    >
      <MenuDisclosure label={label} section={section} isInitiallyExpanded />
    </DeferredTrigger>
  );
}

/** A dialog the account menu opens. */
export type AccountDialog = ComponentType<{ isOpen: boolean; onOpenChange: (isOpen: boolean) => void }>;

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** Banners between the header and the page (renewal, impersonation, cookies). */
  banners?: ReactNode;
  /** Dialogs behind account-menu actions; an action without a dialog is left out of the menu. */
  accountDialogs?: Partial<Record<AccountMenuAction, AccountDialog>>;
  /** Controls in the header before the account menu (the notifications bell). */
  headerActions?: ReactNode;
}

function Footer() {
  const { flags } = usePageChrome();
  const { flags: features } = useFeatureFlags();
  const { links } = useOpenResources(appConfig.legal);
  // spec 000 §6: the concierge chat flag (on by default); hideConcierge=true switches it off.
  const showConcierge = features.conciergeChat && !flags.hideConcierge && !flags.engagementApp;
  const showFooter = !flags.hideFooter && !flags.engagementApp;
  if (!showFooter && !showConcierge) return null;
  return (
    <footer className={styles.footer}>
      {showFooter ? (
        <>
          {links.termsOfUse ? (
            <a className={styles.footerLink} href={links.termsOfUse}>
              Terms of use
            </a>
          ) : null}
          {links.privacyPolicy ? (
            <a className={styles.footerLink} href={links.privacyPolicy}>
              Privacy policy
            </a>
          ) : null}
          <a className={styles.footerLink} href={links.cookiePolicy}>
            Cookie policy
          </a>
        </>
      ) : null}
      {showConcierge ? (
        <Link className={styles.footerLink} href={paths.concierge()}>
          Chat with the concierge
        </Link>
      ) : null}
    </footer>
  );
}

/**
 * Page chrome: the main menu built from the user's communities (spec 000 §1 order), the account
 * menu and the footer. Below the xs breakpoint both menus collapse behind one menu button.
 */
export function Layout({ banners, accountDialogs = {}, headerActions }: LayoutProps) {
  const { user, signOut } = useAuth();
  const { mainMenu, data, roles } = usePermissions({ isEnabled: !!user });
  const { flags } = usePageChrome();
  const [openDialog, setOpenDialog] = useState<AccountMenuAction | null>(null);
  const name = user?.profile.given_name ?? user?.profile.name ?? 'Account';
  // spec 000 §2: hideHeader=true (or the engagement app) switches the header off.
  const showHeader = !flags.hideHeader && !flags.engagementApp;
  const Dialog = openDialog ? accountDialogs[openDialog] : undefined;
  const accountMenu = {
    label: name,
    isExternalSpeaker: data?.permissions.isNonMemberSpeaker === true,
    canImpersonate: data?.permissions.canImpersonate === true,
    canAllowImpersonation: roles?.canAllowImpersonation === true,
    canOpenIdeasIntoAction: roles?.canOpenIdeasIntoAction === true,
    actions: Object.fromEntries(Object.entries(accountDialogs).map(([action, dialog]) => [action, !!dialog])),
    onAction: setOpenDialog,
  };
  return (
    <>
      {showHeader ? (
        <header className={styles.header}>
          <a className={styles.skipLink} href="#main">
            Skip to content
          </a>
          <Link className={styles.brand} href={paths.home()}>
            Connect
          </Link>
          <Link className={styles.menuLink} href={paths.ypoSearch()}>
            Search
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
          {headerActions}
          <div className={styles.account}>
            <AccountMenuButton {...accountMenu} />
            <Button className={styles.menuLink} onPress={() => void signOut()}>
              Sign out
            </Button>
          </div>
          <div className={styles.compactMenu}>
            <CompactMenuButton mainMenu={mainMenu} account={accountMenu} onSignOut={() => void signOut()} />
          </div>
        </header>
      ) : null}
      {banners}
      <main className={styles.main} id="main">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {Dialog ? (
        <Suspense fallback={<LoadingOverlay />}>
          <Dialog isOpen onOpenChange={(isOpen) => !isOpen && setOpenDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
