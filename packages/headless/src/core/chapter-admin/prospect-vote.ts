import type { communities } from '@ypo/sdk';

// spec 001 §3: a prospect vote carries upCount, downCount and userHasVoted (1 up, 0 down, -1 none);
// §4: a vote moves the counts between up and down, applied optimistically and reverted on failure.

type Schemas = communities.components['schemas'];
/** A row of the prospect voting list (spec 001 §3). */
export type ProspectPollItem = Schemas['ProspectPollItem'];
/** The answer of a vote: the vote and the new counts. */
export type ProspectVoteAnswer = Schemas['ProspectVote'];
/** The member's own vote: 1 up, 0 down, -1 none. */
export type UserVote = Schemas['UserVote'];
/** A vote the member casts: 1 up, 0 down. */
export type ProspectVoteValue = ProspectVoteAnswer['vote'];

/** The three values of userHasVoted (spec 001 §3). */
export const USER_VOTE = { up: 1, down: 0, none: -1 } as const satisfies Record<string, UserVote>;

type Counts = Pick<ProspectPollItem, 'upCount' | 'downCount' | 'userHasVoted'>;

/**
 * The counts after the member votes (the optimistic state): the member's earlier vote leaves its count,
 * the new one joins its count; voting the same way again changes nothing.
 */
export function applyProspectVote<T extends Counts>(item: T, vote: ProspectVoteValue): T {
  if (item.userHasVoted === vote) return item;
  const upCount = Math.max(0, item.upCount + (vote === USER_VOTE.up ? 1 : 0) - (item.userHasVoted === USER_VOTE.up ? 1 : 0));
  const downCount = Math.max(0, item.downCount + (vote === USER_VOTE.down ? 1 : 0) - (item.userHasVoted === USER_VOTE.down ? 1 : 0));
  return { ...item, upCount, downCount, userHasVoted: vote };
}

/** The voting list with one prospect's vote applied (optimistic); other rows stay as they are. */
export function withProspectVote<T extends Counts & Pick<ProspectPollItem, 'prospectId'>>(list: readonly T[], prospectId: string, vote: ProspectVoteValue): T[] {
  const id = prospectId.toLowerCase();
  return list.map((item) => (item.prospectId.toLowerCase() === id ? applyProspectVote(item, vote) : item));
}

/** The voting list with the server's answer to a vote in place of the optimistic counts. */
export function withVoteAnswer<T extends Counts & Pick<ProspectPollItem, 'prospectId'>>(list: readonly T[], answer: ProspectVoteAnswer): T[] {
  const id = answer.prospectId.toLowerCase();
  return list.map((item) =>
    item.prospectId.toLowerCase() === id ? { ...item, upCount: answer.upCount, downCount: answer.downCount, userHasVoted: answer.userHasVoted } : item,
  );
}

