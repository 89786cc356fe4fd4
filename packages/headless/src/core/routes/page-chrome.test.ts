import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobileAppBrowser, pageChromeFlags } from './page-chrome';

const none = { hideHeader: false, hideFooter: false, engagementApp: false, hideConcierge: false };

describe('pageChromeFlags (spec 000 §2)', () => {
  it('reads each flag with the value true and removes the flags from the search', () => {
    expect(pageChromeFlags('?hideHeader=true&memberId=m-1&hideFooter=true&engagementApp=true&hideConcierge=true')).toEqual({
      flags: { hideHeader: true, hideFooter: true, engagementApp: true, hideConcierge: true },
      search: '?memberId=m-1',
      hasFlags: true,
    });
  });

  it('ignores values other than true but still removes the flag', () => {
    expect(pageChromeFlags('hideHeader=1&hideFooter=TRUE')).toEqual({ flags: none, search: '', hasFlags: true });
  });

  it('applies once: the returned search has no flags left', () => {
    const first = pageChromeFlags('?hideHeader=true&x=1');
    expect(pageChromeFlags(first.search)).toEqual({ flags: none, search: '?x=1', hasFlags: false });
  });

  it('leaves a search without flags untouched', () => {
    expect(pageChromeFlags('?a=b%20c')).toEqual({ flags: none, search: '?a=b%20c', hasFlags: false });
    expect(pageChromeFlags('')).toEqual({ flags: none, search: '', hasFlags: false });
  });

  it('never throws and never leaves a flag behind (property)', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const result = pageChromeFlags(search);
        const rest = new URLSearchParams(result.search);
        for (const flag of ['hideHeader', 'hideFooter', 'engagementApp', 'hideConcierge']) expect(rest.has(flag)).toBe(false);
      }),
    );
  });
});

describe('isMobileAppBrowser (spec 000 §2)', () => {
  it.each([
    ['Android web view', 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36', true],
    ['iOS web view', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', true],
    ['iPad web view', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', true],
    ['iOS Safari', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', false],
    ['Android Chrome', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', false],
    ['desktop Chrome', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', false],
    ['empty', '', false],
  ])('%s -> %s', (_label, userAgent, expected) => {
    expect(isMobileAppBrowser(userAgent)).toBe(expected);
  });

  it('recognises configured app tokens', () => {
    expect(isMobileAppBrowser('Mozilla/5.0 (Macintosh) MembersApp/3.1', ['MembersApp/'])).toBe(true);
  });

  it('handles a missing user agent', () => {
    expect(isMobileAppBrowser(undefined)).toBe(false);
    expect(isMobileAppBrowser(null)).toBe(false);
  });
});
