import { useSdkQuery } from './use-sdk-query';

/** SWR key of the feature flags. */
export const FEATURE_FLAGS_KEY = 'api/featureFlags';

/** The feature flags the app reads. */
export interface FeatureFlags {
  /** spec 000 §6: the concierge chat help widget; on by default. */
  readonly conciergeChat: boolean;
}

/** spec 000 §6: the defaults, used for every flag the answer leaves out or when the call fails. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = { conciergeChat: true };

/** The flags of an answer, with the defaults for anything missing or not a boolean. */
export function featureFlagsOf(answer: unknown): FeatureFlags {
  const value = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['conciergeChat'] : undefined;
  return { conciergeChat: typeof value === 'boolean' ? value : DEFAULT_FEATURE_FLAGS.conciergeChat };
}

/** Feature flags (GET api/featureFlags). A failed call yields the defaults, never an error screen. */
export function useFeatureFlags({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const swr = useSdkQuery<unknown>(isEnabled ? FEATURE_FLAGS_KEY : null, (sdk, signal) => sdk.api.GET('/api/featureFlags', { signal }));
  return { flags: featureFlagsOf(swr.data), isLoading: swr.isLoading, error: swr.error };
}
