// The app-config domain: the feature flags (`getFeatureFlags`, openapi/api.yaml) and the terms,
// privacy and cookie policy links (`getOpenResourcesUrls`, openapi/openapi.yaml), answered from the
// store rather than the contract examples. Flags are per persona: the spouse-partner persona has
// the concierge chat off (spec 000 §6), so the app is seen both with and without it.
import { actingPersona, clone, ok, sliceOf } from '../helpers.ts';
import type { OperationHandler, SandboxDomain, Store } from '../types.ts';

/** Flag values by name (contract `FeatureFlags`). */
export type FeatureFlagValues = Record<string, boolean>;

/** spec 000 §6: the flags everybody gets unless their persona kind has its own. */
export const DEFAULT_FLAGS: Readonly<FeatureFlagValues> = { conciergeChat: true };

/** Flags that differ from the defaults, by persona kind (docs/sandbox.md). */
export const PERSONA_FLAGS: Readonly<Record<string, FeatureFlagValues>> = {
  'spouse-partner': { conciergeChat: false },
};

/** The sandbox's legal links (contract `OpenResourceUrl`); the app recognises them by a word in the name. */
export const OPEN_RESOURCES = [
  { name: 'Terms of Use', navigationUrl: 'https://connect.example/legal/terms-of-use' },
  { name: 'Privacy Policy', navigationUrl: 'https://connect.example/legal/privacy-policy' },
  { name: 'Cookie Policy', navigationUrl: 'https://connect.example/legal/cookie-policy' },
] as const;

/** `store.appConfig`. */
export interface AppConfigSlice {
  defaultFlags: FeatureFlagValues;
  /** Flags by persona kind, over the defaults. */
  personaFlags: Record<string, FeatureFlagValues>;
  openResources: { name: string; navigationUrl: string }[];
}

const slice = (store: Store) => sliceOf<AppConfigSlice>(store, 'appConfig');

const getFeatureFlags: OperationHandler = (_request, caller, store) => {
  const config = slice(store);
  // The acting member's flags (a plain member's while impersonating a member who is no persona).
  const kind = actingPersona(caller)?.kind;
  return ok({ ...config.defaultFlags, ...(kind ? config.personaFlags[kind] : undefined) });
};

const getOpenResourcesUrls: OperationHandler = (_request, _caller, store) => ok(clone(slice(store).openResources));

/** The `appConfig` domain: feature flags and the legal links. */
export const appConfigDomain: SandboxDomain = {
  name: 'app-config',
  seed: (store) => {
    store.appConfig = {
      defaultFlags: { ...DEFAULT_FLAGS },
      personaFlags: clone(PERSONA_FLAGS) as Record<string, FeatureFlagValues>,
      openResources: OPEN_RESOURCES.map((entry) => ({ ...entry })),
    } satisfies AppConfigSlice;
  },
  handlers: { getFeatureFlags, getOpenResourcesUrls },
};
