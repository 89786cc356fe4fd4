// Activity feeds and posts (openapi/posts.yaml; spec 001 §3, §4, §7): posts and replies with likes,
// mentions, moderation and inappropriate reports, featured items and home-page news. Every answer is
// computed for the caller: userHasLiked, canEdit, what the caller may see.
import { artworkPath } from '../artwork.ts';
import { personas } from '../../personas.ts';
import {
  clone, EMPTY_GUID, forbidden, getNetwork, MEDIA_PREFIX, mediaUrl, newId, notFound, now, ok, queryInt, seededAt, seededDaysText, seededDayText, seededIso, sliceOf, unprocessable,
} from '../helpers.ts';
import { chance, hash32, sample } from '../rng.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, SandboxRequest, Store } from '../types.ts';
import type { NetworkCommunity, NetworkMember } from '../network-types.ts';
import {
  findCommunity,
  findMember,
  isCommunityAdmin,
  memberName,
  membersOfCommunity,
  membershipsOf,
  requireMembership,
} from './network.ts';
import { communityPageUrl, notifyPerson } from './directory.ts';
import { readMedia } from './uploads.ts';

/** Activity feed step and default page size (spec 001 §9: "Activity feed step: 30"). */
export const FEED_PAGE_SIZE = 30;
/** Images per post (spec 001 §3). */
export const MAX_POST_IMAGES = 6;
/** Featured comments shown under a post ('show less' keeps the last 2, spec 001 §4). */
export const FEATURED_COMMENTS = 2;

/** A post or a reply as the store keeps it (per-caller fields are computed on read). */
export interface FeedPost {
  id: string;
  /** EMPTY_GUID for a top-level post. */
  parentPostId: string;
  communityId: string;
  authorId: string;
  title: string;
  body: string;
  mentionIds: string[];
  images: { pendingBlobStoragePath: string; name: string }[];
  canComment: boolean;
  dateCreated: string;
  /** Waiting for an admin of a moderated community (top-level posts only). */
  isPendingModeration: boolean;
  /** Open inappropriate reports (cleared when an admin rejects them). */
  hasBeenMarkedInappropriate: boolean;
  isConfirmedInappropriate: boolean;
  /** Members who reported it: it leaves their feed (spec 001 §4). */
  reporterIds: string[];
  /** Members who hid it from their own feed. */
  hiddenByIds: string[];
  /** Hidden by an admin (markModeratedPostAsHidden): gone for everyone. */
  isHiddenByModerator: boolean;
  /** In the order the likes came; the last one is the last liker. */
  likerIds: string[];
  /** Replies, oldest first. */
  replyIds: string[];
}

/** What a carousel card holds, whether a featured post or a featured news item. */
export interface FeaturedCard {
  id: string;
  title: string;
  subtitle: string;
  url: string;
  body: string;
  description: string;
  isImageOverLay: boolean;
  order: number;
}

/** A featured post or event of a community carousel. */
export interface FeaturedItem extends FeaturedCard {
  communityId: string;
  featuredPostImage: { url: string };
  eventList: { id: string; title?: string; startDateTime?: string; endDateTime?: string; isDeclined?: boolean }[];
}

/** A featured news item of the home page. */
export interface NewsItem extends FeaturedCard {
  featuredNewsImage: { url: string };
}

/** `store.feed`. */
export interface FeedState {
  posts: Record<string, FeedPost>;
  /** Top-level post ids, newest first. */
  order: string[];
  featured: FeaturedItem[];
  news: NewsItem[];
}

/** The feed slice of a store. */
export function getFeed(store: Store): FeedState {
  return sliceOf<FeedState>(store, 'feed');
}

// --- seeding -------------------------------------------------------------------------------------

const TOPICS = [
  'succession planning', 'board governance', 'hiring a first COO', 'family constitutions', 'pricing in a downturn',
  'expanding into new markets', 'cyber security for mid-sized firms', 'employee ownership', 'carbon accounting',
  'raising growth capital', 'remote leadership', 'mergers and integration', 'mentoring the next generation',
  'supply-chain resilience', 'health and burnout', 'philanthropy strategy',
];
const EVENTS = ['Leadership Summit', 'spouse retreat', 'forum retreat', 'chapter dinner', 'learning day', 'family business workshop'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const POST_TEMPLATES: ((rng: Rng) => string)[] = [
  (rng) => `Who is joining the ${rng.pick(EVENTS)} in ${rng.pick(MONTHS)}?`,
  (rng) => `Looking for recommendations on ${rng.pick(TOPICS)}. Has anyone here been through this recently?`,
  (rng) => `Great session today on ${rng.pick(TOPICS)}. Thank you to everyone who came and shared so openly.`,
  (rng) => `Sharing an article on ${rng.pick(TOPICS)} that sparked a good discussion at our last meeting.`,
  (rng) => `Reminder: registration for the ${rng.pick(EVENTS)} closes at the end of ${rng.pick(MONTHS)}.`,
  (rng) => `We are hosting a small dinner on ${rng.pick(TOPICS)} next month. Message me if you would like to join.`,
  (rng) => `Question for the group: how do you approach ${rng.pick(TOPICS)} with your leadership team?`,
];
const REPLY_TEMPLATES = [
  'Count me in. See you there.',
  'Happy to share what worked for us. Let us talk after the meeting.',
  'Thanks for posting this, very timely.',
  'We went through the same last year. Sending you a message.',
  'Great idea. I will bring my spouse as well.',
  'Could you share the slides afterwards?',
  'Agree with this. It changed how we run our board.',
];
const FLAGGED_BODIES = ['Selling summit passes at a discount, message me.', 'Click this link for a guaranteed investment return!'];

/** Fixed ids of docs/contracts.md. */
export const AMARA_POST_ID = '9a000000-0000-4000-8000-000000000001';
const AMARA_REPLY_ID = '9a000000-0000-4000-8000-000000000002';
const FLAGGED_REPLY_ID = '9a000000-0000-4000-8000-000000000003';
/** Harbor City Chapter's newest post (docs/sandbox.md, moderation walk-through). */
export const RETREAT_POST_ID = '9a000000-0000-4000-8000-000000000040';
/** A Harbor City Chapter post with an open inappropriate report (by Leila Moreau), for its admins to review. */
export const REPORTED_POST_ID = '9a000000-0000-4000-8000-000000000041';
/** A Family Business Network post waiting for its admins (Lucia Ferreira). */
export const PENDING_POST_ID = '9a000000-0000-4000-8000-000000000042';
/** An approved Family Business Network post, for an admin to hide for everyone. */
export const MODERATED_POST_ID = '9a000000-0000-4000-8000-000000000043';

const personaId = (username: string) => personas.find((p) => p.username === username)?.personId ?? EMPTY_GUID;

/** How many top-level posts a community of a kind gets. */
const POSTS_PER_KIND: Record<string, [number, number]> = {
  home: [8, 8],
  chapter: [70, 90],
  forum: [8, 14],
  region: [20, 30],
  network: [40, 60],
  champion: [20, 30],
  group: [15, 25],
  businesses: [15, 15],
};

function blankPost(fields: Partial<FeedPost> & Pick<FeedPost, 'id' | 'communityId' | 'authorId' | 'body' | 'dateCreated'>): FeedPost {
  return {
    parentPostId: EMPTY_GUID,
    title: '',
    mentionIds: [],
    images: [],
    canComment: true,
    isPendingModeration: false,
    hasBeenMarkedInappropriate: false,
    isConfirmedInappropriate: false,
    reporterIds: [],
    hiddenByIds: [],
    isHiddenByModerator: false,
    likerIds: [],
    replyIds: [],
    ...fields,
  };
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

// --- seeded ages (issue 11: relative dates that read minutes, hours, days, months and years ago) ---
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Share of seeded posts per age band, cumulative, and the band's range: [up to share, from ms, to ms]. */
const AGE_BANDS: readonly (readonly [number, number, number])[] = [
  [0.03, 2 * MINUTE, 59 * MINUTE],
  [0.1, HOUR, 23 * HOUR],
  [0.5, DAY, 29 * DAY],
  [0.9, 30 * DAY, 364 * DAY],
  [1, 365 * DAY, 1100 * DAY],
];

/** How old a seeded post is, from one draw in [0, 1): a few minutes old to three years old (AGE_BANDS). */
export function seededAge(draw: number): number {
  let from = 0;
  for (const [share, low, high] of AGE_BANDS) {
    if (draw < share) return Math.round(low + ((draw - from) / (share - from)) * (high - low));
    from = share;
  }
  return 1100 * DAY;
}

/** Seeded post images (served by the gateway, domains/uploads.ts): 1 to 3 per post that has any. */
function seededImages(communityId: string, postIndex: number): FeedPost['images'] {
  const count = 1 + (hash32(`images-${postIndex}`) % 3);
  return Array.from({ length: count }, (_, k) => ({ pendingBlobStoragePath: `seed/posts/${communityId}/${postIndex}-${k + 1}.png`, name: `photo-${postIndex}-${k + 1}.png` }));
}

function seedFeed(store: Store, rng: Rng): void {
  const network = getNetwork(store);
  const posts: Record<string, FeedPost> = {};
  const seedNow = seededAt(store);
  let postIndex = 0;
  let replyIndex = 0;

  for (const community of network.communities) {
    const members = membersOfCommunity(store, community.communityId).map((m) => m.personId);
    if (members.length === 0) continue;
    const [low, high] = POSTS_PER_KIND[community.communityType] ?? [10, 20];
    const count = rng.int(low, high);
    for (let k = 0; k < count; k++) {
      postIndex++;
      const authorId = rng.pick(members);
      const dateCreated = iso(seedNow - seededAge(rng.next()));
      let body = rng.pick(POST_TEMPLATES)(rng);
      const mentionIds: string[] = [];
      if (chance(rng, 0.15)) {
        for (const mentioned of sample(rng, members.filter((m) => m !== authorId), rng.int(1, 2))) {
          mentionIds.push(mentioned);
          body += ` @${memberName(store, mentioned)}`;
        }
      }
      const post = blankPost({
        id: rng.guid('post', postIndex),
        communityId: community.communityId,
        authorId,
        title: chance(rng, 0.3) ? rng.pick(TOPICS).replace(/^./, (c) => c.toUpperCase()) : '',
        body,
        mentionIds,
        dateCreated,
        canComment: !chance(rng, 0.05),
        images: chance(rng, 0.1) ? seededImages(community.communityId, postIndex) : [],
        likerIds: sample(rng, members, Math.min(members.length, rng.int(0, 12))),
        // Moderated communities keep a few posts waiting for their admins.
        isPendingModeration: community.isActivityModerated && k < 5,
      });
      if (!post.isPendingModeration && chance(rng, 0.02)) {
        post.hasBeenMarkedInappropriate = true;
        post.reporterIds = sample(rng, members.filter((m) => m !== authorId), 1);
        post.body = rng.pick(FLAGGED_BODIES);
      }
      posts[post.id] = post;
      if (!post.canComment || post.isPendingModeration) continue;
      const replies = rng.int(0, 5);
      let replyTime = Date.parse(dateCreated);
      for (let r = 0; r < replies; r++) {
        replyIndex++;
        // Minutes to hours after the post or the reply before, within the time the post has had.
        replyTime += Math.min(rng.int(5, 600) * MINUTE, Math.floor((seedNow - replyTime) / (replies - r + 1)));
        const reply = blankPost({
          id: rng.guid('reply', replyIndex),
          parentPostId: post.id,
          communityId: community.communityId,
          authorId: rng.pick(members),
          body: rng.pick(REPLY_TEMPLATES),
          dateCreated: iso(Math.min(replyTime, seedNow)),
          likerIds: sample(rng, members, Math.min(members.length, rng.int(0, 3))),
        });
        if (chance(rng, 0.02)) {
          reply.hasBeenMarkedInappropriate = true;
          reply.reporterIds = sample(rng, members, 1);
        }
        posts[reply.id] = reply;
        post.replyIds.push(reply.id);
      }
    }
  }

  // The post of docs/contracts.md: Amara's question in Harbor City Chapter, Bruno's reply, a reported reply.
  const harborCity = '00000000-0000-4000-8000-00000000c101';
  const amara = personaId('amara.okafor');
  const bruno = personaId('bruno.lindqvist');
  const harborMembers = membersOfCommunity(store, harborCity).map((m) => m.personId);
  const stranger = harborMembers.find((id) => !personas.some((p) => p.personId === id)) ?? bruno;
  posts[AMARA_POST_ID] = blankPost({
    id: AMARA_POST_ID,
    communityId: harborCity,
    authorId: amara,
    title: 'Leadership Summit',
    body: 'Who is joining the Leadership Summit?',
    dateCreated: iso(seedNow - (1 * DAY + 18 * HOUR + 55 * MINUTE)),
    likerIds: [bruno, personaId('lucia.ferreira')],
    replyIds: [AMARA_REPLY_ID, FLAGGED_REPLY_ID],
  });
  posts[AMARA_REPLY_ID] = blankPost({
    id: AMARA_REPLY_ID,
    parentPostId: AMARA_POST_ID,
    communityId: harborCity,
    authorId: bruno,
    body: 'Count me in, Amara. See you at the Summit. @Amara Okafor',
    mentionIds: [amara],
    dateCreated: iso(seedNow - (1 * DAY + 17 * HOUR + 40 * MINUTE)),
    likerIds: [amara],
  });
  posts[FLAGGED_REPLY_ID] = blankPost({
    id: FLAGGED_REPLY_ID,
    parentPostId: AMARA_POST_ID,
    communityId: harborCity,
    authorId: stranger,
    body: 'Selling summit passes at a discount, message me.',
    dateCreated: iso(seedNow - (1 * DAY + 15 * MINUTE)),
    hasBeenMarkedInappropriate: true,
    reporterIds: [amara],
  });

  seedShowcase(store, posts, seedNow);
  // The moderation walk-through of docs/sandbox.md (and apps/web/e2e/feed.spec.ts): the newest posts of
  // Harbor City Chapter and the moderated Family Business Network, by seeded members who are no persona.
  const familyBusiness = '00000000-0000-4000-8000-00000000c401';
  const familyMembers = membersOfCommunity(store, familyBusiness).map((m) => m.personId);
  const familyStranger = familyMembers.find((id) => !personas.some((p) => p.personId === id)) ?? personaId('lucia.ferreira');
  for (const seeded of [
    blankPost({
      id: RETREAT_POST_ID,
      communityId: harborCity,
      authorId: stranger,
      title: 'Chapter retreat',
      body: 'The agenda for our chapter retreat in the mountains is ready. Bring your questions on succession planning.',
      dateCreated: iso(seedNow - 60 * SECOND),
      likerIds: [bruno],
    }),
    blankPost({
      id: REPORTED_POST_ID,
      communityId: harborCity,
      authorId: stranger,
      body: 'Guaranteed returns of 40 percent in a week: wire the money to my private account today.',
      dateCreated: iso(seedNow - 100 * SECOND),
      hasBeenMarkedInappropriate: true,
      reporterIds: [personaId('leila.moreau')],
    }),
    blankPost({
      id: PENDING_POST_ID,
      communityId: familyBusiness,
      authorId: familyStranger,
      title: 'Family constitution workshop',
      body: 'Proposal: a spring workshop on family constitutions for second-generation leaders.',
      dateCreated: iso(seedNow - 70 * SECOND),
      isPendingModeration: true,
    }),
    blankPost({
      id: MODERATED_POST_ID,
      communityId: familyBusiness,
      authorId: familyStranger,
      body: 'Looking for a co-investor in a family office fund. Message me for the terms.',
      dateCreated: iso(seedNow - 80 * SECOND),
    }),
  ]) {
    posts[seeded.id] = seeded;
  }

  const order = Object.values(posts)
    .filter((p) => p.parentPostId === EMPTY_GUID)
    .sort(newestFirst)
    .map((p) => p.id);

  const featured: FeaturedItem[] = [];
  let featuredIndex = 0;
  for (const community of network.communities.filter((c) => ['chapter', 'network', 'region'].includes(c.communityType))) {
    for (let k = 0; k < 3; k++) {
      featuredIndex++;
      const event = rng.pick(EVENTS);
      const day = `2026-12-${String(rng.int(1, 28)).padStart(2, '0')}`;
      const startDateTime = seededIso(store, `${day}T17:00:00Z`);
      featured.push({
        id: rng.guid('featured', featuredIndex),
        communityId: community.communityId,
        // Not the community's name: the page's heading alone carries it.
        title: event.charAt(0).toUpperCase() + event.slice(1),
        subtitle: seededDayText(store, day),
        url: `https://connect.test/communities/${community.communityId}/featured/${featuredIndex}`,
        body: `Join members of ${community.name} for the ${event}.`,
        description: `The ${event} of ${community.name}.`,
        isImageOverLay: chance(rng, 0.5),
        featuredPostImage: { url: mediaUrl(artworkPath('covers', `featured-${featuredIndex}`)) },
        order: k + 1,
        eventList: [{ id: rng.guid('featured-event', featuredIndex), title: event, startDateTime, endDateTime: startDateTime.replace('T17', 'T21'), isDeclined: false }],
      });
    }
  }
  const news: NewsItem[] = [
    {
      id: '9f000000-0000-4000-8000-000000000101',
      title: 'Family Business Succession Webinar',
      subtitle: `${seededDayText(store, '2026-12-10')}, Virtual`,
      url: 'https://connect.test/events/e0000000-0000-4000-8000-000000000002',
      body: 'Family Business Network members share succession plans.',
      description: 'Join the Family Business Network webinar on succession.',
      isImageOverLay: true,
      featuredNewsImage: { url: mediaUrl(artworkPath('covers', 'news-succession-webinar')) },
      order: 1,
    },
    {
      id: '9f000000-0000-4000-8000-000000000102',
      title: 'Harbor City Leadership Summit',
      subtitle: `${seededDaysText(store, '2026-12-03', '2026-12-04', { joiner: '-' })}, Harbor City`,
      url: 'https://connect.test/events/e0000000-0000-4000-8000-000000000001',
      body: 'Registration is open for the Atlantic Region summit.',
      description: 'Two days of peer sessions in Harbor City.',
      isImageOverLay: false,
      featuredNewsImage: { url: mediaUrl(artworkPath('covers', 'news-leadership-summit')) },
      order: 2,
    },
  ];

  store.feed = { posts, order, featured, news } satisfies FeedState;
}

// --- showcase seeds (issue 11, sandbox part): fixed posts every persona walk-through can rely on ---------

/** Harbor City Chapter's photo post: three images and six replies (more than 'show less' keeps). */
export const SHOWCASE_PHOTO_POST_ID = '9a000000-0000-4000-8000-000000000010';
/** A post in Harbor City Chapter reported by Daniel Okafor, waiting for its admin Bruno Lindqvist. */
export const SHOWCASE_REPORTED_POST_ID = '9a000000-0000-4000-8000-000000000020';
/** Amara Okafor's post in the moderated Family Business Network, pending until its admin Lucia Ferreira approves it. */
export const SHOWCASE_PENDING_POST_ID = '9a000000-0000-4000-8000-000000000030';

/**
 * The fixed posts of the walk-throughs (docs/sandbox.md, "Behaviour worth knowing"): a post with images
 * and more than 3 replies, a reported post, a post pending moderation. Drawn from no random stream, so
 * the rest of the seeded world stays as it was.
 */
function seedShowcase(store: Store, posts: Record<string, FeedPost>, seedNow: number): void {
  const harborCity = '00000000-0000-4000-8000-00000000c101';
  const familyBusiness = '00000000-0000-4000-8000-00000000c401';
  const harborMembers = membersOfCommunity(store, harborCity).map((m) => m.personId);
  const others = harborMembers.filter((id) => !personas.some((p) => p.personId === id));
  const [photographer = personaId('bruno.lindqvist'), second = photographer, third = second] = others;
  const id = (n: number) => `9a000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

  const photo = blankPost({
    id: SHOWCASE_PHOTO_POST_ID,
    communityId: harborCity,
    authorId: photographer,
    title: 'Photos from the chapter retreat',
    body: '<p>What a weekend on the coast. Thank you all for the open conversations, and to <strong>Bruno</strong> for organising.</p>',
    images: [1, 2, 3].map((k) => ({ pendingBlobStoragePath: `seed/posts/${harborCity}/retreat-${k}.png`, name: `retreat-${k}.png` })),
    dateCreated: iso(seedNow - 3 * HOUR - 12 * MINUTE),
    likerIds: [personaId('amara.okafor'), second, personaId('daniel.okafor'), third],
  });
  const replies: [string, string, number][] = [
    [personaId('amara.okafor'), 'Beautiful pictures. The sunrise walk was the highlight for me.', 3 * HOUR],
    [second, 'Thanks for sharing these. Same place next year?', 2 * HOUR + 40 * MINUTE],
    [personaId('bruno.lindqvist'), 'Glad it worked out. Dates for next year follow at the chapter dinner.', 2 * HOUR],
    [personaId('daniel.okafor'), 'The spouse programme was excellent too. Thank you.', 95 * MINUTE],
    [third, 'Could you send me the group picture in full size?', 50 * MINUTE],
    [photographer, 'Sent it to everyone by email just now.', 6 * MINUTE],
  ];
  posts[photo.id] = photo;
  replies.forEach(([authorId, body, age], k) => {
    const reply = blankPost({ id: id(0x11 + k), parentPostId: photo.id, communityId: harborCity, authorId, body, dateCreated: iso(seedNow - age) });
    posts[reply.id] = reply;
    photo.replyIds.push(reply.id);
  });

  posts[SHOWCASE_REPORTED_POST_ID] = blankPost({
    id: SHOWCASE_REPORTED_POST_ID,
    communityId: harborCity,
    authorId: third,
    body: 'Limited offer: summit passes at half price, pay by wire transfer today only.',
    dateCreated: iso(seedNow - 2 * DAY - 4 * HOUR),
    hasBeenMarkedInappropriate: true,
    reporterIds: [personaId('daniel.okafor')],
  });

  posts[SHOWCASE_PENDING_POST_ID] = blankPost({
    id: SHOWCASE_PENDING_POST_ID,
    communityId: familyBusiness,
    authorId: personaId('amara.okafor'),
    title: 'Family constitution',
    body: 'Has anyone drafted a family constitution with the next generation at the table? I would love to compare notes.',
    dateCreated: iso(seedNow - 40 * MINUTE),
    isPendingModeration: true,
  });
}

function newestFirst(a: FeedPost, b: FeedPost): number {
  return a.dateCreated < b.dateCreated ? 1 : a.dateCreated > b.dateCreated ? -1 : a.id < b.id ? -1 : 1;
}

// --- views ---------------------------------------------------------------------------------------

/** What a caller is allowed to see, computed once per request. */
interface Viewer {
  personId: string;
  /** Communities the caller belongs to. */
  communities: Set<string>;
  /** Communities the caller administers. */
  adminOf: Set<string>;
}

function viewerOf(store: Store, caller: Caller): Viewer {
  const memberships = membershipsOf(store, caller.personId);
  return {
    personId: caller.personId,
    communities: new Set(memberships.map((m) => m.communityId)),
    adminOf: new Set(memberships.filter((m) => m.isAdmin).map((m) => m.communityId)),
  };
}

/** Whether the viewer sees a post or reply in feeds and lists (spec 001 §4). */
function isVisible(post: FeedPost, viewer: Viewer): boolean {
  if (!viewer.communities.has(post.communityId)) return false;
  if (post.isHiddenByModerator || post.isConfirmedInappropriate) return false;
  if (post.reporterIds.includes(viewer.personId) || post.hiddenByIds.includes(viewer.personId)) return false;
  // Posts pending moderation reach non-admins only after approval; community admins see them.
  if (post.isPendingModeration && !viewer.adminOf.has(post.communityId)) return false;
  return true;
}

function postPerson(member: NetworkMember | undefined, personId: string) {
  return member
    ? { id: member.personId, firstName: member.firstName, lastName: member.familyName, preferredName: member.preferredName, profileImageUrl: member.profileImageUrl }
    : { id: personId, firstName: 'Former', lastName: 'Member' };
}

/** Who wrote a post or reply (PostAuthor, our contract extension): the member's shown name and picture. */
function authorOf(store: Store, personId: string): { personId: string; name: string; profileImageUrl?: string } {
  const member = findMember(store, personId);
  if (!member) return { personId, name: 'Former Member' };
  return { personId, name: memberName(store, personId), profileImageUrl: member.profileImageUrl };
}


function visibleReplies(feed: FeedState, post: FeedPost, viewer: Viewer): FeedPost[] {
  const replies: FeedPost[] = [];
  for (const id of post.replyIds) {
    const reply = feed.posts[id];
    if (reply && isVisible(reply, viewer)) replies.push(reply);
  }
  return replies;
}

/** The contract's Post for one viewer. */
function postView(store: Store, feed: FeedState, post: FeedPost, viewer: Viewer): Record<string, unknown> {
  const replies = visibleReplies(feed, post, viewer);
  const commenters = new Set(replies.map((r) => r.authorId));
  const lastLikerId = post.likerIds[post.likerIds.length - 1];
  const isAdmin = viewer.adminOf.has(post.communityId);
  return {
    id: post.id,
    parentPostId: post.parentPostId,
    communityId: post.communityId,
    author: authorOf(store, post.authorId),
    title: post.title,
    images: post.images.map((image) => ({ url: mediaUrl(image.pendingBlobStoragePath), name: image.name })),
    body: post.body,
    mentions: post.mentionIds.map((id) => postPerson(findMember(store, id), id)),
    featuredComments: replies.slice(-FEATURED_COMMENTS).map((reply) => {
      const author = findMember(store, reply.authorId);
      return {
        id: reply.id,
        body: reply.body,
        dateCreated: reply.dateCreated,
        authorFirstName: author?.preferredName || author?.firstName || 'Former',
        authorLastName: author?.familyName ?? 'Member',
        author: authorOf(store, reply.authorId),
      };
    }),
    commentCount: replies.length,
    likeCount: post.likerIds.length,
    userHasLiked: post.likerIds.includes(viewer.personId),
    lastLiker: lastLikerId ? memberName(store, lastLikerId) : '',
    userHasCommented: commenters.has(viewer.personId),
    totalCommentedUsers: commenters.size,
    canComment: post.canComment,
    dateCreated: post.dateCreated,
    canEdit: post.authorId === viewer.personId,
    isPendingModeration: post.isPendingModeration,
    hasBeenMarkedInappropriate: post.hasBeenMarkedInappropriate,
    isConfirmedInappropriate: post.isConfirmedInappropriate,
    inappropriateChildren: isAdmin
      ? post.replyIds
          .map((id) => feed.posts[id])
          .filter((r): r is FeedPost => !!r && r.hasBeenMarkedInappropriate && !r.isConfirmedInappropriate && !r.isHiddenByModerator)
          .map((r) => postView(store, feed, r, viewer))
      : [],
  };
}

/** Top-level posts the viewer sees, newest first, from `skip`, at most `take`. */
function page(feed: FeedState, viewer: Viewer, skip: number, take: number, only?: string): FeedPost[] {
  const out: FeedPost[] = [];
  let skipped = 0;
  for (const id of feed.order) {
    const post = feed.posts[id];
    if (!post || (only ? post.communityId !== only : !viewer.communities.has(post.communityId)) || !isVisible(post, viewer)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    out.push(post);
    if (out.length >= take) break;
  }
  return out;
}

/** Posts and replies the caller sees (a reply only under a post the caller sees), newest first: the content search's posts. */
export function postsVisibleTo(store: Store, caller: Caller): FeedPost[] {
  const feed = getFeed(store);
  const viewer = viewerOf(store, caller);
  return Object.values(feed.posts)
    .filter((post) => isVisible(post, viewer))
    .filter((post) => post.parentPostId === EMPTY_GUID || (feed.posts[post.parentPostId] !== undefined && isVisible(feed.posts[post.parentPostId] as FeedPost, viewer)))
    .sort(newestFirst);
}

// --- lookups and rules -----------------------------------------------------------------------------

/** The post (or reply), 404 when unknown; the caller must belong to its community (403 non-member texts). */
function requirePost(store: Store, caller: Caller, id: string): { feed: FeedState; post: FeedPost; community: NetworkCommunity; viewer: Viewer } {
  const feed = getFeed(store);
  const post = feed.posts[id.toLowerCase()];
  if (!post) throw notFound('No post with this id.');
  const { community } = requireMembership(store, caller, post.communityId);
  const viewer = viewerOf(store, caller);
  return { feed, post, community, viewer };
}

/** Like requirePost, and the caller must be able to see it (404 otherwise, as if it were gone). */
function requireVisiblePost(store: Store, caller: Caller, id: string) {
  const found = requirePost(store, caller, id);
  if (!isVisible(found.post, found.viewer)) throw notFound('No post with this id.');
  return found;
}

function requireAdmin(store: Store, caller: Caller, communityId: string): void {
  if (!isCommunityAdmin(store, caller.personId, communityId)) throw forbidden('Only an admin of this community may do this.');
}

/** Mentions in a body: '@First Last' (or preferred name) of a member of the community. */
function mentionsIn(store: Store, communityId: string, body: string): string[] {
  if (!body.includes('@')) return [];
  const found: string[] = [];
  for (const membership of membersOfCommunity(store, communityId)) {
    const member = findMember(store, membership.personId);
    if (!member) continue;
    const names = [`@${member.firstName} ${member.familyName}`, `@${member.preferredName} ${member.familyName}`];
    if (names.some((n) => body.includes(n)) && !found.includes(member.personId)) found.push(member.personId);
  }
  return found;
}

interface PostDraft {
  title?: string;
  body: string;
  postImage?: { pendingBlobStoragePath: string; name: string }[];
  parentPostId?: string;
  communityId: string;
  canComment?: boolean;
}

function checkDraft(draft: PostDraft): void {
  if (draft.body.trim() === '' && (draft.postImage ?? []).length === 0) {
    // spec 001 §8: 'There was an issue creating your post. Please try again'
    throw unprocessable('There was an issue creating your post. Please try again', { body: ['must not be empty'] });
  }
}

function ack(): ReturnType<typeof ok> {
  return ok(true);
}

// --- handlers ------------------------------------------------------------------------------------

const getFollowedPostsList: OperationHandler = (request, caller, store) => {
  const feed = getFeed(store);
  const viewer = viewerOf(store, caller);
  const skip = queryInt(request, 'skipNumber', 0);
  const take = queryInt(request, 'takeSize', FEED_PAGE_SIZE);
  return ok(page(feed, viewer, skip, take).map((post) => postView(store, feed, post, viewer)));
};

const listPostsByCommunity: OperationHandler = (request, caller, store) => {
  const { community } = requireMembership(store, caller, request.params.id ?? '');
  const feed = getFeed(store);
  const viewer = viewerOf(store, caller);
  const size = queryInt(request, 'pageSize', FEED_PAGE_SIZE);
  // pageNumber is 0-based (the contract's minimum is 0).
  const number = queryInt(request, 'pageNumber', 0);
  return ok(page(feed, viewer, number * size, size, community.communityId).map((post) => postView(store, feed, post, viewer)));
};

const getPostAllActivityFeed: OperationHandler = (request, caller, store) => {
  const { feed, post, viewer } = requireVisiblePost(store, caller, request.params.postId ?? '');
  const top = post.parentPostId === EMPTY_GUID ? post : (feed.posts[post.parentPostId] ?? post);
  return ok([postView(store, feed, top, viewer)]);
};

const createPost: OperationHandler = (request, caller, store) => {
  const draft = request.body as PostDraft;
  checkDraft(draft);
  const isReply = !!draft.parentPostId && draft.parentPostId !== EMPTY_GUID;
  const feed = getFeed(store);
  let communityId = draft.communityId.toLowerCase();
  let parent: FeedPost | undefined;
  if (isReply) {
    parent = requireVisiblePost(store, caller, draft.parentPostId as string).post;
    if (!parent.canComment) throw forbidden('Comments are turned off for this post.');
    communityId = parent.communityId;
  }
  const { community, membership } = requireMembership(store, caller, communityId);
  const post = blankPost({
    id: newId(),
    parentPostId: parent ? parent.id : EMPTY_GUID,
    communityId: community.communityId,
    authorId: caller.personId,
    title: draft.title ?? '',
    body: draft.body,
    mentionIds: mentionsIn(store, community.communityId, draft.body).filter((id) => id !== caller.personId),
    images: clone(draft.postImage ?? []),
    canComment: draft.canComment ?? true,
    dateCreated: now(store),
    // spec 001 §4: posts in a moderated community wait for an admin (admins' own posts do not).
    isPendingModeration: !parent && community.isActivityModerated && !membership.isAdmin,
  });
  feed.posts[post.id] = post;
  if (parent) parent.replyIds.push(post.id);
  else feed.order.unshift(post.id);
  return ok(postView(store, feed, post, viewerOf(store, caller)));
};

const updatePost: OperationHandler = (request, caller, store) => {
  const draft = request.body as PostDraft;
  checkDraft(draft);
  const { feed, post, viewer } = requireVisiblePost(store, caller, request.params.id ?? '');
  if (post.authorId !== caller.personId) throw forbidden('Only the author may edit this post.');
  if (draft.communityId.toLowerCase() !== post.communityId) {
    throw unprocessable('A post cannot move to another community.', { communityId: ['must be the community of the post'] });
  }
  post.title = draft.title ?? post.title;
  post.body = draft.body;
  post.images = clone(draft.postImage ?? post.images);
  post.canComment = draft.canComment ?? post.canComment;
  post.mentionIds = mentionsIn(store, post.communityId, draft.body).filter((id) => id !== caller.personId);
  return ok(postView(store, feed, post, viewer));
};

const deletePost: OperationHandler = (request, caller, store) => {
  const { feed, post } = requirePost(store, caller, request.params.id ?? '');
  if (post.authorId !== caller.personId && !isCommunityAdmin(store, caller.personId, post.communityId)) {
    throw forbidden('Only the author or an admin of the community may delete this post.');
  }
  for (const replyId of post.replyIds) delete feed.posts[replyId];
  delete feed.posts[post.id];
  if (post.parentPostId === EMPTY_GUID) {
    const at = feed.order.indexOf(post.id);
    if (at >= 0) feed.order.splice(at, 1);
  } else {
    const parent = feed.posts[post.parentPostId];
    if (parent) parent.replyIds = parent.replyIds.filter((id) => id !== post.id);
  }
  return ack();
};

const markPostInappropriate: OperationHandler = (request, caller, store) => {
  const { post } = requireVisiblePost(store, caller, request.params.id ?? '');
  post.reporterIds.push(caller.personId);
  post.hasBeenMarkedInappropriate = true;
  return ack();
};

const markInappropriateReportsAsReviewed: OperationHandler = (request, caller, store) => {
  const communityId = (request.params.communityId ?? '').toLowerCase();
  requireMembership(store, caller, communityId);
  requireAdmin(store, caller, communityId);
  const post = getFeed(store).posts[(request.params.postId ?? '').toLowerCase()];
  if (!post || post.communityId !== communityId) throw notFound('No post with this id in this community.');
  if (request.params.isConfirmed === 'true') {
    post.isConfirmedInappropriate = true;
  } else {
    post.hasBeenMarkedInappropriate = false;
  }
  return ack();
};

const markModeratedPostAsReviwed: OperationHandler = (request, caller, store) => {
  const { post } = requirePost(store, caller, request.params.postId ?? '');
  requireAdmin(store, caller, post.communityId);
  post.isPendingModeration = false;
  return ack();
};

const markModeratedPostAsHidden: OperationHandler = (request, caller, store) => {
  const body = request.body as { postId: string; communityId?: string };
  const { post } = requirePost(store, caller, body.postId);
  if (body.communityId && body.communityId.toLowerCase() !== post.communityId) throw notFound('No post with this id in this community.');
  requireAdmin(store, caller, post.communityId);
  post.isHiddenByModerator = true;
  post.isPendingModeration = false;
  return ack();
};

/**
 * A handler that puts the caller in (or takes them out of) one of a post's person lists: the likers,
 * or those who hid it from their own feeds. Liking needs a post the caller sees; unhiding any post.
 */
function callerInList(list: 'likerIds' | 'hiddenByIds', member: boolean, find: typeof requirePost = requireVisiblePost): OperationHandler {
  return (request, caller, store) => {
    const { post } = find(store, caller, request.params.id ?? '');
    if (member && !post[list].includes(caller.personId)) post[list].push(caller.personId);
    if (!member) post[list] = post[list].filter((id) => id !== caller.personId);
    return ack();
  };
}

const hidePost = callerInList('hiddenByIds', true);
const unhidePost = callerInList('hiddenByIds', false, requirePost);
const addPostLike = callerInList('likerIds', true);

/** Likes a post or reply; a new like notifies its author (spec 002 §4; one's own like notifies nobody). */
const createPostLike: OperationHandler = (request, caller, store) => {
  const { post } = requireVisiblePost(store, caller, request.params.id ?? '');
  const isNew = !post.likerIds.includes(caller.personId);
  const answer = addPostLike(request, caller, store);
  if (isNew) {
    const liker = memberName(store, caller.personId) || 'A member';
    const isReply = post.parentPostId !== EMPTY_GUID;
    notifyPerson(store, post.authorId, caller.personId, {
      title: isReply ? 'New like on your reply' : 'New like on your post',
      body: `${liker} liked your ${isReply ? 'reply' : 'post'}.`,
      url: communityPageUrl(store, post.communityId, isReply ? post.parentPostId : post.id),
    });
  }
  return answer;
};
const deletePostLike = callerInList('likerIds', false);

const listPostLikers: OperationHandler = (request, caller, store) => {
  const { post } = requireVisiblePost(store, caller, request.params.postId ?? '');
  return ok([...post.likerIds].reverse().map((id) => postPerson(findMember(store, id), id)));
};

const listUsersByPost: OperationHandler = (request, caller, store) => {
  const { feed, post, viewer } = requireVisiblePost(store, caller, request.params.id ?? '');
  const ids = [post.authorId, ...visibleReplies(feed, post, viewer).map((r) => r.authorId)];
  return ok([...new Set(ids)].map((id) => postPerson(findMember(store, id), id)));
};

function replies(request: SandboxRequest, caller: Caller, store: Store, reportedOnly: boolean) {
  const { feed, post, viewer } = requireVisiblePost(store, caller, request.params.postId ?? '');
  if (reportedOnly) requireAdmin(store, caller, post.communityId);
  const list = reportedOnly
    ? post.replyIds.map((id) => feed.posts[id]).filter((r): r is FeedPost => !!r && r.hasBeenMarkedInappropriate && !r.isConfirmedInappropriate)
    : visibleReplies(feed, post, viewer);
  // count 0 returns every reply; otherwise the last `count` ('show less' keeps the last 2).
  const count = Number(request.params.count ?? 0);
  const chosen = count > 0 ? list.slice(-count) : list;
  return ok(chosen.map((reply) => postView(store, feed, reply, viewer)));
}

const listInappropriatePostsByCommunity: OperationHandler = (request, caller, store) => {
  const { community } = requireMembership(store, caller, request.params.id ?? '');
  requireAdmin(store, caller, community.communityId);
  const feed = getFeed(store);
  const viewer = viewerOf(store, caller);
  const reported = feed.order
    .map((id) => feed.posts[id])
    .filter((post): post is FeedPost => !!post && post.communityId === community.communityId && !post.isHiddenByModerator && !post.isConfirmedInappropriate)
    .filter((post) => post.hasBeenMarkedInappropriate || post.replyIds.some((id) => feed.posts[id]?.hasBeenMarkedInappropriate && !feed.posts[id]?.isConfirmedInappropriate));
  return ok(reported.map((post) => postView(store, feed, post, viewer)));
};

const removePostMention: OperationHandler = (request, caller, store) => {
  const { post } = requireVisiblePost(store, caller, request.params.id ?? '');
  post.mentionIds = post.mentionIds.filter((id) => id !== caller.personId);
  return ack();
};

/** The last path segment of an address, decoded where its escapes are valid UTF-8; 'file' when there is none. */
function lastSegment(url: string): string {
  const segment = URL.parse(url)?.pathname.split('/').pop() || 'file';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The file of a media address the gateway serves (an uploaded or seeded picture), if it is one. */
function servedMedia(store: Store, url: string): Uint8Array | undefined {
  const pathname = URL.parse(url)?.pathname ?? '';
  if (!pathname.startsWith(MEDIA_PREFIX)) return undefined;
  try {
    return readMedia(store, pathname.slice(MEDIA_PREFIX.length).split('/').map((part) => decodeURIComponent(part)).join('/'))?.data;
  } catch {
    return undefined;
  }
}

const postFileDownload: OperationHandler = (request, _caller, store) => {
  const body = request.body as { url: string; fileName?: string };
  const fileName = body.fileName ?? lastSegment(body.url);
  // A post's own image comes back as it was uploaded; another address as a short stand-in file.
  const data = servedMedia(store, body.url) ?? new TextEncoder().encode(`Sandbox copy of ${body.url}\n`);
  return { status: 200, binary: { data, contentType: 'application/octet-stream', fileName } };
};

// Featured items (carousel) and home-page news.

function featuredOf(store: Store, communityId: string): FeaturedItem[] {
  return getFeed(store)
    .featured.filter((f) => f.communityId === communityId)
    .sort((a, b) => a.order - b.order);
}

const listFeaturedPostsByCommunity: OperationHandler = (request, _caller, store) => {
  const community = findCommunity(store, request.params.communityId ?? '');
  if (!community) throw notFound('No community with this id.');
  return ok(clone(featuredOf(store, community.communityId)));
};

type FeaturedBody = Partial<FeaturedItem> & Pick<FeaturedItem, 'title' | 'description' | 'url' | 'featuredPostImage'>;

function featuredFrom(body: FeaturedBody, base: FeaturedItem): FeaturedItem {
  return {
    ...base,
    title: body.title,
    subtitle: body.subtitle ?? base.subtitle,
    url: body.url,
    body: body.body ?? base.body,
    description: body.description,
    isImageOverLay: body.isImageOverLay ?? base.isImageOverLay,
    featuredPostImage: clone(body.featuredPostImage),
    eventList: clone(body.eventList ?? base.eventList),
  };
}

const createFeaturedPost: OperationHandler = (request, caller, store) => {
  const { community } = requireMembership(store, caller, request.params.communityId ?? '');
  requireAdmin(store, caller, community.communityId);
  const body = request.body as FeaturedBody;
  const existing = featuredOf(store, community.communityId);
  const item = featuredFrom(body, {
    id: newId(),
    communityId: community.communityId,
    title: '',
    subtitle: '',
    url: '',
    body: '',
    description: '',
    isImageOverLay: false,
    featuredPostImage: { url: '' },
    order: existing.length + 1,
    eventList: [],
  });
  getFeed(store).featured.push(item);
  return ok(clone(item));
};

const updateFeaturedPost: OperationHandler = (request, caller, store) => {
  const { community } = requireMembership(store, caller, request.params.communityId ?? '');
  requireAdmin(store, caller, community.communityId);
  const body = request.body as FeaturedBody;
  if (!body.id) throw unprocessable('The featured item to update needs its id.', { id: ['is required'] });
  const feed = getFeed(store);
  const at = feed.featured.findIndex((f) => f.id === body.id?.toLowerCase() && f.communityId === community.communityId);
  const current = feed.featured[at];
  if (!current) throw notFound('No featured item with this id in this community.');
  const updated = featuredFrom(body, current);
  feed.featured[at] = updated;
  return ok(clone(updated));
};

const reorderFeaturedPosts: OperationHandler = (request, caller, store) => {
  const { community } = requireMembership(store, caller, request.params.communityId ?? '');
  requireAdmin(store, caller, community.communityId);
  const orders = request.body as { id: string; order: number }[];
  const items = featuredOf(store, community.communityId);
  const unknown = orders.filter((o) => !items.some((i) => i.id === o.id.toLowerCase()));
  if (unknown.length > 0) throw notFound(`No featured item ${unknown[0]?.id} in this community.`);
  for (const o of orders) {
    const item = items.find((i) => i.id === o.id.toLowerCase());
    if (item) item.order = o.order;
  }
  return ack();
};

const deleteFeatured: OperationHandler = (request, caller, store) => {
  const feed = getFeed(store);
  const item = feed.featured.find((f) => f.id === (request.params.id ?? '').toLowerCase());
  if (!item) throw notFound('No featured item with this id.');
  requireMembership(store, caller, item.communityId);
  requireAdmin(store, caller, item.communityId);
  feed.featured = feed.featured.filter((f) => f !== item);
  return ack();
};

const getHomePageFeaturedNews: OperationHandler = (_request, _caller, store) =>
  ok({ newsList: clone([...getFeed(store).news].sort((a, b) => a.order - b.order)) });

const updateHomePageFeaturedNews: OperationHandler = (request, caller, store) => {
  // Home-page news is edited by staff (team members).
  if (!caller.persona.permissionsResult.permissions.userRoles.includes('Team Member')) {
    throw forbidden('Only team members may edit the home page news.');
  }
  const body = request.body as { newsList: (Partial<NewsItem> & Pick<NewsItem, 'title' | 'url' | 'featuredNewsImage'>)[] };
  const feed = getFeed(store);
  feed.news = body.newsList.map((item, i) => ({
    id: item.id?.toLowerCase() ?? newId(),
    title: item.title,
    subtitle: item.subtitle ?? '',
    url: item.url,
    body: item.body ?? '',
    description: item.description ?? '',
    isImageOverLay: item.isImageOverLay ?? false,
    featuredNewsImage: clone(item.featuredNewsImage),
    order: item.order ?? i + 1,
  }));
  return ok({ newsList: clone(feed.news) });
};

/** The `feed` domain: posts service (openapi/posts.yaml). */
export const feedDomain: SandboxDomain = {
  name: 'feed',
  seed: seedFeed,
  handlers: {
    getFollowedPostsList,
    listPostsByCommunity,
    getPostAllActivityFeed,
    listInappropriatePostsByCommunity,
    createPost,
    updatePost,
    deletePost,
    markPostInappropriate,
    markInappropriateReportsAsReviewed,
    markModeratedPostAsReviwed,
    markModeratedPostAsHidden,
    hidePost,
    unhidePost,
    createPostLike,
    deletePostLike,
    listPostLikers,
    listUsersByPost,
    listCommentsByPost: (request, caller, store) => replies(request, caller, store, false),
    listInappropriateCommentsByPost: (request, caller, store) => replies(request, caller, store, true),
    removePostMention,
    postFileDownload,
    listFeaturedPostsByCommunity,
    createFeaturedPost,
    updateFeaturedPost,
    reorderFeaturedPosts,
    deleteFeaturedPost: deleteFeatured,
    deleteChapterFeaturedPost: deleteFeatured,
    getHomePageFeaturedNews,
    updateHomePageFeaturedNews,
  },
};
