import { useCallback, useState } from 'react';
import { unwrap, type SdkResult } from '../../core/errors/unwrap';
import { fileNameOfDisposition, type DownloadedFile } from '../../core/files/files-and-media';
import { asAppError } from '../../core/messages';
import { contactCardError } from '../../core/profile/errors';
import { useSdk } from '../../hooks/sdk-context';
import type { CallResult } from '../../hooks/use-mutation';

/**
 * The member's contact card (GET managecontact/{id}, a text/vcard file; spec 002 §2, §7): `download`
 * resolves to the file (named by the answer, else 'contact.vcf') or to the error to show: 'Error:
 * Contact card cannot be downloaded' when the server refuses (4xx), 'Error downloading contact.'
 * on any other failure (spec 002 §8).
 */
export function useContactCard(personId: string) {
  const sdk = useSdk();
  const [isDownloading, setDownloading] = useState(false);
  const download = useCallback(async (): Promise<CallResult<DownloadedFile>> => {
    setDownloading(true);
    try {
      let disposition: string | null = null;
      const call = sdk.profiles.GET('/profiles/api/managecontact/{id}', { params: { path: { id: personId } }, parseAs: 'blob' }) as Promise<SdkResult<Blob>>;
      const blob = await unwrap(
        call.then((result) => {
          disposition = result.response?.headers.get('content-disposition') ?? null;
          return result;
        }),
        { log: true, toError: contactCardError },
      );
      return { ok: true, data: { fileName: fileNameOfDisposition(disposition, 'contact.vcf'), blob } };
    } catch (error) {
      return { ok: false, error: asAppError(error) };
    } finally {
      setDownloading(false);
    }
  }, [personId, sdk]);
  return { download, isDownloading };
}
