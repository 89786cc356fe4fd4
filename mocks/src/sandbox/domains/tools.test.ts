// The tools domain (My Quick Links, feedback, policies), called directly: every answer is checked against openapi/profiles.yaml.
import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '@ypo/headless/feature-messages';
import { expectMatchesContract } from '../contract-assert.ts';
import { call, callerOf, refusalOf as refusal, seededStore } from '../test-network.ts';
import type { Store } from '../types.ts';
import { resourcesDomain } from './resources.ts';
import {
  FEEDBACK_RATING_QUESTION_ID,
  FEEDBACK_TEXT_QUESTION_ID,
  POLICY_CONFIDENTIALITY_ID,
  TOOLS_TEXT,
  toolsDomain,
  type FeedbackQuestionRecord,
  type QuickLinkGroupRecord,
  type ToolsSlice,
} from './tools.ts';

const store = () => seededStore([resourcesDomain, toolsDomain]);
const amara = callerOf('member');
const bruno = callerOf('chapter-manager');
const staff = callerOf('team-member');

async function answer<T>(operationId: string, caller: ReturnType<typeof callerOf>, s: Store, options: Parameters<typeof call>[4] = {}): Promise<T> {
  const res = await call(toolsDomain, operationId, caller, s, options);
  expectMatchesContract(operationId, res.status, res.body);
  return res.body as T;
}

const linksOf = (groups: QuickLinkGroupRecord[]) => groups.flatMap((g) => g.links.map((l) => l.label));

describe('My Quick Links (spec 002 §7, spec 001 §5)', () => {
  it('offers the platform pages and the active resource links, and keeps each member’s own list', async () => {
    const s = store();
    const available = await answer<QuickLinkGroupRecord[]>('getAvailablePersonQuickLinks', amara, s);
    const labels = linksOf(available);
    expect(labels).toEqual(expect.arrayContaining(['Event Directory', 'Member Directory', 'Policies and Procedures', 'Chapter Handbook']));
    expect(labels).not.toContain('Archived Webinars');
    expect(available.map((g) => g.iconOrder)).toEqual(available.map((_, i) => i + 1));

    expect(linksOf(await answer('getPersonQuickLinks', amara, s))).toEqual(['Event Directory', 'Member Directory']);
    expect(await answer('getPersonQuickLinks', bruno, s)).toEqual([]);

    const chosen = [
      { key: 'tools', displayName: 'Policies and Procedures', iconOrder: 5, links: [{ label: 'Policies and Procedures', navigationUrl: '/policiesProcedures' }] },
      { key: 'events', displayName: 'Event Directory', iconOrder: 9, links: [{ label: 'Event Directory', navigationUrl: '/eventDirectory' }] },
    ];
    const saved = await answer<QuickLinkGroupRecord[]>('savePersonQuickLinks', amara, s, { body: chosen });
    expect(saved.map((g) => g.iconOrder)).toEqual([1, 2]);
    expect(linksOf(await answer('getPersonQuickLinks', amara, s))).toEqual(['Policies and Procedures', 'Event Directory']);
    expect(await answer('getPersonQuickLinks', bruno, s)).toEqual([]);
  });

  it('refuses more than 24 links, a link not offered and a link twice, with a message, and keeps the list', async () => {
    const s = store();
    const one = (label: string, navigationUrl: string) => ({ key: label, displayName: label, iconOrder: 1, links: [{ label, navigationUrl }] });
    const many = { key: 'all', displayName: 'All', iconOrder: 1, links: Array.from({ length: 25 }, (_, i) => ({ label: `L${i}`, navigationUrl: '/eventDirectory' })) };
    const tooMany = await refusal(call(toolsDomain, 'savePersonQuickLinks', amara, s, { body: [many] }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.extra).toEqual({ message: FEATURE_MESSAGES.quickLinksMaximumReached });

    const foreign = await refusal(call(toolsDomain, 'savePersonQuickLinks', amara, s, { body: [one('Evil', 'https://evil.example/')] }));
    expect(foreign.extra).toEqual({ message: TOOLS_TEXT.quickLinkNotAvailable });
    const twice = await refusal(call(toolsDomain, 'savePersonQuickLinks', amara, s, { body: [one('A', '/events'), one('B', '/events')] }));
    expect(twice.extra).toEqual({ message: TOOLS_TEXT.quickLinkTwice });
    expect(linksOf(await answer('getPersonQuickLinks', amara, s))).toEqual(['Event Directory', 'Member Directory']);
  });
});

describe('feedback (spec 002 §3, §7, §8)', () => {
  it('gives the questions with their default answers: a rating 0, a text empty', async () => {
    const questions = await answer<FeedbackQuestionRecord[]>('getFeedbackQuestions', amara, store());
    expect(questions.find((q) => q.id === FEEDBACK_RATING_QUESTION_ID)).toMatchObject({ answerType: 'rating', answer: 0 });
    expect(questions.find((q) => q.id === FEEDBACK_TEXT_QUESTION_ID)).toMatchObject({ answerType: 'text', answer: '' });
  });

  it('stores a submit and thanks the member', async () => {
    const s = store();
    const body = [
      { id: FEEDBACK_RATING_QUESTION_ID, questionType: 'Experience', question: 'q', answerType: 'rating', answer: 4 },
      { id: FEEDBACK_TEXT_QUESTION_ID, questionType: 'Experience', question: 'q', answerType: 'text', answer: 'Faster search.' },
    ];
    expect(await answer('submitFeedback', amara, s, { body })).toEqual({ message: 'Thank you for your feedback.' });
    const stored = (s.tools as ToolsSlice).feedbackSubmissions;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ personId: amara.personId, answers: body });
  });

  it('refuses an empty submit, a rating out of range or of text, and an unknown question, each with a message', async () => {
    const s = store();
    const rating = (value: unknown) => [{ id: FEEDBACK_RATING_QUESTION_ID, questionType: 'Experience', question: 'q', answerType: 'rating', answer: value }];
    const cases: [unknown, string][] = [
      [[...rating(0), { id: FEEDBACK_TEXT_QUESTION_ID, questionType: 'Experience', question: 'q', answerType: 'text', answer: '  ' }], TOOLS_TEXT.feedbackEmpty],
      [rating(6), TOOLS_TEXT.feedbackRating],
      [rating('great'), TOOLS_TEXT.feedbackRating],
      [[{ id: 'fb000000-0000-4000-8000-0000000000ff', questionType: 'x', question: 'q', answerType: 'text', answer: 'hi' }], TOOLS_TEXT.feedbackUnknownQuestion],
      [[{ id: FEEDBACK_TEXT_QUESTION_ID, questionType: 'x', question: 'q', answerType: 'text', answer: 'x'.repeat(2001) }], TOOLS_TEXT.feedbackTextTooLong],
    ];
    for (const [body, text] of cases) {
      const refused = await refusal(call(toolsDomain, 'submitFeedback', amara, s, { body }));
      expect(refused.detail).toBe(text);
      expect(refused.extra).toEqual({ message: text });
    }
    expect((s.tools as ToolsSlice).feedbackSubmissions).toEqual([]);
  });

  it('lets staff alone update the questions; the new questions are asked with empty answers', async () => {
    const s = store();
    const next = [{ id: FEEDBACK_TEXT_QUESTION_ID, questionType: ' Ideas ', question: 'What is missing?', answerType: 'text', answer: 'leftover' }];
    const refused = await refusal(call(toolsDomain, 'updateFeedbackQuestions', amara, s, { body: next }));
    expect(refused.status).toBe(403);
    expect(refused.extra).toEqual({ message: TOOLS_TEXT.feedbackQuestionsStaffOnly });
    const blank = await refusal(call(toolsDomain, 'updateFeedbackQuestions', staff, s, { body: [{ ...next[0], question: ' ' }] }));
    expect(blank.extra).toEqual({ message: TOOLS_TEXT.feedbackQuestionInvalid });

    await answer('updateFeedbackQuestions', staff, s, { body: next });
    expect(await answer('getFeedbackQuestions', amara, s)).toEqual([{ id: FEEDBACK_TEXT_QUESTION_ID, questionType: 'Ideas', question: 'What is missing?', answerType: 'text', answer: '' }]);
  });
});

describe('policies and procedures (spec 002 §7)', () => {
  it('gives the headings with their articles and an article with its HTML body', async () => {
    const s = store();
    const headings = await answer<{ title: string; articles: { id: string; title: string }[] }[]>('getPolicyHeadings', amara, s);
    expect(headings.map((h) => h.title)).toEqual(['Membership policies', 'Events', 'Privacy and data']);
    expect(headings[0]?.articles.map((a) => a.title)).toEqual(['Code of conduct', 'Confidentiality in forums', 'Membership eligibility']);
    const article = await answer<{ title: string; content: string }>('getPolicyArticleData', amara, s, { params: { id: POLICY_CONFIDENTIALITY_ID } });
    expect(article.title).toBe('Confidentiality in forums');
    expect(article.content).toContain('<p>What is said in a forum stays in the forum.');
    expect((await refusal(call(toolsDomain, 'getPolicyArticleData', amara, s, { params: { id: 'fb000000-0000-4000-8000-0000000000ff' } }))).status).toBe(404);
  });

  it('searches titles and bodies by the trimmed term, case-insensitively, never inside tags', async () => {
    const s = store();
    const search = async (term: string) => (await answer<{ title: string }[]>('searchPolicies', amara, s, { params: { term } })).map((a) => a.title);
    expect(await search('  CONFIDENTIAL ')).toEqual(['Code of conduct', 'Confidentiality in forums']);
    expect(await search('refunded')).toEqual(['Event cancellations and refunds']);
    expect(await search('href')).toEqual([]);
    expect(await search('nothing like this')).toEqual([]);
  });
});
