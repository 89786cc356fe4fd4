// External addresses per environment (spec 000 §1: chosen by the host the app is served from;
// the spec does not show the values). Every address here is fictional (`.example`). This file
// holds data only, so the end-to-end tests can import it to know which addresses to intercept.
import type { AuthConnectName, ChapterAdminToolsConfig, Environment, ExternalLinks, ExternalLinksConfig, FixedGroupPage } from '@ypo/headless';

/** Account-menu destinations outside the app (spec 000 §6). */
export interface AccountLinks {
  readonly invoices: string;
  readonly purchaseBenefits: string;
  readonly digitalWallet: string;
  /** The partner programme's overview, assistance and profile update pages. */
  readonly partnerOverview: string;
  readonly partnerAssistance: string;
  readonly partnerProfileUpdate: string;
  readonly contactUs: string;
  /** The Resource Directory Terms of Use (the speaker view's menu). */
  readonly resourceDirectoryTermsOfUse: string;
  /** The Ideas Into Action site (spec 000 §6, 001 §6; the address is not shown, so it is configuration). */
  readonly ideasIntoAction: string;
}

/** One environment: its hosts and every address the app sends people to. */
export interface EnvironmentConfig {
  /** Host names (or `host:port`) the app is served from in this environment. */
  readonly hosts: readonly string[];
  /** Addresses the route guard uses. */
  readonly links: ExternalLinks;
  readonly account: AccountLinks;
  /** Where /authConnect/{name} forwards (spec 000 §2: /concierge, /lms, /chaptermanagement, /m2mxprofile). */
  readonly authConnect: Readonly<Record<AuthConnectName, string>>;
  /** The training system (LMS): its origins, and the registration call (path not shown in the spec). */
  readonly lms: { readonly origins: readonly string[]; readonly registrationUrl: string };
  /** Group ids of /mentoring, /championmentoring and /executiveeducation. */
  readonly groupPages: Readonly<Record<FixedGroupPage, string>>;
  /** Renewal banner destinations (spec 000 §4). */
  readonly renewal: { readonly renew: string; readonly invoice: string };
  /** spec 000 §7: the cookie policy link falls back to this default; terms and privacy likewise when the call fails. */
  readonly legal: { readonly cookiePolicy: string; readonly termsOfUse: string; readonly privacyPolicy: string };
  /**
   * The external community of a community type the server redirects (spec 001 §2, getCommunityRedirects;
   * the address is not shown): `{communityType}` and `{communityId}` are filled in by `communityRedirectAddress`.
   */
  readonly communityRedirect: string;
  /** The outside systems among the chapter admin tools links (spec 001 §6 names them; the addresses are not shown). */
  readonly chapterAdminTools: ChapterAdminToolsConfig;
  /** Path prefixes of portal addresses, and those that stand for a member profile (guard step 6). */
  readonly portalPathPrefixes: readonly string[];
  readonly portalProfilePathPrefixes: readonly string[];
}

function environment(hosts: readonly string[], domain: string): EnvironmentConfig {
  const at = (sub: string, path = '/') => `https://${sub}.${domain}${path}`;
  return {
    hosts,
    links: {
      yngCommunity: at('yng', '/community'),
      paymentRedirect: at('pay', '/membership/renewal'),
      speakerRegistration: at('speakers', '/register'),
      speakerAdministration: at('speakers', '/administration'),
      searchSpeakers: at('speakers', '/search'),
      coronavirus: at('www', '/health-and-safety'),
      portal: at('portal', ''),
    },
    account: {
      invoices: at('portal', '/s/invoices'),
      purchaseBenefits: at('portal', '/s/benefits'),
      digitalWallet: at('portal', '/s/digital-wallet'),
      partnerOverview: at('partners', '/overview'),
      partnerAssistance: at('partners', '/assistance'),
      partnerProfileUpdate: at('partners', '/profile-update'),
      contactUs: at('www', '/contact-us'),
      resourceDirectoryTermsOfUse: at('speakers', '/resource-directory-terms-of-use'),
      ideasIntoAction: at('ideas', '/ideas-into-action'),
    },
    authConnect: {
      concierge: at('concierge', '/'),
      lms: at('lms', '/'),
      chaptermanagement: at('chapters', '/management'),
      m2mxprofile: at('m2mx', '/profile'),
    },
    lms: { origins: [at('lms', '').replace(/\/$/, '')], registrationUrl: at('lms', '/api/register') },
    groupPages: {
      mentoring: '00000000-0000-4000-8000-00000000c601',
      championmentoring: '00000000-0000-4000-8000-00000000c602',
      executiveeducation: '00000000-0000-4000-8000-00000000c603',
    },
    renewal: { renew: at('pay', '/membership/renewal'), invoice: at('portal', '/s/invoices') },
    legal: {
      cookiePolicy: at('www', '/legal/cookie-policy'),
      termsOfUse: at('www', '/legal/terms-of-use'),
      privacyPolicy: at('www', '/legal/privacy-policy'),
    },
    communityRedirect: at('connectplus', '/community/{communityType}/{communityId}'),
    chapterAdminTools: {
      customerRelationshipSystem: at('crm', '/'),
      eventsSystem: at('events', '/'),
      payrollSystem: at('payroll', '/'),
      managerCommunity: at('managers', '/community'),
      gamePlanForm: at('forms', '/chapter-game-plan'),
      chapterEventsPortal: at('events', '/chapter-portal'),
      managerCourses: at('lms', '/manager-courses'),
    },
    portalPathPrefixes: ['/s/'],
    portalProfilePathPrefixes: ['/s/profile'],
  };
}

/** Every environment. A local machine (127.0.0.1, localhost) is the test environment. */
export const ENVIRONMENTS: Readonly<Record<Environment, EnvironmentConfig>> = {
  production: environment(['connect.example'], 'example'),
  staging: environment(['connect.staging.example'], 'staging.example'),
  test: environment(['connect.test.example', '127.0.0.1', 'localhost'], 'test.example'),
};

/** The same, in the shape `externalLinksFor` reads; an unknown host gets the test addresses. */
export const EXTERNAL_LINKS_CONFIG: ExternalLinksConfig = {
  production: { hosts: ENVIRONMENTS.production.hosts, links: ENVIRONMENTS.production.links },
  staging: { hosts: ENVIRONMENTS.staging.hosts, links: ENVIRONMENTS.staging.links },
  test: { hosts: ENVIRONMENTS.test.hosts, links: ENVIRONMENTS.test.links },
  fallback: 'test',
};
