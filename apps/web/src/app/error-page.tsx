import { MESSAGES, paths } from '@ypo/headless';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import * as styles from '../components/page.css';

/** Shown when a screen fails to render: the spec's generic text, never a stack trace. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className={styles.page}>
      <h1>Something went wrong</h1>
      <p role="alert">{MESSAGES.errorOccurredTryLater}</p>
      <a href={paths.home()}>Go to the home page</a>
    </main>
  );
}
