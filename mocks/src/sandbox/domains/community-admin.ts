// Community administration (openapi/communities.yaml; spec 001 §3, §4, §5, §7): prospect votes, join
// requests and their review, invitations, files and folders of a community.
import { personas } from '../../personas.ts';
import { EMPTY_GUID, forbidden, getNetwork, newId, notFound, now, ok, seedNow, sliceOf, unprocessable } from '../helpers.ts';
import { chance, sample } from '../rng.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import type { NetworkCommunity } from '../network-types.ts';
import { isUploadedFile } from '../validate.ts';
import { communityPageUrl, notifyPerson } from './directory.ts';
import { MAX_UPLOAD_BLOCK_BYTES } from './uploads.ts';
import { zipStored } from './xlsx.ts';
import {
  addMembership,
  findCommunity,
  findMember,
  isCommunityAdmin,
  memberName,
  membersOfCommunity,
  membershipOf,
  removeMembership,
  requireMembership,
} from './network.ts';

/** Files and media types a community accepts (spec 001 §5). */
export const ALLOWED_FILE_TYPES = [
  'mp3', 'mp4', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'pps', 'ppsx', 'ppt', 'pptx', 'rtf', 'txt', 'vsd', 'wbp', 'xps', 'xlt',
  'bmp', 'gif', 'jpeg', 'jpg', 'png',
];
/** Longest file or folder name (spec 001 §5). */
export const MAX_FILE_NAME = 40;
/** Community kinds a member joins from the app, and those where an admin approves the request first. */
export const JOINABLE_KINDS = ['network', 'group', 'champion'];
export const APPROVAL_KINDS = ['network', 'group'];

/** A prospect's votes in their chapter. */
export interface ProspectVotes {
  prospectId: string;
  chapterId: string;
  upVoterIds: string[];
  downVoterIds: string[];
}

/** A request to join a community. */
export interface JoinRequestRecord {
  id: string;
  communityId: string;
  personId: string;
  requestedDate: string;
  status: 'pending' | 'approved' | 'rejected';
  reviewedById?: string;
}

/** A file or folder of a community's files and media. */
export interface FileItem {
  id: string;
  parentId: string;
  communityId: string;
  name: string;
  isFolder: boolean;
  /** Lower-case extension, or 'folder'. */
  fileSubType: string;
  fileSize: number;
  order: number;
  fixed: boolean;
  createdDate: string;
  lastModifiedDateTime: string;
  updatedById: string;
}

/** A file arriving in blocks (upload-files with uploadId, blockIndex, blockCount): listed once complete. */
export interface PendingBlocks {
  uploadId: string;
  communityId: string;
  parentId: string;
  name: string;
  blockCount: number;
  /** Bytes per received block index. */
  received: Record<number, number>;
  uploaderId: string;
}

/** `store.communityAdmin`. */
export interface CommunityAdminState {
  prospects: ProspectVotes[];
  joinRequests: JoinRequestRecord[];
  files: FileItem[];
  /** By uploadId. */
  pendingBlocks?: Record<string, PendingBlocks>;
}

/** The community-admin slice of a store. */
export function getCommunityAdmin(store: Store): CommunityAdminState {
  return sliceOf<CommunityAdminState>(store, 'communityAdmin');
}

// --- seeding -------------------------------------------------------------------------------------

const FOLDERS = ['Board documents', 'Meeting minutes', 'Photos', 'Forum resources', 'Event materials'];
const FILES = [
  ['Annual plan 2026.docx', 38_400],
  ['Budget 2026.xlsx', 52_120],
  ['Welcome pack.pdf', 1_204_330],
  ['Retreat photo.jpg', 2_310_004],
  ['Speaker slides.pptx', 4_502_777],
  ['Minutes October.pdf', 120_400],
  ['Member survey.csv', 8_201],
  ['Podcast episode.mp3', 18_440_220],
] as const;

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const INGRID = '7b000000-0000-4000-8000-000000000001';

const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const extension = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

function seedCommunityAdmin(store: Store, rng: Rng): void {
  const network = getNetwork(store);

  const prospects: ProspectVotes[] = [];
  for (const member of network.members) {
    if (member.recordType !== 'Prospect' || member.chapterId === EMPTY_GUID) continue;
    // Personas start without votes, so that each one's first vote is theirs to cast.
    const voters = membersOfCommunity(store, member.chapterId)
      .filter((m) => m.roles.includes('Member') && !personas.some((p) => p.personId === m.personId))
      .map((m) => m.personId);
    const picked = sample(rng, voters, rng.int(0, 12));
    const split = rng.int(0, picked.length);
    prospects.push({ prospectId: member.personId, chapterId: member.chapterId, upVoterIds: picked.slice(0, split), downVoterIds: picked.slice(split) });
  }
  // Ingrid Solberg (persona, no chapter of her own) is in Harbor City's prospect pipeline (chapter-admin
  // domain, docs/contracts.md), so she is on its voting list too; her first votes are fixed rather than
  // drawn, so the draws of everything seeded after stay as they were.
  const harborVoters = membersOfCommunity(store, HARBOR_CITY)
    .filter((m) => m.roles.includes('Member') && !personas.some((p) => p.personId === m.personId))
    .map((m) => m.personId);
  prospects.push({ prospectId: INGRID, chapterId: HARBOR_CITY, upVoterIds: harborVoters.slice(0, 3), downVoterIds: harborVoters.slice(3, 4) });

  const joinRequests: JoinRequestRecord[] = [];
  let requestIndex = 0;
  for (const community of network.communities.filter((c) => APPROVAL_KINDS.includes(c.communityType))) {
    const inside = new Set(membersOfCommunity(store, community.communityId).map((m) => m.personId));
    const candidates = network.members.filter((m) => m.recordType === 'Member' && !inside.has(m.personId) && !personas.some((p) => p.personId === m.personId));
    for (const person of sample(rng, candidates, rng.int(2, 4))) {
      requestIndex++;
      joinRequests.push({
        id: rng.guid('join-request', requestIndex),
        communityId: community.communityId,
        personId: person.personId,
        requestedDate: stamp(seedNow(store) - rng.int(1, 30) * 86_400_000),
        status: 'pending',
      });
    }
  }

  const files: FileItem[] = [];
  let fileIndex = 0;
  const harborCity = HARBOR_CITY;
  const admins = (communityId: string) => membersOfCommunity(store, communityId).filter((m) => m.isAdmin).map((m) => m.personId);
  for (const community of network.communities.filter((c) => ['chapter', 'network', 'forum', 'group', 'champion', 'region'].includes(c.communityType))) {
    const editors = admins(community.communityId);
    const editor = editors[0] ?? membersOfCommunity(store, community.communityId)[0]?.personId ?? EMPTY_GUID;
    const isHarbor = community.communityId === harborCity;
    let order = 0;
    const add = (fields: Omit<FileItem, 'order' | 'fixed' | 'createdDate' | 'lastModifiedDateTime' | 'updatedById' | 'fileSubType'>) => {
      const created = seedNow(store) - rng.int(30, 300) * 86_400_000;
      const item: FileItem = {
        ...fields,
        fileSubType: fields.isFolder ? 'folder' : extension(fields.name),
        order: ++order,
        fixed: false,
        createdDate: stamp(created),
        lastModifiedDateTime: stamp(created + rng.int(0, 20) * 86_400_000),
        updatedById: isHarbor ? '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002' : editor,
      };
      files.push(item);
      return item;
    };
    if (isHarbor) {
      // docs/contracts.md: "Chapter bylaws.pdf" in Harbor City Chapter, in the Board documents folder's neighbourhood.
      const board = add({ id: 'f0000000-0000-4000-8000-000000000002', parentId: EMPTY_GUID, communityId: harborCity, name: 'Board documents', isFolder: true, fileSize: 0 });
      add({ id: 'f0000000-0000-4000-8000-000000000001', parentId: EMPTY_GUID, communityId: harborCity, name: 'Chapter bylaws.pdf', isFolder: false, fileSize: 482_133 });
      add({ id: rng.guid('file', ++fileIndex), parentId: board.id, communityId: harborCity, name: 'Board charter.pdf', isFolder: false, fileSize: 210_344 });
    }
    const folderCount = community.communityType === 'forum' ? 1 : rng.int(2, 3);
    for (const folderName of sample(rng, FOLDERS, folderCount)) {
      if (files.some((f) => f.communityId === community.communityId && f.parentId === EMPTY_GUID && f.name === folderName)) continue;
      const folder = add({ id: rng.guid('file', ++fileIndex), parentId: EMPTY_GUID, communityId: community.communityId, name: folderName, isFolder: true, fileSize: 0 });
      for (const [name, size] of sample(rng, FILES, rng.int(1, 4))) {
        add({ id: rng.guid('file', ++fileIndex), parentId: folder.id, communityId: community.communityId, name, isFolder: false, fileSize: size });
      }
    }
    for (const [name, size] of sample(rng, FILES, rng.int(0, 2))) {
      if (files.some((f) => f.communityId === community.communityId && f.parentId === EMPTY_GUID && f.name === name)) continue;
      add({ id: rng.guid('file', ++fileIndex), parentId: EMPTY_GUID, communityId: community.communityId, name, isFolder: false, fileSize: size });
    }
    const last = files[files.length - 1];
    if (last && chance(rng, 0.2)) last.fixed = true;
  }

  store.communityAdmin = { prospects, joinRequests, files } satisfies CommunityAdminState;
}

// --- prospects -----------------------------------------------------------------------------------

function prospectView(store: Store, votes: ProspectVotes, personId: string) {
  const member = findMember(store, votes.prospectId);
  return {
    prospectId: votes.prospectId,
    firstName: member?.firstName ?? '',
    lastName: member?.familyName ?? '',
    ...(member ? { primaryEmail: member.email } : {}),
    upCount: votes.upVoterIds.length,
    downCount: votes.downVoterIds.length,
    userHasVoted: votes.upVoterIds.includes(personId) ? 1 : votes.downVoterIds.includes(personId) ? 0 : -1,
  };
}

const getCommunityProspects: OperationHandler = (request, caller, store) => {
  const { community } = requireMembership(store, caller, request.params.id ?? '');
  const list = getCommunityAdmin(store)
    .prospects.filter((p) => p.chapterId === community.communityId)
    .map((p) => prospectView(store, p, caller.personId))
    // spec 001 §9: prospects by name, ascending.
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return ok(list);
};

const createProspectVote: OperationHandler = (request, caller, store) => {
  const { community, membership } = requireMembership(store, caller, request.params.communityId ?? '');
  if (!membership.roles.includes('Member')) throw forbidden('Only members of the chapter may vote on prospects.');
  const prospectId = (request.params.prospectId ?? '').toLowerCase();
  const votes = getCommunityAdmin(store).prospects.find((p) => p.prospectId === prospectId && p.chapterId === community.communityId);
  if (!votes) throw notFound('No prospect with this id in this chapter.');
  const vote = Number(request.params.vote) === 1 ? 1 : 0;
  // spec 001 §4: a vote moves the counts between up and down.
  votes.upVoterIds = votes.upVoterIds.filter((id) => id !== caller.personId);
  votes.downVoterIds = votes.downVoterIds.filter((id) => id !== caller.personId);
  (vote === 1 ? votes.upVoterIds : votes.downVoterIds).push(caller.personId);
  const view = prospectView(store, votes, caller.personId);
  return ok({ prospectId: view.prospectId, vote, upCount: view.upCount, downCount: view.downCount, userHasVoted: view.userHasVoted });
};

// --- join requests -------------------------------------------------------------------------------

function joinRequestView(store: Store, request: JoinRequestRecord) {
  const member = findMember(store, request.personId);
  return {
    id: request.id,
    communityId: request.communityId,
    personId: request.personId,
    firstName: member?.firstName ?? '',
    lastName: member?.familyName ?? '',
    ...(member ? { profileImageUrl: member.profileImageUrl } : {}),
    requestedDate: request.requestedDate,
    approvalInProgress: request.status === 'pending',
  };
}

function requireCommunity(store: Store, communityId: string): NetworkCommunity {
  const community = findCommunity(store, communityId);
  if (!community) throw notFound('No community with this id.');
  return community;
}

const joinCommunity: OperationHandler = (request, caller, store) => {
  const community = requireCommunity(store, (request.body as { CommunityId: string }).CommunityId);
  const state = getCommunityAdmin(store);
  if (membershipOf(store, caller.personId, community.communityId)) return ok({ communityId: community.communityId, approvalInProgress: false });
  if (!JOINABLE_KINDS.includes(community.communityType)) throw forbidden(`A ${community.communityType} cannot be joined from the app.`);
  const member = findMember(store, caller.personId);
  if (!member || member.recordType !== 'Member') throw forbidden('This member does not meet the eligibility criteria.');
  const pending = state.joinRequests.find((r) => r.communityId === community.communityId && r.personId === caller.personId && r.status === 'pending');
  if (pending) return ok({ communityId: community.communityId, approvalInProgress: true });
  if (APPROVAL_KINDS.includes(community.communityType)) {
    // spec 001 §4: the request is pending until an admin reviews it.
    state.joinRequests.push({ id: newId(), communityId: community.communityId, personId: caller.personId, requestedDate: now(store), status: 'pending' });
    return ok({ communityId: community.communityId, approvalInProgress: true });
  }
  addMembership(store, { personId: caller.personId, communityId: community.communityId, roles: ['Member'], isAdmin: false, isPrimary: false });
  return ok({ communityId: community.communityId, approvalInProgress: false });
};

const resignCommunity: OperationHandler = (request, caller, store) => {
  const community = requireCommunity(store, (request.body as { CommunityId: string }).CommunityId);
  const state = getCommunityAdmin(store);
  const pending = state.joinRequests.filter((r) => r.communityId === community.communityId && r.personId === caller.personId && r.status === 'pending');
  const membership = membershipOf(store, caller.personId, community.communityId);
  if (!membership && pending.length === 0) throw notFound('You are not a member of this community.');
  if (membership && !JOINABLE_KINDS.includes(community.communityType)) throw forbidden(`A ${community.communityType} cannot be left from the app.`);
  state.joinRequests = state.joinRequests.filter((r) => !pending.includes(r));
  if (membership) removeMembership(store, caller.personId, community.communityId);
  return ok({ communityId: community.communityId, approvalInProgress: false });
};

const getPendingJoinRequest: OperationHandler = (_request, caller, store) => {
  // The caller's own pending requests, and the ones waiting for the caller's review.
  const list = getCommunityAdmin(store).joinRequests.filter(
    (r) => r.status === 'pending' && (r.personId === caller.personId || isCommunityAdmin(store, caller.personId, r.communityId)),
  );
  return ok(list.map((r) => joinRequestView(store, r)));
};

const getJoinRequests: OperationHandler = (request, caller, store) => {
  const { community } = requireMembership(store, caller, request.params.id ?? '');
  if (!isCommunityAdmin(store, caller.personId, community.communityId)) throw forbidden('Only an admin of this community may see its join requests.');
  const list = getCommunityAdmin(store).joinRequests.filter((r) => r.communityId === community.communityId && r.status === 'pending');
  return ok(list.map((r) => joinRequestView(store, r)));
};

const reviewJoinRequest: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; requestId: string; isApproved: boolean };
  const { community } = requireMembership(store, caller, body.communityId);
  if (!isCommunityAdmin(store, caller.personId, community.communityId)) throw forbidden('Only an admin of this community may review join requests.');
  const joinRequest = getCommunityAdmin(store).joinRequests.find((r) => r.id === body.requestId.toLowerCase() && r.communityId === community.communityId);
  if (!joinRequest) throw notFound('No join request with this id in this community.');
  if (joinRequest.status !== 'pending') throw unprocessable('This join request has already been reviewed.', { requestId: ['is already reviewed'] });
  joinRequest.status = body.isApproved ? 'approved' : 'rejected';
  joinRequest.reviewedById = caller.personId;
  if (body.isApproved) {
    addMembership(store, { personId: joinRequest.personId, communityId: community.communityId, roles: ['Member'], isAdmin: false, isPrimary: false });
    notifyPerson(store, joinRequest.personId, caller.personId, {
      title: 'Join request approved',
      body: `Your request to join ${community.name} was approved.`,
      url: communityPageUrl(store, community.communityId),
    });
  }
  return ok({ success: true, message: body.isApproved ? 'Approved' : 'Rejected' });
};

const inviteToCommunity: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; personIds?: string[]; emails?: string[] };
  const { community } = requireMembership(store, caller, body.communityId);
  if (!isCommunityAdmin(store, caller.personId, community.communityId)) throw forbidden('Only an admin of this community may invite members.');
  const network = getNetwork(store);
  const byEmail = (body.emails ?? []).map((email) => ({ email, member: network.members.find((m) => m.email.toLowerCase() === email.toLowerCase()) }));
  // spec 001 §5: bulk-invite emails must belong to profiles; each one that does not is named (422, nothing stored).
  const unknown = byEmail.filter((entry) => !entry.member);
  if (unknown.length > 0) throw unprocessable('Error while Inviting', Object.fromEntries(unknown.map((entry) => [entry.email, ['does not belong to a member profile']])));
  const invitees = [...(body.personIds ?? []).map((id) => findMember(store, id)), ...byEmail.map((entry) => entry.member)];
  if (invitees.length === 0) throw unprocessable('Error while Inviting', { personIds: ['name at least one member or email'] });
  const eligible = invitees.filter((m) => m && m.recordType === 'Member');
  for (const member of eligible) {
    if (member) addMembership(store, { personId: member.personId, communityId: community.communityId, roles: ['Member'], isAdmin: false, isPrimary: false });
  }
  // spec 001 §8 texts.
  if (eligible.length === invitees.length) return ok({ success: true, message: 'Invited' });
  if (eligible.length === 0) {
    return ok({ success: false, message: invitees.length === 1 ? 'This member does not meet the eligibility criteria.' : 'Some of the members do not meet the eligibility criteria.' });
  }
  return ok({ success: true, message: 'Some of the members do not meet the eligibility criteria.' });
};

// --- files and media -----------------------------------------------------------------------------

function fileView(store: Store, files: readonly FileItem[], item: FileItem) {
  const editor = findMember(store, item.updatedById);
  return {
    id: item.id,
    parentId: item.parentId,
    communityId: item.communityId,
    name: item.name,
    fileSubType: item.fileSubType,
    fileSize: item.fileSize,
    fileCount: item.isFolder ? files.filter((f) => f.parentId === item.id).length : 0,
    order: item.order,
    fixed: item.fixed,
    isFolder: item.isFolder,
    createdDate: item.createdDate,
    lastModifiedDateTime: item.lastModifiedDateTime,
    ...(editor ? { profileImageUrl: editor.profileImageUrl } : {}),
    updatedUser: editor ? memberName(store, editor.personId) : '',
  };
}

function listFolder(store: Store, caller: Caller, communityId: string, parentId: string, pageNumber: number, size: number) {
  const { community } = requireMembership(store, caller, communityId);
  const files = getCommunityAdmin(store).files;
  if (parentId !== EMPTY_GUID && !files.some((f) => f.id === parentId && f.isFolder && f.communityId === community.communityId)) {
    throw notFound('No folder with this id in this community.');
  }
  // Folders first, then by order (folder row modes: reorder, spec 001 §4).
  const items = files
    .filter((f) => f.communityId === community.communityId && f.parentId === parentId)
    .sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || a.order - b.order);
  const isAdmin = isCommunityAdmin(store, caller.personId, community.communityId);
  // page is 0-based (the contract's minimum is 0).
  return ok({
    filesAndMediaList: items.slice(pageNumber * size, pageNumber * size + size).map((item) => fileView(store, files, item)),
    count: items.length,
    canReOrder: isAdmin,
    canView: true,
  });
}

function requireFilesAdmin(store: Store, caller: Caller, communityId: string): NetworkCommunity {
  const { community } = requireMembership(store, caller, communityId);
  if (!isCommunityAdmin(store, caller.personId, community.communityId)) throw forbidden('Only an admin of this community may change its files and media.');
  return community;
}

function requireItem(store: Store, communityId: string, id: string): FileItem {
  const item = getCommunityAdmin(store).files.find((f) => f.id === id.toLowerCase() && f.communityId === communityId);
  if (!item) throw notFound('No file or folder with this id in this community.');
  return item;
}

function checkName(store: Store, communityId: string, parentId: string, name: string, isFolder: boolean, exceptId?: string): void {
  if (name.trim() === '') throw unprocessable('Please Enter Folder Name', { name: ['Please Enter Folder Name'] });
  if (name.length > MAX_FILE_NAME) throw unprocessable('Maximum filename length is 40 characters', { name: ['Maximum filename length is 40 characters'] });
  if (!isFolder && !ALLOWED_FILE_TYPES.includes(extension(name))) throw unprocessable('File type not supported', { name: ['File type not supported'] });
  const clash = getCommunityAdmin(store).files.some(
    (f) => f.communityId === communityId && f.parentId === parentId && f.id !== exceptId && f.name.toLowerCase() === name.toLowerCase(),
  );
  if (clash) {
    const text = isFolder ? 'Directory already exists' : 'A file with this name already exists';
    throw unprocessable(text, { name: [text] });
  }
}

const createFilesAndMediaDirectory: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; parentId: string; name: string };
  const community = requireFilesAdmin(store, caller, body.communityId);
  const parentId = body.parentId.toLowerCase();
  if (parentId !== EMPTY_GUID) {
    const parent = requireItem(store, community.communityId, parentId);
    if (!parent.isFolder) throw unprocessable('The parent is not a folder.', { parentId: ['must be a folder'] });
  }
  checkName(store, community.communityId, parentId, body.name, true);
  const state = getCommunityAdmin(store);
  const created = now(store);
  const siblings = state.files.filter((f) => f.communityId === community.communityId && f.parentId === parentId);
  const folder: FileItem = {
    id: newId(),
    parentId,
    communityId: community.communityId,
    name: body.name,
    isFolder: true,
    fileSubType: 'folder',
    fileSize: 0,
    order: siblings.reduce((max, f) => Math.max(max, f.order), 0) + 1,
    fixed: false,
    createdDate: created,
    lastModifiedDateTime: created,
    updatedById: caller.personId,
  };
  state.files.push(folder);
  return ok(fileView(store, state.files, folder));
};

const renameFilesAndMedia: OperationHandler = (request, caller, store) => {
  const body = request.body as { id: string; communityId: string; name: string; isFolder: boolean };
  const community = requireFilesAdmin(store, caller, body.communityId);
  const item = requireItem(store, community.communityId, body.id);
  checkName(store, community.communityId, item.parentId, body.name, item.isFolder, item.id);
  item.name = body.name;
  if (!item.isFolder) item.fileSubType = extension(body.name);
  item.lastModifiedDateTime = now(store);
  item.updatedById = caller.personId;
  return ok(fileView(store, getCommunityAdmin(store).files, item));
};

const deleteFilesAndMediaStorage: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; items: { id: string }[] };
  const community = requireFilesAdmin(store, caller, body.communityId);
  const roots = body.items.map((ref) => requireItem(store, community.communityId, ref.id));
  const state = getCommunityAdmin(store);
  const doomed = new Set<string>();
  const collect = (id: string) => {
    doomed.add(id);
    for (const child of state.files.filter((f) => f.parentId === id)) collect(child.id);
  };
  for (const root of roots) collect(root.id);
  state.files = state.files.filter((f) => !doomed.has(f.id));
  return ok({ success: true, message: `Deleted ${doomed.size} item(s).` });
};

const reorderFilesAndMedia: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; parentId: string; items: { id: string; order: number }[] };
  const community = requireFilesAdmin(store, caller, body.communityId);
  const items = body.items.map((entry) => ({ item: requireItem(store, community.communityId, entry.id), order: entry.order }));
  for (const { item, order } of items) item.order = order;
  return ok({ success: true });
};

const IMAGE_EXTENSIONS = ['bmp', 'gif', 'jpeg', 'jpg', 'png'];

function addFile(store: Store, caller: Caller, communityId: string, parentId: string, name: string, size: number): FileItem {
  const state = getCommunityAdmin(store);
  const order = state.files.filter((f) => f.communityId === communityId && f.parentId === parentId).reduce((max, f) => Math.max(max, f.order), 0) + 1;
  const created = now(store);
  const item: FileItem = {
    id: newId(),
    parentId,
    communityId,
    name,
    isFolder: false,
    fileSubType: extension(name),
    fileSize: size,
    order,
    fixed: false,
    createdDate: created,
    lastModifiedDateTime: created,
    updatedById: caller.personId,
  };
  state.files.push(item);
  return item;
}

// One block of a file sent in blocks (spec 001 §7, §9: 10 MB blocks, 4 in parallel, so in any order;
// a retried block is counted once). The file is listed when its last missing block arrives.
function receiveBlock(store: Store, caller: Caller, communityId: string, parentId: string, body: Record<string, unknown>, upload: { name: string; size: number }) {
  const uploadId = String(body.uploadId).toLowerCase();
  const blockIndex = Number(body.blockIndex);
  const blockCount = Number(body.blockCount);
  if (!(blockIndex < blockCount)) throw unprocessable('Error While Uploading', { blockIndex: [`must be below blockCount (${blockCount})`] });
  const state = getCommunityAdmin(store);
  const pending = (state.pendingBlocks ??= {});
  let entry = pending[uploadId];
  if (!entry) {
    checkName(store, communityId, parentId, upload.name, false);
    entry = { uploadId, communityId, parentId, name: upload.name, blockCount, received: {}, uploaderId: caller.personId };
    pending[uploadId] = entry;
  } else if (entry.uploaderId !== caller.personId || entry.communityId !== communityId || entry.parentId !== parentId || entry.name !== upload.name || entry.blockCount !== blockCount) {
    throw unprocessable('Error While Uploading', { uploadId: ['belongs to another file'] });
  }
  entry.received[blockIndex] = upload.size;
  const sizes = Object.values(entry.received);
  if (sizes.length === entry.blockCount) {
    delete pending[uploadId];
    // Another upload may have taken the name while the blocks were arriving.
    checkName(store, communityId, parentId, upload.name, false);
    addFile(store, caller, communityId, parentId, upload.name, sizes.reduce((sum, size) => sum + size, 0));
  }
  return { pendingBlobStoragePath: `pending/${communityId}/${uploadId}/${upload.name}`, name: upload.name };
}

const uploadCommunityFiles: OperationHandler = (request, caller, store) => {
  const body = request.body as Record<string, unknown> & { CommunityId: string; parentId?: string };
  const community = requireFilesAdmin(store, caller, body.CommunityId);
  const parentId = (body.parentId ?? EMPTY_GUID).toLowerCase();
  if (parentId !== EMPTY_GUID && !requireItem(store, community.communityId, parentId).isFolder) {
    throw unprocessable('The parent is not a folder.', { parentId: ['must be a folder'] });
  }
  // The file parts file0, file1, ...; a text part under such a name is no file.
  const uploads = Object.entries(body)
    .filter(([name]) => /^file\d+$/.test(name))
    .flatMap(([, value]) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .filter(isUploadedFile);
  // Images come whole; any other file in blocks of at most 10 MB.
  for (const upload of uploads) {
    if (!IMAGE_EXTENSIONS.includes(extension(upload.name)) && upload.size > MAX_UPLOAD_BLOCK_BYTES) {
      throw unprocessable('Error While Uploading', { [upload.name]: ['is a block larger than 10 MB (10485760 bytes)'] });
    }
  }
  if (body.uploadId !== undefined) {
    const [upload, ...others] = uploads;
    if (!upload || others.length > 0) throw unprocessable('Error While Uploading', { file0: ['a block carries exactly one file'] });
    return ok([receiveBlock(store, caller, community.communityId, parentId, body, upload)]);
  }
  // Check every file before storing any (nothing stored on a refused upload).
  const names = new Set<string>();
  for (const upload of uploads) {
    checkName(store, community.communityId, parentId, upload.name, false);
    if (names.has(upload.name.toLowerCase())) throw unprocessable('A file with this name already exists', { [upload.name]: ['is uploaded twice'] });
    names.add(upload.name.toLowerCase());
  }
  const answer = uploads.map((upload) => {
    const item = addFile(store, caller, community.communityId, parentId, upload.name, upload.size);
    return { pendingBlobStoragePath: `pending/${community.communityId}/${item.id}/${upload.name}`, name: upload.name };
  });
  return ok(answer);
};

/** The sandbox's stand-in content of a file (the bytes of uploads are not kept). */
function contentOf(item: FileItem): Uint8Array {
  return new TextEncoder().encode(`Sandbox copy of ${item.name} (${item.fileSize} bytes in the fictional network)\n`);
}

const downloadCommunityFile: OperationHandler = (request, caller, store) => {
  const item = getCommunityAdmin(store).files.find((f) => f.id === (request.params.id ?? '').toLowerCase());
  if (!item || item.isFolder) throw notFound('No file with this id.');
  requireMembership(store, caller, item.communityId);
  const content = Buffer.from(contentOf(item)).toString('base64');
  return ok({ fileName: item.name, fileType: item.fileSubType, base64: content, communityId: item.communityId, parentId: item.parentId });
};

/** Folder names that are no safe zip path segment lose the offending characters. */
const zipSegment = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '-').replace(/^\.+/, '') || 'item';

// spec 001 §7: binary; a zip for folders (and for several items). spec 001 §8: a folder download that
// answers 404 shows the server's message; the sandbox answers 404 for a folder with no file in it.
const downloadFilesAndMedia: OperationHandler = (request, caller, store) => {
  const body = request.body as { communityId: string; items: { id: string; isFolder: boolean }[] };
  const { community } = requireMembership(store, caller, body.communityId);
  const roots = body.items.map((ref) => requireItem(store, community.communityId, ref.id));
  const files = getCommunityAdmin(store).files;
  const [single] = roots;
  if (roots.length === 1 && single && !single.isFolder) {
    return { status: 200, binary: { data: contentOf(single), contentType: 'application/octet-stream', fileName: single.name } };
  }
  const entries: { name: string; data: Uint8Array }[] = [];
  const collect = (item: FileItem, path: string) => {
    if (!item.isFolder) return void entries.push({ name: path, data: contentOf(item) });
    for (const child of files.filter((f) => f.parentId === item.id).sort((a, b) => a.order - b.order)) collect(child, `${path}/${zipSegment(child.name)}`);
  };
  for (const root of roots) collect(root, zipSegment(root.name));
  if (entries.length === 0) throw notFound('This folder has no files to download.');
  const fileName = roots.length === 1 && single ? `${single.name}.zip` : `${community.name}.zip`;
  return { status: 200, binary: { data: zipStored(entries), contentType: 'application/zip', fileName } };
};

/** The `community-admin` domain: prospect votes, join requests, invitations, files and media. */
export const communityAdminDomain: SandboxDomain = {
  name: 'community-admin',
  seed: seedCommunityAdmin,
  handlers: {
    getCommunityProspects,
    createProspectVote,
    joinCommunity,
    resignCommunity,
    getPendingJoinRequest,
    getJoinRequests,
    reviewJoinRequest,
    inviteToCommunity,
    getAllMediaFiles: (request, caller, store) =>
      listFolder(store, caller, request.params.communityId ?? '', EMPTY_GUID, Number(request.params.page), Number(request.params.size)),
    getMediaFiles: (request, caller, store) =>
      listFolder(store, caller, request.params.communityId ?? '', (request.params.parentId ?? '').toLowerCase(), Number(request.params.page), Number(request.params.size)),
    createFilesAndMediaDirectory,
    renameFilesAndMedia,
    deleteFilesAndMediaStorage,
    reorderFilesAndMedia,
    uploadCommunityFiles,
    downloadCommunityFile,
    downloadFilesAndMedia,
  },
};

