import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Post } from '@ypo/headless';
import { posts as postMocks } from '@ypo/msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { PostActionsMenu } from './index';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const CHAPTER = { communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter', communityType: 'chapter' as const };
const reply: Post = {
  id: '9a000000-0000-4000-8000-000000000003',
  parentPostId: '9a000000-0000-4000-8000-000000000001',
  communityId: CHAPTER.communityId,
  author: { personId: '7c3b0f52-1d2e-4a6b-8f90-00000000a0e1', name: 'Tobias Hale' },
  body: 'Selling summit passes at a discount, message me.',
  mentions: [{ id: AMARA, firstName: 'Amara', lastName: 'Okafor' }],
  dateCreated: '2026-11-03T08:45:00Z',
  canEdit: false,
  hasBeenMarkedInappropriate: true,
};

function renderMenu(personId: string, adminView: boolean, onDone = vi.fn()) {
  const { Providers } = createAppHarness({ user: userOf(personId) });
  render(
    <Providers>
      <PostActionsMenu post={reply} community={CHAPTER} adminView={adminView} isReply onDone={onDone} />
    </Providers>,
  );
  return onDone;
}

async function menuItems() {
  const trigger = await screen.findByRole('button', { name: 'Actions for the reply of Tobias Hale' });
  act(() => trigger.click());
  const menu = await screen.findByRole('menu');
  return { menu, labels: within(menu).getAllByRole('menuitem').map((item) => item.textContent) };
}

describe('PostActionsMenu for a reply, outside a feed (spec 001 §6: comments mirror the post actions)', () => {
  it("gives the mentioned member the mention removal, and no admin's actions", async () => {
    renderMenu(AMARA, false);
    expect((await menuItems()).labels).toEqual(['Copy link', 'Hide', 'Report as inappropriate', 'Remove my mention']);
  });

  it("lets an admin in Admin View review the reply's report, and says when it is done", async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(`${request.method} ${new URL(request.url).pathname}`));
    server.use(postMocks.getMarkInappropriateReportsAsReviewedMockHandler(true));
    const onDone = renderMenu(BRUNO, true);
    const { menu, labels } = await menuItems();
    expect(labels).toEqual(['Copy link', 'Hide', 'Delete', 'Report as inappropriate', 'Confirm report', 'Reject report']);
    act(() => within(menu).getByRole('menuitem', { name: 'Reject report' }).click());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('rejectInappropriate'));
    expect(seen).toContain(`PUT /posts/api/post/markInappropriateReportsAsReviewed/${CHAPTER.communityId}/${reply.id}/false`);
  });
});
