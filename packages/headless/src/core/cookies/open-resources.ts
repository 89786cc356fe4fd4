/** One terms or privacy URL entry of `get-open-resources-urls` (spec 000 §7). */
export interface OpenResourceUrl {
  /** The entry's name; the link is recognised by a word in it ('terms', 'privacy', 'cookie'). */
  readonly name: string;
  /** The address the entry links to; only http and https addresses are used. */
  readonly navigationUrl: string;
}

/** The legal links the app shows. */
export interface OpenResourceLinks {
  /** The terms of use address: the server's entry, else the default, else none. */
  readonly termsOfUse: string | undefined;
  /** The privacy policy address: the server's entry, else the default, else none. */
  readonly privacyPolicy: string | undefined;
  /** spec 000 §7: the cookie policy link falls back to a default. */
  readonly cookiePolicy: string;
}

/** Defaults of {@link openResourceLinksOf}. */
export interface OpenResourceDefaults {
  /** The cookie policy address used when the server lists none (spec 000 §7). */
  readonly cookiePolicy: string;
  /** The terms of use address used when the server lists none; none by default. */
  readonly termsOfUse?: string;
  /** The privacy policy address used when the server lists none; none by default. */
  readonly privacyPolicy?: string;
}

/** A web (http or https) address as a link may carry it, else `undefined`: an entry such as 'javascript:…' would run script when clicked. */
export function webAddress(value: string): string | undefined {
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
