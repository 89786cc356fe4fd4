// The impersonation domain: who may impersonate other members (spec 000 §6, spec 002 §6), as
// state. `setMemberImpersonation` (PUT member-profile/impersonation with personId and
// canImpersonate) is the admin tool's call, for group super administrators only; the flag it
// stores is what the permissions result (network.ts), the user profile summaries (register-member
// in profile.ts, the people searches in directory.ts) and the impersonation header (core.ts) read.
import { personas } from '../../personas.ts';
import { actingPersona, bodyOf, forbidden, notFound, ok, personCard, rolesOf } from '../helpers.ts';
import type { OperationHandler, SandboxDomain, Store } from '../types.ts';

/** `store.impersonation`: the person ids (lower case) allowed to impersonate. */
export interface ImpersonationSlice {
  canImpersonate: Record<string, boolean>;
}

/** spec 000 §6: the role that may allow or disallow impersonation. */
const GROUP_SUPER_ADMIN = 'Group Super Admin';

/**
 * Whether a person may impersonate others: the stored flag; before the domain is seeded (a
 * snapshot of an older store), the persona's own `canImpersonate`. Anyone else may not.
 */
export function canImpersonateOf(store: Store, personId: string): boolean {
  const id = personId.toLowerCase();
  const slice = store.impersonation as ImpersonationSlice | undefined;
  if (slice) return slice.canImpersonate[id] === true;
  return personas.some((p) => p.personId.toLowerCase() === id && p.permissionsResult.permissions.canImpersonate);
}

const setMemberImpersonation: OperationHandler = (request, caller, store) => {
  // spec 000 §6: 'The right to allow impersonation requires the group super admin role' (of the acting member).
  if (!rolesOf(actingPersona(caller)).has(GROUP_SUPER_ADMIN)) throw forbidden('Only group super administrators may allow or disallow impersonation.');
  const body = bodyOf<{ personId: string; canImpersonate: boolean }>(request);
  const personId = body.personId ?? '';
  if (!personCard(store, personId)) throw notFound('No person with this id.');
  const slice = store.impersonation as ImpersonationSlice;
  slice.canImpersonate[personId.toLowerCase()] = body.canImpersonate === true;
  return ok({ personId: personId.toLowerCase(), canImpersonate: canImpersonateOf(store, personId) });
};

/** The `impersonation` domain: the stored canImpersonate flags and the admin tool's call. */
export const impersonationDomain: SandboxDomain = {
  name: 'impersonation',
  seed: (store) => {
    const canImpersonate: Record<string, boolean> = {};
    for (const p of personas) if (p.permissionsResult.permissions.canImpersonate) canImpersonate[p.personId.toLowerCase()] = true;
    store.impersonation = { canImpersonate } satisfies ImpersonationSlice;
  },
  handlers: { setMemberImpersonation },
};
