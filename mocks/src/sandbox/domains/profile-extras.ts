// The member profile's extras (spec 002 §2, §3, §7, §8; openapi/profiles.yaml): a person's groups
// (get-groups) and communities (usercommunity) from the network's memberships, the contact card
// (managecontact, a vCard 3.0 built from the current profile), the profile photo upload (the photo
// is kept as media and becomes the member's picture everywhere), and the recommended events and
// members with the viewer's dispositions (ours: Interested keeps a recommendation, marked;
// NotInterested removes it for that viewer).
import type { profiles } from '@ypo/sdk';
import { personas } from '../../personas.ts';
import { bodyOf, callerCommunityIds, compareText, fallbackImageUrl, forbidden, indexOf, mediaUrl, notFound, now, ok, param, sameId, sliceOf, specError, unprocessable } from '../helpers.ts';
import type { NetworkCommunity, NetworkMember } from '../network-types.ts';
import type { OperationHandler, SandboxDomain, Store } from '../types.ts';
import type { UploadedFile } from '../validate.ts';
import { cardOf } from './connections.ts';
import { connectionsOf } from './directory.ts';
import type { EventsSlice } from './events.ts';
import { communitySummary, findMember, membershipsOf, setProfileImageUrl } from './network.ts';
import { extensionOf, fileParts, storeMedia } from './uploads.ts';

type Schemas = profiles.components['schemas'];
type Disposition = Schemas['RecommendationDisposition'];
type DispositionPayload = Schemas['RecommendationDispositionPayload'];

/** Recommendations answered per list. */
export const RECOMMENDATIONS_LIMIT = 6;
/** spec 002 §5, §9: the photo is under 2MB. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024 - 1;
/** spec 002 §5, §9: the photo is not over 500x500 pixels. */
export const PHOTO_MAX_PIXELS = 500;
/** spec 002 §5: the refusal text of a photo that breaks the rules. */
const PHOTO_REFUSED = 'File does not meet requirements';

/** `store.profileExtras`: each viewer's dispositions, by `event:<id>` or `member:<id>` (ids lower case). */
export interface ProfileExtrasSlice {
  dispositions: Record<string, Record<string, Disposition>>;
}

const slice = (store: Store) => sliceOf<ProfileExtrasSlice>(store, 'profileExtras');

/** The member with this id, or 404 (a persona without a member record has no profile). */
function requireMember(store: Store, id: string): NetworkMember {
  const member = findMember(store, id);
  if (!member) throw notFound('No person with this id.');
  return member;
}

/** A person the sandbox knows: a member or a persona (the external speaker has no memberships), or 404. */
function requirePerson(store: Store, id: string): string {
  const known = findMember(store, id)?.personId ?? personas.find((p) => sameId(p.personId, id))?.personId;
  if (!known) throw notFound('No person with this id.');
  return known;
}

/** The person's communities of these kinds, primary first, then by name. */
function communitiesOf(store: Store, personId: string, kinds: readonly NetworkCommunity['communityType'][]) {
  const index = indexOf(store);
  return membershipsOf(store, personId)
    .map((m) => index.communities.get(m.communityId.toLowerCase()))
    .filter((c): c is NetworkCommunity => !!c && kinds.includes(c.communityType))
    // The profile's summary carries no health score (the contract's examples answer null).
    .map((c) => ({ ...communitySummary(store, c, personId), health: null }))
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || kinds.indexOf(a.communityType) - kinds.indexOf(b.communityType) || compareText(a.name, b.name));
}

const getMemberProfileGroups: OperationHandler = (request, _caller, store) => ok(communitiesOf(store, requirePerson(store, param(request, 'id')), ['group']));

const getUserCommunities: OperationHandler = (request, _caller, store) => ok(communitiesOf(store, requirePerson(store, param(request, 'id')), ['chapter', 'region', 'network']));

// --- the contact card -----------------------------------------------------------------------------

/** A vCard text value: backslash, comma, semicolon and line breaks escaped (RFC 2426 §4). */
const vcardText = (value: string) => value.replace(/\\/g, '\\\\').replace(/([,;])/g, '\\$1').replace(/\r?\n/g, '\\n');

/** The member's vCard 3.0, CRLF line ends (RFC 2426), from the profile as it is now. */
export function vCardOf(store: Store, member: NetworkMember): string {
  const first = member.preferredName || member.firstName;
  const chapter = indexOf(store).communities.get(member.chapterId.toLowerCase())?.name;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${vcardText(member.familyName)};${vcardText(member.firstName)};;;`,
    `FN:${vcardText(`${first} ${member.familyName}`)}`,
    member.companyName ? `ORG:${vcardText(member.companyName)}` : '',
    member.title ? `TITLE:${vcardText(member.title)}` : '',
    member.email ? `EMAIL;TYPE=INTERNET:${vcardText(member.email)}` : '',
    member.phone ? `TEL;TYPE=WORK:${vcardText(member.phone)}` : '',
    member.city || member.country ? `ADR;TYPE=WORK:;;;${vcardText(member.city)};;;${vcardText(member.country)}` : '',
    chapter ? `NOTE:${vcardText(chapter)}` : '',
    member.profileImageUrl ? `PHOTO;VALUE=URI:${member.profileImageUrl}` : '',
    'END:VCARD',
  ];
  return `${lines.filter(Boolean).join('\r\n')}\r\n`;
}

const downloadContactCard: OperationHandler = (request, _caller, store) => {
  const member = requireMember(store, param(request, 'id'));
  const fileName = `${`${member.firstName}-${member.familyName}`.replace(/[^\w-]+/g, '-')}.vcf`;
  return { status: 200, binary: { data: new TextEncoder().encode(vCardOf(store, member)), contentType: 'text/vcard', fileName } };
};

// --- the profile photo ----------------------------------------------------------------------------

/** Image types of the photo (spec 002 §5: JPG, GIF, PNG, and bmp), with the bytes each starts with. */
const PHOTO_TYPES: Record<string, { type: string; starts: (b: Uint8Array) => boolean }> = {
  '.png': { type: 'image/png', starts: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  '.jpg': { type: 'image/jpeg', starts: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.jpeg': { type: 'image/jpeg', starts: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.gif': { type: 'image/gif', starts: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  '.bmp': { type: 'image/bmp', starts: (b) => b[0] === 0x42 && b[1] === 0x4d },
};

/** Width and height from an image's header (PNG IHDR, GIF screen, BMP info header, JPEG SOF marker); undefined when not found. */
export function imageSizeOf(b: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b[0] === 0x89 && b.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (b[0] === 0x47 && b.length >= 10) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (b[0] === 0x42 && b.length >= 26) return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  if (b[0] === 0xff) {
    for (let at = 2; at + 9 < b.length; ) {
      if (b[at] !== 0xff) return undefined;
      const marker = b[at + 1] ?? 0;
      // SOF0-SOF15 carry the size, except DHT (c4), JPG (c8) and DAC (cc).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      at += 2 + view.getUint16(at + 2);
    }
  }
  return undefined;
}

/** The one photo of the upload, checked as spec 002 §5 says (type by name and content, under 2MB, at most 500x500), or 422. */
function requirePhoto(body: unknown): UploadedFile & { data: Uint8Array } {
  const parts = fileParts(body);
  if (parts.length === 0) throw unprocessable('No file was sent.', { file0: ['is required'] });
  if (parts.length > 1) throw unprocessable('Select only one image', { file1: ['only one image is taken'] });
  const { file } = parts[0] as { file: UploadedFile };
  const data = file.data ?? new Uint8Array();
  const kind = PHOTO_TYPES[extensionOf(file.name)];
  if (!kind || !kind.starts(data)) throw specError(422, PHOTO_REFUSED, { file0: ['is not a JPG, GIF, PNG or BMP image'] });
  if (file.size > PHOTO_MAX_BYTES) throw specError(422, PHOTO_REFUSED, { file0: ['is not under 2MB'] });
  const size = imageSizeOf(data);
  if (size && (size.width > PHOTO_MAX_PIXELS || size.height > PHOTO_MAX_PIXELS)) throw specError(422, PHOTO_REFUSED, { file0: [`is ${size.width}x${size.height}, over 500x500 pixels`] });
  return { ...file, type: kind.type, data };
}

// The caller's own photo: the call takes no person id, so nobody changes another member's picture.
const uploadProfilePhotoSpeaker: OperationHandler = (request, caller, store) => {
  const member = requireMember(store, caller.personId);
  const photo = requirePhoto(request.body);
  const url = mediaUrl(storeMedia(store, photo, { communityId: 'profile-photos', uploaderId: member.personId }));
  setProfileImageUrl(store, member.personId, url);
  return ok({ personId: member.personId, profileImageUrl: url, fallbackProfileImageUrl: fallbackImageUrl() });
};

// --- recommendations (ours) -------------------------------------------------------------------------

/** The caller's own id, or 403: recommendations are the viewer's own. */
function requireOwn(request: Parameters<OperationHandler>[0], caller: Parameters<OperationHandler>[1]): string {
  const id = param(request, 'id');
  if (!sameId(id, caller.personId)) throw forbidden('Recommendations are shown to the member only.');
  return caller.personId;
}

const dispositionsOf = (store: Store, viewerId: string) => slice(store).dispositions[viewerId.toLowerCase()] ?? {};

const getRecommendedEvents: OperationHandler = (request, caller, store) => {
  const viewer = requireOwn(request, caller);
  const dispositions = dispositionsOf(store, viewer);
  const mine = callerCommunityIds(store, caller);
  const index = indexOf(store);
  const nowMs = Date.parse(now(store));
  const events = (store.events as EventsSlice | undefined)?.events ?? [];
  return ok(
    events
      .filter((e) => e.isLaunched && e.startMs > nowMs && (mine.has(e.communityId.toLowerCase()) || e.isGlobal))
      .filter((e) => dispositions[`event:${e.id.toLowerCase()}`] !== 'NotInterested')
      .sort((a, b) => a.startMs - b.startMs || compareText(a.name, b.name))
      .slice(0, RECOMMENDATIONS_LIMIT)
      .map((e) => ({
        eventId: e.id,
        name: e.name,
        startDate: new Date(e.startMs).toISOString(),
        endDate: new Date(e.endMs).toISOString(),
        city: e.city,
        country: e.country,
        communityId: e.communityId,
        communityName: index.communities.get(e.communityId.toLowerCase())?.name ?? '',
        disposition: dispositions[`event:${e.id.toLowerCase()}`] ?? null,
      })),
  );
};

const getRecommendedMembers: OperationHandler = (request, caller, store) => {
  const viewer = requireOwn(request, caller);
  const dispositions = dispositionsOf(store, viewer);
  const connected = connectionsOf(store, viewer);
  const index = indexOf(store);
  const shared = communitiesOf(store, viewer, ['chapter', 'network']);
  const seen = new Set<string>([viewer.toLowerCase(), ...connected]);
  const picks: { member: NetworkMember; reason: string }[] = [];
  for (const community of shared) {
    const members = (index.membershipsByCommunity.get(community.communityId.toLowerCase()) ?? [])
      .map((m) => index.members.get(m.personId.toLowerCase()))
      .filter((m): m is NetworkMember => !!m && m.recordType === 'Member')
      .sort((a, b) => compareText(a.familyName, b.familyName) || compareText(a.firstName, b.firstName));
    for (const member of members) {
      const id = member.personId.toLowerCase();
      if (seen.has(id) || dispositions[`member:${id}`] === 'NotInterested') continue;
      seen.add(id);
      picks.push({ member, reason: community.name });
      if (picks.length >= RECOMMENDATIONS_LIMIT) break;
    }
    if (picks.length >= RECOMMENDATIONS_LIMIT) break;
  }
  return ok(
    picks.map(({ member, reason }) => ({
      person: cardOf(store, member, connected),
      reason,
      disposition: dispositions[`member:${member.personId.toLowerCase()}`] ?? null,
    })),
  );
};

const saveRecommendationDisposition: OperationHandler = (request, caller, store) => {
  const body = bodyOf<DispositionPayload>(request);
  const { recommendationType, recommendedId, disposition } = body;
  if (!recommendationType || !recommendedId || !disposition) throw unprocessable('recommendationType, recommendedId and disposition are required.');
  const known =
    recommendationType === 'event'
      ? ((store.events as EventsSlice | undefined)?.events ?? []).some((e) => sameId(e.id, recommendedId))
      : !!findMember(store, recommendedId);
  if (!known) throw notFound(recommendationType === 'event' ? 'No event with this id.' : 'No person with this id.');
  const viewer = caller.personId.toLowerCase();
  const all = slice(store).dispositions;
  all[viewer] = { ...all[viewer], [`${recommendationType}:${recommendedId.toLowerCase()}`]: disposition };
  return ok({ recommendationType, recommendedId, disposition });
};

/** The `profile-extras` domain: groups, communities, contact card, photo upload, recommendations and dispositions. */
export const profileExtrasDomain: SandboxDomain = {
  name: 'profile-extras',
  seed(store) {
    store.profileExtras = { dispositions: {} } satisfies ProfileExtrasSlice;
  },
  handlers: {
    getMemberProfileGroups,
    getUserCommunities,
    downloadContactCard,
    uploadProfilePhotoSpeaker,
    getRecommendedEvents,
    getRecommendedMembers,
    saveRecommendationDisposition,
  },
};
