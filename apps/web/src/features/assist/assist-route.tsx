import { lazy, Suspense } from 'react';
import { LoadingOverlay } from '../../components/loading-overlay';

// Loaded on first visit only, so the help page stays out of the /home bundle.
const AssistPage = lazy(() => import('./assist-page'));

/** The /assistPage route element: the lazily loaded help page. */
export function AssistRoute() {
  return (
    <Suspense fallback={<LoadingOverlay label="Loading the help page" />}>
      <AssistPage />
    </Suspense>
  );
}
