// Ladle's global provider: the contract's MSW handlers in a service worker (public/mockServiceWorker.js)
// for every story; each story adds its own seeded handlers (src/kit/hook-story.tsx).
import type { GlobalProvider } from '@ladle/react';
import { createHandlers } from '@ypo/testing';
import { setupWorker } from 'msw/browser';
import { useEffect, useState } from 'react';
import { StoryNetworkContext } from '../src/kit/hook-story';

const worker = setupWorker(...createHandlers());
const started = worker.start({ onUnhandledRequest: 'bypass', quiet: true });

/** Renders the story once the mock network answers. */
export const Provider: GlobalProvider = ({ children }) => {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    void started.then(() => setReady(true));
  }, []);
  return isReady ? <StoryNetworkContext.Provider value={worker}>{children}</StoryNetworkContext.Provider> : <p role="status">Starting the mock network…</p>;
};
