import { profiles } from '@ypo/sdk';
import { MESSAGES } from '../messages';

type Schemas = profiles.components['schemas'];

/** The child pages of /privacySettings (spec 000 §2), in the spec's order. */
export const PRIVACY_SETTINGS_PAGES = ['emailSettings', 'notification', 'visibility'] as const;
/** A privacy-settings page. */
export type PrivacySettingsPage = (typeof PRIVACY_SETTINGS_PAGES)[number];

/** An email preference frequency value (0 to 3; contract `EmailFrequency`). */
export type EmailFrequency = Schemas['EmailFrequency'];
/** spec 002 §9: the names of the email preference frequency values. */
export const EMAIL_FREQUENCY = { Instantly: 0, Daily: 1, Weekly: 2, Never: 3 } as const satisfies Record<string, EmailFrequency>;
/** The frequency values with their names, in value order. */
export const EMAIL_FREQUENCIES = (Object.entries(EMAIL_FREQUENCY) as [keyof typeof EMAIL_FREQUENCY, EmailFrequency][]).map(
  ([label, value]) => ({ label, value }),
);

/** spec 002 §9: email preference keys, spelled as the spec spells them (contract `EmailPreferenceKey`). */
export const EMAIL_PREFERENCE_KEYS = profiles.emailPreferenceKeyValues;
/** An email preference key. */
export type EmailPreferenceKey = Schemas['EmailPreferenceKey'];

/** spec 002 §9: email sections, in the spec's order (contract `EmailSection`). */
export const EMAIL_SECTIONS = profiles.emailSectionValues;
/** An email section. */
export type EmailSection = Schemas['EmailSection'];

/** spec 002 §9: notification options, spelled as the spec spells them (contract `NotificationOption`). */
export const NOTIFICATION_OPTIONS = profiles.notificationOptionValues;
/** A notification option. */
export type NotificationOption = Schemas['NotificationOption'];

// The spec does not say which section holds which key; the server's `section` wins, this is the fallback.
/** Section of each email preference key when the server sends none. */
export const DEFAULT_EMAIL_SECTION: Readonly<Record<EmailPreferenceKey, EmailSection>> = {
  MembershipRenewals: 'Account & Administration',
  YPOPolicies: 'Account & Administration',
  MembershipDues: 'Account & Administration',
  Membershipsaftey: 'Phishing Notifications',
  OrganizationStrategicEvolution: 'Board Dashboard',
  OrganizationCrisis: 'Phishing Notifications',
  AccountChanges: 'Account & Administration',
  KeyUpdates: 'Board Dashboard',
  OfficerEducation: 'Board Dashboard',
  OfficerNominations: 'Board Dashboard',
  ChampionAwards: 'Community Activity',
  GlobalLeadership: 'Community Activity',
  ChapterLeadership: 'Community Activity',
  ForumModerator: 'Community Activity',
  ForumNewsletter: 'Community Activity',
};

// The spec gives only the keys; these labels are ours.
/** Readable label of each email preference key. */
export const EMAIL_PREFERENCE_LABELS: Readonly<Record<EmailPreferenceKey, string>> = {
  MembershipRenewals: 'Membership renewals',
  YPOPolicies: 'Policies',
  MembershipDues: 'Membership dues',
  Membershipsaftey: 'Membership safety',
  OrganizationStrategicEvolution: 'Organization strategic evolution',
  OrganizationCrisis: 'Organization crisis',
  AccountChanges: 'Account changes',
  KeyUpdates: 'Key updates',
  OfficerEducation: 'Officer education',
  OfficerNominations: 'Officer nominations',
  ChampionAwards: 'Champion awards',
  GlobalLeadership: 'Global leadership',
  ChapterLeadership: 'Chapter leadership',
  ForumModerator: 'Forum moderator',
  ForumNewsletter: 'Forum newsletter',
};

/** One email preference (contract `CommunicationPreference`). */
export type CommunicationPreference = Schemas['CommunicationPreference'];
/** Email settings of a person (contract `EmailSettings`). */
export type EmailSettings = Schemas['EmailSettings'];
/** A community's notification choice (contract `CommunityNotificationSetting`). */
export type CommunityNotificationSetting = Schemas['CommunityNotificationSetting'];
/** Notification settings of a person (contract `NotificationSettings`). */
export type NotificationSettings = Schemas['NotificationSettings'];
/** One visibility switch (contract `VisibilitySetting`). */
export type VisibilitySetting = Schemas['VisibilitySetting'];
/** Visibility settings of a person (contract `VisibilitySettings`). */
export type VisibilitySettings = Schemas['VisibilitySettings'];

/** An email section with its preferences, in key order. */
export interface EmailSectionGroup {
  /** The section's name, also its heading ('Community Activity', 'Account & Administration', 'Board Dashboard', 'Phishing Notifications'). */
  readonly section: EmailSection;
  /** The section's communication preferences, in key order. */
  readonly preferences: readonly CommunicationPreference[];
}

const keyOrder = (key: string) => EMAIL_PREFERENCE_KEYS.indexOf(key as EmailPreferenceKey);

/** The email preferences grouped by section (spec 002 §9 order); empty sections are left out. */
export function emailSectionsOf(settings: EmailSettings): EmailSectionGroup[] {
  const known = settings.communicationPreferences.filter((preference) => keyOrder(preference.key) >= 0);
  return EMAIL_SECTIONS.map((section) => ({
    section,
    preferences: known
      .filter((preference) => (preference.section ?? DEFAULT_EMAIL_SECTION[preference.key]) === section)
      .sort((a, b) => keyOrder(a.key) - keyOrder(b.key)),
  })).filter((group) => group.preferences.length > 0);
}

/** The settings with `key` set to `frequency`. */
export function withEmailFrequency(settings: EmailSettings, key: EmailPreferenceKey, frequency: EmailFrequency): EmailSettings {
  return {
    ...settings,
    communicationPreferences: settings.communicationPreferences.map((preference) =>
      preference.key === key ? { ...preference, frequency } : preference,
    ),
  };
}

/** The settings with the community's notification option set. */
export function withNotificationOption(settings: NotificationSettings, communityId: string, option: NotificationOption): NotificationSettings {
  return {
    ...settings,
    communities: settings.communities.map((community) =>
      community.communityId === communityId ? { ...community, notificationOption: option } : community,
    ),
  };
}

/** The settings with the visibility of `key` set. */
export function withVisibility(settings: VisibilitySettings, key: string, isVisible: boolean): VisibilitySettings {
  return {
    ...settings,
    visibilitySettings: settings.visibilitySettings.map((setting) => (setting.key === key ? { ...setting, isVisible } : setting)),
  };
}

/** Label of a frequency value. */
export function frequencyLabel(frequency: number): string {
  return EMAIL_FREQUENCIES.find((entry) => entry.value === frequency)?.label ?? String(frequency);
}

// The spec does not list the visibility keys; labels for the contract's keys, others spelled out.
const VISIBILITY_LABELS: Readonly<Record<string, string>> = {
  contactInformation: 'Contact information',
  familyDetails: 'Family details',
  address: 'Address',
};

/** Readable label of a visibility key ('contactInformation' -> 'Contact information'). */
export function visibilityLabel(key: string): string {
  const known = VISIBILITY_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** spec 000 §8 / spec 002 §8: the success and failure texts of each settings save. */
export const PRIVACY_SAVE_TEXT: Readonly<Record<PrivacySettingsPage, { readonly success: string; readonly failure: string }>> = {
  notification: { success: MESSAGES.notificationSettingsSaved, failure: MESSAGES.notificationSettingsFailed },
  emailSettings: { success: MESSAGES.emailSettingsSaved, failure: MESSAGES.emailSettingsFailed },
  visibility: { success: MESSAGES.visibilitySettingsSaved, failure: MESSAGES.visibilitySettingsFailed },
};
