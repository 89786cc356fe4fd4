import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths } from './route-table';
import { isSameSitePath } from './same-site';

describe('isSameSitePath', () => {
  it.each([
    '/',
    '/home',
    '/chapter/00000000-0000-4000-8000-00000000c101',
    '/chapter/c101?tab=about',
    '/events?x=1#top',
    '/memberProfile?memberId=m-1&name=Amara+Okafor&mode=edit',
    '/chapter/a%2Fb%20c',
    '/messenger?next=//ignored-in-the-query',
    '/search?discount=50%25',
    '/speakerPage/speakerProfile?id=s-1&speakersWhoAre=IsCFFSpeaker',
  ])('accepts the same-site path %s', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//x'],
    ['protocol-relative with a path', '//evil.example/home'],
    ['backslash after the slash', '/\\x'],
    ['backslash pair', '\\\\x'],
    ['backslash later', '/home\\..\\x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, spaced', ' javascript:alert(1)'],
    ['data scheme', 'data:text/html,x'],
    ['absolute http', 'http://evil'],
    ['absolute https', 'https://evil.example/home'],
    ['scheme-less host', 'evil.example/home'],
    ['relative', 'home'],
    ['empty', ''],
    ['encoded slashes after the slash', '/%2F%2Fx'],
    ['encoded slash after the slash', '/%2Fx'],
    ['encoded slashes without a slash', '%2F%2Fx'],
    ['encoded backslash', '/%5Cx'],
    ['encoded backslash, lower case', '/%5cx'],
    ['double-encoded slashes', '/%252F%252Fx'],
    ['double-encoded backslash', '/%255Cx'],
    ['triple-encoded slashes', '/%25252F%25252Fx'],
    ['deeply nested encoding', `/%${'25'.repeat(5)}2F%${'25'.repeat(5)}2Fx`],
    ['encoded slash in a broken run', '/%2F%E0x'],
    ['dot segment to a protocol-relative path', '/..//x'],
    ['encoded dot segment to a protocol-relative path', '/..%2F%2Fx'],
    ['tab', '/\t/x'],
    ['newline', '/\n/x'],
    ['carriage return', '/home\r'],
    ['null', '/home\u0000'],
    ['space', '/ /x'],
    ['leading space', ' /home'],
    ['no-break space', '/home\u00a0'],
    ['line separator', '/home\u2028'],
    ['byte order mark', '\ufeff/home'],
    ['encoded tab', '/%09/x'],
    ['encoded newline', '/home%0A'],
    ['double-encoded tab', '/%2509/x'],
  ])('rejects %s (%j)', (_, value) => {
    expect(isSameSitePath(value)).toBe(false);
  });

  it.each([undefined, null, 42, {}, ['/home']])('rejects the non-string %j', (value) => {
    expect(isSameSitePath(value)).toBe(false);
  });

  it('accepts every address the route table builds', () => {
    const built = [paths.home(), paths.chapter('a b/c'), paths.memberProfile({ memberId: 'm', name: 'Ö Ü' }), paths.errorPage()];
    for (const path of built) expect(isSameSitePath(path), path).toBe(true);
  });

  it('never accepts a value that leaves the site (property)', () => {
    const piece = fc.constantFrom('/', '\\', '%2F', '%5C', '%25', '%2', '%E0', '.', '..', ':', 'x', '\t', ' ', '%09', '?', '#');
    const pieces = fc.array(piece, { maxLength: 8 }).map((parts) => ['/', ...parts]);
    const probe = 'https://same-site.invalid';
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), pieces.map((parts) => parts.join(''))), (value) => {
        if (!isSameSitePath(value)) return;
        let text = value;
        for (let round = 0; round < 6; round += 1) {
          const url = new URL(text, probe);
          expect(url.origin).toBe(probe);
          expect(url.pathname.startsWith('//')).toBe(false);
          expect(text.startsWith('//')).toBe(false);
          try {
            text = decodeURIComponent(text);
          } catch {
            return;
          }
        }
      }),
    );
  });
});
