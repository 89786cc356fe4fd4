import { useSnackbar } from '@ypo/headless';
import { Suspense, lazy } from 'react';

const SnackbarRegion = lazy(() => import('./snackbar-region').then((m) => ({ default: m.SnackbarRegion })));

/** The snackbar region, loaded with the first snackbar (it is not needed before). */
export function Snackbars() {
  const { snackbars } = useSnackbar();
  if (snackbars.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarRegion />
    </Suspense>
  );
}
