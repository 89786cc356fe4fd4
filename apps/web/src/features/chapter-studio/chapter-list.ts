import { ROLE, usePermissions, type PermissionsResult, type UserCommunity } from '@ypo/headless';

/** spec 001 §3: the chapter studio's chapter list: communities of type chapter where the user has the Chapter Manager role. */
export function chapterStudioChapters(result: PermissionsResult | undefined): UserCommunity[] {
  if (!result) return [];
  return result.communities
    .filter((community) => community.communityType === 'chapter' && community.roles.includes(ROLE.chapterManager))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The studio access of the signed-in user: the chapters they manage, the first one's id, and canManageChapterStudio (spec 001 §6). */
export function useStudioAccess() {
  const { data } = usePermissions();
  const chapters = chapterStudioChapters(data);
  return { chapters, communityId: chapters[0]?.communityId, canManage: data?.permissions.canManageChapterStudio ?? false };
}
