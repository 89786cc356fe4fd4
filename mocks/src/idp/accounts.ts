/**
 * Where the local IdP checks a username and password. `pnpm mocks` (src/start.ts) gives it the
 * sandbox's accounts (src/sandbox/domains/identity.ts), so a password changed or reset and a username
 * changed in the app count at the next sign-in; started alone (tests, src/idp/main.ts) it checks the
 * personas of src/personas.ts with their documented password.
 */
import { findPersonaByUsername } from '../personas.ts';
import type { Persona } from '../personas.ts';

/** The outcome of a sign-in check: the account signed in, wrong credentials, or not assigned to the app. */
export type SignInResult =
  | { readonly status: 'ok'; readonly accountId: string }
  | { readonly status: 'invalid' }
  | { readonly status: 'notAssigned' };

/** The accounts a sign-in is checked against. */
export interface AccountStore {
  /** Checks a username (case-insensitive) and password; 'not assigned' only for the right password. */
  verify(username: string, password: string): SignInResult | Promise<SignInResult>;
}

/** The result for an account whose credentials matched: signed in, unless not assigned to the app (spec 000 §5). */
export function signedIn(persona: Pick<Persona, 'personId' | 'isAssignedToApp'> | undefined, accountId: string): SignInResult {
  return persona?.isAssignedToApp === false ? { status: 'notAssigned' } : { status: 'ok', accountId };
}

/** The personas with their documented password: the accounts of an IdP started without a sandbox. */
export const personaAccounts = {
  verify(username: string, password: string): SignInResult {
    const persona = findPersonaByUsername(username);
    if (!persona || password !== persona.password) return { status: 'invalid' };
    return signedIn(persona, persona.personId);
  },
} satisfies AccountStore;
