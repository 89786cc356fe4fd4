import { chapterStudioChapters, usePermissions } from '@ypo/headless';

/** The studio access of the signed-in user: the chapters they manage, the first one's id, and canManageChapterStudio (spec 001 §6). */
export function useStudioAccess() {
  const { data } = usePermissions();
  const chapters = chapterStudioChapters(data);
  return { chapters, communityId: chapters[0]?.communityId, canManage: data?.permissions.canManageChapterStudio ?? false };
}
