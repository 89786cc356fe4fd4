import { describe, expect, it } from 'vitest';
import { MENTION_SEARCH_MIN_LENGTH, escapeHtml, insertMention, linkMentions, mentionNameOf, mentionOptionsOf, mentionSearchTerm, mentionTextOf, mentionTextsOf, type MentionPerson } from './mentions';
import { memberProfileHrefOf } from './mention-links';

const AMARA: MentionPerson = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', firstName: 'Amara', lastName: 'Okafor', preferredName: 'Amara' };
const BILL: MentionPerson = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000009', firstName: 'William', lastName: 'Hart', preferredName: 'Bill' };
const HOSTILE: MentionPerson = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a00000000ff', firstName: '<img src=x onerror=alert(1)>', lastName: 'O"Neil&Co' };
const href = (person: MentionPerson) => `/memberProfile?memberId=${person.id}`;

describe('mention names (spec 001 §4)', () => {
  it('shows the preferred name, else the first name, with the family name', () => {
    expect(mentionNameOf(AMARA)).toBe('Amara Okafor');
    expect(mentionNameOf(BILL)).toBe('Bill Hart');
    expect(mentionNameOf({ ...BILL, preferredName: null })).toBe('William Hart');
    expect(mentionNameOf({ ...BILL, preferredName: '  ' })).toBe('William Hart');
    expect(mentionTextOf(BILL)).toBe('@Bill Hart');
  });

  it('knows both texts the server reads as the mention, longest first', () => {
    expect(mentionTextsOf(BILL)).toEqual(['@William Hart', '@Bill Hart']);
    expect(mentionTextsOf(AMARA)).toEqual(['@Amara Okafor']);
  });

  it('links to the member profile route of the route table', () => {
    expect(memberProfileHrefOf(BILL)).toBe('/memberProfile?memberId=5d1f6a2e-3c4b-4f7a-9e21-0a0000000009&name=Bill+Hart');
  });
});

describe('mention type-ahead (spec 001 §5, §9)', () => {
  it.each([
    ['', null],
    ['@', null],
    ['@A', null],
    ['A', null],
    [' @Am ', 'Am'],
    ['Okafor', 'Okafor'],
  ])('searches %j as %j', (typed, term) => {
    expect(mentionSearchTerm(typed)).toBe(term);
  });

  it('sends only text over 1 character', () => {
    expect(MENTION_SEARCH_MIN_LENGTH).toBe(2);
  });

  it('offers at most 100 members, each once', () => {
    const members = Array.from({ length: 150 }, (_, i) => ({ id: `m-${i % 120}` }));
    const options = mentionOptionsOf(members);
    expect(options).toHaveLength(100);
    expect(new Set(options.map((m) => m.id)).size).toBe(100);
    expect(mentionOptionsOf([{ id: 'A' }, { id: 'a' }, { id: 'b' }])).toEqual([{ id: 'A' }, { id: 'b' }]);
  });
});

describe('insertMention', () => {
  it('adds the mention at the end with a space around it', () => {
    expect(insertMention('Welcome', AMARA)).toEqual({ text: 'Welcome @Amara Okafor ', cursor: 22 });
    expect(insertMention('', AMARA)).toEqual({ text: '@Amara Okafor ', cursor: 14 });
  });

  it('replaces the @text being typed before the cursor', () => {
    const text = 'Thanks @Ama for hosting';
    expect(insertMention(text, AMARA, 11)).toEqual({ text: 'Thanks @Amara Okafor for hosting', cursor: 21 });
  });

  it('replaces a selection and keeps the text after it', () => {
    expect(insertMention('Hello NAME, see you', BILL, 6, 10)).toEqual({ text: 'Hello @Bill Hart , see you', cursor: 17 });
  });

  it('keeps an email address intact (an @ inside a word is not a mention being typed)', () => {
    expect(insertMention('mail me at a@b.co', AMARA).text).toBe('mail me at a@b.co @Amara Okafor ');
  });
});

describe('linkMentions', () => {
  it('links each mention to the member profile', () => {
    expect(linkMentions('<p>Thanks @Amara Okafor and @Bill Hart!</p>', [AMARA, BILL], href)).toBe(
      `<p>Thanks <a href="/memberProfile?memberId=${AMARA.id}" data-mention="${AMARA.id}">@Amara Okafor</a> and ` +
        `<a href="/memberProfile?memberId=${BILL.id}" data-mention="${BILL.id}">@Bill Hart</a>!</p>`,
    );
  });

  it('links the first-name form too, and every occurrence', () => {
    const out = linkMentions('@William Hart, @Bill Hart', [BILL], href);
    expect(out.match(/<a /g)).toHaveLength(2);
    expect(out).toContain('>@William Hart</a>, <a ');
  });

  it('leaves the text alone without mentions, or when the name goes on', () => {
    expect(linkMentions('Hi @Amara Okafor', [], href)).toBe('Hi @Amara Okafor');
    expect(linkMentions('Hi @Amara Okafor', undefined, href)).toBe('Hi @Amara Okafor');
    expect(linkMentions('Hi @Amara Okaforson', [AMARA], href)).toBe('Hi @Amara Okaforson');
    expect(linkMentions('Hi Amara Okafor', [AMARA], href)).toBe('Hi Amara Okafor');
  });

  it('never links inside a tag, an attribute, an existing link or a script', () => {
    const html =
      '<img alt="@Amara Okafor > x" title=\'@Amara Okafor\'><a href="/x">@Amara Okafor</a><script>"@Amara Okafor"</script><!-- @Amara Okafor -->';
    expect(linkMentions(html, [AMARA], href)).toBe(html);
    expect(linkMentions('<a href="/x">x</a> @Amara Okafor', [AMARA], href)).toContain('</a> <a href=');
  });

  it('escapes the address and the name of a hostile member', () => {
    const body = `Hi ${escapeHtml(mentionTextOf(HOSTILE))}`;
    const out = linkMentions(body, [HOSTILE], () => '/memberProfile?memberId=1&x="><script>alert(1)</script>');
    expect(out).toBe(
      'Hi <a href="/memberProfile?memberId=1&amp;x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-mention="' +
        `${HOSTILE.id}">@&lt;img src=x onerror=alert(1)&gt; O&quot;Neil&amp;Co</a>`,
    );
    expect(out).not.toMatch(/<script|<img/);
  });

  it('finds a mention written with entities for its special characters', () => {
    const obrien: MentionPerson = { id: 'p-1', firstName: 'Sean', lastName: "O'Brien" };
    expect(linkMentions('Hi @Sean O&#39;Brien', [obrien], href)).toBe('Hi <a href="/memberProfile?memberId=p-1" data-mention="p-1">@Sean O&#39;Brien</a>');
    expect(linkMentions("Hi @Sean O'Brien", [obrien], href)).toBe('Hi <a href="/memberProfile?memberId=p-1" data-mention="p-1">@Sean O&#39;Brien</a>');
  });
});
