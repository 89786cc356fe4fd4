import { HeadlessProvider } from '@ypo/headless';
import type { Sdk } from '@ypo/sdk';
import { createFixtures, createTestSdk, type Fixtures } from '@ypo/testing';
import type { RequestHandler } from 'msw';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { HookView } from './hook-view';

/** The mock network the stories run on: the msw/browser worker in Ladle, the msw/node server in the tests. */
export interface StoryNetwork {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
}

/** Provides the network every story adds its handlers to (Ladle's global provider, the story test). */
export const StoryNetworkContext = createContext<StoryNetwork | null>(null);

/** What a story sets up, from its own fixture set (seeded by the story's name, ids and names unique). */
export interface HookStoryOptions<A extends unknown[]> {
  /** The hook's arguments. */
  args?: (fixtures: Fixtures) => Readonly<A>;
  /** Handlers that answer before the contract's handlers (bodies built with `fixtures`). */
  handlers?: (fixtures: Fixtures) => RequestHandler[];
  /** A provider the hook needs besides the headless provider. */
  wrap?: (children: ReactNode) => ReactNode;
}

/** A story component with the name Ladle and the story test show. */
export type HookStory = (() => ReactNode) & { storyName: string; hookName: string };

/** A stable seed per story: the same data every run, other data in every other story. */
export function seedOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (hash % 100_000) + 1;
}

/**
 * A story of one hook: a headless provider (its own SWR cache and store) on a test SDK, the
 * contract's handlers seeded for the story with `handlers` first, and the hook's result shown by {@link HookView}.
 */
export function hookStory<A extends unknown[], R>(hookName: string, useHook: (...args: A) => R, options: HookStoryOptions<A> = {}): HookStory {
  function HookState({ args }: { args: Readonly<A> }) {
    return <HookView name={hookName} value={useHook(...(args as A))} />;
  }
  function Story() {
    const network = useContext(StoryNetworkContext);
    if (!network) throw new Error('a story runs inside <StoryNetworkContext.Provider>');
    // Once per story: seed, handlers and arguments before the first request goes out.
    const [setup] = useState<{ args: Readonly<A>; sdk: Sdk }>(() => {
      const fixtures = createFixtures({ seed: seedOf(hookName) });
      network.resetHandlers();
      network.use(...(options.handlers?.(fixtures) ?? []));
      return { args: options.args?.(fixtures) ?? ([] as unknown as A), sdk: createTestSdk() };
    });
    const content = <HookState args={setup.args} />;
    return (
      <HeadlessProvider sdk={setup.sdk}>
        {options.wrap ? options.wrap(content) : content}
      </HeadlessProvider>
    );
  }
  return Object.assign(Story, { storyName: hookName, hookName });
}
