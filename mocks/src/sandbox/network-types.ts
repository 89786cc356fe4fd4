// Shape of the base network every domain builds on. Seeded first by the `network` domain
// (domains/network.ts) into `store.network`; other domains read it and never change it.

import type { communities } from '@ypo/sdk';

type Schemas = communities.components['schemas'];
/** Community kinds (spec 000 §1; contract `CommunityType`). */
export type CommunityKind = Schemas['CommunityType'];
/** Chapter types (spec 001 §1; contract `ChapterType`). */
export type ChapterType = Schemas['ChapterType'];
/** Network types of a network community (spec 001 §1; contract `NetworkType`, whose `ALL` is a filter value). */
export type NetworkType = Exclude<Schemas['NetworkType'], 'ALL'>;

/** A community of the fictional network. */
export interface NetworkCommunity {
  communityId: string;
  name: string;
  communityType: CommunityKind;
  /** Chapters only. */
  chapterType?: ChapterType;
  /** Networks only. */
  networkType?: NetworkType;
  /** Region of a chapter; chapter of a forum. */
  parentId?: string;
  salesforceId: string;
  health: number;
  isActivityModerated: boolean;
}

/** A member of the fictional network (personas are members too, with their own ids). */
export interface NetworkMember {
  personId: string;
  firstName: string;
  familyName: string;
  preferredName: string;
  email: string;
  phone: string;
  gender: 'Female' | 'Male';
  companyName: string;
  title: string;
  industry: string;
  city: string;
  country: string;
  biography: string;
  profileImageUrl: string;
  /** Primary chapter. */
  chapterId: string;
  regionId: string;
  /** ISO date the member joined. */
  joinedDate: string;
  recordType: 'Member' | 'Spouse/Partner' | 'Former Member' | 'Prospect';
}

/** Membership of a person in a community, with the roles they hold there. */
export interface Membership {
  personId: string;
  communityId: string;
  roles: string[];
  isAdmin: boolean;
  isPrimary: boolean;
}

/** `store.network`. */
export interface Network {
  communities: NetworkCommunity[];
  members: NetworkMember[];
  memberships: Membership[];
}
