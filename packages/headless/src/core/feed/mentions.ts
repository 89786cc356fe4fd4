import { MENTION_TYPEAHEAD_MAX } from './post-draft';

// spec 001 §4: mentions are members picked in a type-ahead (cut to 100, §9) and shown as links to
// the member's profile. The draft carries no mention list (spec 001 §3): a mention is the text
// '@Name Family' in the body, and the server finds the mentioned members there (Post.mentions).

/** A member as a mention needs it: a post's `mentions` entry or a member search result fits. */
export interface MentionPerson {
  /** The member's person id. */
  readonly id: string;
  /** The first name. */
  readonly firstName: string;
  /** The family name. */
  readonly lastName: string;
  /** The name the member goes by, shown instead of the first name. */
  readonly preferredName?: string | null | undefined;
}

/** spec 001 §5: 'Search text is sent only when over 1 character'; shorter text searches nothing. */
export const MENTION_SEARCH_MIN_LENGTH = 2;

/** The name a mention shows: the preferred name (else the first name) and the family name. */
export function mentionNameOf(person: MentionPerson): string {
  const given = person.preferredName?.trim() || person.firstName.trim();
  return `${given} ${person.lastName.trim()}`.trim();
}

/** The text a mention puts in a body: '@' and {@link mentionNameOf}. */
export function mentionTextOf(person: MentionPerson): string {
  return `@${mentionNameOf(person)}`;
}

/** Every text that mentions `person` in a body: '@First Family' and '@Preferred Family', longest first. */
export function mentionTextsOf(person: MentionPerson): string[] {
  const texts = [mentionTextOf(person), `@${person.firstName.trim()} ${person.lastName.trim()}`];
  return [...new Set(texts)].filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
}

/** The term a mention search sends for what was typed, or `null` when it is too short to send (spec 001 §5). */
export function mentionSearchTerm(typed: string): string | null {
  const term = typed.trim().replace(/^@/, '').trim();
  return term.length >= MENTION_SEARCH_MIN_LENGTH ? term : null;
}

/** Members a mention type-ahead offers: cut to {@link MENTION_TYPEAHEAD_MAX}, each member once. */
export function mentionOptionsOf<T extends Pick<MentionPerson, 'id'>>(members: readonly T[]): T[] {
  const seen = new Set<string>();
  const options: T[] = [];
  for (const member of members) {
    const id = member.id.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    options.push(member);
    if (options.length === MENTION_TYPEAHEAD_MAX) break;
  }
  return options;
}

/** A body with a mention in it, and where the cursor goes after it. */
export interface MentionInsertion {
  /** The body with the mention. */
  readonly text: string;
  /** Where the cursor goes: after the mention and its space. */
  readonly cursor: number;
}

/**
 * Puts the mention of `person` into `text` in place of the selection [`start`, `end`) (the cursor
 * when they are equal), or of the '@...' being typed just before it; spaced from the words around.
 */
export function insertMention(text: string, person: MentionPerson, start: number = text.length, end: number = start): MentionInsertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const typing = /(^|\s)@[^\s@]*$/.exec(text.slice(0, from));
  const at = typing ? from - typing[0].length + typing[1]!.length : from;
  const before = text.slice(0, at);
  const after = text.slice(to);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const mention = `${lead}${mentionTextOf(person)}`;
  const trail = after.startsWith(' ') ? '' : ' ';
  return { text: `${before}${mention}${trail}${after}`, cursor: before.length + mention.length + 1 };
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with the five HTML special characters escaped, safe in text and in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

// A tag with quoted attribute values (a '>' inside quotes does not end it), a comment, or a declaration.
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<[a-zA-Z/!?](?:"[^"]*"|'[^']*'|[^'">])*(?:>|$)/g;
// Elements whose content is not text to link in: an existing link, and raw-text elements.
const SKIPPED = new Set(['a', 'script', 'style', 'textarea', 'title', 'noscript', 'template', 'iframe', 'noembed', 'noframes', 'xmp', 'svg', 'math']);

function tagOf(markup: string): { name: string; isClosing: boolean; isSelfClosing: boolean } | undefined {
  const match = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(markup);
  if (!match) return undefined;
  return { name: match[2]!.toLowerCase(), isClosing: match[1] === '/', isSelfClosing: /\/\s*>$/.test(markup) };
}

interface MentionPattern {
  /** What the body holds for the mention: the raw text or its escaped form. */
  readonly text: string;
  /** The link that replaces it, with the mention text as it was written, escaped. */
  readonly link: string;
}

function linkTextRun(run: string, patterns: readonly MentionPattern[]): string {
  let out = '';
  let index = 0;
  while (index < run.length) {
    const at = run.indexOf('@', index);
    if (at < 0) break;
    const found = findMentionAt(run, at, patterns);
    if (!found) {
      out += run.slice(index, at + 1);
      index = at + 1;
      continue;
    }
    out += run.slice(index, at) + found.link;
    index = at + found.length;
  }
  return out + run.slice(index);
}

function findMentionAt(run: string, at: number, patterns: readonly MentionPattern[]): { link: string; length: number } | undefined {
  let best: { link: string; length: number } | undefined;
  for (const { text, link } of patterns) {
    if (!run.startsWith(text, at)) continue;
    // The name must end there: '@Amara Okafor' is not a mention inside '@Amara Okaforson'.
    const next = run.charAt(at + text.length);
    if (next !== '' && /[\p{L}\p{N}_]/u.test(next)) continue;
    if (!best || text.length > best.length) best = { link, length: text.length };
  }
  return best;
}

/**
 * The body `html` with each mention of `mentions` ('@Name Family', spec 001 §4) turned into a link
 * to the member's profile (`profileHref`, usually `memberProfileHrefOf`). Only text is linked,
 * never inside a tag, an existing link or a script; the name and the address are escaped. The
 * result is still user HTML: render it through the one sanitising component.
 */
export function linkMentions(html: string, mentions: readonly MentionPerson[] | undefined, profileHref: (person: MentionPerson) => string): string {
  if (!mentions || mentions.length === 0 || !html.includes('@')) return html;
  const patterns: MentionPattern[] = mentions.flatMap((person) => {
    const open = `<a href="${escapeHtml(profileHref(person))}" data-mention="${escapeHtml(person.id)}">`;
    return mentionTextsOf(person).flatMap((text) => {
      const link = `${open}${escapeHtml(text)}</a>`;
      return text === escapeHtml(text) ? [{ text, link }] : [{ text, link }, { text: escapeHtml(text), link }];
    });
  });
  let out = '';
  let index = 0;
  let skipping: string | undefined;
  for (const match of html.matchAll(MARKUP)) {
    const text = html.slice(index, match.index);
    out += skipping ? text : linkTextRun(text, patterns);
    out += match[0];
    index = match.index + match[0].length;
    const tag = tagOf(match[0]);
    if (!tag) continue;
    if (skipping) {
      if (tag.isClosing && tag.name === skipping) skipping = undefined;
    } else if (!tag.isClosing && !tag.isSelfClosing && SKIPPED.has(tag.name)) {
      skipping = tag.name;
    }
  }
  const rest = html.slice(index);
  return out + (skipping ? rest : linkTextRun(rest, patterns));
}
