import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { env } from './config/env';
import './styles/theme.css';

// spec 000 §1: monitoring only with an endpoint configured, and then as chunks of its own.
const Monitoring = lazy(() => import('./app/monitoring'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
      {env.monitoringUrl && <Suspense fallback={null}><Monitoring /></Suspense>}
    </AppProvider>
  </StrictMode>,
);
