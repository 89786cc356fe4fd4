// The Become a Speaker form (spec 002 §2, §3, §5): its values as typed, its steps, every rule and
// text of spec 002 §5 on the one validation mechanism (core/validation), and the SpeakerProfile it
// sends to save-speaker / edit-speaker (and back, to prefill the edit form).
import type { speaker } from '@ypo/sdk';
import { SPEAKER_MESSAGES as M } from './messages';
import { isSpeakerFeeKey, type SpeakerFeeKey } from './fees';
import type { FormSchema, FormValidation, Validator } from '../validation/validators';
import { maxLength, required, validateForm } from '../validation/validators';

type SpeakerProfileBody = speaker.components['schemas']['SpeakerProfile'];
type LookupItem = speaker.components['schemas']['LookupItem'];
type TopicCategory = speaker.components['schemas']['TopicCategory'];

/** The speaker form's values as typed. Yes/no answers are `null` until answered. */
export interface SpeakerFormValues {
  /** Preferred name (optional). */
  readonly preferredName: string;
  /** First name. */
  readonly firstName: string;
  /** Family name. */
  readonly familyName: string;
  /** The speaker's title. */
  readonly title: string;
  /** The city the speaker travels from. */
  readonly travelFromCity: string;
  /** The country's name (as SpeakerProfile.country holds it). */
  readonly country: string;
  /** Phone country code, at most 3 characters. */
  readonly phoneCode: string;
  /** Phone, 3 to 20 characters. */
  readonly phone: string;
  /** Email address. */
  readonly email: string;
  /** LinkedIn address (optional). */
  readonly linkedInUrl: string;
  /** Website address (optional). */
  readonly webSiteUrl: string;
  /** 'Male' or 'Female'; '' unanswered. */
  readonly gender: string;
  /** Biography. */
  readonly biography: string;
  /** Ids of the chosen languages (get/languages). */
  readonly languages: readonly string[];
  /** Ids of the chosen associations (get/Associations). */
  readonly associations: readonly string[];
  /** Names of the selected child topics (get/Topics). */
  readonly topics: readonly string[];
  /** Previously spoken at an event: yes, no, or unanswered. */
  readonly previouslySpoken: boolean | null;
  /** The events spoken at (sent as previuoslySpokenAtYpoEvent when the answer is yes). */
  readonly previousEvents: string;
  /** Fee range key 0 to 8; null until chosen. */
  readonly feeRange: SpeakerFeeKey | null;
  /** A reduced fee for 3 or more engagements. */
  readonly reducedFee: boolean | null;
  /** The Travelling Resource Program (TRP). */
  readonly travellingResourceProgram: boolean | null;
  /** Speaks at virtual events. */
  readonly servingResource: boolean | null;
  /** The Resource Directory Terms of Use were read. */
  readonly termsAccepted: boolean;
}

/** A field of the speaker form. */
export type SpeakerFormField = keyof SpeakerFormValues;

/** An empty form: a new application. */
export const EMPTY_SPEAKER_FORM: SpeakerFormValues = {
  preferredName: '', firstName: '', familyName: '', title: '', travelFromCity: '', country: '', phoneCode: '', phone: '', email: '',
  linkedInUrl: '', webSiteUrl: '', gender: '', biography: '', languages: [], associations: [], topics: [], previouslySpoken: null,
  previousEvents: '', feeRange: null, reducedFee: null, travellingResourceProgram: null, servingResource: null, termsAccepted: false,
};

/** The genders the form offers. */
export const SPEAKER_GENDERS = ['Male', 'Female'] as const;

/** spec 002 §9: phone code at most 3 characters; phone 3 to 20. */
export const SPEAKER_PHONE_LIMITS = { codeMax: 3, min: 3, max: 20 } as const;

/** A step of the form (spec 002 §2: personal info, biography, topics, presentation/video, fees and terms). */
export type SpeakerFormStepId = 'personal' | 'biography' | 'topics' | 'presentation' | 'feesAndTerms';

/** A step: its id, its title's text key and the fields it holds, in screen order. */
export interface SpeakerFormStep {
  /** The step's id. */
  readonly id: SpeakerFormStepId;
  /** Key of the step's title in SPEAKER_MESSAGES. */
  readonly title: 'stepPersonalInfo' | 'stepBiography' | 'stepTopics' | 'stepPresentation' | 'stepFeesAndTerms';
  /** The fields the step holds, in screen order. */
  readonly fields: readonly SpeakerFormField[];
}

/** The steps in order, and which fields each holds (the photo sits in personal info, the video in presentation). */
export const SPEAKER_FORM_STEPS: readonly SpeakerFormStep[] = [
  {
    id: 'personal',
    title: 'stepPersonalInfo',
    fields: ['preferredName', 'firstName', 'familyName', 'title', 'travelFromCity', 'country', 'phoneCode', 'phone', 'email', 'linkedInUrl', 'webSiteUrl', 'gender'],
  },
  { id: 'biography', title: 'stepBiography', fields: ['biography', 'languages', 'associations'] },
  { id: 'topics', title: 'stepTopics', fields: ['topics'] },
  { id: 'presentation', title: 'stepPresentation', fields: ['previouslySpoken', 'previousEvents'] },
  { id: 'feesAndTerms', title: 'stepFeesAndTerms', fields: ['feeRange', 'reducedFee', 'travellingResourceProgram', 'servingResource', 'termsAccepted'] },
];

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const fieldOf = (context: Parameters<Validator>[1], field: SpeakerFormField) => context?.values?.[field];
const blank = required(M.blank);

/** spec 002 §5: phone required, 3 to 20 characters, else 'Invalid Phone number'. */
const phoneRule: Validator = (value) => {
  const length = textOf(value).trim().length;
  return length >= SPEAKER_PHONE_LIMITS.min && length <= SPEAKER_PHONE_LIMITS.max ? [] : [M.phoneInvalid];
};

// spec 002 §5: 'a simple address pattern' (something@domain.tld, no spaces).
const SPEAKER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** spec 002 §5: email required and a simple address pattern, else 'This is not a valid email address'. */
const emailRule: Validator = (value) => (SPEAKER_EMAIL_PATTERN.test(textOf(value).trim()) ? [] : [M.emailInvalid]);

// spec 002 §5: the URL must 'look like a URL': an http(s) address with a dotted host. Not the shared
// urlOptional (spec 001 §5 caps the top level at 5 letters; speakers' sites use longer ones, '.example').
const SPEAKER_URL_PATTERN = /^https?:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](:\d{1,5})?([/?#]\S*)?$/i;

/** spec 002 §5: optional, else 'Please enter a valid url'. */
const urlRule: Validator = (value) => {
  const text = textOf(value).trim();
  return text === '' || SPEAKER_URL_PATTERN.test(text) ? [] : [M.urlInvalid];
};

/** At least one entry in a list. */
const atLeastOne = (message: string): Validator => (value) => (Array.isArray(value) && value.length > 0 ? [] : [message]);

/** A yes/no answer was given: 'Select YES or NO'. */
const yesOrNo: Validator = (value) => (typeof value === 'boolean' ? [] : [M.yesOrNo]);

/** spec 002 §5: if previously spoken, 'You must list at least one event'. */
const eventsWhenSpoken: Validator = (value, context) =>
  fieldOf(context, 'previouslySpoken') === true && textOf(value).trim() === '' ? [M.eventsRequired] : [];

/**
 * spec 002 §5 TRP: three or more chapters with a reduced fee of at least 25 percent. The form asks
 * both as yes/no; joining the TRP (yes) needs the reduced-fee answer yes.
 */
const trpRule: Validator = (value, context) => {
  if (typeof value !== 'boolean') return [M.yesOrNo];
  return value && fieldOf(context, 'reducedFee') === false ? [M.trpNeedsReducedFee] : [];
};

/** 'Select your Fees Range': a key 0 to 8. */
const feeRangeRule: Validator = (value) => (isSpeakerFeeKey(value) ? [] : [M.feeRangeRequired]);

/** The Resource Directory Terms of Use ticked. */
const termsRule: Validator = (value) => (value === true ? [] : [M.termsRequired]);

/** Every rule of spec 002 §5 Speaker form, by field. */
export const SPEAKER_FORM_SCHEMA = {
  firstName: blank,
  familyName: blank,
  title: blank,
  travelFromCity: blank,
  country: blank,
  // Phone code: 'Cannot be left blank', at most 3 characters (the phone's text when longer).
  phoneCode: [blank, maxLength(SPEAKER_PHONE_LIMITS.codeMax, M.phoneInvalid)],
  phone: phoneRule,
  email: emailRule,
  linkedInUrl: urlRule,
  webSiteUrl: urlRule,
  gender: required(M.genderRequired),
  biography: blank,
  languages: atLeastOne(M.languagesRequired),
  associations: atLeastOne(M.associationsRequired),
  topics: atLeastOne(M.topicsRequired),
  previouslySpoken: yesOrNo,
  previousEvents: eventsWhenSpoken,
  feeRange: feeRangeRule,
  reducedFee: yesOrNo,
  travellingResourceProgram: trpRule,
  servingResource: yesOrNo,
  termsAccepted: termsRule,
} satisfies FormSchema & Partial<Record<SpeakerFormField, unknown>>;

/** The messages of failing fields: the field's messages, and `form` ('Please fill in the required fields') when any field fails. */
export interface SpeakerFormErrors {
  /** No field failed. */
  readonly isValid: boolean;
  /** The messages of each failing field. */
  readonly errors: Partial<Record<SpeakerFormField, string[]>>;
  /** The form-level text, '' when valid. */
  readonly form: string;
}

function withFormText(result: FormValidation<FormSchema>): SpeakerFormErrors {
  return { isValid: result.isValid, errors: result.errors as SpeakerFormErrors['errors'], form: result.isValid ? '' : M.requiredFields };
}

/** Validates one step: the rules of the fields it holds. */
export function validateSpeakerStep(step: SpeakerFormStepId, values: SpeakerFormValues): SpeakerFormErrors {
  const fields = SPEAKER_FORM_STEPS.find((s) => s.id === step)?.fields ?? [];
  const schema = Object.fromEntries(Object.entries(SPEAKER_FORM_SCHEMA).filter(([field]) => (fields as readonly string[]).includes(field)));
  return withFormText(validateForm(schema, values));
}

/** Validates the whole form (on submit). */
export function validateSpeakerForm(values: SpeakerFormValues): SpeakerFormErrors {
  return withFormText(validateForm(SPEAKER_FORM_SCHEMA, values));
}

/** The first step holding a failing field (where the form goes on a failed submit); undefined when valid. */
export function firstInvalidStep(errors: SpeakerFormErrors['errors']): SpeakerFormStepId | undefined {
  return SPEAKER_FORM_STEPS.find((s) => s.fields.some((f) => (errors[f]?.length ?? 0) > 0))?.id;
}

/** The lookups the body needs: the languages, associations and topic tree the form chose from. */
export interface SpeakerFormLookups {
  /** The languages (get/languages). */
  readonly languages: readonly LookupItem[];
  /** The associations (get/Associations). */
  readonly associations: readonly LookupItem[];
  /** The topic tree (get/Topics). */
  readonly topics: readonly TopicCategory[];
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const chosen = (list: readonly LookupItem[], ids: readonly string[]) => ids.map((id) => list.find((x) => x.id === id) ?? { id, name: id });

/**
 * The SpeakerProfile sent to save-speaker / edit-speaker. `previuoslySpokenAtYpoEvent` is the
 * events text when the answer is yes, null when no. `extra` carries the fields of another part of
 * the form (profileImageUrl, presentationVideo) and the ids of an edited profile.
 */
export function speakerProfileBody(values: SpeakerFormValues, lookups: SpeakerFormLookups, extra: Partial<SpeakerProfileBody> = {}): SpeakerProfileBody {
  return {
    ...extra,
    preferredName: orNull(values.preferredName),
    firstName: values.firstName.trim(),
    familyName: values.familyName.trim(),
    title: values.title.trim(),
    travelFromCity: values.travelFromCity.trim(),
    country: values.country.trim(),
    phoneCode: values.phoneCode.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    linkedInUrl: orNull(values.linkedInUrl),
    webSiteUrl: orNull(values.webSiteUrl),
    gender: values.gender,
    biography: values.biography.trim(),
    languages: chosen(lookups.languages, values.languages),
    associations: chosen(lookups.associations, values.associations),
    topics: lookups.topics.map((c) => ({
      categoryName: c.categoryName,
      childTopics: c.childTopics.map((t) => ({ topicName: t.topicName, isSelected: values.topics.includes(t.topicName) })),
    })),
    previuoslySpokenAtYpoEvent: values.previouslySpoken ? values.previousEvents.trim() : null,
    feeRange: values.feeRange ?? 0,
    reducedFee: values.reducedFee === true,
    travellingResourceProgram: values.travellingResourceProgram === true,
    servingResource: values.servingResource === true,
  };
}

/** The form's values of a saved profile (edit mode). A saved profile answered every yes/no and read the terms. */
export function speakerFormValuesOf(profile: SpeakerProfileBody): SpeakerFormValues {
  const events = profile.previuoslySpokenAtYpoEvent?.trim() ?? '';
  return {
    preferredName: profile.preferredName ?? '',
    firstName: profile.firstName,
    familyName: profile.familyName,
    title: profile.title ?? '',
    travelFromCity: profile.travelFromCity ?? '',
    country: profile.country ?? '',
    phoneCode: profile.phoneCode ?? '',
    phone: profile.phone ?? '',
    email: profile.email,
    linkedInUrl: profile.linkedInUrl ?? '',
    webSiteUrl: profile.webSiteUrl ?? '',
    gender: profile.gender ?? '',
    biography: profile.biography ?? '',
    languages: (profile.languages ?? []).map((l) => l.id),
    associations: (profile.associations ?? []).map((a) => a.id),
    topics: (profile.topics ?? []).flatMap((c) => c.childTopics.filter((t) => t.isSelected).map((t) => t.topicName)),
    previouslySpoken: events !== '',
    previousEvents: events,
    feeRange: isSpeakerFeeKey(profile.feeRange) ? profile.feeRange : null,
    reducedFee: profile.reducedFee ?? null,
    travellingResourceProgram: profile.travellingResourceProgram ?? null,
    servingResource: profile.servingResource ?? null,
    termsAccepted: true,
  };
}

/** spec 002 §9: 'Profile saved successfully' shows for 2500 ms. */
export const SPEAKER_SAVED_DISPLAY_MS = 2500;
