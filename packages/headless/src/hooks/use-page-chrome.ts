import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { pageChromeFlags, type PageChromeFlags } from '../core/routes/page-chrome';

const NONE: PageChromeFlags = { hideHeader: false, hideFooter: false, engagementApp: false, hideConcierge: false };

/** Page-chrome flags read from the URL (spec 000 §2), kept for the rest of the visit. */
export const pageChromeAtom = atom<PageChromeFlags>(NONE);

/**
 * The page-chrome flags, and `consume(search)`: reads hideHeader, hideFooter, engagementApp and
 * hideConcierge from a search string into the state and returns the search without them (or
 * `undefined` when there were none), so the caller replaces the URL and each flag applies once.
 */
export function usePageChrome() {
  const [flags, setFlags] = useAtom(pageChromeAtom);
  const consume = useCallback(
    (search: string): string | undefined => {
      const chrome = pageChromeFlags(search);
      if (!chrome.hasFlags) return undefined;
      setFlags(chrome.flags);
      return chrome.search;
    },
    [setFlags],
  );
  return { flags, consume };
}
