import { useMemo } from 'react';
import useSWR from 'swr';
import { firstReleaseNote } from '../../core/assist/releases';
import type { ReleaseNote, ReleaseNotesPage } from '../../core/assist/types';
import type { CallError } from '../../hooks/call-error';
import { useSdk } from '../../hooks/sdk-context';
import { send, toAssistError } from './assist-error';
import { ASSIST_KEYS } from './keys';

/** The release notes (the page shows the first item, spec 000 §3) and the editor's update. */
export function useReleaseNotes() {
  const sdk = useSdk();
  const swr = useSWR<ReleaseNotesPage, CallError>(ASSIST_KEYS.releaseNotes, () =>
    send(sdk.assistpage.GET('/assistpage/api/assist/get-release-notes')),
  );
  const { mutate } = swr;
  const updateReleaseNote = useMemo(
    () => async (note: ReleaseNote) => {
      const page = await send(sdk.assistpage.PUT('/assistpage/api/assist/update-release-notes', { body: note }));
      await mutate(page, { revalidate: false });
    },
    [mutate, sdk],
  );
  const error = useMemo(() => (swr.error ? toAssistError(swr.error) : undefined), [swr.error]);
  return { data: swr.data, releaseNote: firstReleaseNote(swr.data), error, isLoading: swr.isLoading, updateReleaseNote };
}
