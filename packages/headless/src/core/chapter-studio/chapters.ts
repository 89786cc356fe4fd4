import { ROLE, type PermissionsResult, type UserCommunity } from '../permissions';

/** spec 001 §3: the chapter studio's chapter list: communities of type chapter where the user has the Chapter Manager role, by name. */
export function chapterStudioChapters(result: PermissionsResult | undefined): UserCommunity[] {
  if (!result) return [];
  return result.communities
    .filter((community) => community.communityType === 'chapter' && community.roles.includes(ROLE.chapterManager))
    .sort((a, b) => a.name.localeCompare(b.name));
}
