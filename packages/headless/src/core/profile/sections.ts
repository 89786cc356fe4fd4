import { memberProfileMode } from '../routes/paths';

/** The family entries that make About me visible (spec 002 §3: familyDetails keys Child, Spouse/Partner). */
export const ABOUT_ME_FAMILY_KEYS: readonly string[] = ['Child', 'Spouse/Partner'];

/** What About me is made of (spec 002 §2): the biography, the family entries' keys and the family interests. */
export interface AboutMeContent {
  /** The biography text; blank counts as none. */
  readonly biography?: string | null;
  /** The key (relationship) of each family entry, e.g. 'Child', 'Spouse/Partner'. */
  readonly familyKeys?: readonly string[];
  /** How many personal family interests the member chose. */
  readonly familyInterestCount?: number;
}

/** Spec 002 §2: 'About me is visible if there is a biography, a Child or Spouse/Partner entry, or personal family interests.' */
export function isAboutMeVisible(content: AboutMeContent): boolean {
  const hasBiography = (content.biography ?? '').trim().length > 0;
  const hasFamily = (content.familyKeys ?? []).some((key) => ABOUT_ME_FAMILY_KEYS.some((wanted) => wanted.toLowerCase() === key.trim().toLowerCase()));
  return hasBiography || hasFamily || (content.familyInterestCount ?? 0) > 0;
}

/** What Communities is made of (spec 002 §2): how many chapters, regions and networks. */
export interface CommunitiesContent {
  /** How many chapters the member belongs to. */
  readonly chapterCount?: number;
  /** How many regions the member belongs to. */
  readonly regionCount?: number;
  /** How many networks the member belongs to. */
  readonly networkCount?: number;
}

/** Spec 002 §2: 'Communities is visible if there are chapters, regions or networks.' */
export function isCommunitiesVisible(content: CommunitiesContent): boolean {
  return (content.chapterCount ?? 0) > 0 || (content.regionCount ?? 0) > 0 || (content.networkCount ?? 0) > 0;
}

/** Spec 002 §2: 'Professional experience is visible if at least one entry is active.' */
export function isProfessionalExperienceVisible(entries: readonly { readonly isActive?: boolean | null }[] | undefined): boolean {
  return (entries ?? []).some((entry) => entry.isActive === true);
}

/** Input of {@link isProfileEditMode}. */
export interface ProfileEditModeInput {
  /** The `mode` query parameter of /memberProfile (`'edit'` asks for edit mode). */
  readonly requestedMode: string | null | undefined;
  /** The signed-in user's person id. */
  readonly viewerId: string | undefined;
  /** The person id of the profile shown. */
  readonly memberId: string;
  /** The server's can-chapter-admin-edit-profile answer; `undefined` while unknown. */
  readonly canChapterAdminEdit?: boolean;
}

/**
 * Whether the profile opens in edit mode (spec 002 §2, §6): only when mode=edit is asked for AND the
 * viewer owns the profile or is a chapter admin the server allows; a hand-written mode=edit opens
 * the profile without edit mode for anyone else.
 */
export function isProfileEditMode(input: ProfileEditModeInput): boolean {
  if (input.requestedMode !== 'edit') return false;
  return memberProfileMode({ viewerId: input.viewerId, memberId: input.memberId, canChapterAdminEdit: input.canChapterAdminEdit }) === 'edit';
}

/**
 * A section shows in view mode when it has content; in edit mode it always shows, so the editor can
 * add the first entry.
 */
export function isSectionShown(hasContent: boolean, isEditMode: boolean): boolean {
  return isEditMode || hasContent;
}
