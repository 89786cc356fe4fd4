// Every story renders on the contract's MSW handlers (a request no handler answers fails), shows no
// list entry twice, and is axe-clean; every hook @ypo/headless exports has a story.
import { cleanup, render, waitFor } from '@testing-library/react';
import * as headless from '@ypo/headless';
import { setupMockServer } from '@ypo/testing/node';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as features from './features.stories';
import { StoryNetworkContext, type HookStory } from './kit/hook-story';
import * as platform from './platform.stories';

// Every story file; the coverage test below fails for a hook whose story is in no file listed here.
const modules: Record<string, Record<string, unknown>> = { 'platform.stories.tsx': platform, 'features.stories.tsx': features };
const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => ({ file, name, story: story as HookStory })),
);

const server = setupMockServer();
let inFlight = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', () => void (inFlight += 1));
  server.events.on('request:end', () => void (inFlight -= 1));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('stories', () => {
  it.each(stories)('$file $name renders on the mock handlers and is accessible', async ({ story: Story }) => {
    const { container } = render(
      <StoryNetworkContext.Provider value={server}>
        <Story />
      </StoryNetworkContext.Provider>,
    );
    await waitFor(() => expect(container.querySelector(`[data-hook="${Story.hookName}"] h2`)?.textContent).toBe(Story.hookName));
    // Settled: every request answered and no loading flag left.
    await waitFor(() => {
      expect(inFlight).toBe(0);
      expect(container.textContent).not.toMatch(/isLoadingyes/);
    });
    // Seeded unique data: no list of the story shows the same entry twice.
    for (const list of container.querySelectorAll('ul')) {
      const entries = [...list.querySelectorAll(':scope > li')].map((item) => item.textContent);
      expect(new Set(entries).size, `repeated entries in ${Story.hookName}: ${entries.join(' | ')}`).toBe(entries.length);
    }
    // jsdom has no layout, so no colour contrast; the story is a fragment, not a page.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('covers every hook @ypo/headless exports, each once', () => {
    const hooks = Object.keys(headless).filter((name) => /^use[A-Z]/.test(name)).sort();
    const covered = stories.map(({ story }) => story.hookName).sort();
    expect(covered).toEqual(hooks);
  });
});
