import { memberProfileMode } from '../../core/routes/paths';
import { isProfileEditMode } from '../../core/profile/sections';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the server's can-chapter-admin-edit-profile answer for one profile. */
export const canChapterAdminEditKey = (memberId: string) => ['profiles/api/member-profile/can-chapter-admin-edit-profile', memberId.toLowerCase()] as const;

/** Input of {@link useCanEditProfile}. */
export interface CanEditProfileInput {
  /** The profile's person id; `null` holds the call. */
  readonly memberId: string | null | undefined;
  /** The signed-in user's person id. */
  readonly viewerId: string | undefined;
  /** The page's `mode` query parameter. */
  readonly requestedMode?: string | null;
}

/**
 * Who may edit a profile (spec 002 §2, §6): the owner, or a chapter admin the server allows
 * (GET member-profile/can-chapter-admin-edit-profile/{id}, asked only when the viewer is not the
 * owner). `canEdit` decides the 'Edit profile' link (mode=edit); `isEditMode` is whether the page is
 * in edit mode now (asked for and allowed). A failed check allows nothing.
 */
export function useCanEditProfile({ memberId, viewerId, requestedMode }: CanEditProfileInput) {
  const isOwner = memberId !== null && memberId !== undefined && viewerId !== undefined && memberProfileMode({ viewerId, memberId }) === 'edit';
  const query = useSdkQuery<boolean>(memberId && viewerId && !isOwner ? canChapterAdminEditKey(memberId) : null, (api, signal) =>
    api.profiles.GET('/profiles/api/member-profile/can-chapter-admin-edit-profile/{id}', { params: { path: { id: memberId ?? '' } }, signal }),
  );
  const canChapterAdminEdit = query.data === true;
  const canEdit = isOwner || canChapterAdminEdit;
  const isEditMode = memberId ? isProfileEditMode({ requestedMode, viewerId, memberId, canChapterAdminEdit: isOwner ? undefined : canChapterAdminEdit }) : false;
  return { canEdit, isEditMode, isOwner, isLoading: query.isLoading, error: query.error };
}
