import { cleanup, render } from '@testing-library/react';
import { escapeHtml, linkMentions, memberProfileHrefOf, mentionTextOf, type MentionPerson } from '@ypo/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../components/safe-html';
import { XSS_PAYLOADS } from '../../../testing/xss-payloads';

// Mentions become links before the body goes through SafeHtml (spec 001 §4): linking must not open a
// way around the sanitiser, neither through the body around a mention nor through a member's name.
afterEach(cleanup);

const BRUNO: MentionPerson = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', firstName: 'Bruno', lastName: 'Lindqvist', preferredName: 'Bruno' };

function rendered(html: string): HTMLElement {
  return render(<SafeHtml html={html} />).container.firstElementChild as HTMLElement;
}

const scriptedAttributes = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)).map((a) => `${element.tagName} ${a.name}`));

describe(`linkMentions with ${XSS_PAYLOADS.length} known XSS payloads, through SafeHtml`, () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload] as const))('#%i around a mention: the mention links, nothing can run', (_id, payload) => {
    const root = rendered(linkMentions(`<p>Thanks @Bruno Lindqvist</p>${payload.html}`, [BRUNO], memberProfileHrefOf));
    const link = root.querySelector('a[data-mention]');
    expect(link?.getAttribute('href')).toBe(memberProfileHrefOf(BRUNO));
    expect(link?.textContent).toBe('@Bruno Lindqvist');
    expect(root.querySelector('script, iframe, object, embed')).toBeNull();
    expect(scriptedAttributes(root)).toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload] as const))('#%i as a member name: shown as text inside the link', (_id, payload) => {
    const hostile: MentionPerson = { id: `p-${payload.id}`, firstName: payload.html, lastName: 'Okafor' };
    const root = rendered(linkMentions(`<p>Hi ${escapeHtml(mentionTextOf(hostile))}</p>`, [hostile], memberProfileHrefOf));
    const link = root.querySelector('a[data-mention]');
    expect(link?.textContent).toBe(mentionTextOf(hostile));
    expect(link?.children).toHaveLength(0);
    expect(scriptedAttributes(root)).toEqual([]);
  });
});
