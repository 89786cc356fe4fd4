import { MY_QUICK_LINKS_MESSAGES, quickLinkTargetOf, useMyQuickLinks, type QuickLinkItem } from '@ypo/headless';
import { useId, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { AlertText } from '../form';
import { ModalDialog } from '../modal-dialog';
import { QuickLinksEditor } from './quick-links-editor';
import * as styles from './quick-links.css';

/** One shortcut: a page of the app opens in place, an http(s) site in a new tab, anything else is shown as text. */
function QuickLinkAnchor({ item }: { item: QuickLinkItem }) {
  const target = quickLinkTargetOf(item.navigationUrl);
  if (target?.kind === 'app') {
    return (
      <Link className={styles.shortcut} href={target.path}>
        {item.label}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a className={styles.shortcut} href={target.href} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return <span className={styles.shortcut}>{item.label}</span>;
}

/**
 * The member's My Quick Links (spec 002 §7; spec 001 §5, §8): the chosen shortcuts in order, and
 * 'Edit My Quick Links' opening the one quick links editor in a dialog, where links are chosen among
 * the available ones (up to 24), reordered and saved; the save's text shows in the snackbar.
 */
export function MyQuickLinks() {
  const quickLinks = useMyQuickLinks();
  // The editor edits the list as it was when opened: the optimistic save changes the list shown
  // behind it and rolls it back on failure, and the editor's draft must survive that (spec 001 §8).
  const [editing, setEditing] = useState<readonly QuickLinkItem[] | undefined>();
  const headingId = useId();
  const items = quickLinks.items ?? [];
  const close = () => setEditing(undefined);
  return (
    <section className={styles.mine} aria-labelledby={headingId}>
      <div className={styles.mineHeader}>
        <h2 id={headingId} className={styles.heading}>
          {MY_QUICK_LINKS_MESSAGES.title}
        </h2>
        <Button className={styles.button} isDisabled={quickLinks.items === undefined} onPress={() => setEditing(quickLinks.items)}>
          {MY_QUICK_LINKS_MESSAGES.edit}
        </Button>
      </div>
      <AlertText message={quickLinks.error ? MY_QUICK_LINKS_MESSAGES.loadFailed : undefined} />
      {quickLinks.isLoading ? null : items.length ? (
        <ol className={styles.shortcuts} aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id}>
              <QuickLinkAnchor item={item} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>{MY_QUICK_LINKS_MESSAGES.empty}</p>
      )}
      <ModalDialog title={MY_QUICK_LINKS_MESSAGES.edit} isOpen={editing !== undefined} onOpenChange={(isOpen) => (isOpen ? undefined : close())} isDismissable>
        <div className={styles.dialogBody}>
          <QuickLinksEditor
            title={MY_QUICK_LINKS_MESSAGES.title}
            links={editing}
            choices={quickLinks.available ?? []}
            onSave={quickLinks.save}
            isSaving={quickLinks.isSaving}
            onSaved={close}
            onCancel={close}
            autoFocus
          />
        </div>
      </ModalDialog>
    </section>
  );
}
