// The registry of sandbox domains, in seed order: a domain seeds after the ones it reads.
// To add a domain, import it and add one line to the list (after `network`, which every domain reads).
import type { SandboxDomain } from '../types.ts';
import { assistDomain } from './assist.ts';
import { communityAdminDomain } from './community-admin.ts';
import { extraDomains } from './extra-domains.ts';
import { feedDomain } from './feed.ts';
import { identityDomain } from './identity.ts';
import { networkDomain } from './network.ts';

/** Every domain of the sandbox, in seed order. */
export const sandboxDomains: readonly SandboxDomain[] = [
  networkDomain,
  assistDomain,
  feedDomain,
  communityAdminDomain,
  identityDomain,
  ...extraDomains,
];
