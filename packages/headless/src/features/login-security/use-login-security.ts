import { atom, useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  factorsToRemoveOnLoad,
  mfaReducer,
  mfaStateOf,
  removalError,
  type FactorType,
  type MfaState,
  type MultiFactor,
  type MultiFactorSettings,
} from '../../core/login-security/multi-factor';
import { unwrap } from '../../core/errors/unwrap';
import { asAppError } from '../../core/messages';
import { useMutation } from '../../hooks/use-mutation';
import { useSdk } from '../../hooks/sdk-context';

/** spec 000 §4: a validated SMS confirmation left open; removed through the delete call on the next load. */
export const openSmsConfirmationAtom = atom(false);

/** A security question to choose from. */
export interface SecurityQuestionOption {
  /** The question's key, sent with the answer ('first_award'). */
  readonly question: string;
  /** The question as shown ('What did you earn your first medal or award for?'). */
  readonly questionText: string;
}

/** Values of a factor's edit form. */
export interface FactorValues {
  /** The SMS factor's country calling code, digits without '+' ('1'); trimmed before it is sent. */
  readonly countryCode?: string;
  /** The SMS factor's phone number; trimmed before it is sent. */
  readonly phoneNumber?: string;
  /** The question factor's chosen question key. */
  readonly question?: string;
  /** The question factor's answer; trimmed before it is sent. */
  readonly answer?: string;
}

const EMPTY: MfaState = mfaStateOf({ isAmfaGroup: false, factors: [] });
// spec 000 §8: multi-factor calls surface the server message.
const SURFACE = { surfaceServerMessage: true } as const;

/**
 * Login security (spec 000 §4 Multi-factor setup): loads the factors (removing pending ones and an
 * open validated SMS confirmation first), then saves, resends, confirms, cancels and removes.
 */
export function useLoginSecurity() {
  const sdk = useSdk();
  const [state, dispatch] = useReducer(mfaReducer, EMPTY);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadError, setLoadError] = useState<string | undefined>();
  const [busy, setBusy] = useState<FactorType | undefined>();
  const [questions, setQuestions] = useState<readonly SecurityQuestionOption[]>([]);
  const [hasOpenSmsConfirmation, setOpenSmsConfirmation] = useAtom(openSmsConfirmationAtom);
  const openConfirmationRef = useRef(hasOpenSmsConfirmation);
  openConfirmationRef.current = hasOpenSmsConfirmation;
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(async () => {
    setStatus('loading');
    const api = sdk.identities;
    const questionList = unwrap(api.GET('/identities/api/identities/get-all-security-questions'), { ...SURFACE, swallow: undefined });
    let settings: MultiFactorSettings;
    try {
      settings = await unwrap(api.GET('/identities/api/identities/get-multi-factors-by-user'), SURFACE);
    } catch (failure) {
      setLoadError(asAppError(failure).message);
      setStatus('error');
      return;
    }
    // spec 000 §4: pending factors (or a validated SMS confirmation) are removed before the settings are shown.
    for (const factorType of factorsToRemoveOnLoad(settings, { hasOpenSmsConfirmation: openConfirmationRef.current })) {
      const removed = await unwrap(api.POST('/identities/api/identities/delete-multi-factor-auth', { body: { factorType } }), { ...SURFACE, swallow: undefined });
      if (removed) settings = removed;
    }
    setOpenSmsConfirmation(false);
    const questions = await questionList;
    if (questions) setQuestions(questions);
    dispatch({ type: 'loaded', settings });
    setStatus('ready');
  }, [sdk, setOpenSmsConfirmation]);

  useEffect(() => {
    void load();
  }, [load]);

  // One call at a time: a second press while a call runs is ignored.
  const { trigger } = useMutation((factorType: FactorType, call: () => Promise<unknown>) => {
    setBusy(factorType);
    return call();
  });
  const run = useCallback(
    async <T>(factorType: FactorType, call: () => Promise<T>, onData: (data: T) => void) => {
      const result = await trigger(factorType, call);
      if (result === undefined) return false;
      setBusy(undefined);
      if (result.ok) onData(result.data as T);
      else dispatch({ type: 'failed', factorType, message: result.error.message });
      return result.ok;
    },
    [trigger],
  );

  const actions = useMemo(() => {
    const api = sdk.identities;
    const bodyOf = (factorType: FactorType, values: FactorValues = {}) => ({
      factorType,
      ...(factorType === 'sms' ? { countryCode: values.countryCode?.trim(), phoneNumber: values.phoneNumber?.trim() } : {}),
      ...(factorType === 'question' ? { question: values.question, answer: values.answer?.trim() } : {}),
    });
    const saved = (factor: MultiFactor) => {
      // spec 000 §4: an SMS factor that returns active marks the phone validated (its confirmation stays open).
      if (factor.factorType === 'sms') setOpenSmsConfirmation(factor.status === 'ACTIVE');
      dispatch({ type: 'saved', factor });
    };
    return {
      reload: load,
      /** Opens a factor's edit view (set up or edit). */
      edit: (factorType: FactorType) => dispatch({ type: 'edit', factorType }),
      /** spec 000 §4: cancelling restores the stored factor state; a code sent during the edit is withdrawn. */
      cancel: (factorType: FactorType) => {
        const shown = stateRef.current.factors[factorType];
        if (shown.status === 'PENDING_ACTIVATION') {
          void unwrap(api.POST('/identities/api/identities/delete-multi-factor-auth', { body: { factorType } }), { swallow: undefined });
        }
        if (factorType === 'sms') setOpenSmsConfirmation(false);
        dispatch({ type: 'cancel', factorType });
      },
      /** Saves a factor: SMS and email come back pending with a code sent; a question active. */
      save: (factorType: FactorType, values?: FactorValues) =>
        run(
          factorType,
          () => unwrap(api.POST('/identities/api/identities/save-multi-factor-auth-by-user', { body: bodyOf(factorType, values) }), SURFACE),
          saved,
        ),
      /** Sends the activation code again. */
      resend: (factorType: FactorType) =>
        run(
          factorType,
          () => unwrap(api.POST('/identities/api/identities/resend-multi-factor-passcode', { body: bodyOf(factorType, stateRef.current.factors[factorType]) }), SURFACE),
          saved,
        ),
      /** Confirms a pending factor with its activation code. */
      confirm: (factorType: FactorType, passCode: string) =>
        run(
          factorType,
          () =>
            unwrap(
              api.POST('/identities/api/identities/confirm-multi-factor-passcode', {
                body: { ...bodyOf(factorType, stateRef.current.factors[factorType]), passCode: passCode.trim() },
              }),
              SURFACE,
            ),
          (factor) => {
            if (factorType === 'sms') setOpenSmsConfirmation(false);
            dispatch({ type: 'confirmed', factor });
          },
        ),
      /** Closes the open confirmation of an SMS number that was validated already. */
      finishValidatedSms: () => {
        setOpenSmsConfirmation(false);
        dispatch({ type: 'confirmed', factor: stateRef.current.factors.sms });
      },
      /** Removes a factor; spec 000 §5: at least one option must stay selected. */
      remove: async (factorType: FactorType) => {
        const refusal = removalError(stateRef.current, factorType);
        if (refusal !== undefined) {
          dispatch({ type: 'failed', factorType: 'form', message: refusal });
          return false;
        }
        return run(
          factorType,
          () => unwrap(api.POST('/identities/api/identities/delete-multi-factor-auth', { body: { factorType } }), SURFACE),
          (settings) => dispatch({ type: 'removed', factorType, settings }),
        );
      },
      dismissNotice: () => dispatch({ type: 'dismissNotice' }),
    };
  }, [load, run, sdk, setOpenSmsConfirmation]);

  return { state, status, loadError, busy, questions, ...actions };
}
