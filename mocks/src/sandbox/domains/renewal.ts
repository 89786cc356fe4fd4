// The renewal domain: each member's membership renewal state (`getPersonRenewalStatus`,
// openapi/profiles.yaml), which drives the renewal banner of spec 000 §4: NotStarted (renewal due)
// shows 'Renew now', Incomplete 'Continue', Complete 'View invoice'. The personas' states are set
// here (docs/personas.md, "Renewal status") so each action appears for someone; every other member
// of the network draws one from the domain's seeded stream.
import type { profiles } from '@ypo/sdk';
import { personas } from '../../personas.ts';
import { forbidden, getNetwork, isStaff, notFound, now, ok, param, sameId, sliceOf } from '../helpers.ts';
import type { OperationHandler, SandboxDomain, Store } from '../types.ts';

type RenewalState = profiles.components['schemas']['RenewalStatus']['renewalStatus'];

/** The three renewal states, in the banner's order: renew now, continue, view invoice. */
export const RENEWAL_STATES = ['NotStarted', 'Incomplete', 'Complete'] as const satisfies readonly RenewalState[];

/** The renewal state of each persona kind (docs/personas.md); kinds left out have no membership to renew. */
export const PERSONA_RENEWAL: Readonly<Record<string, RenewalState>> = {
  member: 'Incomplete', // the contract's example: Amara started but did not finish
  'chapter-manager': 'NotStarted',
  'chapter-administrator': 'Complete',
  'spouse-partner': 'Complete',
  'team-member': 'Complete',
  'team-member-product-management': 'Complete',
  'group-super-admin': 'Complete',
  'regional-officer': 'NotStarted',
  'prp-admin': 'Complete',
  'prp-member': 'Incomplete',
  'community-admin': 'NotStarted',
  'young-member': 'Complete',
  prospect: 'NotStarted',
  'pending-resignation': 'NotStarted',
  'former-member': 'NotStarted',
  'speaker-applicant': 'Incomplete',
  impersonator: 'Complete',
  'first-sign-in': 'Complete',
  'not-assigned': 'Complete',
};

/** `store.renewal`: the renewal state by person id (lower case). */
export interface RenewalSlice {
  states: Record<string, RenewalState>;
}

const slice = (store: Store) => sliceOf<RenewalSlice>(store, 'renewal');

/** spec 000 §4: the renewal deadline is 30 June; the next one on or after `iso` (UTC), `YYYY-MM-DD`. */
export function renewalDeadlineAfter(iso: string): string {
  const year = Number(iso.slice(0, 4));
  return iso.slice(0, 10) <= `${year}-06-30` ? `${year}-06-30` : `${year + 1}-06-30`;
}

const getPersonRenewalStatus: OperationHandler = (request, caller, store) => {
  const personId = param(request, 'id');
  // A member reads their own status (also while impersonated); staff read anyone's.
  const isOwn = sameId(personId, caller.personId) || sameId(personId, caller.persona.personId);
  if (!isOwn && !isStaff(caller.persona)) throw forbidden('You may read only your own renewal status.');
  const renewalStatus = slice(store).states[personId.toLowerCase()];
  if (!renewalStatus) throw notFound('No membership to renew for this person.');
  return ok({ personId, renewalStatus, renewalDeadline: renewalDeadlineAfter(now(store)) });
};

/** The `renewal` domain: membership renewal status per member. */
export const renewalDomain: SandboxDomain = {
  name: 'renewal',
  seed: (store, rng) => {
    const states: Record<string, RenewalState> = {};
    for (const member of getNetwork(store).members) states[member.personId.toLowerCase()] = rng.pick(RENEWAL_STATES);
    for (const persona of personas) {
      const state = PERSONA_RENEWAL[persona.kind];
      if (state) states[persona.personId.toLowerCase()] = state;
      else delete states[persona.personId.toLowerCase()];
    }
    store.renewal = { states } satisfies RenewalSlice;
  },
  handlers: { getPersonRenewalStatus },
};
