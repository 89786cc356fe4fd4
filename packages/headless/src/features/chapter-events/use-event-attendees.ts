import { useCallback, useMemo, useState } from 'react';
import { attendeesPage, sortAttendees, type EventAttendee } from '../../core/chapter-events/attendees';
import type { CommunityEventCard } from '../../core/chapter-events/community-events';
import { unwrap, type SdkResult } from '../../core/errors/unwrap';
import { fileNameOfDisposition, type DownloadedFile } from '../../core/files/files-and-media';
import { asAppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import type { CallResult } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

// spec 001 §2 /eventAttendees/{eventId?}, §3 and 002 §9: attendees sorted 'last, first', shown 5 more
// per scroll step; the spreadsheet download (GET downloadEventAttendees/{id}); the next board meeting.

const NO_ATTENDEES: EventAttendee[] = [];

/**
 * The attendees of an event (GET eventAttendees/{id}) sorted 'last, first'; `shown` grows by 5 with
 * each `loadMore` (the infinite scroll) while `hasMore`; `download` resolves to the spreadsheet.
 * An empty event id holds the call.
 */
export function useEventAttendees(eventId: string) {
  const sdk = useSdk();
  const query = useSdkQuery<EventAttendee[]>(eventId === '' ? null : ['events/attendees', eventId.toLowerCase()], (api, signal) =>
    api.events.GET('/events/api/eventAttendees/{id}', { params: { path: { id: eventId } }, signal }),
  );
  const [steps, setSteps] = useState({ eventId, pages: 1 });
  const pages = steps.eventId === eventId ? steps.pages : 1;
  const sorted = useMemo(() => (query.data ? sortAttendees(query.data) : NO_ATTENDEES), [query.data]);
  const { shown, hasMore } = useMemo(() => attendeesPage(sorted, pages), [pages, sorted]);
  const loadMore = useCallback(() => setSteps((current) => ({ eventId, pages: (current.eventId === eventId ? current.pages : 1) + 1 })), [eventId]);

  const [isDownloading, setDownloading] = useState(false);
  const download = useCallback(async (): Promise<CallResult<DownloadedFile>> => {
    setDownloading(true);
    try {
      let disposition: string | null = null;
      const call = sdk.events.GET('/events/api/downloadEventAttendees/{id}', { params: { path: { id: eventId } }, parseAs: 'blob' }) as Promise<SdkResult<Blob>>;
      const blob = await unwrap(
        call.then((result) => {
          disposition = result.response?.headers.get('content-disposition') ?? null;
          return result;
        }),
        { log: true },
      );
      return { ok: true, data: { fileName: fileNameOfDisposition(disposition, 'event attendees.xlsx'), blob } };
    } catch (error) {
      return { ok: false, error: asAppError(error) };
    } finally {
      setDownloading(false);
    }
  }, [eventId, sdk]);

  return { attendees: shown, total: sorted.length, hasMore, loadMore, error: query.error, isLoading: query.isLoading, download, isDownloading };
}

/** The chapter's next board meeting (GET next-board-meeting-event/{id}/chapter); `null` when none is planned (404). */
export function useNextBoardMeeting(chapterId: string) {
  const query = useSdkQuery<CommunityEventCard | null>(
    chapterId === '' ? null : ['events/next-board-meeting', chapterId.toLowerCase()],
    async (api, signal) => {
      const result = await api.events.GET('/events/api/next-board-meeting-event/{id}/chapter', { params: { path: { id: chapterId } }, signal });
      return (result.status === 404 ? { ...result, ok: true, status: 200, data: null } : result) as SdkResult<CommunityEventCard | null>;
    },
  );
  return { meeting: query.data ?? null, error: query.error, isLoading: query.isLoading };
}
