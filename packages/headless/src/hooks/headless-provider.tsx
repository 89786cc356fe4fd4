import type { Sdk } from '@ypo/sdk';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createContext, useCallback, useContext, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { SdkProvider } from './sdk-context';

const ResetContext = createContext<(() => Promise<void>) | null>(null);
const BeforeResetContext = createContext<((task: () => Promise<void>) => () => void) | null>(null);

/** Props of {@link HeadlessProvider}. */
export interface HeadlessProviderProps {
  /** The SDK every hook below calls (from `createSdk`). */
  sdk: Sdk;
  /**
   * Extra SWR options of this provider, applied over its own defaults. A host app's `SWRConfig`
   * is never inherited, so these are the only way to change SWR below the provider (e.g.
   * `provider` for a persisted cache instead of the provider's own fresh `Map`).
   */
  swr?: SWRConfiguration;
  /** The app, whose hooks use this SDK, SWR cache and jotai store. */
  children?: ReactNode;
}

/** The SWR options every provider starts from; SWR's own defaults fill the rest. */
const OWN_SWR: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

function ResetProvider({ onResetAtoms, children }: { onResetAtoms: () => void; children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const tasks = useRef(new Set<() => Promise<void>>());
  const register = useCallback((task: () => Promise<void>) => {
    tasks.current.add(task);
    return () => void tasks.current.delete(task);
  }, []);
  const reset = useCallback(async () => {
    // What must end before the state goes (a chat client signing out and deleting its keys); a failed task stops nothing.
    await Promise.allSettled([...tasks.current].map((task) => task()));
    await mutate(() => true, undefined, { revalidate: false });
    onResetAtoms();
  }, [mutate, onResetAtoms]);
  return (
    <BeforeResetContext.Provider value={register}>
      <ResetContext.Provider value={reset}>{children}</ResetContext.Provider>
    </BeforeResetContext.Provider>
  );
}

/**
 * Everything the hooks need: the SDK, the SWR cache and the jotai store, resettable as one. The
 * provider owns all three: its own jotai store, its own SWR cache (a fresh `Map` per provider)
 * and its own SWR configuration, so a host app's `SWRConfig` (suspense, isPaused, a global
 * fetcher, middleware, fallback data) changes nothing below it, and two providers on one page
 * (two members, two gateways) share no state. Everything rendered below it, host components
 * included, runs on this SWR configuration and jotai store.
 */
export function HeadlessProvider({ sdk, swr, children }: HeadlessProviderProps): ReactElement {
  const [store, setStore] = useState(createStore);
  const resetAtoms = useCallback(() => setStore(createStore()), []);
  // The functional form of SWRConfig's value replaces the inherited configuration instead of
  // merging into it: the host's options never reach our hooks.
  const ownConfig = useCallback(
    (): SWRConfiguration => ({ provider: () => new Map(), ...OWN_SWR, ...swr }),
    [swr],
  );
  return (
    <SWRConfig value={ownConfig}>
      <JotaiProvider store={store}>
        <SdkProvider sdk={sdk}>
          <ResetProvider onResetAtoms={resetAtoms}>{children}</ResetProvider>
        </SdkProvider>
      </JotaiProvider>
    </SWRConfig>
  );
}

/** Returns a function that clears the SWR cache and resets every atom (used on logout). */
export function useResetAllState(): () => Promise<void> {
  const reset = useContext(ResetContext);
  if (!reset) throw new Error('useResetAllState must be used inside <HeadlessProvider>');
  return reset;
}

/**
 * Registers tasks to run when the state is reset (logout, through {@link useResetAllState}), before the cache and
 * atoms go; each registration returns its removal. A feature holding a connection registers when it opens one (not
 * per mounted component: the app unmounts its pages while signing out) to end it and delete what it kept.
 */
export function useResetTasks(): (task: () => Promise<void>) => () => void {
  const register = useContext(BeforeResetContext);
  if (!register) throw new Error('useResetTasks must be used inside <HeadlessProvider>');
  return register;
}
