import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { AROUND_ME_MESSAGES } from '../../core/around-me/messages';
import { unwrap } from '../../core/errors/unwrap';
import { asAppError } from '../../core/messages';
import type { UploadFile, UploadLimits } from '../../core/upload/checks';
import type { UploadOutcome } from '../../core/upload/engine';
import type { CallResult } from '../../hooks/use-mutation';
import { useSdk } from '../../hooks/sdk-context';
import { useUpload } from '../../hooks/use-upload';
import { aroundMeError, PENDING_ASSETS_KEY } from './keys';

/** The answer to an uploaded template (openapi/profiles.yaml `UploadResult`). */
export interface BulkAddUploadResult {
  /** Size of the uploaded file in bytes. */
  readonly bytes?: number;
  /** Not used by around me. */
  readonly base64String?: string | null;
  /** The uploaded file's name. */
  readonly fileName: string;
  /** The uploaded file's media type. */
  readonly fileType: string;
}

/** A downloaded template: the spreadsheet and the name to save it under. */
export interface BulkAddTemplate {
  /** The spreadsheet. */
  readonly blob: Blob;
  /** The name to save it under (the address's last part). */
  readonly fileName: string;
}

/** The file name the template is saved under when its address has none. */
export const BULK_ADD_TEMPLATE_FILE_NAME = 'Businesses bulk add template.xlsx';

const invalid = AROUND_ME_MESSAGES.invalidDocument;

/** One spreadsheet; every refusal is 'Please upload a valid document' (spec 002 §8). */
export const BULK_ADD_LIMITS: UploadLimits = {
  extensions: ['.xlsx', '.xls', '.csv'],
  maxCount: 1,
  maxBytes: 25 * 1024 * 1024,
  messages: { required: invalid, type: invalid, empty: invalid, tooLarge: invalid, tooMany: invalid, nameTooLong: invalid, duplicate: invalid },
};

function fileNameOf(url: string): string {
  try {
    const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    return last.includes('.') ? last : BULK_ADD_TEMPLATE_FILE_NAME;
  } catch {
    return BULK_ADD_TEMPLATE_FILE_NAME;
  }
}

/**
 * Bulk add of businesses (spec 002 §7, §9): `downloadTemplate` fetches the template spreadsheet
 * from the address the app is given (`templateUrl`, not an API path); `upload` sends the filled-in
 * template through the one upload engine (POST upload-bulk-add-template, multipart `file0`). A file
 * that is not a spreadsheet, or that the server refuses, gives 'Please upload a valid document'.
 */
export function useBulkAdd({ templateUrl }: { templateUrl: string }) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const engine = useUpload({ limits: BULK_ADD_LIMITS, blocks: 'whole-file' });
  const { start } = engine;

  const downloadTemplate = useCallback(async (): Promise<CallResult<BulkAddTemplate>> => {
    try {
      const response = await fetch(templateUrl);
      if (!response.ok) return { ok: false, error: asAppError(new Error(`The template answered ${response.status}.`)) };
      return { ok: true, data: { blob: await response.blob(), fileName: fileNameOf(templateUrl) } };
    } catch (thrown) {
      return { ok: false, error: asAppError(thrown) };
    }
  }, [templateUrl]);

  const upload = useCallback(
    async (file: UploadFile): Promise<UploadOutcome<BulkAddUploadResult>> => {
      const outcome = await start([file], (block, { signal }) =>
        unwrap(sdk.profiles.POST('/profiles/api/around-me/upload-bulk-add-template', { body: block.fields as unknown as { file0: Blob }, signal }), { log: true, toError: aroundMeError }),
      );
      if (outcome.status === 'done') void mutate(PENDING_ASSETS_KEY);
      return outcome;
    },
    [mutate, sdk, start],
  );

  return {
    downloadTemplate,
    upload,
    /** Where the upload stands (status, progress, refusals, failure). */
    state: { status: engine.status, progress: engine.progress, problems: engine.problems, failure: engine.failure },
    isUploading: engine.isUploading,
    reset: engine.reset,
  };
}
