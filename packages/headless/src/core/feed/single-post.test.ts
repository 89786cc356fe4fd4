import { describe, expect, it } from 'vitest';
import { paths } from '../routes/route-table';
import { highlightSegments, singlePostLinkOf } from './single-post';

const POST = '9a000000-0000-4000-8000-000000000001';
const COMMUNITY = '00000000-0000-4000-8000-00000000c101';

describe('singlePostLinkOf (spec 001 §2)', () => {
  it('reads the link that a content search result opens (the one route builder)', () => {
    const link = paths.communityPage('chapter', COMMUNITY, { postId: POST, highlightText: 'summit' });
    expect(singlePostLinkOf(link.slice(link.indexOf('?')))).toEqual({ postId: POST, highlightText: 'summit' });
  });

  it.each([
    [`postId=${POST}&showAllActivityFeedCommunity=true`, { postId: POST, highlightText: undefined }],
    [`?postId=${POST}&highlightText=%20&showAllActivityFeedCommunity=TRUE`, { postId: POST, highlightText: undefined }],
    [`?postId=${POST}&highlightText=Board%20governance&showAllActivityFeedCommunity=true`, { postId: POST, highlightText: 'Board governance' }],
    [`?postId=${POST}`, undefined],
    [`?postId=${POST}&showAllActivityFeedCommunity=false`, undefined],
    ['?postId=not-an-id&showAllActivityFeedCommunity=true', undefined],
    ['?postId=../../x&showAllActivityFeedCommunity=true', undefined],
    ['?showAllActivityFeedCommunity=true', undefined],
    ['', undefined],
  ])('%j opens %j', (search, link) => {
    expect(singlePostLinkOf(search)).toEqual(link);
  });
});

describe('highlightSegments', () => {
  it.each([
    ['Leadership Summit in December', 'summit', [
      { text: 'Leadership ', isMatch: false },
      { text: 'Summit', isMatch: true },
      { text: ' in December', isMatch: false },
    ]],
    ['abcabc', 'ABC', [
      { text: 'abc', isMatch: true },
      { text: 'abc', isMatch: true },
    ]],
    ['aaa', 'aa', [
      { text: 'aa', isMatch: true },
      { text: 'a', isMatch: false },
    ]],
    ['no match here', 'summit', [{ text: 'no match here', isMatch: false }]],
    ['plain', undefined, [{ text: 'plain', isMatch: false }]],
    ['plain', '  ', [{ text: 'plain', isMatch: false }]],
    ['', 'x', []],
    ['<b>x</b>', '<b>', [
      { text: '<b>', isMatch: true },
      { text: 'x</b>', isMatch: false },
    ]],
  ])('%j with %j', (text, highlight, segments) => {
    expect(highlightSegments(text, highlight)).toEqual(segments);
    expect(highlightSegments(text, highlight).map((s) => s.text).join('')).toBe(text);
  });
});
