import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../config/environments';
import { accountMenuOf } from './account-menu-entries';

const links = ENVIRONMENTS.test.account;
const labels = (sections: ReturnType<typeof accountMenuOf>) => sections.flatMap((s) => s.entries.map((e) => e.label));

describe('account menu (spec 000 §6)', () => {
  it('shows members My Account, emails and notifications, the partner programme and contact us', () => {
    const sections = accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, actions: { changeUsername: true, changePassword: true }, links });
    expect(sections.map((s) => s.title)).toEqual(['My Account', undefined, 'Partner programme', undefined]);
    expect(labels(sections)).toEqual([
      'Change username',
      'Change password',
      'Manage login security',
      'Invoices',
      'Purchase benefits',
      'Digital wallet',
      'Manage my chapters',
      'Emails and notifications',
      'Overview',
      'Assistance',
      'Profile update',
      'Contact us',
    ]);
    const hrefs = Object.fromEntries(sections.flatMap((s) => s.entries.map((e) => [e.id, e.href])));
    expect(hrefs['loginSecurity']).toBe('/loginSecurity');
    expect(hrefs['emailsAndNotifications']).toBe('/privacySettings');
    expect(hrefs['manageMyChapters']).toBe('/chaptermanagement');
    expect(hrefs['invoices']).toBe(links.invoices);
  });

  it('leaves out the username and password entries when their dialogs are not available', () => {
    const sections = accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, actions: {}, links });
    expect(labels(sections)).not.toContain('Change username');
    expect(labels(sections)).not.toContain('Change password');
    expect(labels(sections)[0]).toBe('Manage login security');
  });

  it('shows external speakers only the resource directory terms of use and contact us', () => {
    const sections = accountMenuOf({ isExternalSpeaker: true, canImpersonate: true, actions: { changeUsername: true, changePassword: true, impersonate: true }, links });
    expect(labels(sections)).toEqual(['Resource Directory Terms of Use', 'Contact us']);
  });

  it('adds the impersonation tool for users who can impersonate', () => {
    const sections = accountMenuOf({ isExternalSpeaker: false, canImpersonate: true, actions: { impersonate: true }, links });
    expect(sections.at(-1)).toEqual({ id: 'admin', title: 'Administration', entries: [{ id: 'impersonate', label: 'Impersonate a member', action: 'impersonate' }] });
    expect(labels(accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, actions: { impersonate: true }, links }))).not.toContain(
      'Impersonate a member',
    );
  });
});
