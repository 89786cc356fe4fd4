import { FEATURE_MESSAGES, type NoticeKind, noticeRole } from '@ypo/headless';
import { useId, type ReactNode } from 'react';
import * as styles from './notice.css';

/** Props of {@link Notice}. */
export interface NoticeProps {
  /** What it tells; sets the colour and how it is announced (errors and warnings as alerts). */
  readonly kind?: NoticeKind;
  /** The text; nothing renders without it (and without children). */
  readonly message?: string | undefined;
  readonly children?: ReactNode;
}

/** The one inline notice: a message beside what it is about, coloured and announced by its kind. */
export function Notice({ kind = 'info', message, children }: NoticeProps) {
  if (!message && !children) return null;
  if (!children) {
    return (
      <p role={noticeRole(kind)} className={styles.inline[kind]} data-kind={kind}>
        {message}
      </p>
    );
  }
  return (
    <div role={noticeRole(kind)} className={styles.inline[kind]} data-kind={kind}>
      {message ? <p className={styles.body}>{message}</p> : null}
      {children}
    </div>
  );
}

/** A failure text (from the message catalogue), announced when it appears. */
export function AlertText({ message }: { message: string | undefined }) {
  return <Notice kind="error" message={message} />;
}

/** spec 002 §6: what an admin-only page shows to anyone else ('Administrators Only'). */
export function AdministratorsOnly() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Notice kind="warning">
        <h2 id={headingId} className={styles.heading}>
          {FEATURE_MESSAGES.administratorsOnly}
        </h2>
        <p className={styles.body}>{FEATURE_MESSAGES.administratorsOnlyMessage}</p>
      </Notice>
    </section>
  );
}
