import {
  createSessionController,
  type SessionController,
  type SessionControllerOptions,
  type SessionStart,
  type SessionToken,
  type SessionWarning,
} from './session-controller';

/** What the session shows: the expiry warning, the expired message, the inactive dialog. */
export interface SessionSnapshot {
  /** The 'Your Session Will Expire In 30 Minutes' notice, while it is shown (web only). */
  readonly warning: SessionWarning | null;
  /** 'Your Session has expired.' once the session is over: the app logs out. */
  readonly expiredMessage: string | null;
  /** Too little of the token was left to refresh it: the inactive-session dialog. */
  readonly isInactive: boolean;
}

/** The message posted to the mobile app instead of showing the warning dialog. */
export interface MobileAppSessionMessage {
  /** Always 'sessionWillExpire'. */
  readonly type: 'sessionWillExpire';
  /** The warning's text ('Your Session Will Expire In 30 Minutes'). */
  readonly message: string;
}

/** Options of {@link createSession}: the controller's options without its callbacks, plus the mobile-app hook. */
export interface CreateSessionOptions
  extends Omit<SessionControllerOptions, 'onWarning' | 'onExpired' | 'onInactive' | 'onTokenRefreshed' | 'onRefreshError'> {
  /**
   * spec 000 §4: on the mobile app the app is told instead of showing the dialog. Defaults to
   * {@link postToMobileApp} (`window.ReactNativeWebView.postMessage` with a JSON {@link MobileAppSessionMessage}).
   */
  readonly notifyMobileApp?: (warning: SessionWarning) => void;
  /** Called after each successful refresh with the new token (e.g. to store it). */
  readonly onTokenRefreshed?: (token: SessionToken) => void;
  /** Called when a refresh fails; the current token stays in use while it lasts. */
  readonly onRefreshError?: (error: unknown) => void;
}

/** The session controller with a subscribable snapshot, shared by the SDK (tokens) and React (dialogs). */
export interface Session {
  /** The controller running the timers. */
  readonly controller: SessionController;
  /** The token for the next API call (pass to `createSdk({ getAccessToken })`); refreshes first when due. */
  getAccessToken(): Promise<string | null>;
  /** Starts the refresh timer and the 90-minute countdown after sign-in (clears the snapshot). */
  start(session: SessionStart): void;
  /** Stops every timer and forgets the token (logout). */
  stop(): void;
  /** Hides the warning dialog. */
  dismissWarning(): void;
  /** Calls `listener` after every {@link Session.start} (sign-in, or a reload resuming the stored user); returns the unsubscribe function. */
  onStart(listener: (session: SessionStart) => void): () => void;
  /** The current snapshot (for `useSyncExternalStore`). */
  getSnapshot(): SessionSnapshot;
  /** Calls `listener` after every snapshot change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const EMPTY: SessionSnapshot = { warning: null, expiredMessage: null, isInactive: false };

/** Posts the session warning to the React Native web view of the mobile app, when there is one. */
export function postToMobileApp(warning: SessionWarning): void {
  const bridge = (globalThis as { ReactNativeWebView?: { postMessage?: (message: string) => void } }).ReactNativeWebView;
  const message: MobileAppSessionMessage = { type: 'sessionWillExpire', message: warning.message };
  bridge?.postMessage?.(JSON.stringify(message));
}

/** Creates a {@link Session} over {@link createSessionController}. */
export function createSession(options: CreateSessionOptions): Session {
  const { notifyMobileApp = postToMobileApp, onTokenRefreshed, onRefreshError, ...controllerOptions } = options;
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  const startListeners = new Set<(session: SessionStart) => void>();
  const update = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };
  const controller = createSessionController({
    ...controllerOptions,
    onWarning: (warning) => {
      if (warning.target === 'mobileApp') notifyMobileApp(warning);
      else update({ warning });
    },
    onExpired: (message) => update({ warning: null, expiredMessage: message }),
    onInactive: () => update({ isInactive: true }),
    ...(onTokenRefreshed ? { onTokenRefreshed } : {}),
    ...(onRefreshError ? { onRefreshError } : {}),
  });
  return {
    controller,
    getAccessToken: () => controller.getAccessToken(),
    start(session) {
      snapshot = EMPTY;
      controller.start(session);
      for (const listener of [...listeners]) listener();
      for (const listener of [...startListeners]) listener(session);
    },
    stop() {
      controller.stop();
      update(EMPTY);
    },
    dismissWarning: () => update({ warning: null }),
    onStart(listener) {
      startListeners.add(listener);
      return () => void startListeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
