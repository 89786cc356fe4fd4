import * as styles from './loading-overlay.css';

/** Full-screen loading overlay shown while the core loads (spec 000 §2). */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}…</span>
    </div>
  );
}
