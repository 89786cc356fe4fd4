import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRUSTED_TYPES_POLICY } from '../config/content-security-policy';

// A browser with Trusted Types: DOMPurify looks for the factory once, when it loads, so it is in place first.
const { policies, FakeTrustedHTML } = vi.hoisted(() => {
  class FakeTrustedHTML {
    constructor(private readonly html: string) {}
    toString() {
      return this.html;
    }
  }
  const policies: string[] = [];
  Object.assign(globalThis, {
    trustedTypes: {
      createPolicy: (name: string, rules: { createHTML: (html: string) => string }) => {
        policies.push(name);
        return { createHTML: (html: string) => new FakeTrustedHTML(rules.createHTML(html)), createScriptURL: (url: string) => url };
      },
      getAttributeType: () => null,
    },
  });
  return { policies, FakeTrustedHTML };
});

const { SafeHtml, sanitizeHtml } = await import('./safe-html');

afterEach(cleanup);

describe('SafeHtml with Trusted Types', () => {
  it('returns TrustedHTML from DOMPurify’s own policy, the one the Content-Security-Policy allows', () => {
    const result = sanitizeHtml('<p onclick="x()">Hi</p><script>alert(1)</script>');
    expect(result).toBeInstanceOf(FakeTrustedHTML);
    expect(String(result)).toBe('<p>Hi</p>');
    expect(policies).toEqual([TRUSTED_TYPES_POLICY]);
  });

  it('renders the TrustedHTML', () => {
    const element = render(<SafeHtml html='<p>Trusted <a href="javascript:alert(1)">link</a></p>' />).container.firstElementChild;
    expect(element?.innerHTML).toBe('<p>Trusted <a>link</a></p>');
  });
});
