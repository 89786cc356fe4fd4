import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDraftConversation } from './ids';
import { MESSENGER_QUERY, messengerQuery, messengerTargetOf } from './links';

const A = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const B = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';

describe('what /messenger opens (spec 002 §2: query and params are passed through)', () => {
  it.each([
    ['', { kind: 'list' }],
    ['?room=!kJxQvZ:ypo', { kind: 'conversation', conversationId: '!kJxQvZ:ypo' }],
    ['?room=!kJxQvZ:ypo&with=' + B, { kind: 'conversation', conversationId: '!kJxQvZ:ypo' }],
    [`?with=${B}`, { kind: 'draft', conversationId: `!draft/${B}`, participants: [B] }],
    [`?with=${B.toUpperCase()},${A},${B}`, { kind: 'draft', conversationId: `!draft/${A},${B}`, participants: [A, B] }],
    [`?with=${encodeURIComponent(`@${B}:ypo`)}`, { kind: 'draft', conversationId: `!draft/${B}`, participants: [B] }],
    [`?room=${encodeURIComponent(`!draft/${A},${B}`)}`, { kind: 'draft', conversationId: `!draft/${A},${B}`, participants: [A, B] }],
    ['?room=javascript:alert(1)', { kind: 'list' }],
    ['?room=!a b:ypo', { kind: 'list' }],
    ['?with=not an id', { kind: 'list' }],
    ['?next=/home', { kind: 'list' }],
  ])('%s', (search, expected) => {
    expect(messengerTargetOf(new URLSearchParams(search))).toEqual(expected);
  });

  it('reads a router query object too (the first of repeated values)', () => {
    expect(messengerTargetOf({ with: [B, A] })).toEqual({ kind: 'draft', conversationId: `!draft/${B}`, participants: [B] });
    expect(messengerTargetOf({ room: undefined })).toEqual({ kind: 'list' });
  });

  it('makes the query a profile or the directory links with, and reads it back', () => {
    expect(messengerQuery({ with: [B, `@${A}:ypo`, 'bad id', B] })).toEqual({ [MESSENGER_QUERY.with]: `${B},${A}` });
    expect(messengerQuery({ room: '!kJxQvZ:ypo' })).toEqual({ room: '!kJxQvZ:ypo' });
    const query = new URLSearchParams(messengerQuery({ with: [B] }));
    expect(messengerTargetOf(query)).toMatchObject({ kind: 'draft', participants: [B] });
  });
});

describe('any query (property: the query is the member\'s or a link\'s, untrusted)', () => {
  it('never throws, and opens the list, a room id or a draft of valid member ids', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('room', 'with', 'next', 'x'), fc.oneof(fc.string(), fc.stringMatching(/^[!@a-z0-9:,./ -]{0,40}$/))), (query) => {
        const target = messengerTargetOf(query);
        if (target.kind === 'conversation') expect(target.conversationId).toMatch(/^![^\s:!]+:[a-z0-9.-]+(:\d{1,5})?$/i);
        if (target.kind === 'draft') {
          expect(isDraftConversation(target.conversationId)).toBe(true);
          expect(target.participants.length).toBeGreaterThan(0);
          for (const id of target.participants) expect(id).toMatch(/^[a-z0-9._=\-/+]+$/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
