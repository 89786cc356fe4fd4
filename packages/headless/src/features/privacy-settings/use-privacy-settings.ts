import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import {
  PRIVACY_SAVE_TEXT,
  type EmailSettings,
  type NotificationSettings,
  type PrivacySettingsPage,
  type VisibilitySettings,
} from '../../core/privacy-settings/privacy-settings';
import { unwrap, type CallError } from '../../hooks/call-error';
import { attempt, type CallResult } from '../../hooks/call-result';
import { useSdk } from '../../hooks/sdk-context';

/** SWR keys of the privacy settings. */
export const PRIVACY_SETTINGS_KEYS: Readonly<Record<PrivacySettingsPage, string>> = {
  emailSettings: 'profiles/api/privacy-settings/get-email-settings',
  notification: 'profiles/api/privacy-settings/get-notifications',
  visibility: 'profiles/api/privacy-settings/get-visibility-settings',
};

/** The outcome of a save: the catalogue's success or failure text (spec 000 §8, spec 002 §8). */
export interface SaveOutcome {
  readonly isSaved: boolean;
  readonly message: string;
}

function useSettingsPage<T>(page: PrivacySettingsPage, read: () => Promise<T>, write: (settings: T) => Promise<CallResult<T>>) {
  const swr = useSWR<T, CallError>(PRIVACY_SETTINGS_KEYS[page], read);
  const { mutate } = swr;
  const [isSaving, setSaving] = useState(false);
  const busyRef = useRef(false);
  const save = useCallback(
    async (settings: T): Promise<SaveOutcome | undefined> => {
      // A second save while one runs is ignored.
      if (busyRef.current) return undefined;
      busyRef.current = true;
      setSaving(true);
      const result = await write(settings);
      busyRef.current = false;
      setSaving(false);
      const texts = PRIVACY_SAVE_TEXT[page];
      if (!result.ok) return { isSaved: false, message: texts.failure };
      await mutate(result.data, { revalidate: false });
      return { isSaved: true, message: texts.success };
    },
    [mutate, page, write],
  );
  return { settings: swr.data, error: swr.error, isLoading: swr.isLoading, isSaving, save };
}

/** Email settings (privacySettings/emailSettings): the preferences, and a save with the spec's texts. */
export function useEmailSettings() {
  const sdk = useSdk();
  const read = useCallback(async (): Promise<EmailSettings> => unwrap(sdk.profiles.GET('/profiles/api/privacy-settings/get-email-settings')), [sdk]);
  const write = useCallback(
    (settings: EmailSettings) =>
      attempt<EmailSettings>(
        sdk.profiles.POST('/profiles/api/privacy-settings/save-email-settings', {
          body: { ...settings, communicationPreferences: [...settings.communicationPreferences] },
        }),
      ),
    [sdk],
  );
  return useSettingsPage('emailSettings', read, write);
}

/** Notification settings (privacySettings/notification): one option per community, and a save with the spec's texts. */
export function useNotificationSettings() {
  const sdk = useSdk();
  const read = useCallback(async (): Promise<NotificationSettings> => unwrap(sdk.profiles.GET('/profiles/api/privacy-settings/get-notifications')), [sdk]);
  const write = useCallback(
    (settings: NotificationSettings) =>
      attempt<NotificationSettings>(
        sdk.profiles.POST('/profiles/api/privacy-settings/save-notifications', {
          body: { ...settings, communities: [...settings.communities] },
        }),
      ),
    [sdk],
  );
  return useSettingsPage('notification', read, write);
}

/** Visibility settings (privacySettings/visibility): the switches, and a save with the spec's texts. */
export function useVisibilitySettings() {
  const sdk = useSdk();
  const read = useCallback(async (): Promise<VisibilitySettings> => unwrap(sdk.profiles.GET('/profiles/api/privacy-settings/get-visibility-settings')), [sdk]);
  const write = useCallback(
    (settings: VisibilitySettings) =>
      attempt<VisibilitySettings>(
        sdk.profiles.POST('/profiles/api/privacy-settings/save-visibility-settings', {
          body: { ...settings, visibilitySettings: [...settings.visibilitySettings] },
        }),
      ),
    [sdk],
  );
  return useSettingsPage('visibility', read, write);
}
