import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY,
  EMAIL_PREFERENCE_KEYS,
  EMAIL_SECTIONS,
  NOTIFICATION_OPTIONS,
  PRIVACY_SAVE_TEXT,
  emailSectionsOf,
  frequencyLabel,
  visibilityLabel,
  withEmailFrequency,
  withNotificationOption,
  withVisibility,
  type EmailSettings,
} from './privacy-settings';

const personId = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

describe('privacy settings model (spec 002 §9)', () => {
  it('has the spec keys, frequencies, sections and options word for word', () => {
    expect(EMAIL_FREQUENCY).toEqual({ Instantly: 0, Daily: 1, Weekly: 2, Never: 3 });
    expect(EMAIL_FREQUENCIES.map((f) => f.label)).toEqual(['Instantly', 'Daily', 'Weekly', 'Never']);
    expect(EMAIL_PREFERENCE_KEYS).toHaveLength(15);
    expect(EMAIL_PREFERENCE_KEYS).toContain('Membershipsaftey');
    expect(EMAIL_SECTIONS).toEqual(['Community Activity', 'Account & Administration', 'Board Dashboard', 'Phishing Notifications']);
    expect(NOTIFICATION_OPTIONS).toEqual(["Don't Notify me", 'All Members', 'New Activity', 'Home Newsfeed', 'All Community Conversations']);
    expect(frequencyLabel(2)).toBe('Weekly');
  });

  it('groups preferences by section, the server section first, in key order', () => {
    const settings: EmailSettings = {
      personId,
      communicationPreferences: [
        { key: 'ForumNewsletter', frequency: 3 },
        { key: 'MembershipRenewals', frequency: 0, section: 'Account & Administration' },
        { key: 'ChapterLeadership', frequency: 2, section: 'Community Activity' },
        { key: 'KeyUpdates', frequency: 1, section: 'Community Activity' },
      ],
    };
    expect(emailSectionsOf(settings).map((group) => [group.section, group.preferences.map((p) => p.key)])).toEqual([
      ['Community Activity', ['KeyUpdates', 'ChapterLeadership', 'ForumNewsletter']],
      ['Account & Administration', ['MembershipRenewals']],
    ]);
  });

  it('changes one setting and leaves the original untouched', () => {
    const settings: EmailSettings = { personId, communicationPreferences: [{ key: 'KeyUpdates', frequency: 0 }] };
    const changed = withEmailFrequency(settings, 'KeyUpdates', EMAIL_FREQUENCY.Never);
    expect(changed.communicationPreferences[0]?.frequency).toBe(3);
    expect(settings.communicationPreferences[0]?.frequency).toBe(0);

    const notifications = withNotificationOption(
      { personId, communities: [{ communityId: 'c1', notificationOption: 'New Activity' }] },
      'c1',
      "Don't Notify me",
    );
    expect(notifications.communities[0]?.notificationOption).toBe("Don't Notify me");
    expect(withVisibility({ personId, visibilitySettings: [{ key: 'address', isVisible: false }] }, 'address', true).visibilitySettings[0]?.isVisible).toBe(true);
  });

  it('labels visibility keys', () => {
    expect(visibilityLabel('contactInformation')).toBe('Contact information');
    expect(visibilityLabel('emergencyContact')).toBe('Emergency contact');
  });

  it('uses the catalogue texts for each save', () => {
    expect(PRIVACY_SAVE_TEXT.notification).toEqual({
      success: 'You successfully changed your notification settings',
      failure: 'Due to technical issues, we are currently unable to change your notification settings. Please try again later.',
    });
    expect(PRIVACY_SAVE_TEXT.emailSettings.success).toBe(MESSAGES.emailSettingsSaved);
    expect(PRIVACY_SAVE_TEXT.visibility.failure).toBe(MESSAGES.visibilitySettingsFailed);
  });
});
