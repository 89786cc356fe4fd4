import type { Sdk, profiles } from '@ypo/sdk';
import { unwrap, type ErrorLogger } from '../errors/unwrap';

/** User profile summary (spec 002 §3): what `GET profiles/api/register-member` answers. */
export type UserProfileSummary = profiles.components['schemas']['UserProfileSummary'];

/** Options of {@link registerMember}. */
export interface RegisterMemberOptions {
  /** Where a failure is logged; defaults to `console.error`. */
  readonly log?: ErrorLogger;
}

/**
 * spec 000 §7 'Session and identity': `GET profiles/api/register-member` (no payload) during
 * session start. Resolves to the signed-in member's summary, or `null` when the call fails: the
 * spec shows no text for this call, and a failed registration must not stop the member from using
 * the app, so the failure is logged and swallowed (spec 000 §8 'log the error'; not rethrown,
 * since nobody waits for the answer).
 */
export function registerMember(sdk: Pick<Sdk, 'profiles'>, options: RegisterMemberOptions = {}): Promise<UserProfileSummary | null> {
  return unwrap(sdk.profiles.GET('/profiles/api/register-member'), { log: options.log ?? true, swallow: null });
}
