import { useId, type ReactNode } from 'react';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './networks.css';

/** A titled section of the network page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** Lines standing for a list while it loads, at the size of `rows` entries. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Skeleton label={label} className={styles.plainList}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i}>
          <SkeletonLine width="half" />
          <SkeletonLine size="small" width="short" />
        </span>
      ))}
    </Skeleton>
  );
}

