import { useChapterQuickLinks } from '@ypo/headless';
import { QuickLinksEditor } from '../../components/quick-links';
import * as styles from './chapter-content.css';
import { ContentSection } from './section';

/** The chapter's quick links (spec 001 §5): members follow them; admins edit them in Admin View with the one quick links editor. */
export function QuickLinksSection({ communityId, canEdit }: { communityId: string; canEdit: boolean }) {
  const quickLinks = useChapterQuickLinks(communityId);
  const items = quickLinks.items ?? [];
  return (
    <ContentSection
      title="Quick links"
      query={quickLinks}
      editor={
        canEdit
          ? (close) => (
              <QuickLinksEditor
                title="Edit chapter quick links"
                links={quickLinks.items}
                onSave={quickLinks.save}
                isSaving={quickLinks.isSaving}
                onSaved={close}
                onCancel={close}
                autoFocus
              />
            )
          : undefined
      }
    >
      {items.length ? (
        <ol className={styles.links} aria-label="Chapter quick links">
          {items.map((item) => (
            <li key={item.id}>
              <a className={styles.link} href={item.navigationUrl} target="_blank" rel="noopener noreferrer">
                {item.label}
              </a>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>No quick links yet.</p>
      )}
    </ContentSection>
  );
}
