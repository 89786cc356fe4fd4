// Session replay: its own chunk (the recorder is as large as the rest of the library).
import { replayIntegration } from '@sentry/browser';
import { REPLAY_OPTIONS } from './options';

/** The replay integration with the app's privacy options (all text and inputs masked, passwords never recorded). */
export function createReplay() {
  return replayIntegration(REPLAY_OPTIONS);
}
