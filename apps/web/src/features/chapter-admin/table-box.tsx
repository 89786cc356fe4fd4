import type { ReactNode } from 'react';
import * as styles from './chapter-admin.css';

/**
 * The box of a wide table: it scrolls sideways on narrow screens, so it takes the keyboard focus (a
 * keyboard user scrolls it with the arrow keys) and is named after its table.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
    <div className={styles.tableBox} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
