import type { ReactNode } from 'react';
import * as styles from './skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** What is loading, for assistive technology ('Loading your communities'); an ellipsis is added. */
  label: string;
  /** The shapes, laid out like the content they stand for (hidden from assistive technology). */
  children: ReactNode;
  /** The class of the container the content will have, so the skeleton takes its final dimensions. */
  className?: string;
}

/**
 * The one loading pattern of the app: a busy region in the place and at the size of the content
 * it stands for, so that nothing shown moves when the content arrives. Assistive technology hears
 * `label`; the shapes are hidden from it.
 */
export function Skeleton({ label, children, className }: SkeletonProps) {
  return (
    <div className={className ?? styles.region} role="status" aria-busy="true" aria-live="polite">
      <span className={styles.visuallyHidden}>{label}…</span>
      <div aria-hidden="true" className={styles.shapes}>
        {children}
      </div>
    </div>
  );
}

/** Props of {@link SkeletonLine}. */
export interface SkeletonLineProps {
  /** The text the line stands for: its font size sets the line's height. */
  size?: keyof typeof styles.line;
  /** How much of the row it fills. */
  width?: keyof typeof styles.width;
}

/** One line of text to come, one line box high. */
export function SkeletonLine({ size = 'text', width = 'full' }: SkeletonLineProps) {
  return <span className={`${styles.line[size]} ${styles.width[width]}`} />;
}

/** A block to come (field, button, media): fills its container, which gives it its size. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <span className={className ? `${styles.block} ${className}` : styles.block} />;
}

/** Props of {@link SkeletonShape}. */
export interface SkeletonShapeProps {
  /** The class of the element to come (a button, a status badge, a field). */
  className: string;
  /** Sample content of that element (hidden), so the shape has its final size: 'Set up', 'Not enabled'. */
  children: ReactNode;
}

/** The shape of an element to come, sized exactly like it: its own class around hidden sample content. */
export function SkeletonShape({ className, children }: SkeletonShapeProps) {
  return <span className={`${className} ${styles.sample}`}>{children}</span>;
}

/** The loading page of a screen whose layout is not known yet (a route module loading): a heading and a panel. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <Skeleton label={label} className={styles.page}>
      <SkeletonLine size="heading" width="half" />
      <span className={styles.panel}>
        <SkeletonLine size="title" width="short" />
        <SkeletonLine width="full" />
        <SkeletonLine width="wide" />
      </span>
    </Skeleton>
  );
}
