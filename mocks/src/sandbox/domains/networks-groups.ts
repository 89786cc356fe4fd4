// Related communities of networks and the running of groups (openapi/communities.yaml; spec 001 §3,
// §4, §6): related communities listed, added, changed, reordered and removed by a network's admins;
// group create requests and their review, group configuration and its focus list, group admins
// (the last admin stays), member removal and member search. Join requests and invitations are in
// community-admin.ts; network page content, groups and their admin list in community-pages.ts.
import { FEATURE_MESSAGES } from '@ypo/headless/feature-messages';
import type { communities } from '@ypo/sdk';
import { actingPersona, compareText, forbidden, getNetwork, matchesTokens, newId, notFound, now, ok, param, rolesOf, searchTokens, seedNow, sliceOf, unprocessable } from '../helpers.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import type { NetworkCommunity } from '../network-types.ts';
import { GROUP_FOCUS, type CommunityPagesSlice } from './community-pages.ts';
import { addCommunity, addMembership, findCommunity, findMember, isCommunityAdmin, memberName, membersOfCommunity, membershipOf, membershipsOf, removeMembership, requireGroupRun } from './network.ts';

type Schemas = communities.components['schemas'];
type RelatedCommunity = Schemas['RelatedCommunity'];
type GroupApplication = Schemas['GroupApplication'];

/** A group create request: pending until a Group Super Administrator reviews it (spec 001 §4). */
export interface GroupRequestRecord extends GroupApplication {
  status: 'pending' | 'approved' | 'rejected';
  reviewedById?: string;
  comment?: string;
}

/** `store.networksGroups`. */
export interface NetworksGroupsSlice {
  /** Related communities by network id (spec 001 §3: id, title, url, order). */
  related: Record<string, RelatedCommunity[]>;
  groupRequests: GroupRequestRecord[];
}

/** Refusal of a change that would leave a group without an admin (spec 001 §6, last-admin check). */
export const LAST_ADMIN_TEXT = FEATURE_MESSAGES.lastGroupAdmin;
/** Member search answers at most this many members (spec 001 §9: type-ahead lists cut to 100). */
export const MEMBER_SEARCH_LIMIT = 100;
/** The group form's focus options; ids fixed so that a form sent twice names the same options. */
export const FOCUS_OPTIONS = GROUP_FOCUS.map((name, i) => ({ id: `d2000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, name }));
/** The seeded pending request (the contract's example): Amara Okafor asks for a Harbor City Sailing Group. */
export const SAILING_REQUEST_ID = 'd1000000-0000-4000-8000-000000000001';

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const slice = (store: Store) => sliceOf<NetworksGroupsSlice>(store, 'networksGroups');
const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const networkUrl = (communityId: string) => `https://connect.example/network/${communityId}`;

// --- seeding -------------------------------------------------------------------------------------

function seedNetworksGroups(store: Store, rng: Rng): void {
  const networks = getNetwork(store).communities.filter((c) => c.communityType === 'network');
  const related: NetworksGroupsSlice['related'] = {};
  let n = 0;
  networks.forEach((network, at) => {
    // Each network points at the next one or two (the Family Business Network at the Impact Investing Network first).
    const others = [1, 2].slice(0, rng.int(1, 2)).map((step) => networks[(at + step) % networks.length] as NetworkCommunity);
    related[network.communityId] = others.map((other, k) => ({
      id: `a4000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      title: other.name,
      url: networkUrl(other.communityId),
      order: k + 1,
    }));
  });
  const groupRequests: GroupRequestRecord[] = [
    {
      groupId: SAILING_REQUEST_ID,
      name: 'Harbor City Sailing Group',
      description: 'Members who sail the harbour together.',
      communityFocus: ['Wellbeing'],
      requestedBy: AMARA,
      requestedByName: memberName(store, AMARA) || 'Amara Okafor',
      requestedDate: stamp(seedNow(store) - 27 * 86_400_000),
      status: 'pending',
    },
  ];
  store.networksGroups = { related, groupRequests } satisfies NetworksGroupsSlice;
}

// --- related communities -------------------------------------------------------------------------

function requireCommunity(store: Store, communityId: string): NetworkCommunity {
  const community = findCommunity(store, communityId);
  if (!community) throw notFound('No community with this id.');
  return community;
}

/** spec 001 §6 "can edit related communities": the community's admins. */
function requireRelatedEditor(store: Store, caller: Caller, communityId: string): NetworkCommunity {
  const community = requireCommunity(store, communityId);
  if (!isCommunityAdmin(store, caller.personId, community.communityId)) throw forbidden('Only an admin of this community may change its related communities.');
  return community;
}

const sortedRelated = (list: readonly RelatedCommunity[]) => [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

function relatedOf(store: Store, communityId: string): RelatedCommunity[] {
  return (slice(store).related[communityId] ??= []);
}

function checkRelated(body: RelatedCommunity): void {
  if (body.title.trim() === '') throw unprocessable('Please enter the title.', { title: ['is required'] });
}

const listRelatedCommunities: OperationHandler = (request, _caller, store) => {
  const community = requireCommunity(store, param(request, 'id'));
  return ok(sortedRelated(relatedOf(store, community.communityId)));
};

const createRelatedCommunity: OperationHandler = (request, caller, store) => {
  const community = requireRelatedEditor(store, caller, param(request, 'id'));
  const body = request.body as RelatedCommunity;
  checkRelated(body);
  const list = relatedOf(store, community.communityId);
  const created: RelatedCommunity = { id: newId(), title: body.title.trim(), url: body.url, order: list.reduce((max, r) => Math.max(max, r.order ?? 0), 0) + 1 };
  list.push(created);
  return ok(created);
};

function requireRelated(store: Store, communityId: string, relatedId: string): RelatedCommunity {
  const item = relatedOf(store, communityId).find((r) => r.id === relatedId.toLowerCase());
  if (!item) throw notFound('No related community with this id in this community.');
  return item;
}

const updateRelatedCommunity: OperationHandler = (request, caller, store) => {
  const community = requireRelatedEditor(store, caller, param(request, 'id'));
  const item = requireRelated(store, community.communityId, param(request, 'relatedId'));
  const body = request.body as RelatedCommunity;
  checkRelated(body);
  item.title = body.title.trim();
  item.url = body.url;
  return ok(item);
};

const reorderRelatedCommunities: OperationHandler = (request, caller, store) => {
  const community = requireRelatedEditor(store, caller, param(request, 'id'));
  const entries = (request.body as { id: string; order: number }[]).map((entry) => ({ item: requireRelated(store, community.communityId, entry.id), order: entry.order }));
  for (const { item, order } of entries) item.order = order;
  return ok(sortedRelated(relatedOf(store, community.communityId)));
};

const deleteRelatedCommunity: OperationHandler = (request, caller, store) => {
  const community = requireRelatedEditor(store, caller, param(request, 'id'));
  const item = requireRelated(store, community.communityId, param(request, 'relatedId'));
  const state = slice(store);
  state.related[community.communityId] = relatedOf(store, community.communityId).filter((r) => r !== item);
  return ok({ success: true, message: 'Deleted.' });
};

// --- groups --------------------------------------------------------------------------------------

const isGroupSuperAdmin = (caller: Caller) => rolesOf(actingPersona(caller)).has('Group Super Admin');

/**
 * spec 001 §6 "can approve group requests": the Group Super Administrators, and the admins of a
 * network (its admin panels offer 'requested groups', spec 001 §2).
 */
const canApproveGroupRequests = (store: Store, caller: Caller) =>
  isGroupSuperAdmin(caller) || membershipsOf(store, caller.personId).some((m) => m.isAdmin && findCommunity(store, m.communityId)?.communityType === 'network');

/** spec 001 §6 canEditGroup: the admins of the group or network; for a group also the Group Super Administrators. */
function requireGroupEditor(store: Store, caller: Caller, groupId: string): NetworkCommunity {
  const group = requireGroupRun(store, groupId);
  if (!isCommunityAdmin(store, caller.personId, group.communityId) && !(group.communityType === 'group' && isGroupSuperAdmin(caller))) {
    throw forbidden(`Only an admin of this ${group.communityType} may change it.`);
  }
  return group;
}

const groupContents = (store: Store) => sliceOf<CommunityPagesSlice>(store, 'communityPages').groups;
const adminsOf = (store: Store, groupId: string) => membersOfCommunity(store, groupId).filter((m) => m.isAdmin);

function groupMember(store: Store, personId: string, isAdmin: boolean) {
  const member = findMember(store, personId);
  return {
    personId,
    firstName: member ? member.preferredName || member.firstName : 'Former',
    lastName: member?.familyName ?? 'Member',
    ...(member ? { profileImageUrl: member.profileImageUrl } : {}),
    isAdmin,
  };
}

/** Focus names from the form, each one of the focus list (422 otherwise). */
function checkForm(body: { name: string; description: string; communityFocus?: string[] }): string[] {
  if (body.name.trim() === '') throw unprocessable('Please enter the group name.', { name: ['is required'] });
  const focus = body.communityFocus ?? [];
  const unknown = focus.filter((name) => !GROUP_FOCUS.includes(name));
  if (unknown.length > 0) throw unprocessable('Unknown focus.', { communityFocus: unknown.map((name) => `'${name}' is not in the focus list`) });
  return [...new Set(focus)];
}

const getGroupFormFocusList: OperationHandler = () => ok(FOCUS_OPTIONS);

const createGroupRequest: OperationHandler = (request, caller, store) => {
  const body = request.body as { name: string; description: string; communityFocus?: string[] };
  const focus = checkForm(body);
  const member = findMember(store, caller.personId);
  if (!member || member.recordType !== 'Member') throw forbidden('This member does not meet the eligibility criteria.');
  const record: GroupRequestRecord = {
    groupId: newId(),
    name: body.name.trim(),
    description: body.description,
    communityFocus: focus,
    requestedBy: caller.personId,
    requestedByName: memberName(store, caller.personId),
    requestedDate: now(store),
    status: 'pending',
  };
  slice(store).groupRequests.push(record);
  return ok(applicationView(record));
};

function applicationView(record: GroupRequestRecord): GroupApplication {
  const { status: _status, reviewedById: _reviewer, comment: _comment, ...application } = record;
  return application;
}

const getGroupRequestsPendinList: OperationHandler = (_request, caller, store) => {
  const canApprove = canApproveGroupRequests(store, caller);
  // The approvers see every pending request; a member sees their own.
  const list = slice(store).groupRequests.filter((r) => r.status === 'pending' && (canApprove || r.requestedBy === caller.personId));
  return ok({ groupApplicationList: list.map(applicationView), canApprove });
};

const reviewGroupCreateRequest: OperationHandler = (request, caller, store) => {
  const body = request.body as { groupId: string; isApproved: boolean; comment?: string };
  if (!canApproveGroupRequests(store, caller)) throw forbidden('Only a Group Super Administrator or a network admin may review group requests.');
  const record = slice(store).groupRequests.find((r) => r.groupId === body.groupId.toLowerCase());
  if (!record) throw notFound('No group request with this id.');
  if (record.status !== 'pending') throw unprocessable('This group request has already been reviewed.', { groupId: ['is already reviewed'] });
  record.status = body.isApproved ? 'approved' : 'rejected';
  record.reviewedById = caller.personId;
  if (body.comment !== undefined) record.comment = body.comment;
  if (body.isApproved) {
    // The group opens with its requester as its admin.
    addCommunity(store, { communityId: record.groupId, name: record.name, communityType: 'group', salesforceId: '', health: 0, isActivityModerated: false });
    groupContents(store)[record.groupId] = { description: record.description ?? '', communityFocus: [...(record.communityFocus ?? [])] };
    if (record.requestedBy) addMembership(store, { personId: record.requestedBy, communityId: record.groupId, roles: ['Member'], isAdmin: true, isPrimary: false });
  }
  return ok({ success: true, message: body.isApproved ? 'Approved.' : 'Rejected.' });
};

const configureGroup: OperationHandler = (request, caller, store) => {
  const body = request.body as { groupId?: string; name: string; description: string; communityFocus?: string[] };
  if (!body.groupId) throw unprocessable('Name the group to configure.', { groupId: ['is required to configure a group'] });
  const group = requireGroupEditor(store, caller, body.groupId);
  const focus = checkForm(body);
  group.name = body.name.trim();
  const content = { description: body.description, communityFocus: focus };
  groupContents(store)[group.communityId] = content;
  return ok({ communityId: group.communityId, name: group.name, description: content.description, communityFocus: [...focus], canEditGroup: true });
};

const groupMemberSearch: OperationHandler = (request, caller, store) => {
  const group = requireGroupRun(store, param(request, 'id'), param(request, 'name'));
  if (!membershipOf(store, caller.personId, group.communityId) && !isGroupSuperAdmin(caller)) throw forbidden('You are not a member of this community.');
  const tokens = searchTokens(param(request, 'term'));
  const found = membersOfCommunity(store, group.communityId)
    .map((m) => ({ membership: m, member: findMember(store, m.personId) }))
    .filter(({ member }) => member && matchesTokens(tokens, [member.firstName, member.preferredName, member.familyName, member.email]))
    .map(({ membership }) => groupMember(store, membership.personId, membership.isAdmin))
    .sort((a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName));
  return ok(found.slice(0, MEMBER_SEARCH_LIMIT));
};

const isLastGroupAdmin: OperationHandler = (request, caller, store) => {
  const group = requireGroupRun(store, param(request, 'id'), param(request, 'name'));
  const admins = adminsOf(store, group.communityId);
  return ok(admins.length === 1 && admins[0]?.personId === caller.personId);
};

function requireGroupMembership(store: Store, groupId: string, memberId: string) {
  const membership = membershipOf(store, memberId.toLowerCase(), groupId);
  if (!membership) throw notFound('This person is not a member of this community.');
  return membership;
}

const setGroupAdmin: OperationHandler = (request, caller, store) => {
  const group = requireGroupEditor(store, caller, param(request, 'id'));
  const membership = requireGroupMembership(store, group.communityId, param(request, 'memberId'));
  const isAdmin = param(request, 'isAdmin') === 'true';
  if (!isAdmin && membership.isAdmin && adminsOf(store, group.communityId).length === 1) throw unprocessable(LAST_ADMIN_TEXT, { memberId: [LAST_ADMIN_TEXT] });
  membership.isAdmin = isAdmin;
  return ok({ success: true, message: 'Saved.' });
};

const removeGroupMember: OperationHandler = (request, caller, store) => {
  const group = requireGroupEditor(store, caller, param(request, 'id'));
  const membership = requireGroupMembership(store, group.communityId, param(request, 'memberId'));
  if (membership.isAdmin && adminsOf(store, group.communityId).length === 1) throw unprocessable(LAST_ADMIN_TEXT, { memberId: [LAST_ADMIN_TEXT] });
  removeMembership(store, membership.personId, group.communityId);
  return ok({ success: true, message: 'Removed.' });
};

/** The `networks-groups` domain: related communities, group create requests, configuration, admins and members. */
export const networksGroupsDomain: SandboxDomain = {
  name: 'networks-groups',
  seed: seedNetworksGroups,
  handlers: {
    listRelatedCommunities,
    createRelatedCommunity,
    updateRelatedCommunity,
    reorderRelatedCommunities,
    deleteRelatedCommunity,
    getGroupFormFocusList,
    createGroupRequest,
    getGroupRequestsPendinList,
    reviewGroupCreateRequest,
    configureGroup,
    groupMemberSearch,
    isLastGroupAdmin,
    setGroupAdmin,
    removeGroupMember,
  },
};
