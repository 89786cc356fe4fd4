// The member's tools (spec 002 §3, §7, §8; openapi/profiles.yaml, tags quickLinks, feedback,
// policies): the personal My Quick Links, the feedback questions and answers, and the policies and
// procedures. Everything here is invented sandbox content, seeded the same way on every start.
// - My Quick Links: the links a member may choose are the platform's own pages plus the active
//   resource links (domains/resources.ts, read at call time, so a link an editor adds is offered at
//   once); each member keeps one chosen list, up to 24 shortcuts (spec 001 §5, §9).
// - Feedback: every member reads the questions and submits answers; staff (role Team Member) alone
//   update the questions. Refusals carry a `message` (spec 002 §8: 'Feedback submit errors surface
//   the server's message field').
// - Policies: headings with their articles, an article's HTML body, and a search over titles and bodies.
import { FEATURE_MESSAGES } from '@ypo/headless/feature-messages';
import type { profiles } from '@ypo/sdk';
import type { Caller, OperationHandler, SandboxDomain, Store } from '../types.ts';
import { SandboxError } from '../types.ts';
import { actingPersona, clone, compareText, isStaff, notFound, now, ok, param, sameId, sliceOf } from '../helpers.ts';
import type { ResourcesSlice } from './resources.ts';

type Schemas = profiles.components['schemas'];
/** A quick link group (contract `QuickLinkGroup`). */
export type QuickLinkGroupRecord = Schemas['QuickLinkGroup'];
/** A feedback question (contract `FeedbackQuestion`). */
export type FeedbackQuestionRecord = Schemas['FeedbackQuestion'];
/** A policy article with its HTML body (contract `PolicyArticle`). */
export type PolicyArticleRecord = Schemas['PolicyArticle'];

/** One submitted feedback: who, when (sandbox clock) and the answers as sent. */
export interface FeedbackSubmission {
  personId: string;
  at: string;
  answers: FeedbackQuestionRecord[];
}

/** A heading of the policies with the ids of its articles, in display order. */
interface PolicyHeadingRecord {
  id: string;
  title: string;
  articleIds: string[];
}

/** `store.tools`. */
export interface ToolsSlice {
  /** Each member's My Quick Links, by lower-case person id (missing: none chosen yet). */
  quickLinks: Record<string, QuickLinkGroupRecord[]>;
  feedbackQuestions: FeedbackQuestionRecord[];
  feedbackSubmissions: FeedbackSubmission[];
  policyHeadings: PolicyHeadingRecord[];
  policyArticles: PolicyArticleRecord[];
}

/** spec 001 §5, §9: up to 24 shortcuts. */
export const PERSON_QUICK_LINKS_MAX = 24;
/** Ratings go from 1 to 5; 0 is the unanswered default (spec 002 §3). */
export const FEEDBACK_RATING_MAX = 5;
/** Our limit for a text answer (the spec gives none). */
export const FEEDBACK_TEXT_MAX = 2000;

/** The sandbox's refusal texts, in the problem's `detail` and its `message` (spec 002 §8). */
export const TOOLS_TEXT = {
  quickLinkNotAvailable: 'This quick link is not available to you.',
  quickLinkTwice: 'A quick link can be chosen only once.',
  feedbackEmpty: 'Please answer at least one question before you send your feedback.',
  feedbackRating: `Please rate from 1 to ${FEEDBACK_RATING_MAX}.`,
  feedbackTextTooLong: `Please keep each answer under ${FEEDBACK_TEXT_MAX} characters.`,
  feedbackUnknownQuestion: 'This feedback question is no longer asked. Please reload the page.',
  feedbackQuestionsStaffOnly: 'Only administrators may change the feedback questions.',
  feedbackQuestionInvalid: 'Each feedback question needs a question, a question type and an answer type.',
  feedbackThanks: 'Thank you for your feedback.',
} as const;

/** Seeded ids (the contract examples' ids, so the documented examples resolve). */
export const FEEDBACK_RATING_QUESTION_ID = 'fb000000-0000-4000-8000-000000000001';
export const FEEDBACK_TEXT_QUESTION_ID = 'fb000000-0000-4000-8000-000000000002';
export const POLICY_CODE_OF_CONDUCT_ID = '9b000000-0000-4000-8000-000000000011';
export const POLICY_CONFIDENTIALITY_ID = '9b000000-0000-4000-8000-000000000012';

/** Amara Okafor (persona member) starts with two quick links, as the contract's example. */
const AMARA_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

/** A refusal whose text is the problem's `detail` and its `message` (spec 002 §8). */
function refusal(status: number, title: string, text: string): SandboxError {
  return new SandboxError(status, title, { detail: text, extra: { message: text } });
}

// --- quick links ---

/** The platform's own pages a member may pin (app paths, so the app opens them in place). */
const PLATFORM_LINKS: readonly QuickLinkGroupRecord[] = [
  {
    key: 'events', displayName: 'Events', iconOrder: 1,
    links: [{ label: 'Event Directory', navigationUrl: '/eventDirectory' }, { label: 'My Events', navigationUrl: '/events' }],
  },
  {
    key: 'directories', displayName: 'Directories', iconOrder: 2,
    links: [
      { label: 'Member Directory', navigationUrl: '/memberDirectoryPage' },
      { label: 'Community Directory', navigationUrl: '/communityDirectoryPage' },
      { label: 'Content Directory', navigationUrl: '/contentDirectoryPage' },
    ],
  },
  {
    key: 'network', displayName: 'Network', iconOrder: 3,
    links: [
      { label: 'All Networks', navigationUrl: '/allNetworksPage' },
      { label: 'My Connections', navigationUrl: '/memberConnections' },
      { label: 'Messenger', navigationUrl: '/messenger' },
    ],
  },
  {
    key: 'tools', displayName: 'Tools', iconOrder: 4,
    links: [
      { label: 'Resources', navigationUrl: '/resources' },
      { label: 'Policies and Procedures', navigationUrl: '/policiesProcedures' },
      { label: 'Feedback', navigationUrl: '/feedback' },
    ],
  },
];

/** The links `store`'s member may choose: the platform pages, then the active resource links by category. */
export function availableQuickLinks(store: Store): QuickLinkGroupRecord[] {
  const groups = clone([...PLATFORM_LINKS]);
  const resources = store.resources as ResourcesSlice | undefined;
  const byCategory = new Map<string, QuickLinkGroupRecord>();
  for (const link of resources?.links ?? []) {
    if (link.isActive === false) continue;
    const name = link.categoryName ?? 'Resources';
    const group = byCategory.get(name) ?? { key: `resources-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, displayName: name, iconOrder: 0, links: [] };
    group.links.push({ label: link.label ?? link.resourceName ?? name, navigationUrl: link.navigationUrl });
    byCategory.set(name, group);
  }
  const resourceGroups = [...byCategory.values()].sort((a, b) => compareText(a.displayName, b.displayName));
  return [...groups, ...resourceGroups].map((group, i) => ({ ...group, iconOrder: i + 1 }));
}

const slice = (store: Store) => sliceOf<ToolsSlice>(store, 'tools');
const personKey = (caller: Caller) => caller.personId.toLowerCase();

const getPersonQuickLinks: OperationHandler = (_request, caller, store) => ok(clone(slice(store).quickLinks[personKey(caller)] ?? []));

const getAvailablePersonQuickLinks: OperationHandler = (_request, _caller, store) => ok(availableQuickLinks(store));

const savePersonQuickLinks: OperationHandler = (request, caller, store) => {
  const groups = request.body as QuickLinkGroupRecord[];
  const links = groups.flatMap((group) => group.links);
  // spec 001 §5, §9: up to 24 shortcuts (the contract caps the groups; a group may hold several links).
  if (links.length > PERSON_QUICK_LINKS_MAX) throw refusal(422, 'Unprocessable Entity', FEATURE_MESSAGES.quickLinksMaximumReached);
  const offered = new Set(availableQuickLinks(store).flatMap((group) => group.links.map((link) => link.navigationUrl)));
  if (links.some((link) => !offered.has(link.navigationUrl))) throw refusal(422, 'Unprocessable Entity', TOOLS_TEXT.quickLinkNotAvailable);
  if (new Set(links.map((link) => link.navigationUrl)).size !== links.length) throw refusal(422, 'Unprocessable Entity', TOOLS_TEXT.quickLinkTwice);
  const saved = groups
    .filter((group) => group.links.length > 0)
    .map((group, i) => ({ key: group.key, displayName: group.displayName, iconOrder: i + 1, links: group.links.map(({ label, navigationUrl }) => ({ label, navigationUrl })) }));
  slice(store).quickLinks[personKey(caller)] = saved;
  return ok(clone(saved));
};

// --- feedback ---

const FEEDBACK_QUESTIONS: readonly FeedbackQuestionRecord[] = [
  { id: FEEDBACK_RATING_QUESTION_ID, questionType: 'Experience', question: 'How would you rate your experience today?', answerType: 'rating', answer: 0 },
  { id: FEEDBACK_TEXT_QUESTION_ID, questionType: 'Experience', question: 'What should we improve?', answerType: 'text', answer: '' },
  { id: 'fb000000-0000-4000-8000-000000000003', questionType: 'Content', question: 'How useful did you find the resources and policies?', answerType: 'rating', answer: 0 },
  { id: 'fb000000-0000-4000-8000-000000000004', questionType: 'Content', question: 'Which topic would you like to read more about?', answerType: 'text', answer: '' },
];

/** Whether the answer type takes a numeric rating (spec 002 §3: rating gives a numeric answer). */
const isRating = (question: Pick<FeedbackQuestionRecord, 'answerType'>) => question.answerType.toLowerCase() === 'rating';

const getFeedbackQuestions: OperationHandler = (_request, _caller, store) => ok(clone(slice(store).feedbackQuestions));

const updateFeedbackQuestions: OperationHandler = (request, caller, store) => {
  if (!isStaff(actingPersona(caller))) throw refusal(403, 'Forbidden', TOOLS_TEXT.feedbackQuestionsStaffOnly);
  const questions = request.body as FeedbackQuestionRecord[];
  if (questions.some((q) => !q.question.trim() || !q.questionType.trim() || !q.answerType.trim())) {
    throw refusal(422, 'Unprocessable Entity', TOOLS_TEXT.feedbackQuestionInvalid);
  }
  // The questions are asked with empty answers: a rating at 0, a text empty.
  const saved = questions.map((q) => ({ id: q.id, questionType: q.questionType.trim(), question: q.question.trim(), answerType: q.answerType.trim(), answer: isRating(q) ? 0 : '' }));
  slice(store).feedbackQuestions = saved;
  return ok(clone(saved));
};

const submitFeedback: OperationHandler = (request, caller, store) => {
  const s = slice(store);
  const answers = request.body as FeedbackQuestionRecord[];
  let answered = 0;
  for (const answer of answers) {
    const question = s.feedbackQuestions.find((q) => sameId(q.id, answer.id));
    if (!question) throw refusal(422, 'Unprocessable Entity', TOOLS_TEXT.feedbackUnknownQuestion);
    const value = answer.answer ?? (isRating(question) ? 0 : '');
    if (isRating(question)) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > FEEDBACK_RATING_MAX) {
        throw refusal(400, 'Bad Request', TOOLS_TEXT.feedbackRating);
      }
      if (value > 0) answered += 1;
    } else {
      const text = String(value);
      if (text.length > FEEDBACK_TEXT_MAX) throw refusal(422, 'Unprocessable Entity', TOOLS_TEXT.feedbackTextTooLong);
      if (text.trim() !== '') answered += 1;
    }
  }
  if (answered === 0) throw refusal(422, 'Unprocessable Entity', TOOLS_TEXT.feedbackEmpty);
  s.feedbackSubmissions.push({ personId: caller.personId, at: now(store), answers: clone(answers) });
  return ok({ message: TOOLS_TEXT.feedbackThanks });
};

// --- policies ---

const article = (n: number, title: string, content: string): PolicyArticleRecord => ({
  id: `9b000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  title,
  content,
});

const POLICY_ARTICLES: readonly PolicyArticleRecord[] = [
  article(11, 'Code of conduct', '<h2>Respect</h2><p>Members treat each other with respect and keep forum discussions confidential.</p><ul><li>Listen before you advise.</li><li>Share experience, not judgement.</li></ul>'),
  article(12, 'Confidentiality in forums', '<p>What is said in a forum stays in the forum. Notes are not taken, and nothing is shared outside without the consent of everyone present.</p><p>A breach of confidentiality is reviewed by the chapter officers.</p>'),
  article(13, 'Membership eligibility', '<p>Eligibility is reviewed each year with the <strong>membership renewal</strong>. Members keep their membership while they meet the criteria of their chapter.</p>'),
  article(21, 'Event cancellations and refunds', '<p>Registrations cancelled 30 days before an event are refunded in full; later cancellations are refunded when the seat is taken by another member.</p>'),
  article(22, 'Guests and spouses at events', '<p>Spouses and partners may attend events marked for families. Guests need the approval of the event chair.</p><p>Read more in the <a href="https://connect.ypo.test/resources/events-handbook">events handbook</a>.</p>'),
  article(31, 'Data privacy', '<p>Your profile is visible to members only. You choose who sees your contact details in <em>Privacy settings</em>.</p><p>Exported member lists must not be shared outside the network.</p>'),
  article(32, 'Use of the member directory', '<p>The member directory is for personal networking. Commercial mailings to members are not allowed.</p>'),
];

const POLICY_HEADINGS: readonly PolicyHeadingRecord[] = [
  { id: '9b000000-0000-4000-8000-000000000001', title: 'Membership policies', articleIds: ['11', '12', '13'].map((n) => `9b000000-0000-4000-8000-0000000000${n}`) },
  { id: '9b000000-0000-4000-8000-000000000002', title: 'Events', articleIds: ['21', '22'].map((n) => `9b000000-0000-4000-8000-0000000000${n}`) },
  { id: '9b000000-0000-4000-8000-000000000003', title: 'Privacy and data', articleIds: ['31', '32'].map((n) => `9b000000-0000-4000-8000-0000000000${n}`) },
];

/** The visible text of an HTML body (tags removed, entities left alone: the seeded bodies have none). */
const textOfHtml = (html: string) => html.replace(/<[^>]*>/g, ' ');

const summaryOf = (a: PolicyArticleRecord) => ({ id: a.id, title: a.title });

const getPolicyHeadings: OperationHandler = (_request, _caller, store) => {
  const s = slice(store);
  return ok(s.policyHeadings.map((heading) => ({
    id: heading.id,
    title: heading.title,
    articles: heading.articleIds.flatMap((id) => s.policyArticles.filter((a) => sameId(a.id, id)).map(summaryOf)),
  })));
};

const getPolicyArticleData: OperationHandler = (request, _caller, store) => {
  const found = slice(store).policyArticles.find((a) => sameId(a.id, param(request, 'id')));
  if (!found) throw notFound('No policy article with this id.');
  return ok(clone(found));
};

/** Articles whose title or body holds the term (trimmed, case-insensitive), in heading order. */
const searchPolicies: OperationHandler = (request, _caller, store) => {
  const s = slice(store);
  const term = param(request, 'term').trim().toLowerCase();
  if (term === '') return ok([]);
  const order = s.policyHeadings.flatMap((heading) => heading.articleIds.map((id) => id.toLowerCase()));
  const hits = s.policyArticles
    .filter((a) => a.title.toLowerCase().includes(term) || textOfHtml(a.content).toLowerCase().includes(term))
    .sort((a, b) => order.indexOf(a.id.toLowerCase()) - order.indexOf(b.id.toLowerCase()));
  return ok(hits.map(summaryOf));
};

/** The `tools` domain: My Quick Links, feedback, policies and procedures. Seeds after `resources`. */
export const toolsDomain: SandboxDomain = {
  name: 'tools',
  seed: (store) => {
    store.tools = {
      quickLinks: { [AMARA_ID]: clone(PLATFORM_LINKS.slice(0, 2).map((group, i) => ({ ...group, iconOrder: i + 1, links: group.links.slice(0, 1) }))) },
      feedbackQuestions: clone([...FEEDBACK_QUESTIONS]),
      feedbackSubmissions: [],
      policyHeadings: clone([...POLICY_HEADINGS]),
      policyArticles: clone([...POLICY_ARTICLES]),
    } satisfies ToolsSlice;
  },
  handlers: {
    getPersonQuickLinks,
    savePersonQuickLinks,
    getAvailablePersonQuickLinks,
    getFeedbackQuestions,
    updateFeedbackQuestions,
    submitFeedback,
    getPolicyHeadings,
    getPolicyArticleData,
    searchPolicies,
  },
};
