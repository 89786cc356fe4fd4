import { useEffect, useRef } from 'react';
import { registerPush, type PushOutcome, type PushPermission, type PushTokenProvider } from '../../core/push/push-registration';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';

/** Input of {@link usePushRegistration}. */
export interface PushRegistrationOptions {
  /** The signed-in person; `null` holds the registration (e.g. before login). */
  readonly personId: string | null | undefined;
  /** Loads the token provider (Firebase in the app, lazily; a fake in tests). */
  readonly loadProvider: () => Promise<PushTokenProvider>;
  /** The notification permission; defaults to `Notification.permission`. */
  readonly permission?: () => PushPermission;
  /** Called with how the registration ended (once per person). */
  readonly onDone?: (outcome: PushOutcome) => void;
  /** Where failures are logged; `console.warn` by default. */
  readonly log?: (message: string, error?: unknown) => void;
}

const browserPermission = (): PushPermission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** spec 000 §7: after login, registers the browser for push once per person (insertpersonfcmtoken); failures only logged. */
export function usePushRegistration({ personId, loadProvider, permission = browserPermission, onDone, log }: PushRegistrationOptions) {
  const sdk = useSdk();
  const registered = useRef<string | null>(null);
  const latest = useRef({ loadProvider, permission, onDone, log });
  latest.current = { loadProvider, permission, onDone, log };
  useEffect(() => {
    if (!personId || registered.current === personId) return;
    registered.current = personId;
    const { loadProvider: load, permission: read, onDone: done, log: write } = latest.current;
    void registerPush({
      permission: read(),
      personId,
      loadProvider: load,
      ...(write ? { log: write } : {}),
      save: (body) => unwrap(sdk.notifications.POST('/notifications/api/appnotification/insertpersonfcmtoken', { body })),
    }).then((outcome) => done?.(outcome));
  }, [personId, sdk]);
}
