import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES, HeadlessProvider, MESSAGES } from '@ypo/headless';
import { createSdk } from '@ypo/sdk';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssistPage } from './assist-page';

// A small in-memory assist service behind a fake fetch: enough state to see changes on screen.
interface Qa {
  id: string;
  question: string;
  answer: string;
  sortOrder: number;
}
interface Topic {
  id: string;
  topicName: string;
  sortOrder: number;
  questionAnswers: Qa[];
}

// jsdom has no CSS.escape; react-aria's modal focus handling uses it.
beforeAll(() => {
  if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) });
});

let canEdit: boolean;
let isAdmin: boolean;
let topics: Topic[];
let failing: Record<string, number>;
let sent: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  canEdit = true;
  isAdmin = true;
  failing = {};
  sent = [];
  topics = [
    {
      id: 't1',
      topicName: 'Communities',
      sortOrder: 1,
      questionAnswers: [
        {
          id: 'q1',
          question: 'How do I find the members of my chapter?',
          answer: '<p>Open the member directory.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          sortOrder: 1,
        },
      ],
    },
    {
      id: 't2',
      topicName: 'Events',
      sortOrder: 2,
      questionAnswers: [{ id: 'q3', question: 'Where do I register?', answer: 'Open Events.', sortOrder: 1 }],
    },
  ];
});
afterEach(cleanup);

const sorted = <T extends { sortOrder: number }>(items: T[]) => [...items].sort((a, b) => a.sortOrder - b.sortOrder);
const topicsPage = () => ({
  canEdit,
  topics: sorted(topics).map((t) => ({
    ...t,
    isEditTopic: false,
    newQuestion: '',
    newAnswer: '',
    questionAnswers: sorted(t.questionAnswers).map((qa, i, all) => ({
      ...qa,
      isEditQuestion: false,
      isEditAnswer: false,
      isLastQuestion: i === all.length - 1,
    })),
  })),
});

let nextId = 100;
async function backend(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace('/assistpage/api/assist/', '');
  const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json().catch(() => undefined);
  sent.push({ method: request.method, path, body });
  const failure = failing[path.split('/')[0] ?? ''];
  if (failure) return Response.json({ type: 'about:blank', title: 'Error', status: failure }, { status: failure });
  const b = body as Record<string, string> & { sortOrder?: number }[];
  switch (path.split('/')[0]) {
    case 'get-topic-articles':
      return Response.json(topicsPage());
    case 'is-admin-user':
      return Response.json(isAdmin);
    case 'list-tour-section-videos':
      return Response.json({
        canEdit,
        assistVideos: [
          { id: 'v1', title: 'Welcome to the platform', fileExt: '.mp4', sortOrder: 1, isUpload: true, isEdit: false },
          { id: 'v2', title: 'Finding members', fileExt: '.mp4', sortOrder: 2, isUpload: true, isEdit: false },
        ],
      });
    case 'get-release-media':
      return Response.json({
        canEdit,
        releaseMedia: [
          { id: 'm2', fileType: 'comingsoon', fileName: 'soon.png', fileUrl: 'https://media.example/assist/soon.png' },
          { id: 'm1', fileType: 'new', fileName: 'new.png', fileUrl: 'https://media.example/assist/new.png' },
        ],
      });
    case 'get-release-notes':
      return Response.json({
        canEdit,
        releaseNote: [{ id: 'n1', version: '10.16.2', notes: '<p>Scheduled announcements.</p><script>alert(3)</script>' }],
      });
    case 'create-topic-articles':
      topics.push({
        id: `t${nextId++}`,
        topicName: b.topicName!,
        sortOrder: topics.length + 1,
        questionAnswers: [{ id: `q${nextId++}`, question: b.newQuestion!, answer: b.newAnswer!, sortOrder: 1 }],
      });
      return Response.json(topicsPage());
    case 'update-make-connect-Topic':
      topics.find((t) => t.id === b.id)!.topicName = b.topicName!;
      return Response.json(topicsPage());
    case 'reorder-topic-articles':
      for (const item of body as { id: string; sortOrder: number }[]) {
        const topic = topics.find((t) => t.id === item.id);
        if (topic) topic.sortOrder = item.sortOrder;
      }
      return Response.json(topicsPage());
    case 'delete-make-connect-topic':
      topics = topics.filter((t) => t.id !== path.split('/')[1]);
      return Response.json(topicsPage());
    default:
      return Response.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 });
  }
}

function renderPage(page = <AssistPage />) {
  const sdk = createSdk({ baseUrl: 'http://gw.test', getAccessToken: () => 'token', fetch: backend });
  return render(
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {page}
    </HeadlessProvider>,
  );
}

// The sections show together once every first answer is in.
const findTopicsSection = () => screen.findByRole('region', { name: 'Help topics' });
const topicsSection = () => screen.getByRole('region', { name: 'Help topics' });
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('AssistPage for a member', () => {
  beforeEach(() => {
    canEdit = false;
    isAdmin = false;
  });

  it('shows the topics, tour videos with fileExt, news and release notes, without edit controls', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Assist' })).toBeTruthy();
    // Loading: one busy skeleton in place of the four sections, none of which shows yet.
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Help topics' })).toBeNull();
    await within(await findTopicsSection()).findByRole('heading', { name: 'Communities' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Where do I register?' })).toBeTruthy();
    expect(await screen.findByText('Welcome to the platform.mp4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Welcome to the platform.mp4' })).toBeTruthy();
    const media = screen.getByRole('list', { name: 'News and coming soon' });
    expect(within(media).getAllByRole('heading').map((h) => h.textContent)).toEqual(['News', 'Coming soon']);
    expect(await screen.findByText('Scheduled announcements.')).toBeTruthy();
    for (const name of [/^Edit/, /^Move up/, /^Move down/, /^Delete/, 'Add topic', 'Upload video', /^Replace/, 'Edit release notes']) {
      expect(screen.queryAllByRole('button', { name }), String(name)).toHaveLength(0);
    }
    expect(screen.queryByLabelText('Topic name')).toBeNull();
  });

  it('opens an answer in its disclosure, with user HTML sanitised', async () => {
    const { container } = renderPage();
    const trigger = await screen.findByRole('button', { name: 'How do I find the members of my chapter?' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Open the member directory.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('shows no edit controls when canEdit is true but the is-admin check says no (spec 000 §6)', async () => {
    canEdit = true;
    renderPage();
    await within(await findTopicsSection()).findByRole('heading', { name: 'Communities' });
    await waitFor(() => expect(sent.some((r) => r.path === 'is-admin-user')).toBe(true));
    expect(screen.queryAllByRole('button', { name: /^Edit topic/ })).toHaveLength(0);
  });

  it('shows the catalogue text when the topics cannot be loaded', async () => {
    failing['get-topic-articles'] = 500;
    renderPage();
    expect(await within(await findTopicsSection()).findByRole('alert')).toHaveProperty('textContent', MESSAGES.errorOccurredTryLater);
  });
});

describe('AssistPage for an editor', () => {
  it('adds a topic with its first question and answer, then clears the form', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Edit topic Communities' });
    type('Topic name', 'Messenger');
    type('First question', 'How do I message my forum?');
    type('Answer to the first question', 'Open the messenger.');
    await act(async () => press('Add topic'));
    await within(topicsSection()).findByRole('heading', { name: 'Messenger' });
    expect(sent.find((r) => r.path === 'create-topic-articles')?.body).toEqual({
      topicName: 'Messenger',
      newQuestion: 'How do I message my forum?',
      newAnswer: 'Open the messenger.',
    });
    await waitFor(() => expect((screen.getByLabelText('Topic name') as HTMLInputElement).value).toBe(''));
  });

  it('says what is missing and sends nothing', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Edit topic Communities' });
    await act(async () => press('Add topic'));
    expect(screen.getByText(FEATURE_MESSAGES.assistTopicNameRequired)).toBeTruthy();
    expect(screen.getByText(FEATURE_MESSAGES.assistQuestionRequired)).toBeTruthy();
    expect(screen.getByText(FEATURE_MESSAGES.assistAnswerRequired)).toBeTruthy();
    expect(sent.some((r) => r.path === 'create-topic-articles')).toBe(false);
  });

  it('keeps what was typed and shows the catalogue text when the call fails', async () => {
    failing['create-topic-articles'] = 500;
    renderPage();
    await screen.findByRole('button', { name: 'Edit topic Communities' });
    type('Topic name', 'Messenger');
    type('First question', 'How?');
    type('Answer to the first question', 'Like this.');
    await act(async () => press('Add topic'));
    expect(await screen.findByText(MESSAGES.errorOccurredTryLater)).toBeTruthy();
    expect((screen.getByLabelText('Topic name') as HTMLInputElement).value).toBe('Messenger');
    expect((screen.getByLabelText('Answer to the first question') as HTMLTextAreaElement).value).toBe('Like this.');
  });

  it('renames a topic; a refused save keeps the draft open', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit topic Communities' }));
    type('Name of topic Communities', 'Communities and chapters');
    failing['update-make-connect-Topic'] = 403;
    await act(async () => press('Save topic'));
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeTruthy();
    expect((screen.getByLabelText('Name of topic Communities') as HTMLInputElement).value).toBe('Communities and chapters');
    delete failing['update-make-connect-Topic'];
    await act(async () => press('Save topic'));
    await within(topicsSection()).findByRole('heading', { name: 'Communities and chapters' });
    expect(screen.queryByLabelText(/^Name of topic/)).toBeNull();
  });

  it('reorders topics with Move down and disables moves past the ends', async () => {
    renderPage();
    const down = await screen.findByRole('button', { name: 'Move down topic Communities' });
    expect(screen.getByRole('button', { name: 'Move up topic Communities' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move down topic Events' }).hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.click(down));
    await waitFor(() =>
      expect(within(topicsSection()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Events', 'Communities', 'Add a topic']),
    );
    expect(sent.find((r) => r.path === 'reorder-topic-articles')?.body).toEqual([
      { id: 't2', sortOrder: 1 },
      { id: 't1', sortOrder: 2 },
    ]);
  });

  it('deletes a topic after confirming', async () => {
    renderPage();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete topic Events' })));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete topic?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete topic' })));
    await waitFor(() => expect(within(topicsSection()).queryByRole('heading', { name: 'Events' })).toBeNull());
    expect(sent.some((r) => r.method === 'DELETE' && r.path === 'delete-make-connect-topic/t2')).toBe(true);
  });

  it('offers the editor controls of every section', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Edit title of Welcome to the platform.mp4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload video' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Replace file for news' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace file for coming soon' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit release notes' }));
    expect((screen.getByLabelText('Release notes text') as HTMLTextAreaElement).value).toContain('Scheduled announcements.');
  });

  it('checks a tour video upload before sending it', async () => {
    renderPage();
    const upload = await screen.findByRole('button', { name: 'Upload video' });
    await act(async () => fireEvent.click(upload));
    expect(screen.getByText(FEATURE_MESSAGES.assistVideoTitleRequired)).toBeTruthy();
    expect(screen.getByText(FEATURE_MESSAGES.uploadFileRequired)).toBeTruthy();
    expect(sent.some((r) => r.path === 'create-tour-video')).toBe(false);
  });
});
