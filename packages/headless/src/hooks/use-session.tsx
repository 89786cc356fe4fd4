import { atom, useAtomValue, useSetAtom } from 'jotai';
import { createContext, useContext, useEffect, type ReactElement, type ReactNode } from 'react';
import type { Session, SessionSnapshot } from '../core/session/session';
import { useSdk } from './sdk-context';

/** Session state the dialogs read (reset with every other atom on logout). */
export const sessionStateAtom = atom<SessionSnapshot>({ warning: null, expiredMessage: null, isInactive: false });

const SessionContext = createContext<Session | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The session (from `createSession`) the hooks below read. */
  session: Session;
  /** The tree that reads the session. */
  children?: ReactNode;
}

/**
 * Mirrors the session's snapshot into {@link sessionStateAtom}, and registers the member
 * (`registerMember`, spec 000 §7) once each time the session starts; put it inside `HeadlessProvider`.
 */
export function SessionProvider({ session, children }: SessionProviderProps): ReactElement {
  const setState = useSetAtom(sessionStateAtom);
  const sdk = useSdk();
  useEffect(() => {
    setState(session.getSnapshot());
    return session.subscribe(() => setState(session.getSnapshot()));
  }, [session, setState]);
  // spec 000 §7 'Session and identity': register-member during session start (a token refresh is no start).
  // Loaded at the first start, so the call's code stays out of the first page load.
  useEffect(() => session.onStart(() => void import('../core/session/register-member').then((m) => m.registerMember(sdk))), [session, sdk]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session: warning, expired message and inactive flag, and the session itself to start, stop or dismiss. */
export function useSession() {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider session={createSession(...)}>');
  const state = useAtomValue(sessionStateAtom);
  return { ...state, session, dismissWarning: session.dismissWarning };
}
