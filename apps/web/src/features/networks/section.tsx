import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './networks.css';

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

