// Link building blocks of the route table's href builders (see route-table.ts).

/** Query values; `undefined` leaves the key out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>;

/** Appends the defined query values to `path` (`?a=1&b=2`), in the given order. */
export function withQuery(path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The query of the speaker pages that selects certified forum facilitators (spec 000 §2). */
export const CFF_SPEAKERS = 'IsCFFSpeaker';

/** Speaker-profile link input (spec 002 §2). */
export interface SpeakerProfileLink {
  /** The speaker id for non-member speakers, the person id for members. */
  readonly id?: string;
  readonly isCffSpeaker?: boolean;
}

/** Member-profile link input (spec 002 §2). */
export interface MemberProfileLink {
  readonly memberId: string;
  readonly name?: string;
  /** 'edit' only for the owner or a chapter admin the server allows (see {@link memberProfileMode}). */
  readonly mode?: 'edit';
}

/** Community-directory filters carried in the query (spec 001 §2). */
export interface CommunityDirectoryLink {
  readonly navigatedFromId?: string;
  readonly communitySearchText?: string;
  /** Serialised as JSON. */
  readonly communityFilters?: unknown;
}

/** Highlight of a content search result on its community page (spec 001 §2). */
export interface CommunityPostLink {
  readonly postId?: string;
  readonly highlightText?: string;
}

/** Input of {@link memberProfileMode}. */
export interface MemberProfileModeInput {
  readonly viewerId: string | undefined;
  readonly memberId: string;
  /** The server allows this chapter admin to edit the profile. */
  readonly canChapterAdminEdit?: boolean;
}

/** 'edit' when the viewer owns the profile or is a chapter admin allowed to edit it, else no mode (spec 002 §2). */
export function memberProfileMode(input: MemberProfileModeInput): 'edit' | undefined {
  const isOwner = input.viewerId !== undefined && input.viewerId.toLowerCase() === input.memberId.toLowerCase();
  return isOwner || input.canChapterAdminEdit === true ? 'edit' : undefined;
}
