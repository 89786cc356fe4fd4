import { describe, expect, it } from 'vitest';
import { communityRedirectAddress, defaultCommunityOf, isRedirectedCommunityType } from './community-route';

const list = [
  { communityId: 'h', communityType: 'home', isPrimary: false },
  { communityId: 'c1', communityType: 'chapter', isPrimary: false },
  { communityId: 'c2', communityType: 'chapter', isPrimary: true },
  { communityId: 'f1', communityType: 'forum' },
] as const;

describe('the community a route without an id shows (spec 001 §2, §6)', () => {
  it('takes the primary community of the type first', () => {
    expect(defaultCommunityOf(list, 'chapter')?.communityId).toBe('c2');
  });
  it('else the first of the type', () => {
    expect(defaultCommunityOf(list, 'forum')?.communityId).toBe('f1');
  });
  it('else none', () => {
    expect(defaultCommunityOf(list, 'network')).toBeUndefined();
    expect(defaultCommunityOf([], 'chapter')).toBeUndefined();
  });
});

describe('redirected community types (spec 001 §2, 000 §2 step 8)', () => {
  it('matches the type the server lists, in any case', () => {
    expect(isRedirectedCommunityType(['champion'], 'champion')).toBe(true);
    expect(isRedirectedCommunityType(['Champion'], 'champion')).toBe(true);
    expect(isRedirectedCommunityType(['champion'], 'chapter')).toBe(false);
    expect(isRedirectedCommunityType(undefined, 'champion')).toBe(false);
  });

  it('fills the configured address, encoding what it puts in', () => {
    expect(communityRedirectAddress('https://plus.example/c/{communityType}/{communityId}', { communityType: 'champion', communityId: 'a/b?c' })).toBe(
      'https://plus.example/c/champion/a%2Fb%3Fc',
    );
    expect(communityRedirectAddress('https://plus.example/{communityType}?id={communityId}', { communityType: 'group' })).toBe('https://plus.example/group?id=');
  });
});
