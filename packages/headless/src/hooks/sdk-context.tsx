import type { Sdk } from '@ypo/sdk';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

const SdkContext = createContext<Sdk | null>(null);

/** Props of {@link SdkProvider}. */
export interface SdkProviderProps {
  /** The SDK `useSdk` returns below the provider (from `createSdk`). */
  sdk: Sdk;
  /** The tree that reads the SDK. */
  children?: ReactNode;
}

/** Makes one SDK instance available to every hook below it. */
export function SdkProvider({ sdk, children }: SdkProviderProps): ReactElement {
  return <SdkContext.Provider value={sdk}>{children}</SdkContext.Provider>;
}

/** The SDK given to the nearest {@link SdkProvider}. */
export function useSdk(): Sdk {
  const sdk = useContext(SdkContext);
  if (!sdk) throw new Error('useSdk must be used inside <SdkProvider sdk={createSdk(...)}>');
  return sdk;
}
