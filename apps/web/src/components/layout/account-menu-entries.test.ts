import { rolesOf, type PermissionsResult } from '@ypo/headless';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../config/environments';
import { permissionsOf } from '../../testing/app-harness';
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
      'Policies and Procedures',
      'Feedback',
      'Contact us',
    ]);
    const hrefs = Object.fromEntries(sections.flatMap((s) => s.entries.map((e) => [e.id, e.href])));
    expect(hrefs['loginSecurity']).toBe('/loginSecurity');
    expect(hrefs['emailsAndNotifications']).toBe('/privacySettings');
    expect(hrefs['manageMyChapters']).toBe('/chaptermanagement');
    expect(hrefs['policiesProcedures']).toBe('/policiesProcedures');
    expect(hrefs['feedback']).toBe('/feedback');
    expect(hrefs['invoices']).toBe(links.invoices);
  });

  it('leaves out the username and password entries when their dialogs are not available', () => {
    const sections = accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, actions: {}, links });
    expect(labels(sections)).not.toContain('Change username');
    expect(labels(sections)).not.toContain('Change password');
    expect(labels(sections)[0]).toBe('Manage login security');
  });

  it('shows a member their speaker item after emails and notifications, and nothing while the status loads (spec 002 §2)', () => {
    const pending = { label: 'View/Edit My Speaker Profile (Pending Approval)', href: '/speakerPage/speakerProfile?id=person-1' };
    const sections = accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, speaker: pending, actions: {}, links });
    const items = sections.flatMap((s) => s.entries);
    const at = items.findIndex((e) => e.id === 'speakerProfile');
    expect(items[at - 1]?.label).toBe('Emails and notifications');
    expect(items[at]).toMatchObject({ label: 'View/Edit My Speaker Profile (Pending Approval)', href: '/speakerPage/speakerProfile?id=person-1' });
    expect(labels(accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, speaker: null, actions: {}, links }))).not.toContain('Become a Speaker');
  });

  it('shows external speakers only the resource directory terms of use and contact us', () => {
    const sections = accountMenuOf({ isExternalSpeaker: true, canImpersonate: true, speaker: { label: 'View/Edit My Speaker Profile', href: '/speakerPage/speakerProfile?id=speaker-1' }, actions: { changeUsername: true, changePassword: true, impersonate: true }, links });
    expect(labels(sections)).toEqual(['Resource Directory Terms of Use', 'Contact us']);
  });

  it('adds the impersonation tool for users who can impersonate', () => {
    const sections = accountMenuOf({ isExternalSpeaker: false, canImpersonate: true, actions: { impersonate: true }, links });
    expect(sections.at(-1)).toEqual({ id: 'admin', title: 'Administration', entries: [{ id: 'impersonate', label: 'Impersonate a member', action: 'impersonate' }] });
    expect(labels(accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, actions: { impersonate: true }, links }))).not.toContain(
      'Impersonate a member',
    );
  });

  it('adds the tool to allow impersonation for group super admins, when its dialog is available', () => {
    const sections = accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, canAllowImpersonation: true, actions: { allowImpersonation: true }, links });
    expect(sections.at(-1)).toEqual({ id: 'admin', title: 'Administration', entries: [{ id: 'allowImpersonation', label: 'Allow impersonation', action: 'allowImpersonation' }] });
    const both = accountMenuOf({ isExternalSpeaker: false, canImpersonate: true, canAllowImpersonation: true, actions: { impersonate: true, allowImpersonation: true }, links });
    expect(both.at(-1)?.entries.map((e) => e.id)).toEqual(['impersonate', 'allowImpersonation']);
    // Deny by default: left out, or without its dialog, there is no entry and no empty section.
    for (const input of [{ canAllowImpersonation: true, actions: {} }, { actions: { allowImpersonation: true } }]) {
      const denied = accountMenuOf({ isExternalSpeaker: false, canImpersonate: false, links, ...input });
      expect(denied.map((s) => s.id)).not.toContain('admin');
    }
    expect(labels(accountMenuOf({ isExternalSpeaker: true, canImpersonate: false, canAllowImpersonation: true, actions: { allowImpersonation: true }, links }))).not.toContain(
      'Allow impersonation',
    );
  });

  describe('the Ideas Into Action link (spec 000 §6, 001 §6)', () => {
    const HOME = { communityId: '00000000-0000-4000-8000-00000000c001', name: 'Home', communityType: 'home' as const, roles: [] };
    const withRoles = (userRoles: string[], flags: Partial<PermissionsResult['permissions']> = {}) => permissionsOf({ userRoles, ...flags }, [HOME]);
    const menuFor = (result: PermissionsResult) =>
      accountMenuOf({
        isExternalSpeaker: result.permissions.isNonMemberSpeaker,
        canImpersonate: false,
        canOpenIdeasIntoAction: rolesOf(result).canOpenIdeasIntoAction,
        actions: {},
        links,
      });
    const ideasHref = (result: PermissionsResult) =>
      menuFor(result)
        .flatMap((s) => s.entries)
        .find((e) => e.id === 'ideasIntoAction')?.href;

    it.each(['Member', 'Team Member', 'Chapter Administrator', 'Spouse Partner', 'Chapter Manager'])('shows it to a %s, from configuration', (role) => {
      expect(ideasHref(withRoles([role]))).toBe(links.ideasIntoAction);
      expect(links.ideasIntoAction).toMatch(/^https:\/\/[a-z.]+\.example\//);
    });

    it.each([
      ['an external speaker', withRoles([], { hasConnectAccess: false, isNonMemberSpeaker: true })],
      ['a group super admin only', withRoles(['Group Super Admin'])],
      ['team member product management only', withRoles(['Team Member Product Management'])],
      ['someone without roles', withRoles([])],
    ])('does not show it to %s', (_who, result) => {
      expect(ideasHref(result)).toBeUndefined();
    });

    it('keeps the external speaker menu fixed even when a role would allow the link', () => {
      const sections = accountMenuOf({ isExternalSpeaker: true, canImpersonate: false, canOpenIdeasIntoAction: true, actions: {}, links });
      expect(labels(sections)).toEqual(['Resource Directory Terms of Use', 'Contact us']);
    });
  });
});
