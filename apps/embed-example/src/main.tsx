import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { router } from './app';
import './styles.css';

/** The host's global SWR fetcher: `[url, token]` keys, JSON answers; the platform's hooks never use it. */
async function fetchWithToken([url, token]: [string, string]): Promise<unknown> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    {/* The host's own SWR setup: suspense and revalidation on focus, which the platform's provider keeps out of its hooks. */}
    <SWRConfig value={{ fetcher: fetchWithToken, revalidateOnFocus: true, suspense: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
);
