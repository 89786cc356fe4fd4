// Framework-free rules (also at '@ypo/headless/core').
export * from './core';
// React hooks over the SDK (SWR) and shared state (jotai).
export { SdkProvider, useSdk } from './hooks/sdk-context';
export type { SdkProviderProps } from './hooks/sdk-context';
export { CallError, unwrap } from './hooks/call-error';
export { PERMISSIONS_KEY, usePermissions } from './hooks/use-permissions';
export { HeadlessProvider, useResetAllState } from './hooks/headless-provider';
export type { HeadlessProviderProps } from './hooks/headless-provider';
