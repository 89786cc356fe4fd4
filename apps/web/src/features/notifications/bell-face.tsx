import * as styles from './notifications.css';

/** What the bell shows: a bell drawn in the text colour and the badge (both hidden from assistive tech: the button's name says it). */
export function BellFace({ badge }: { badge: string }) {
  return (
    <>
      <svg className={styles.bellIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </>
  );
}
