import { useRecovery, type RecoveryController, type RecoveryFlow, type RecoveryStep } from '@ypo/headless';
import { useCallback, useRef, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { env } from '../../config/env';
import { PasswordCodeSentStep, PasswordDeliveryStep, UsernameRecoveryOptionsStep, UsernameSentStep } from './delivery-steps';
import { ContactUsStep, LockedOutStep } from './help-steps';
import { ForgotStep, FurtherAssistanceStep, SpousePartnerStep } from './identify-steps';
import { EnterResetCodeStep, RecoveryCodeStep, ResetConfirmationStep, ResetPasswordStep, SecurityQuestionStep } from './reset-steps';

type StepProps = {
  recovery: RecoveryController;
  initialToken?: string | null;
  /** What was typed on this step before (going back keeps it). */
  draft?: Readonly<Record<string, string>>;
  onDraft?: (values: Readonly<Record<string, string>>) => void;
};

/** The screen of each step of spec 000 §2's login area. */
const SCREENS: Readonly<Record<RecoveryStep, ComponentType<StepProps>>> = {
  forgotUsername: ForgotStep,
  forgotPassword: ForgotStep,
  usernameRecoveryOptions: UsernameRecoveryOptionsStep,
  usernameSent: UsernameSentStep,
  recoveryOptions: PasswordDeliveryStep,
  selectPasswordDeliveryType: PasswordDeliveryStep,
  furtherAssistance: FurtherAssistanceStep,
  spousePartner: SpousePartnerStep,
  passwordCodeSent: PasswordCodeSentStep,
  recoveryCodeForm: RecoveryCodeStep,
  enterResetCode: EnterResetCodeStep,
  securityQuestion: SecurityQuestionStep,
  resetPassword: ResetPasswordStep,
  resetConfirmation: ResetConfirmationStep,
  lockedOut: LockedOutStep,
  contactUs: ContactUsStep,
};

/**
 * A recovery journey on one route: /forgotusername (username), /ResetPassword (password) or
 * /pwreset?recoveryToken=… (a reset link, verified on arrival).
 */
export function RecoveryFlowPage({ flow }: { flow: RecoveryFlow }) {
  const [search] = useSearchParams();
  const recoveryToken = flow === 'resetLink' ? search.get('recoveryToken') : null;
  // spec 000 §5: the fixed default security answer comes from configuration (VITE_DEFAULT_SECURITY_ANSWER).
  const recovery = useRecovery(flow, { recoveryToken, defaultSecurityAnswer: env.defaultSecurityAnswer });
  const step = recovery.state.step;
  const drafts = useRef(new Map<RecoveryStep, Readonly<Record<string, string>>>());
  const onDraft = useCallback(
    (values: Readonly<Record<string, string>>) => {
      drafts.current.set(step, values);
    },
    [step],
  );
  const Step = SCREENS[step];
  // Each step has its own form; what was typed is kept per step, so Back loses nothing.
  return <Step key={step} recovery={recovery} initialToken={recoveryToken} draft={drafts.current.get(step)} onDraft={onDraft} />;
}
