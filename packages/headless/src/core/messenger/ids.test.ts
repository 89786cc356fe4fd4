import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftConversationId, draftParticipantsOf, fromChatUserId, isChatMemberId, isChatUserId, isDraftConversation, participantMemberId, toChatUserId } from './ids';

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';

describe('chat user ids (spec 002 §3: @{id}:ypo)', () => {
  it('makes @{id}:ypo of a member id, in lower case, and reads it back', () => {
    expect(toChatUserId(AMARA)).toBe(`@${AMARA}:ypo`);
    expect(toChatUserId(AMARA.toUpperCase())).toBe(`@${AMARA}:ypo`);
    expect(fromChatUserId(`@${AMARA}:ypo`)).toBe(AMARA);
  });

  it.each(['', '  ', 'a b', 'amara@ypo', 'x:y', 'ü', '@x'])('refuses %j as a member id', (id) => {
    expect(isChatMemberId(id)).toBe(false);
    expect(() => toChatUserId(id)).toThrow(RangeError);
  });

  it.each([
    [`@${AMARA}:ypo`, true],
    [`@${AMARA}:matrix.org`, false],
    [`@${AMARA.toUpperCase()}:ypo`, false],
    [`${AMARA}:ypo`, false],
    [`@:ypo`, false],
    [`@${AMARA}:ypo:8008`, false],
    [`!room:ypo`, false],
    [42, false],
  ])('%j is a chat user id of this network: %s', (value, expected) => {
    expect(isChatUserId(value)).toBe(expected);
    if (typeof value === 'string') expect(fromChatUserId(value) !== null).toBe(expected);
  });

  it('round-trips any valid local part (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._=\-/+]{1,40}$/), (id) => {
        const chatId = toChatUserId(id);
        expect(isChatUserId(chatId)).toBe(true);
        expect(fromChatUserId(chatId)).toBe(id);
      }),
    );
  });
});

describe('draft conversations (spec 002 §4: id starts with !)', () => {
  it('names its participants, sorted and each once, whether given as member or chat ids', () => {
    const id = draftConversationId([`@${BRUNO}:ypo`, AMARA, AMARA.toUpperCase()]);
    expect(id).toBe(`!draft/${AMARA},${BRUNO}`);
    expect(isDraftConversation(id!)).toBe(true);
    expect(draftParticipantsOf(id!)).toEqual([AMARA, BRUNO]);
    expect(draftConversationId([BRUNO, AMARA])).toBe(id);
  });

  it('has none without a valid participant', () => {
    expect(draftConversationId([])).toBeNull();
    expect(draftConversationId(['not valid', '@x:matrix.org'])).toBeNull();
  });

  it.each([
    ['!draft/a,b', true],
    ['!anything', true],
    ['!OpaqueRoomId:ypo', false],
    ['#alias:ypo', false],
    ['', false],
  ])('%j is a draft: %s', (id, expected) => {
    expect(isDraftConversation(id)).toBe(expected);
  });

  it('reads no participants from a room id or a draft of another shape', () => {
    expect(draftParticipantsOf('!OpaqueRoomId:ypo')).toEqual([]);
    expect(draftParticipantsOf('!anything')).toEqual([]);
  });
});

describe('participantMemberId', () => {
  it.each([
    [`@${AMARA}:ypo`, AMARA],
    [AMARA.toUpperCase(), AMARA],
    [` ${BRUNO} `, BRUNO],
    [`@${AMARA}:matrix.org`, null],
    ['not valid', null],
    [7, null],
    [null, null],
  ])('%j -> %j', (participant, expected) => {
    expect(participantMemberId(participant)).toBe(expected);
  });
});
