import type { Sdk } from '@ypo/sdk';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { SdkProvider } from './sdk-context';

const ResetContext = createContext<(() => Promise<void>) | null>(null);

/** Props of {@link HeadlessProvider}. */
export interface HeadlessProviderProps {
  sdk: Sdk;
  /** Extra SWR options (tests pass `provider: () => new Map()`). */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

function ResetProvider({ onResetAtoms, children }: { onResetAtoms: () => void; children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const reset = useCallback(async () => {
    await mutate(() => true, undefined, { revalidate: false });
    onResetAtoms();
  }, [mutate, onResetAtoms]);
  return <ResetContext.Provider value={reset}>{children}</ResetContext.Provider>;
}

/** Everything the hooks need: the SDK, the SWR cache and the jotai store, resettable as one. */
export function HeadlessProvider({ sdk, swr, children }: HeadlessProviderProps) {
  const [store, setStore] = useState(createStore);
  const resetAtoms = useCallback(() => setStore(createStore()), []);
  const swrConfig = useMemo(() => ({ shouldRetryOnError: false, revalidateOnFocus: false, ...swr }), [swr]);
  return (
    <SWRConfig value={swrConfig}>
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
