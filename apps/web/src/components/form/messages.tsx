import * as styles from './form.css';

/** A failure text (from the message catalogue), announced when it appears. */
export function AlertText({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  ) : null;
}

/** A piece of news (code sent, username sent), announced politely. */
export function Notice({ message }: { message: string | undefined }) {
  return message ? (
    <p role="status" className={styles.notice}>
      {message}
    </p>
  ) : null;
}
