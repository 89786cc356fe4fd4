import type * as clientModule from './client/matrix-client';

/** The messenger's client module: `connectMessenger`, `MessengerClient` and their helpers. */
export type MessengerClientModule = typeof clientModule;

/**
 * Loads the messenger's Matrix client (matrix-js-sdk with Rust crypto) on first use: the one import site of
 * `./client/matrix-client`, so it is a chunk of its own (`matrix-client`, its budget in scripts/bench.mjs) that
 * only the messenger and its unread badge fetch (issue 18; matrix-js-sdk #4154: a lazy import that became eager
 * once made an empty client weigh 8.9 MB). The crypto wasm is fetched later still, when a member connects.
 */
export const loadMessengerClient = (): Promise<MessengerClientModule> => import('./client/matrix-client');
