import type { ReleaseMediaItem, ReleaseMediaPage, ReleaseNote, ReleaseNotesPage } from './types';

/** spec 000 §3: the page shows the first item of the releaseNote list. */
export function firstReleaseNote(page: ReleaseNotesPage | undefined): ReleaseNote | undefined {
  return page?.releaseNote[0];
}

/** The media slots the page shows: news ('new') then coming soon ('comingsoon'), then any other. */
export const RELEASE_MEDIA_SLOTS = ['new', 'comingsoon'] as const;

/** Release media in slot order (news first, then coming soon). */
export function releaseMediaInOrder(page: ReleaseMediaPage | undefined): ReleaseMediaItem[] {
  const rank = (fileType: string) => {
    const index = (RELEASE_MEDIA_SLOTS as readonly string[]).indexOf(fileType.toLowerCase());
    return index === -1 ? RELEASE_MEDIA_SLOTS.length : index;
  };
  return [...(page?.releaseMedia ?? [])].sort((a, b) => rank(a.fileType) - rank(b.fileType));
}

/**
 * spec 000 §6: assist page edit rights come from the server: the section's canEdit and the
 * is-admin check must both grant them (either missing means no editing).
 */
export function canEditAssist(input: { readonly canEdit: boolean | undefined; readonly isAdmin: boolean | undefined }): boolean {
  return input.canEdit === true && input.isAdmin === true;
}
