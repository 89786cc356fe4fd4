/** One crumb of the chapter studio's trail: a screen (`key`), its label and address. */
export interface StudioCrumb {
  /** The studio screen the crumb stands for. */
  key: 'chapterStudio' | 'manageAnnouncements' | 'createAnnouncement';
  /** The crumb's text ('Chapter studio'). */
  label: string;
  /** The screen's app path (starts with '/'). */
  href: string;
}

/** The trail's first crumb: the chapter studio itself. */
export const CHAPTER_STUDIO_CRUMB: StudioCrumb = { key: 'chapterStudio', label: 'Chapter studio', href: '/chapterStudio' };

/**
 * The breadcrumbs on arriving at a screen (spec 001 §2): arriving at a screen already in the trail drops
 * the crumbs after it (manage from create drops the last crumb); arriving from elsewhere adds a crumb.
 * A trail always starts at the chapter studio.
 */
export function studioBreadcrumbs(previous: readonly StudioCrumb[] | null | undefined, here: StudioCrumb): StudioCrumb[] {
  const trail = previous && previous.length > 0 && previous[0]?.key === CHAPTER_STUDIO_CRUMB.key ? previous : [CHAPTER_STUDIO_CRUMB];
  const at = trail.findIndex((crumb) => crumb.key === here.key);
  return at >= 0 ? [...trail.slice(0, at), here] : [...trail, here];
}

/** Whether a value kept in the browser history is a trail (history state is not trusted as typed). */
export function isStudioTrail(value: unknown): value is StudioCrumb[] {
  const keys: readonly unknown[] = ['chapterStudio', 'manageAnnouncements', 'createAnnouncement'];
  return (
    Array.isArray(value) &&
    value.every((c) => typeof c === 'object' && c !== null && keys.includes((c as StudioCrumb).key) && typeof (c as StudioCrumb).label === 'string' && typeof (c as StudioCrumb).href === 'string' && (c as StudioCrumb).href.startsWith('/'))
  );
}
