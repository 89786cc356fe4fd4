import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  EMPTY_SPEAKER_FORM, SPEAKER_FORM_STEPS, SPEAKER_SAVED_DISPLAY_MS, firstInvalidStep, speakerProfileBody, validateSpeakerForm, validateSpeakerStep,
  type SpeakerFormErrors, type SpeakerFormField, type SpeakerFormLookups, type SpeakerFormValues,
} from '../../core/speaker/form';
import { SPEAKER_MESSAGES } from '../../core/speaker/messages';
import { unwrap } from '../../core/errors/unwrap';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { speakerRegistrationStatusKey } from './use-speaker-registration-status';
import type { SpeakerProfile } from './use-speaker-profile';

/** Which call saves: POST save-speaker (a new application) or POST edit-speaker (the owner's profile). */
export type SpeakerSaveMode = 'become' | 'edit';

/** The fields another part of the form adds to the body (the photo and the video: spec 002 §5) and the ids of an edited profile. */
export type SpeakerProfileExtra = Partial<Pick<SpeakerProfile, 'profileImageUrl' | 'presentationVideo' | 'speakerId' | 'personID'>>;

const errorsOfProblem = (error: AppError): SpeakerFormErrors['errors'] => {
  const body = error.cause?.body;
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return typeof errors === 'object' && errors !== null ? (errors as SpeakerFormErrors['errors']) : {};
};

/**
 * The speaker save on the one mutation (spec 002 §4, §7, §8): `save(mode, body)` POSTs save-speaker
 * or edit-speaker and resolves to the saved profile (undefined on failure or while a save runs).
 * A successful application sets the person's registration status to P in the SWR cache (the
 * route guard and the menu follow); a failed one sets it to null. With `holdStatusWhileMounted`
 * the P waits until the caller unmounts: the become-a-speaker route sends P home, so the form's
 * thank-you stays until the person leaves it. The failure is 'speaker data
 * error' (logged); the form shows 'Unable to connect to the serve'. The seam for the media part:
 * photo upload -> `save('become', body with profileImageUrl)` -> video upload -> `save('edit', body with presentationVideo)`.
 */
export function useSpeakerSave(personId: string | null | undefined, { holdStatusWhileMounted = false }: { readonly holdStatusWhileMounted?: boolean } = {}) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const heldStatus = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => heldStatus.current?.(), []);
  const write = useCallback(
    (mode: SpeakerSaveMode, body: SpeakerProfile) =>
      unwrap(sdk.speaker.POST(mode === 'become' ? '/speaker/api/speaker/save-speaker' : '/speaker/api/speaker/edit-speaker', { body }), {
        log: true,
        message: SPEAKER_MESSAGES.speakerDataError,
      }),
    [sdk],
  );
  const { trigger, isMutating, error } = useMutation(write);
  /** The save with its outcome: the saved profile or the failure; undefined while another save runs. */
  const saveResult = useCallback(
    async (mode: SpeakerSaveMode, body: SpeakerProfile): Promise<CallResult<SpeakerProfile> | undefined> => {
      const result = await trigger(mode, body);
      if (result !== undefined && mode === 'become' && personId) {
        // spec 002 §4: P after a successful save, null on failure.
        const settle = () => void mutate(speakerRegistrationStatusKey(personId), result.ok ? 'P' : null, { revalidate: false });
        if (result.ok && holdStatusWhileMounted) heldStatus.current = settle;
        else settle();
      }
      return result;
    },
    [holdStatusWhileMounted, mutate, personId, trigger],
  );
  const save = useCallback(
    async (mode: SpeakerSaveMode, body: SpeakerProfile): Promise<SpeakerProfile | undefined> => {
      const result = await saveResult(mode, body);
      return result?.ok ? result.data : undefined;
    },
    [saveResult],
  );
  return { save, saveResult, isSaving: isMutating, error };
}

/** Options of {@link useSpeakerForm}. */
export interface SpeakerFormOptions {
  /** 'become' (save-speaker, then the thank-you) or 'edit' (edit-speaker, 'Profile saved successfully'). */
  readonly mode: SpeakerSaveMode;
  /** The signed-in person (whose registration status follows a save). */
  readonly personId: string | null | undefined;
  /** The lookups the body is built from (useSpeakerLookups). */
  readonly lookups: SpeakerFormLookups;
  /** The values to start from (edit mode: speakerFormValuesOf(profile)); empty when absent. */
  readonly initial?: SpeakerFormValues;
}

/**
 * The Become a Speaker / edit speaker form (spec 002 §2, §5, §8): the values (kept across steps and
 * after a failed save), the current step, Next (validates the step) and Back (never validates), and
 * `submit(extra)` (validates everything, goes to the first step with an error, else saves and
 * resolves to the saved profile). Errors show per field with the form-level 'Please fill in the
 * required fields'; a failed save shows the server's field texts or 'Unable to connect to the serve'.
 * After a save `isSaved` is true and `savedMessage` is 'Profile saved successfully' for 2500 ms.
 */
export function useSpeakerForm({ mode, personId, lookups, initial }: SpeakerFormOptions) {
  const [values, setValues] = useState<SpeakerFormValues>(initial ?? EMPTY_SPEAKER_FORM);
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<SpeakerFormErrors['errors']>({});
  const [formError, setFormError] = useState('');
  const [isSaved, setSaved] = useState(false);
  const [savedMessage, setSavedMessage] = useState('');
  // The thank-you shows on the become-a-speaker route, which sends P home: P settles on leaving it.
  const { saveResult, isSaving, error: saveError } = useSpeakerSave(personId, { holdStatusWhileMounted: mode === 'become' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setValue = useCallback(<F extends SpeakerFormField>(field: F, value: SpeakerFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const step = SPEAKER_FORM_STEPS[stepIndex] ?? SPEAKER_FORM_STEPS[0]!;

  const next = useCallback((): boolean => {
    const result = validateSpeakerStep(step.id, values);
    setErrors(result.errors);
    setFormError(result.form);
    if (!result.isValid) return false;
    setStepIndex((i) => Math.min(i + 1, SPEAKER_FORM_STEPS.length - 1));
    return true;
  }, [step.id, values]);

  const back = useCallback(() => {
    setErrors({});
    setFormError('');
    setStepIndex((i) => Math.max(i - 1, 0));
  }, []);

  const submit = useCallback(
    async (extra: SpeakerProfileExtra = {}): Promise<SpeakerProfile | undefined> => {
      const result = validateSpeakerForm(values);
      setErrors(result.errors);
      setFormError(result.form);
      if (!result.isValid) {
        const invalid = firstInvalidStep(result.errors);
        setStepIndex(Math.max(0, SPEAKER_FORM_STEPS.findIndex((s) => s.id === invalid)));
        return undefined;
      }
      const saved = await saveResult(mode, speakerProfileBody(values, lookups, extra));
      if (saved === undefined) return undefined;
      if (!saved.ok) {
        // A failed save keeps every value: the server's field texts beside the fields when it sent
        // them (422), else 'Unable to connect to the serve'.
        const serverErrors = errorsOfProblem(saved.error);
        const invalid = firstInvalidStep(serverErrors);
        setErrors(serverErrors);
        setFormError(invalid ? SPEAKER_MESSAGES.requiredFields : SPEAKER_MESSAGES.saveFailed);
        if (invalid) setStepIndex(SPEAKER_FORM_STEPS.findIndex((s) => s.id === invalid));
        return undefined;
      }
      setSaved(true);
      setSavedMessage(SPEAKER_MESSAGES.saved);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSavedMessage(''), SPEAKER_SAVED_DISPLAY_MS);
      return saved.data;
    },
    [lookups, mode, saveResult, values],
  );

  return {
    values, setValue, steps: SPEAKER_FORM_STEPS, step, stepIndex, isFirstStep: stepIndex === 0, isLastStep: stepIndex === SPEAKER_FORM_STEPS.length - 1,
    next, back, submit, errors, formError, isSaving, saveError, isSaved, savedMessage,
  };
}
