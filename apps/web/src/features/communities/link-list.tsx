import { Link } from 'react-aria-components';
import * as base from './communities.css';
import * as styles from './community.css';

/** One entry of a {@link LinkList}. */
export interface LinkEntry {
  readonly key: string;
  readonly text: string;
  /** Where it links; plain text without one. */
  readonly href?: string | undefined;
  /** A second line under it (a chapter type, a file name). */
  readonly note?: string | undefined;
  /** Opens outside the app, in a new tab. */
  readonly isExternal?: boolean;
}

/** A labelled list of links (chapters, regions, subnetworks, files, admins); nothing when empty. */
export function LinkList({ label, entries }: { label: string; entries: readonly LinkEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className={styles.plainList} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.href ? (
            <Link className={styles.link} href={entry.href} {...(entry.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {entry.text}
            </Link>
          ) : (
            entry.text
          )}
          {entry.note ? <span className={base.kind}>{entry.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
