// Its own module, not use-sdk-query.ts (in the app's initial chunk): only the lazy feature chunks that read lookups carry it.
/** `useSdkQuery` options of a lookup list that does not change while the app runs: loaded once per session, not on focus or reconnect. */
export const SESSION_LOOKUP = { swr: { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false } } as const;
