import type { Sdk } from '@ypo/sdk';
import { useCallback } from 'react';
import { unwrap, type SdkResult } from '../../core/errors/unwrap';
import {
  PRIVACY_SAVE_TEXT,
  type EmailSettings,
  type NotificationSettings,
  type PrivacySettingsPage,
  type VisibilitySettings,
} from '../../core/privacy-settings/privacy-settings';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR keys of the privacy settings. */
export const PRIVACY_SETTINGS_KEYS: Readonly<Record<PrivacySettingsPage, string>> = {
  emailSettings: 'profiles/api/privacy-settings/get-email-settings',
  notification: 'profiles/api/privacy-settings/get-notifications',
  visibility: 'profiles/api/privacy-settings/get-visibility-settings',
};

/** The outcome of a save: the catalogue's success or failure text (spec 000 §8, spec 002 §8). */
export interface SaveOutcome {
  /** Whether the save succeeded. */
  readonly isSaved: boolean;
  /** The success or failure text to show (a catalogue text). */
  readonly message: string;
}

function useSettingsPage<T>(
  page: PrivacySettingsPage,
  read: (sdk: Sdk, signal: AbortSignal) => Promise<SdkResult<T>>,
  write: (settings: T) => Promise<SdkResult<T>>,
) {
  const query = useSdkQuery<T>(PRIVACY_SETTINGS_KEYS[page], read);
  // A second save while one runs is ignored; the saved answer replaces the cached settings.
  const { trigger, isMutating } = useMutation((settings: T) => unwrap(write(settings)), { key: PRIVACY_SETTINGS_KEYS[page], populate: true });
  const save = useCallback(
    async (settings: T): Promise<SaveOutcome | undefined> => {
      const result = await trigger(settings);
      if (result === undefined) return undefined;
      const texts = PRIVACY_SAVE_TEXT[page];
      return result.ok ? { isSaved: true, message: texts.success } : { isSaved: false, message: texts.failure };
    },
    [page, trigger],
  );
  return { settings: query.data, error: query.error, isLoading: query.isLoading, isSaving: isMutating, save };
}

/** Email settings (privacySettings/emailSettings): the preferences, and a save with the spec's texts. */
export function useEmailSettings() {
  const sdk = useSdk();
  const write = useCallback(
    (settings: EmailSettings) =>
      sdk.profiles.POST('/profiles/api/privacy-settings/save-email-settings', {
        body: { ...settings, communicationPreferences: [...settings.communicationPreferences] },
      }),
    [sdk],
  );
  return useSettingsPage<EmailSettings>('emailSettings', (api, signal) => api.profiles.GET('/profiles/api/privacy-settings/get-email-settings', { signal }), write);
}

/** Notification settings (privacySettings/notification): one option per community, and a save with the spec's texts. */
export function useNotificationSettings() {
  const sdk = useSdk();
  const write = useCallback(
    (settings: NotificationSettings) =>
      sdk.profiles.POST('/profiles/api/privacy-settings/save-notifications', {
        body: { ...settings, communities: [...settings.communities] },
      }),
    [sdk],
  );
  return useSettingsPage<NotificationSettings>('notification', (api, signal) => api.profiles.GET('/profiles/api/privacy-settings/get-notifications', { signal }), write);
}

/** Visibility settings (privacySettings/visibility): the switches, and a save with the spec's texts. */
export function useVisibilitySettings() {
  const sdk = useSdk();
  const write = useCallback(
    (settings: VisibilitySettings) =>
      sdk.profiles.POST('/profiles/api/privacy-settings/save-visibility-settings', {
        body: { ...settings, visibilitySettings: [...settings.visibilitySettings] },
      }),
    [sdk],
  );
  return useSettingsPage<VisibilitySettings>('visibility', (api, signal) => api.profiles.GET('/profiles/api/privacy-settings/get-visibility-settings', { signal }), write);
}
