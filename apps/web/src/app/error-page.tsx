import { AppError, MESSAGES, paths } from '@ypo/headless';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import * as styles from '../components/page.css';

/** The text of a route error: the chunk or CSS load error text (spec 000 §8), else the generic one. */
function textOf(error: unknown): string {
  if (error instanceof AppError && (error.code === 'chunkLoad' || error.code === 'cssLoad')) return error.message;
  return MESSAGES.errorOccurredTryLater;
}

/** Shown when a screen fails to render or its chunk fails to load: the spec's text, never a stack trace. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className={styles.page}>
      <h1>Something went wrong</h1>
      <p role="alert">{textOf(error)}</p>
      <a href={paths.home()}>Go to the home page</a>
    </main>
  );
}
