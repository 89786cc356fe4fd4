import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UploadProgress } from '../core/upload/blocks';
import type { UploadFile, UploadProblem } from '../core/upload/checks';
import { uploadFiles, type UploadFailure, type UploadOptions, type UploadOutcome, type UploadTransport } from '../core/upload/engine';

/** Where an upload stands. */
export type UploadStatus = 'idle' | UploadOutcome<unknown>['status'] | 'uploading';

/** The state {@link useUpload} shows: status, progress, refusals and the failure. */
export interface UploadState {
  /** 'idle' before the first upload, 'uploading' while one runs, then how it ended: done, invalid, failed or cancelled. */
  readonly status: UploadStatus;
  /** The progress of the running or last upload; `undefined` before one starts. */
  readonly progress: UploadProgress | undefined;
  /** The refusals of the checks (status 'invalid'); empty otherwise. */
  readonly problems: readonly UploadProblem[];
  /** The block that failed for good (status 'failed'); `undefined` otherwise. */
  readonly failure: UploadFailure | undefined;
}

const IDLE: UploadState = { status: 'idle', progress: undefined, problems: [], failure: undefined };

/**
 * The upload engine for a component: `start(files, transport)` checks and sends the files with the
 * feature's options and resolves to the outcome; `cancel()` aborts it, as does unmounting or a new start.
 */
export function useUpload(options: Omit<UploadOptions, 'signal' | 'onProgress'> = {}) {
  const [state, setState] = useState<UploadState>(IDLE);
  const current = useRef<AbortController | undefined>(undefined);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(async <R,>(files: readonly UploadFile[], transport: UploadTransport<R>): Promise<UploadOutcome<R>> => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ ...IDLE, status: 'uploading' });
    const outcome = await uploadFiles(files, transport, {
      ...optionsRef.current,
      signal: controller.signal,
      onProgress: (progress) => {
        if (current.current === controller) setState((before) => ({ ...before, progress }));
      },
    });
    if (current.current === controller) {
      current.current = undefined;
      setState((before) => ({
        status: outcome.status,
        progress: before.progress,
        problems: outcome.status === 'invalid' ? outcome.problems : [],
        failure: outcome.status === 'failed' ? { error: outcome.error, retryCount: outcome.retryCount, block: outcome.block } : undefined,
      }));
    }
    return outcome;
  }, []);

  const cancel = useCallback(() => current.current?.abort(), []);
  const reset = useCallback(() => {
    current.current?.abort();
    setState(IDLE);
  }, []);

  return useMemo(() => ({ ...state, isUploading: state.status === 'uploading', start, cancel, reset }), [cancel, reset, start, state]);
}
