import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { SPOUSE_RECOVERY_TYPE, birthDateOf, recoveryPhoneOf } from '../../core/recovery/recovery-forms';
import {
  initialRecoveryState,
  isWrongAnswer,
  recoveryReducer,
  type AssistanceKind,
  type AuthnTransaction,
  type RecoveryDelivery,
  type RecoveryFlow,
  type RecoveryPerson,
  type RecoveryStep,
} from '../../core/recovery/recovery-machine';
import { unwrap } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { useMutation } from '../../hooks/use-mutation';
import { useSdk } from '../../hooks/sdk-context';

/** Values of the further-assistance form (birth date as day, month and year; phone optional). */
export interface AssistanceValues {
  /** The member's last name; trimmed before it is sent. */
  readonly lastName: string;
  /** Day of birth, as typed (1-31; padded to 2 digits). */
  readonly day: string;
  /** Month of birth, as typed (1-12; padded to 2 digits). */
  readonly month: string;
  /** Year of birth, 4 digits. */
  readonly year: string;
  /** The phone's country calling code, put before the number unless it is already international. */
  readonly countryCode?: string;
  /** The phone number; sent (normalised) only with password assistance, and only when entered. */
  readonly phone?: string;
}

/** Values of the spouse/partner assistance form. */
export interface SpousePartnerValues {
  /** The member's first name; trimmed before it is sent. */
  readonly firstName: string;
  /** The member's last name; trimmed before it is sent. */
  readonly lastName: string;
  /** The phone's country calling code, put before the number unless it is already international. */
  readonly countryCode: string;
  /** The member's phone number, normalised before it is sent (spec 000 §5). */
  readonly phone: string;
}

/** Options of {@link useRecovery}. */
export interface UseRecoveryOptions {
  /** The recovery token of a reset link: verified at once. */
  readonly recoveryToken?: string | null;
  /**
   * spec 000 §5: 'Security answer is sent as a fixed default value' — the value from configuration.
   * When the provider asks the further security question, this answer is sent at once; only when the
   * provider refuses it (an account with its own answer) is the member asked. Unset: the member is asked.
   */
  readonly defaultSecurityAnswer?: string;
  /** The clock (tests). */
  readonly now?: () => number;
}

/** A recovery transaction, and whether the provider refused the default answer sent for it. */
interface TransactionOutcome {
  readonly transaction: AuthnTransaction;
  readonly defaultAnswerRefused?: boolean;
}

/**
 * A login-area recovery journey (spec 000 §4): the state of {@link recoveryReducer} and one action
 * per screen, each making its call (identities and identity-provider recovery) and feeding the
 * result back into the machine.
 */
export function useRecovery(flow: RecoveryFlow, options: UseRecoveryOptions = {}) {
  const sdk = useSdk();
  const [state, dispatch] = useReducer(recoveryReducer, flow, initialRecoveryState);
  const clockRef = useRef(options.now ?? Date.now);
  clockRef.current = options.now ?? Date.now;
  const defaultAnswerRef = useRef(options.defaultSecurityAnswer);
  defaultAnswerRef.current = options.defaultSecurityAnswer;
  // The latest state for the actions, without re-creating them on every change.
  const stateRef = useRef(state);
  stateRef.current = state;

  // One call at a time: a second submit while a call runs is ignored.
  const { trigger } = useMutation((call: () => Promise<unknown>) => {
    dispatch({ type: 'request' });
    return call();
  });
  const run = useCallback(
    async <T>(call: () => Promise<T>, onData: (data: T) => void): Promise<boolean> => {
      const result = await trigger(call);
      if (result === undefined) return false;
      if (result.ok) onData(result.data as T);
      else dispatch({ type: 'failed', error: result.error, now: clockRef.current() });
      return result.ok;
    },
    [trigger],
  );

  const found = useCallback((person: RecoveryPerson) => dispatch({ type: 'personFound', person }), []);
  const transaction = useCallback(
    (data: AuthnTransaction) => dispatch({ type: 'transaction', transaction: data, now: clockRef.current() }),
    [],
  );
  const outcome = useCallback(
    ({ transaction: data, defaultAnswerRefused }: TransactionOutcome) =>
      dispatch({ type: 'transaction', transaction: data, now: clockRef.current(), defaultAnswerRefused }),
    [],
  );

  const actions = useMemo(() => {
    const identities = sdk.identities;
    const authn = sdk.authn;
    const answer = (value: string, stateToken: string) => unwrap(authn.POST('/api/v1/authn/recovery/answer', { body: { answer: value, stateToken } }));
    /** spec 000 §5: a transaction that asks the further security question gets the fixed default answer first. */
    const withDefaultAnswer = async (data: AuthnTransaction): Promise<TransactionOutcome> => {
      const defaultAnswer = defaultAnswerRef.current;
      if (data.status !== 'RECOVERY' || !defaultAnswer || !data.stateToken) return { transaction: data };
      try {
        return { transaction: await answer(defaultAnswer, data.stateToken) };
      } catch (error) {
        // Refused as wrong: the account has its own answer, so the member is asked.
        if (error instanceof AppError && isWrongAnswer(error)) return { transaction: data, defaultAnswerRefused: true };
        throw error;
      }
    };
    return {
      /** Moves to a screen the user asked for (further assistance, spouse/partner, contact us, code form). */
      open: (step: RecoveryStep, assistance?: AssistanceKind) =>
        dispatch(assistance === undefined ? { type: 'open', step } : { type: 'open', step, assistance }),
      back: () => dispatch({ type: 'back' }),
      /** Forgot username / forgot password: the person behind the email address. */
      findByEmail: (email: string) =>
        run(
          () => unwrap(identities.GET('/identities/api/identities/{email}/recovery/personname', { params: { path: { email: email.trim() } } })),
          found,
        ),
      /** Username-or-password further assistance: last name and birth date (and, for passwords, the phone). */
      findByDetails: (values: AssistanceValues) => {
        const path = { lastName: values.lastName.trim(), birthDate: birthDateOf(values) };
        const phone = recoveryPhoneOf(values);
        if (stateRef.current.assistance === 'username') {
          return run(() => unwrap(identities.GET('/identities/api/identities/recovery/username/assistance/{lastName}/{birthDate}', { params: { path } })), found);
        }
        // spec 000 §8: password assistance surfaces the server's message.
        const surface = { surfaceServerMessage: true } as const;
        return run(
          () =>
            phone === undefined
              ? unwrap(identities.GET('/identities/api/identities/recovery/password/assistance/{lastName}/{birthDate}', { params: { path } }), surface)
              : unwrap(
                  identities.GET('/identities/api/identities/recovery/password/assistance/{lastName}/{birthDate}/{phone}', {
                    params: { path: { ...path, phone } },
                  }),
                  surface,
                ),
          found,
        );
      },
      /** Spouse/partner username recovery or password reset: name and phone. */
      findSpousePartner: (values: SpousePartnerValues) =>
        run(
          () =>
            unwrap(
              identities.GET('/identities/api/identities/{urlRecoveryType}/{recoveryType}/assistance/{firstName}/{lastName}/{phone}', {
                params: {
                  path: {
                    urlRecoveryType: SPOUSE_RECOVERY_TYPE,
                    recoveryType: stateRef.current.assistance,
                    firstName: values.firstName.trim(),
                    lastName: values.lastName.trim(),
                    phone: recoveryPhoneOf(values) ?? '',
                  },
                },
              }),
            ),
          found,
        ),
      /** Username recovery options: sends the username by the chosen option. */
      sendUsername: (option: RecoveryDelivery) =>
        run(
          () =>
            unwrap(
              identities.GET('/identities/api/identities/{identityId}/recovery/username/{option}', {
                params: { path: { identityId: stateRef.current.person?.identityId ?? '', option } },
              }),
            ),
          (data) => dispatch({ type: 'usernameSent', message: data.message }),
        ),
      /** Recovery options / select password delivery type: sends the reset code by SMS or email. */
      sendResetCode: (codeType: RecoveryDelivery) =>
        run(
          () =>
            unwrap(
              identities.GET('/identities/api/identities/{identityId}/recovery/password/{codeType}', {
                params: { path: { identityId: stateRef.current.person?.identityId ?? '', codeType } },
              }),
            ),
          (data) => dispatch({ type: 'codeSent', delivery: codeType, stateToken: data.stateToken, message: data.message }),
        ),
      /** Enter reset code: the SMS passCode of the transaction. */
      verifyCode: (passCode: string) =>
        run(
          () =>
            unwrap(
              authn.POST('/api/v1/authn/recovery/factors/SMS/verify', {
                body: { passCode: passCode.trim(), stateToken: stateRef.current.stateToken ?? '' },
              }),
            ).then(withDefaultAnswer),
          outcome,
        ),
      /** Recovery code form (or a reset link): the recovery token sent by email. */
      verifyRecoveryToken: (recoveryToken: string) =>
        run(() => unwrap(authn.POST('/api/v1/authn/recovery/token', { body: { recoveryToken: recoveryToken.trim() } })).then(withDefaultAnswer), outcome),
      /** Further security questions: the answer. */
      answerQuestion: (value: string) => run(() => answer(value, stateRef.current.stateToken ?? ''), transaction),
      /** Reset password: the new password. */
      resetPassword: (newPassword: string) =>
        run(
          () =>
            unwrap(
              authn.POST('/api/v1/authn/credentials/reset_password', {
                body: { newPassword, stateToken: stateRef.current.stateToken ?? '' },
              }),
            ),
          transaction,
        ),
    };
  }, [found, outcome, run, sdk, transaction]);

  // A reset link carries its recovery token: verify it once, on arrival.
  const linkToken = options.recoveryToken;
  const verifiedToken = useRef<string | null>(null);
  useEffect(() => {
    if (flow !== 'resetLink' || !linkToken || verifiedToken.current === linkToken) return;
    verifiedToken.current = linkToken;
    void actions.verifyRecoveryToken(linkToken);
  }, [actions, flow, linkToken]);

  return { state, ...actions };
}

/** What {@link useRecovery} returns. */
export type RecoveryController = ReturnType<typeof useRecovery>;