import type { CommunityType, SinglePostLink } from '@ypo/headless';
import type { ReactNode } from 'react';

/** The community a slot is rendered for (the shape the feed, featured items and chapter content take). */
export interface SlotCommunity {
  readonly communityId: string;
  readonly name: string;
  readonly communityType: CommunityType;
  /** The community moderates its activity (spec 001 §3 isActivityModerated). */
  readonly isModerated: boolean;
  /** The viewer administers the community. */
  readonly isAdmin: boolean;
}

/** What a community page gives each of its slots. */
export interface CommunitySlotContext {
  readonly community: SlotCommunity;
  /** Admin View (true) or Member View (false, the default). */
  readonly adminView: boolean;
  /** The single post of a content-search link (spec 001 §2), else `undefined` for the whole feed. */
  readonly single: SinglePostLink | undefined;
}

/** A slot of a community page: an element, or a render function of the page's {@link CommunitySlotContext}. */
export type CommunitySlot = ReactNode | ((context: CommunitySlotContext) => ReactNode);

/** Renders a slot for `context`. */
export function renderSlot(slot: CommunitySlot, context: CommunitySlotContext): ReactNode {
  return typeof slot === 'function' ? slot(context) : slot;
}
