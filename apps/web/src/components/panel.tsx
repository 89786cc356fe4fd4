import { useId, type ReactNode } from 'react';
import * as styles from './panel.css';

/** A titled panel of a page's side column: a region named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
