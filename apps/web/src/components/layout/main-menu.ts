import { paths, type MenuSection } from '@ypo/headless';

/**
 * Where a main-menu section links to when it is a single link (home, businesses, or a kind with
 * one community); undefined when it lists several communities.
 */
export function menuLinkOf(section: MenuSection): string | undefined {
  const [only] = section.communities;
  if (section.type === 'home' || section.type === 'businesses' || (section.communities.length === 1 && only)) {
    return paths.communityPage(section.type, only?.communityId);
  }
  return undefined;
}
