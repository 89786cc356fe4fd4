import { paths } from '@ypo/headless';
import type { AccountLinks } from '../../config/environments';

/** What an account-menu entry does besides opening a link. */
export type AccountMenuAction = 'changeUsername' | 'changePassword' | 'impersonate' | 'allowImpersonation';

/** One account-menu entry: a link, or an action that opens a dialog. */
export interface AccountMenuEntry {
  readonly id: string;
  readonly label: string;
  readonly href?: string;
  readonly action?: AccountMenuAction;
}

/** The speaker item of the account menu (spec 002 §2): its text and link. */
export interface SpeakerMenuLink {
  readonly label: string;
  readonly href: string;
}

/** A group of entries, with a title where the menu shows one. */
export interface AccountMenuSection {
  readonly id: string;
  readonly title?: string;
  readonly entries: readonly AccountMenuEntry[];
}

/** Input of {@link accountMenuOf}. */
export interface AccountMenuInput {
  /** A non-member (external) speaker. */
  readonly isExternalSpeaker: boolean;
  readonly canImpersonate: boolean;
  /** spec 000 §6: may allow or disallow impersonation (group super admin role); false when left out. */
  readonly canAllowImpersonation?: boolean;
  /** spec 000 §6, 001 §6: may open the Ideas Into Action link (`rolesOf(...).canOpenIdeasIntoAction`); false when left out. */
  readonly canOpenIdeasIntoAction?: boolean;
  /** spec 002 §2: the member's speaker item (`useSpeakerMenuItem`); left out while the registration status loads. */
  readonly speaker?: SpeakerMenuLink | null;
  /** Which dialogs the app can open (the change username and password dialogs come with the account feature). */
  readonly actions: Readonly<Partial<Record<AccountMenuAction, boolean>>>;
  readonly links: AccountLinks;
}

/**
 * The account menu of spec 000 §6. Members: My Account (change username, change password, manage
 * login security, invoices, purchase benefits, digital wallet, manage my chapters), emails and
 * notifications, overview/assistance/profile update for the partner programme, and contact us
 * (with the policies and the feedback page, spec 002 §2), and the speaker item (spec 002 §2).
 * External speakers: only the resource directory terms of use and contact us. The Ideas Into
 * Action link for the roles that may open it, and an Administration section with the
 * impersonation tools for those allowed them.
 */
export function accountMenuOf({
  isExternalSpeaker,
  canImpersonate,
  canAllowImpersonation = false,
  canOpenIdeasIntoAction = false,
  speaker = null,
  actions,
  links,
}: AccountMenuInput): AccountMenuSection[] {
  const contactUs: AccountMenuEntry = { id: 'contactUs', label: 'Contact us', href: links.contactUs };
  if (isExternalSpeaker) {
    return [
      {
        id: 'speaker',
        entries: [{ id: 'resourceDirectoryTermsOfUse', label: 'Resource Directory Terms of Use', href: links.resourceDirectoryTermsOfUse }, contactUs],
      },
    ];
  }
  const myAccount: AccountMenuEntry[] = [
    ...(actions.changeUsername ? [{ id: 'changeUsername', label: 'Change username', action: 'changeUsername' as const }] : []),
    ...(actions.changePassword ? [{ id: 'changePassword', label: 'Change password', action: 'changePassword' as const }] : []),
    { id: 'loginSecurity', label: 'Manage login security', href: paths.loginSecurity() },
    { id: 'invoices', label: 'Invoices', href: links.invoices },
    { id: 'purchaseBenefits', label: 'Purchase benefits', href: links.purchaseBenefits },
    { id: 'digitalWallet', label: 'Digital wallet', href: links.digitalWallet },
    { id: 'manageMyChapters', label: 'Manage my chapters', href: paths.chaptermanagement() },
  ];
  const sections: AccountMenuSection[] = [
    { id: 'myAccount', title: 'My Account', entries: myAccount },
    { id: 'settings', entries: [{ id: 'emailsAndNotifications', label: 'Emails and notifications', href: paths.privacySettings() }] },
    // spec 002 §2: the own speaker profile (pending or approved), else Become a Speaker.
    ...(speaker ? [{ id: 'speaker', entries: [{ id: 'speakerProfile', label: speaker.label, href: speaker.href }] }] : []),
    {
      id: 'partnerProgramme',
      title: 'Partner programme',
      entries: [
        { id: 'partnerOverview', label: 'Overview', href: links.partnerOverview },
        { id: 'partnerAssistance', label: 'Assistance', href: links.partnerAssistance },
        { id: 'partnerProfileUpdate', label: 'Profile update', href: links.partnerProfileUpdate },
      ],
    },
    // spec 000 §6: Member, Team Member, Chapter Administrator, Spouse Partner (and Chapter Manager, 001 §6).
    ...(canOpenIdeasIntoAction ? [{ id: 'ideas', entries: [{ id: 'ideasIntoAction', label: 'Ideas Into Action', href: links.ideasIntoAction }] }] : []),
    // spec 002 §2: the policies page (policiesProcedures) and feedback, whose route the spec does not show.
    {
      id: 'help',
      entries: [
        { id: 'policiesProcedures', label: 'Policies and Procedures', href: paths.policiesProcedures() },
        { id: 'feedback', label: 'Feedback', href: paths.feedback() },
        contactUs,
      ],
    },
  ];
  const admin: AccountMenuEntry[] = [
    // spec 000 §6: impersonating, for users whose permissions say canImpersonate.
    ...(canImpersonate && actions.impersonate ? [{ id: 'impersonate', label: 'Impersonate a member', action: 'impersonate' as const }] : []),
    // spec 000 §6: allowing or disallowing it is an admin tool of the group super admin role.
    ...(canAllowImpersonation && actions.allowImpersonation ? [{ id: 'allowImpersonation', label: 'Allow impersonation', action: 'allowImpersonation' as const }] : []),
  ];
  if (admin.length > 0) sections.push({ id: 'admin', title: 'Administration', entries: admin });
  return sections;
}
