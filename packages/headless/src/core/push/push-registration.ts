/** spec 000 §3: the device model sent with a browser push token. */
export const PUSH_DEVICE_MODEL = 'web';

/** spec 000 §3/§7: what the notification save call (insertpersonfcmtoken) receives. */
export interface PushRegistration {
  /** The member's person id. */
  readonly PersonId: string;
  /** The Firebase Cloud Messaging token of this browser. */
  readonly FcmToken: string;
  /** Always 'web' for the web app. */
  readonly DeviceModel: typeof PUSH_DEVICE_MODEL;
}

/** Where push tokens come from (Firebase Cloud Messaging in the app; a fake in tests). */
export interface PushTokenProvider {
  /** Whether this browser can receive push messages at all. */
  isSupported(): Promise<boolean>;
  /** A push token, or nothing when none can be had (e.g. no configuration). */
  getToken(): Promise<string | null | undefined>;
}

/** The browser's notification permission, or 'unsupported' when it has no Notification API. */
export type PushPermission = NotificationPermission | 'unsupported';

/** How a push registration ended. */
export type PushOutcome = 'registered' | 'permissionNotGranted' | 'noPerson' | 'unsupported' | 'noToken' | 'failed';

/** Options of {@link registerPush}. */
export interface RegisterPushOptions {
  /** The browser's notification permission (`'unsupported'` without the Notification API); only 'granted' registers. */
  readonly permission: PushPermission;
  /** The signed-in member's person id; without one nothing is registered. */
  readonly personId: string | null | undefined;
  /** Loads the token provider; called only once permission is granted (keeps Firebase out of the first load). */
  readonly loadProvider: () => Promise<PushTokenProvider>;
  /** Saves the registration; a rejection or `false` counts as a failure. */
  readonly save: (registration: PushRegistration) => Promise<unknown>;
  /** Where failures are logged; defaults to `console.warn`. */
  readonly log?: (message: string, error?: unknown) => void;
}

/**
 * spec 000 §7: after login, when notification permission is granted, a push token is requested
 * and saved with PersonId, FcmToken and DeviceModel 'web'. Never throws: failures are only logged.
 */
export async function registerPush(options: RegisterPushOptions): Promise<PushOutcome> {
  const log = options.log ?? ((message: string, error?: unknown) => console.warn(message, error));
  // Only ask for a token when the user already granted permission; never prompt here.
  if (options.permission !== 'granted') return 'permissionNotGranted';
  const personId = options.personId?.trim();
  if (!personId) return 'noPerson';
  try {
    const provider = await options.loadProvider();
    if (!(await provider.isSupported())) return 'unsupported';
    const token = (await provider.getToken())?.trim();
    if (!token) return 'noToken';
    const saved = await options.save({ PersonId: personId, FcmToken: token, DeviceModel: PUSH_DEVICE_MODEL });
    if (saved === false) {
      log('push registration was not accepted');
      return 'failed';
    }
    return 'registered';
  } catch (error) {
    // spec 000 §7: push failures are only logged.
    log('push registration failed', error);
    return 'failed';
  }
}

/** spec 000 §3: a push token from a payload whose key is spelled FcmToken or Fcmtoken. */
export function fcmTokenOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const record = payload as Record<string, unknown>;
  const token = record['FcmToken'] ?? record['Fcmtoken'];
  return typeof token === 'string' && token.trim() !== '' ? token : undefined;
}
