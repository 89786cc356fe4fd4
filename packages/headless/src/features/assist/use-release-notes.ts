import { useMemo } from 'react';
import { firstReleaseNote } from '../../core/assist/releases';
import type { ReleaseNote, ReleaseNotesPage } from '../../core/assist/types';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { ASSIST_KEYS } from './keys';
import { useSectionWrite } from './use-section-write';

/** The release notes (the page shows the first item, spec 000 §3) and the editor's update. */
export function useReleaseNotes() {
  const sdk = useSdk();
  const swr = useSdkQuery<ReleaseNotesPage>(ASSIST_KEYS.releaseNotes, (api, signal) => api.assistpage.GET('/assistpage/api/assist/get-release-notes', { signal }));
  const write = useSectionWrite<ReleaseNotesPage>(ASSIST_KEYS.releaseNotes);
  const updateReleaseNote = useMemo(
    () => (note: ReleaseNote) => write(() => sdk.assistpage.PUT('/assistpage/api/assist/update-release-notes', { body: note })),
    [sdk, write],
  );
  return { data: swr.data, releaseNote: firstReleaseNote(swr.data), error: swr.error, isLoading: swr.isLoading, updateReleaseNote };
}
