// The monitoring library (Sentry), a chunk of its own loaded only when an endpoint is configured.
import { addIntegration, init, setUser } from '@sentry/browser';
import { clientOptions, type MonitoringConfig } from './options';

/** A started monitoring client. */
export interface Monitoring {
  /** Identifies the signed-in member by member id alone (no name, no email); undefined when signed out. */
  setMember(memberId: string | undefined): void;
}

/**
 * Starts the client (sessions from now on), then loads session replay as a further chunk and adds
 * it; the replay integration reads its sample rate from the client options.
 */
export function startSentry(config: MonitoringConfig, loadReplay = () => import('./replay')): Monitoring {
  init(clientOptions(config));
  void loadReplay().then(({ createReplay }) => addIntegration(createReplay()));
  return { setMember: (memberId) => setUser(memberId ? { id: memberId } : null) };
}
