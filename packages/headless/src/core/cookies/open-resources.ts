/** One terms or privacy URL entry of `get-open-resources-urls` (spec 000 §7). */
export interface OpenResourceUrl {
  readonly name: string;
  readonly navigationUrl: string;
}

/** The legal links the app shows. */
export interface OpenResourceLinks {
  readonly termsOfUse: string | undefined;
  readonly privacyPolicy: string | undefined;
  /** spec 000 §7: the cookie policy link falls back to a default. */
  readonly cookiePolicy: string;
}

/** Defaults of {@link openResourceLinksOf}. */
export interface OpenResourceDefaults {
  readonly cookiePolicy: string;
  readonly termsOfUse?: string;
  readonly privacyPolicy?: string;
}

// Only web addresses: an entry such as 'javascript:…' would run script when clicked.
function webAddress(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// The spec does not show the entry names; entries are recognised by a word in their name.
function find(entries: readonly OpenResourceUrl[], word: string): string | undefined {
  for (const entry of entries) {
    if (typeof entry?.name !== 'string' || typeof entry.navigationUrl !== 'string') continue;
    if (!entry.name.toLowerCase().includes(word)) continue;
    const href = webAddress(entry.navigationUrl);
    if (href !== undefined) return href;
  }
  return undefined;
}

/** The terms, privacy and cookie policy links from the URL entries, with the defaults where one is missing. */
export function openResourceLinksOf(entries: readonly OpenResourceUrl[] | null | undefined, defaults: OpenResourceDefaults): OpenResourceLinks {
  const list = Array.isArray(entries) ? entries : [];
  return {
    termsOfUse: find(list, 'terms') ?? defaults.termsOfUse,
    privacyPolicy: find(list, 'privacy') ?? defaults.privacyPolicy,
    cookiePolicy: find(list, 'cookie') ?? defaults.cookiePolicy,
  };
}
