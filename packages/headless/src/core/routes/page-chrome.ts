/** Page-chrome query flags (spec 000 §2). */
export const PAGE_CHROME_FLAGS = ['hideHeader', 'hideFooter', 'engagementApp', 'hideConcierge'] as const;

/** Name of a page-chrome flag. */
export type PageChromeFlag = (typeof PAGE_CHROME_FLAGS)[number];

/** Which parts of the page chrome are switched off. */
export type PageChromeFlags = Readonly<Record<PageChromeFlag, boolean>>;

/** Result of {@link pageChromeFlags}. */
export interface PageChrome {
  /** Each flag (hideHeader, hideFooter, engagementApp, hideConcierge): `true` when the query carried it. */
  readonly flags: PageChromeFlags;
  /** The search string without the flags ('' or '?…'), to replace the URL's so each flag applies once. */
  readonly search: string;
  /** Whether any flag was present (the URL needs replacing). */
  readonly hasFlags: boolean;
}

/** Reads the page-chrome flags (value 'true') from a search string and returns it with them removed. */
export function pageChromeFlags(search: string): PageChrome {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  let hasFlags = false;
  const flags = {} as Record<PageChromeFlag, boolean>;
  for (const flag of PAGE_CHROME_FLAGS) {
    const values = params.getAll(flag);
    // spec 000 §2: the flags switch chrome off with the value true, and apply once.
    flags[flag] = values.includes('true');
    if (values.length > 0) {
      hasFlags = true;
      params.delete(flag);
    }
  }
  const rest = params.toString();
  return { flags, search: hasFlags ? (rest === '' ? '' : `?${rest}`) : search, hasFlags };
}

// iOS and Android in-app web views: Android's carries '; wv)', iOS's lacks the 'Safari/' token.
const ANDROID_WEB_VIEW = /Android.*;\s*wv\)/i;
const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/i;

/** Whether the user agent is the mobile app's browser (an iOS or Android in-app web view) (spec 000 §2). */
export function isMobileAppBrowser(userAgent: string | undefined | null, appTokens: readonly string[] = []): boolean {
  if (typeof userAgent !== 'string' || userAgent === '') return false;
  if (appTokens.some((token) => token !== '' && userAgent.includes(token))) return true;
  if (ANDROID_WEB_VIEW.test(userAgent)) return true;
  return IOS_DEVICE.test(userAgent) && /AppleWebKit/i.test(userAgent) && !/Safari\//i.test(userAgent);
}
