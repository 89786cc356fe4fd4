import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { XSS_PAYLOADS, harmlessTextOf } from '../testing/xss-payloads';
import { SafeHtml } from './safe-html';

// Issue 11 security: user HTML reaches the page only through SafeHtml. The browser test of the feed
// runs the same payloads end to end; this one checks what SafeHtml leaves in the DOM.
const FORBIDDEN_ELEMENTS = 'script, iframe, frame, frameset, object, embed, base, meta, link, style, form, input, button, textarea, isindex, noscript, animate, set, use';
const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'background', 'values', 'poster', 'srcdoc'];
const SCRIPTED_URL = /^\s*(javascript|vbscript|data:text\/html)/i;

const spy = vi.fn();
beforeAll(() => vi.stubGlobal('__xss', spy));
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe(`SafeHtml against ${XSS_PAYLOADS.length} known XSS payloads`, () => {
  it('has at least 50 payloads, each with its own id', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.id)).size).toBe(XSS_PAYLOADS.length);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload.source, payload] as const))('#%i %s: nothing that can run is left, the harmless text stays', (_id, _source, payload) => {
    const harmless = harmlessTextOf(payload);
    const root = render(<SafeHtml html={`<p>${harmless}</p>${payload.html}<p>${harmless}</p>`} />).container.firstElementChild as HTMLElement;

    expect(root.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
    // A <template> stays (its content is inert), but what it holds is checked like the rest.
    const templates = [...root.querySelectorAll('template')].flatMap((template) => [...template.content.querySelectorAll('*')]);
    for (const element of [root, ...root.querySelectorAll('*'), ...templates]) {
      for (const attribute of element.attributes) {
        expect(attribute.name.toLowerCase().startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
        if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) expect(attribute.value).not.toMatch(SCRIPTED_URL);
        expect(attribute.name.toLowerCase()).not.toBe('style');
      }
    }
    // The text before the payload always stays; an unclosed payload may swallow what follows it.
    expect(root.textContent?.startsWith(harmless)).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });
});
