// Connections and follows lists (openapi/profiles.yaml getMemberProfileConnectionLists,
// getMemberProfileFollowStatusLists; spec 000 §2 /memberConnections and /follows, spec 002 §2-§3
// profileConnection, profileFollowing). Connections are the directory's slice (directory.ts keeps
// them and connect/disconnect changes them); who follows whom is this domain's slice, changed by
// saveMemberProfileFollow (ours).
import { personas } from '../../personas.ts';
import { bodyOf, compareText, fallbackImageUrl, indexOf, notFound, ok, param, pickSome, sameId, sliceOf, unprocessable } from '../helpers.ts';
import type { NetworkMember } from '../network-types.ts';
import type { OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import { connectionsOf } from './directory.ts';

/** `store.follows`: who each person follows, by follower id (lower case). */
export interface FollowsSlice {
  following: Record<string, string[]>;
}

/** People each persona follows at seed time (members follow up to 2). */
const PERSONA_FOLLOWS = 5;

const slice = (store: Store) => sliceOf<FollowsSlice>(store, 'follows');
const listed = (m: NetworkMember) => m.recordType === 'Member' || m.recordType === 'Spouse/Partner';

function seed(store: Store, rng: Rng): void {
  const index = indexOf(store);
  const members = index.network.members.filter(listed);
  const following: Record<string, string[]> = {};
  const follow = (follower: string, ids: readonly string[]) => {
    const own = follower.toLowerCase();
    const set = new Set(following[own] ?? []);
    for (const id of ids) if (id.toLowerCase() !== own) set.add(id);
    if (set.size > 0) following[own] = [...set].sort();
  };
  for (const m of members) follow(m.personId, pickSome(rng, members, rng.int(0, 2)).map((x) => x.personId));
  // Personas follow some of their connections and some others.
  for (const p of personas) {
    if (!index.members.get(p.personId.toLowerCase())) continue;
    const connected = [...connectionsOf(store, p.personId)];
    follow(p.personId, [...pickSome(rng, connected, 3), ...pickSome(rng, members, PERSONA_FOLLOWS - 3).map((x) => x.personId)]);
  }
  store.follows = { following } satisfies FollowsSlice;
}

/** The id of a person the sandbox knows (a member of any record type, or a persona without a member record), or 404. */
function personOf(store: Store, id: string): string {
  const known = indexOf(store).members.get(id.toLowerCase()) ?? personas.find((p) => p.personId.toLowerCase() === id.toLowerCase());
  if (!known) throw notFound('No person with this id.');
  return known.personId;
}

/** The contract's `PersonCard` of a member; isConnected says whether the caller is connected to them. */
export function cardOf(store: Store, member: NetworkMember, callerConnections: Set<string>) {
  return {
    id: member.personId,
    isConnected: callerConnections.has(member.personId.toLowerCase()),
    firstName: member.firstName,
    lastName: member.familyName,
    preferredName: member.preferredName || null,
    profileImageUrl: member.profileImageUrl || null,
    fallbackProfileImageUrl: fallbackImageUrl(),
    companyName: member.companyName || null,
    primaryChapterName: indexOf(store).communities.get(member.chapterId.toLowerCase())?.name ?? null,
  };
}

/** The members of a list of ids, by last then first name. */
function cards(store: Store, ids: Iterable<string>, callerId: string) {
  const members = indexOf(store).members;
  const callerConnections = connectionsOf(store, callerId);
  return [...ids]
    .map((id) => members.get(id.toLowerCase()))
    .filter((m): m is NetworkMember => !!m && listed(m))
    .sort((a, b) => compareText(a.familyName, b.familyName) || compareText(a.firstName, b.firstName) || compareText(a.personId, b.personId))
    .map((m) => cardOf(store, m, callerConnections));
}

const getMemberProfileConnectionLists: OperationHandler = (request, caller, store) => {
  const person = personOf(store, param(request, 'id'));
  return ok({ profileConnection: cards(store, connectionsOf(store, person), caller.personId) });
};

const getMemberProfileFollowStatusLists: OperationHandler = (request, caller, store) => {
  const person = personOf(store, param(request, 'id'));
  return ok({ profileFollowing: cards(store, slice(store).following[person.toLowerCase()] ?? [], caller.personId) });
};

// Ours (openapi/profiles.yaml): the caller follows the person or stops following them.
const saveMemberProfileFollow: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ followedPersonId: string; isFollowing: boolean }>(request);
  if (typeof body.followedPersonId !== 'string' || typeof body.isFollowing !== 'boolean') throw unprocessable('followedPersonId and isFollowing are required.');
  const person = personOf(store, body.followedPersonId);
  if (sameId(person, caller.personId)) throw unprocessable('A member cannot follow themselves.', { followedPersonId: ['is the caller'] });
  const following = slice(store).following;
  const own = caller.personId.toLowerCase();
  const set = new Set((following[own] ?? []).filter((id) => !sameId(id, person)));
  if (body.isFollowing) set.add(person);
  following[own] = [...set].sort();
  return ok({ followedPersonId: person, isFollowing: body.isFollowing });
};

/** The `connections` domain: a person's connections (the directory's slice) and follows (`store.follows`). */
export const connectionsDomain: SandboxDomain = {
  name: 'connections',
  seed,
  handlers: { getMemberProfileConnectionLists, getMemberProfileFollowStatusLists, saveMemberProfileFollow },
};
