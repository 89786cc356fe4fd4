import { identities } from '@ypo/sdk';
import { MESSAGES } from '../messages';
import { countryCode, mfaOptionSelected, phone, required, type FormSchema } from '../validation/validators';

type Schemas = identities.components['schemas'];

/** Multi-factor factor types (spec 000 §3; contract `FactorType`), in the order the settings show them. */
export const FACTOR_TYPES = identities.factorTypeValues;
/** A multi-factor factor type. */
export type FactorType = Schemas['FactorType'];
/** A multi-factor factor (spec 000 §3; contract `MultiFactor`). */
export type MultiFactor = Schemas['MultiFactor'];
/** Factor status (spec 000 §3). */
export type FactorStatus = NonNullable<MultiFactor['status']>;

/** Login-security settings as loaded (contract `MultiFactorSettings`). */
export type MultiFactorSettings = Schemas['MultiFactorSettings'];

/** The login-security screen's state: what is shown and what was last stored. */
export interface MfaState {
  /** The server's isAmfaGroup flag of the user's settings (spec 000 §3). */
  readonly isAmfaGroup: boolean;
  /** Factors as shown (edits included). */
  readonly factors: Readonly<Record<FactorType, MultiFactor>>;
  /** Factors as stored on the server, restored by a cancel. */
  readonly stored: Readonly<Record<FactorType, MultiFactor>>;
  /** spec 000 §4: saving an SMS factor that returns active marks the phone validated. */
  readonly isPhoneValidated: boolean;
  /** Messages by factor, plus `form` for the whole settings. */
  readonly errors: Readonly<Partial<Record<FactorType | 'form', string>>>;
  /** The confirmation to show after the last action (a catalogue text), if any. */
  readonly notice?: string;
}

/** What happens on the login-security screen. */
export type MfaEvent =
  | { readonly type: 'loaded'; readonly settings: MultiFactorSettings }
  | { readonly type: 'edit'; readonly factorType: FactorType }
  | { readonly type: 'cancel'; readonly factorType: FactorType }
  | { readonly type: 'saved'; readonly factor: MultiFactor }
  | { readonly type: 'confirmed'; readonly factor: MultiFactor }
  | { readonly type: 'removed'; readonly factorType: FactorType; readonly settings: MultiFactorSettings }
  | { readonly type: 'failed'; readonly factorType: FactorType | 'form'; readonly message: string }
  | { readonly type: 'dismissNotice' };

/** A factor that is not set up. */
export function notEnabled(factorType: FactorType): MultiFactor {
  return { factorType, isEnabled: false, inEditMode: false, isActivationCodeSent: false };
}

/** spec 000 §4: active or pending activation counts as enabled. */
export function isFactorEnabled(factor: MultiFactor | undefined): boolean {
  return factor?.status === 'ACTIVE' || factor?.status === 'PENDING_ACTIVATION';
}

/** spec 000 §4: the edit view is open while editing or pending activation; the SMS one also once the phone is validated. */
export function isEditOpen(state: MfaState, factorType: FactorType): boolean {
  const factor = state.factors[factorType];
  if (factor.inEditMode || factor.status === 'PENDING_ACTIVATION') return true;
  return factorType === 'sms' && state.isPhoneValidated;
}

function byType(factors: readonly MultiFactor[]): Record<FactorType, MultiFactor> {
  const record = { sms: notEnabled('sms'), email: notEnabled('email'), question: notEnabled('question') };
  for (const factor of factors) {
    if (!FACTOR_TYPES.includes(factor.factorType)) continue;
    record[factor.factorType] = { ...factor, isEnabled: isFactorEnabled(factor), inEditMode: factor.status === 'PENDING_ACTIVATION' };
  }
  return record;
}

/**
 * spec 000 §4: on loading, pending factors (or a validated SMS confirmation still open) are
 * removed through the delete call before the settings are shown. Returns the types to delete.
 */
export function factorsToRemoveOnLoad(settings: MultiFactorSettings, options: { readonly hasOpenSmsConfirmation?: boolean } = {}): FactorType[] {
  const types = new Set<FactorType>();
  for (const factor of settings.factors) if (factor.status === 'PENDING_ACTIVATION') types.add(factor.factorType);
  if (options.hasOpenSmsConfirmation && settings.factors.some((factor) => factor.factorType === 'sms' && isFactorEnabled(factor))) {
    types.add('sms');
  }
  return FACTOR_TYPES.filter((type) => types.has(type));
}

/** The screen's state for loaded settings. */
export function mfaStateOf(settings: MultiFactorSettings): MfaState {
  const factors = byType(settings.factors);
  return { isAmfaGroup: settings.isAmfaGroup, factors, stored: factors, isPhoneValidated: false, errors: {} };
}

/** The stored factors that count as enabled. */
export function enabledFactorTypes(state: MfaState): FactorType[] {
  return FACTOR_TYPES.filter((type) => isFactorEnabled(state.stored[type]));
}

/** spec 000 §5: removing `factorType` must leave at least one option selected; the message when it would not. */
export function removalError(state: MfaState, factorType: FactorType): string | undefined {
  const remaining = enabledFactorTypes(state).filter((type) => type !== factorType);
  return mfaOptionSelected(remaining)[0];
}

/** The errors without those of `keys`. */
function clearErrors(state: MfaState, ...keys: (FactorType | 'form')[]): MfaState['errors'] {
  const errors = { ...state.errors };
  for (const key of keys) delete errors[key];
  return errors;
}

/** The multi-factor setup machine (spec 000 §4): a pure reducer. */
export function mfaReducer(state: MfaState, event: MfaEvent): MfaState {
  switch (event.type) {
    case 'loaded':
      return mfaStateOf(event.settings);
    case 'edit': {
      const factor = state.factors[event.factorType];
      return {
        ...state,
        factors: { ...state.factors, [event.factorType]: { ...factor, inEditMode: true } },
        errors: clearErrors(state, 'form', event.factorType),
        notice: undefined,
      };
    }
    case 'cancel':
      // spec 000 §4: cancelling an edit restores the stored factor state.
      return {
        ...state,
        factors: { ...state.factors, [event.factorType]: state.stored[event.factorType] },
        isPhoneValidated: event.factorType === 'sms' ? false : state.isPhoneValidated,
        errors: clearErrors(state, event.factorType),
      };
    case 'saved': {
      const { factor } = event;
      const type = factor.factorType;
      const isActive = factor.status === 'ACTIVE';
      // spec 000 §4: saving an SMS factor that returns active marks the phone validated.
      const isPhoneValidated = type === 'sms' ? isActive : state.isPhoneValidated;
      const shown: MultiFactor = {
        ...factor,
        isEnabled: isFactorEnabled(factor),
        inEditMode: factor.status === 'PENDING_ACTIVATION' || (type === 'sms' && isActive),
      };
      // A factor that is active at once (question, or an SMS number already validated) is stored.
      const stored = isActive ? { ...state.stored, [type]: { ...shown, inEditMode: false } } : state.stored;
      return {
        ...state,
        factors: { ...state.factors, [type]: shown },
        stored,
        isPhoneValidated,
        errors: clearErrors(state, type),
        notice: type === 'sms' && isActive ? MESSAGES.phoneAlreadyValidated : isActive ? MESSAGES.mfaFactorActivated : undefined,
      };
    }
    case 'confirmed': {
      const factor: MultiFactor = { ...event.factor, isEnabled: isFactorEnabled(event.factor), inEditMode: false, isActivationCodeSent: false };
      const type = factor.factorType;
      return {
        ...state,
        factors: { ...state.factors, [type]: factor },
        stored: { ...state.stored, [type]: factor },
        isPhoneValidated: type === 'sms' ? false : state.isPhoneValidated,
        errors: clearErrors(state, type),
        notice: MESSAGES.mfaFactorActivated,
      };
    }
    case 'removed': {
      const loaded = byType(event.settings.factors);
      const type = event.factorType;
      return {
        ...state,
        isAmfaGroup: event.settings.isAmfaGroup,
        factors: { ...state.factors, [type]: loaded[type] },
        stored: { ...state.stored, [type]: loaded[type] },
        isPhoneValidated: type === 'sms' ? false : state.isPhoneValidated,
        errors: clearErrors(state, 'form', type),
        notice: MESSAGES.mfaFactorRemoved,
      };
    }
    case 'failed':
      return { ...state, errors: { ...state.errors, [event.factorType]: event.message }, notice: undefined };
    case 'dismissNotice':
      return { ...state, notice: undefined };
  }
}

/** The SMS factor form: country code and phone (spec 000 §5 phone rules). */
export const smsFactorSchema = {
  countryCode: [required(MESSAGES.countryCodeRequired), countryCode],
  phoneNumber: [required(MESSAGES.phoneRequired), phone],
} as const satisfies FormSchema;

/** The question factor form: a question and its answer. */
export const questionFactorSchema = {
  question: required(MESSAGES.securityQuestionRequired),
  answer: required(MESSAGES.answerRequired),
} as const satisfies FormSchema;

/** The activation code form. */
export const activationCodeSchema = { passCode: required(MESSAGES.codeRequired) } as const satisfies FormSchema;
