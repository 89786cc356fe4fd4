// The chapter's waiver form (spec 002 §3, §5, §9): its values as typed, every rule and text of spec
// 002 §5 'Waiver form' on the one validation mechanism (core/validation), numbers shown with
// thousands separators, and the WaiverForm body submit-request sends (attachments cleared, every
// question answered).
import type { waiver } from '@ypo/sdk';
import { WAIVER_NOTE_MAX } from './machine';
import { WAIVER_MESSAGES as M } from './messages';
import type { FormSchema, Validator } from '../validation/validators';
import { maxLength, required, validateForm } from '../validation/validators';

type Schemas = waiver.components['schemas'];
/** The body of submit-request (openapi/waiver.yaml `WaiverForm`). */
export type WaiverFormBody = Schemas['WaiverForm'];
/** A waiver as get-details and submit-request answer it (openapi/waiver.yaml `Waiver`). */
export type WaiverRecord = Schemas['Waiver'];
/** One of the narrative questions (get-questions). */
export type WaiverQuestion = Schemas['WaiverQuestion'];
/** The answer to one question. */
export type WaiverAnswer = Schemas['WaiverAnswer'];
/** A lookup entry (get-types, get-company-types, get-corporation-types, get-title-types). */
export type WaiverLookupItem = Schemas['LookupItem'];

/** spec 002 §5, §9: text limits of the waiver: recommendation 256, reason 500, a waiver field 15 characters. */
export const WAIVER_TEXT_LIMITS = { recommendation: 256, reason: WAIVER_NOTE_MAX, field: 15 } as const;
/** spec 002 §5, §9: the oldest age the form takes. */
export const WAIVER_MAX_AGE = 120;

/** The form's values as typed: every field a string (numbers too, with or without thousands separators). */
export interface WaiverFormValues {
  /** Id from get-types. */
  readonly typeOfWaiver: string;
  /** The prospect's first name. */
  readonly firstName: string;
  /** The prospect's last name. */
  readonly lastName: string;
  /** The requesting chapter's name. */
  readonly chapterName: string;
  /** The chapter's recommendation, at most 256 characters. */
  readonly recommendation: string;
  /** Age in years: digits, at most 120. */
  readonly age: string;
  /** Company name. */
  readonly companyName: string;
  /** Id from get-company-types. */
  readonly companyType: string;
  /** Who the prospect reports to. */
  readonly reportsTo: string;
  /** The company's web address. */
  readonly website: string;
  /** Id from get-title-types. */
  readonly title: string;
  /** The title in words when the title chosen is Other. */
  readonly titleOther: string;
  /** Number of employees: a whole number. */
  readonly numberOfEmployees: string;
  /** Total employee compensation, USD million: a number, comma-grouped or not, with decimals. */
  readonly totalCompensation: string;
  /** Dollar volume: a whole number, comma-grouped or not. */
  readonly dollarVolume: string;
  /** Id from get-corporation-types. */
  readonly corporationType: string;
  /** Number of members in the chapter: a whole number. */
  readonly numberOfChapterMembers: string;
  /** The chapter's region. */
  readonly regionName: string;
  /** Volume/sales (optional): a number with up to 9 decimals. */
  readonly volumeSales: string;
  /** Enterprise value (optional): a number. */
  readonly enterpriseValue: string;
  /** The answer to each question, by questionId. */
  readonly answers: Readonly<Record<string, string>>;
}

/** A field of the form other than the answers. */
export type WaiverFormField = Exclude<keyof WaiverFormValues, 'answers'>;
/** Where a message sits: a field, or a question's answer (`answer:<questionId>`). */
export type WaiverFormErrorKey = WaiverFormField | `answer:${string}`;

/** An empty form: a waiver no one has requested yet. */
export const EMPTY_WAIVER_FORM: WaiverFormValues = {
  typeOfWaiver: '', firstName: '', lastName: '', chapterName: '', recommendation: '', age: '', companyName: '', companyType: '', reportsTo: '',
  website: '', title: '', titleOther: '', numberOfEmployees: '', totalCompensation: '', dollarVolume: '', corporationType: '',
  numberOfChapterMembers: '', regionName: '', volumeSales: '', enterpriseValue: '', answers: {},
};

/** The numeric fields (spec 002 §5: 'Waiver field max length 15' applies to each as typed). */
export const WAIVER_NUMBER_FIELDS = ['age', 'numberOfEmployees', 'totalCompensation', 'dollarVolume', 'numberOfChapterMembers', 'volumeSales', 'enterpriseValue'] as const;
/** The numeric waiver fields shown with thousands separators (spec 002 §3 Waiver: dollarVolume, totalCompensation, enterpriseValue; §5). */
export const WAIVER_GROUPED_FIELDS = ['totalCompensation', 'dollarVolume', 'enterpriseValue'] as const;

// A number as typed: digits, or digits grouped by commas in threes; then the decimals the rule allows.
const WHOLE = String.raw`(?:\d+|\d{1,3}(?:,\d{3})+)`;
const DIGITS = /^\d+$/;
const GROUPED_WHOLE = new RegExp(`^${WHOLE}$`);
const GROUPED_DECIMAL = new RegExp(`^${WHOLE}(?:\\.\\d+)?$`);
const UP_TO_9_DECIMALS = new RegExp(`^${WHOLE}(?:\\.\\d{1,9})?$`);
// spec 002 §5: a valid web address whose top-level domain has 2 to 10 letters; the scheme and www. are optional.
const WEBSITE = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,10}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** A format rule: empty passes (a required rule says so), anything else must match. */
const matches =
  (pattern: RegExp, message: string): Validator =>
  (value) => {
    const text = textOf(value);
    return text === '' || pattern.test(text) ? [] : [message];
  };

/** spec 002 §5: 'Age: required, digits only, at most 120 (else 'Please provide valid age')'. */
const ageRule: Validator = (value) => {
  const text = textOf(value);
  return text === '' || (DIGITS.test(text) && Number(text) <= WAIVER_MAX_AGE) ? [] : [M.ageInvalid];
};

const fieldMax = maxLength(WAIVER_TEXT_LIMITS.field, M.tooLong(WAIVER_TEXT_LIMITS.field));

/** The rules a draft is held to as well: the format of what was typed (an empty field passes). */
const FORMAT_RULES = {
  recommendation: maxLength(WAIVER_TEXT_LIMITS.recommendation, M.tooLong(WAIVER_TEXT_LIMITS.recommendation)),
  age: [ageRule, fieldMax],
  numberOfEmployees: [matches(DIGITS, M.numberInvalid), fieldMax],
  totalCompensation: [matches(GROUPED_DECIMAL, M.compensationInvalid), fieldMax],
  website: matches(WEBSITE, M.websiteInvalid),
  dollarVolume: [matches(GROUPED_WHOLE, M.numberInvalid), fieldMax],
  numberOfChapterMembers: [matches(DIGITS, M.numberInvalid), fieldMax],
  volumeSales: [matches(UP_TO_9_DECIMALS, M.volumeSalesInvalid), fieldMax],
  enterpriseValue: [matches(GROUPED_DECIMAL, M.enterpriseValueInvalid), fieldMax],
} satisfies Partial<Record<WaiverFormField, Validator | readonly Validator[]>>;

/** The rules a submit adds: the required fields of spec 002 §5 (their texts before any format text). */
const REQUIRED_RULES = {
  typeOfWaiver: required(M.typeOfWaiverRequired),
  firstName: required(M.firstNameRequired),
  lastName: required(M.lastNameRequired),
  age: required(M.ageRequired),
  companyName: required(M.companyNameRequired),
  companyType: required(M.companyTypeRequired),
  reportsTo: required(M.reportsToRequired),
  title: required(M.titleRequired),
  numberOfEmployees: required(M.numberOfEmployeesRequired),
  totalCompensation: required(M.compensationRequired),
  website: required(M.websiteRequired),
  dollarVolume: required(M.dollarVolumeRequired),
  numberOfChapterMembers: required(M.chapterMembersRequired),
  corporationType: required(M.corporationTypeRequired),
  regionName: required(M.regionNameRequired),
} satisfies Partial<Record<WaiverFormField, Validator>>;

/** What the rules need from the lookups: the questions to answer and the title types (which one is Other). */
export interface WaiverFormRulesInput {
  /** The narrative questions (get-questions): each needs an answer on submit. */
  readonly questions: readonly Pick<WaiverQuestion, 'questionId'>[];
  /** The title types (get-title-types): choosing the one named Other asks for the title in words. */
  readonly titleTypes: readonly WaiverLookupItem[];
}

/** Whether a title id is the Other title (its id or its name is 'other', case ignored). */
export function isOtherTitle(titleId: string, titleTypes: readonly WaiverLookupItem[]): boolean {
  const id = titleId.trim().toLowerCase();
  if (id === '') return false;
  return id === 'other' || titleTypes.some((t) => t.id.toLowerCase() === id && t.name.trim().toLowerCase() === 'other');
}

const answerKey = (questionId: string): `answer:${string}` => `answer:${questionId}`;

/** Submit: a draft's format rules, the required fields, Title other when the title is Other, and an answer to each question. */
function submitSchema({ questions, titleTypes }: WaiverFormRulesInput): FormSchema {
  const schema: Record<string, Validator | readonly Validator[]> = {};
  const add = (field: string, rules: Validator | readonly Validator[]) => {
    const before = schema[field];
    const list = (r: Validator | readonly Validator[] | undefined) => (r === undefined ? [] : typeof r === 'function' ? [r] : r);
    schema[field] = [...list(before), ...list(rules)];
  };
  for (const [field, rule] of Object.entries(REQUIRED_RULES)) add(field, rule);
  for (const [field, rules] of Object.entries(FORMAT_RULES)) add(field, rules);
  const otherRequired = required(M.titleOtherRequired);
  add('titleOther', (value, context) => (isOtherTitle(textOf(context?.values?.['title']), titleTypes) ? otherRequired(value, context) : []));
  for (const q of questions) add(answerKey(q.questionId), required(M.questionRequired));
  return schema;
}

/** Submit (every rule, 'Please fill the required details') or save as a draft (formats only, 'Please provide valid information'). */
export type WaiverFormMode = 'submit' | 'draft';

/** The outcome of {@link validateWaiverForm}. */
export interface WaiverFormValidation {
  /** No field failed. */
  readonly isValid: boolean;
  /** The messages of each failing field or answer (`answer:<questionId>`), in rule order. */
  readonly errors: Partial<Record<WaiverFormErrorKey, string[]>>;
  /** The form-level text: 'Please fill the required details' (submit) or 'Please provide valid information' (draft); '' when valid. */
  readonly form: string;
}

/** The values as one flat record: the fields, and each answer under `answer:<questionId>`. */
function flatValues(values: WaiverFormValues): Record<string, string> {
  const { answers, ...fields } = values;
  const flat: Record<string, string> = { ...fields };
  for (const [questionId, answer] of Object.entries(answers)) flat[answerKey(questionId)] = answer;
  return flat;
}

/**
 * Validates the form (spec 002 §5): on submit every rule, a failure adding 'Please fill the required
 * details'; a draft only what was typed must be valid (empty fields pass), a failure adding 'Please
 * provide valid information'.
 */
export function validateWaiverForm(values: WaiverFormValues, mode: WaiverFormMode, input: WaiverFormRulesInput): WaiverFormValidation {
  const schema = mode === 'submit' ? submitSchema(input) : (FORMAT_RULES as FormSchema);
  const result = validateForm(schema, flatValues(values));
  const form = result.isValid ? '' : mode === 'submit' ? M.requiredDetails : M.draftInvalid;
  return { isValid: result.isValid, errors: result.errors as WaiverFormValidation['errors'], form };
}

/** spec 002 §5: at least one PRP panel member must be selected (the send to the peer review panel). */
export const reviewMembersSelected: Validator = (value) => (Array.isArray(value) && value.some((id) => textOf(id) !== '') ? [] : [M.panelRequired]);

// ---------------------------------------------------------------- numbers

const GROUPING = new Intl.NumberFormat('en-US', { maximumFractionDigits: 9 });

/** A number with thousands separators (spec 002 §5: 'Numeric waiver fields display with thousands formatting'); '' for none. */
export function formatWaiverNumber(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? GROUPING.format(value) : '';
}

/** The number a field holds: separators dropped; null when empty or not a number. */
export function parseWaiverNumber(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (plain === '' || !/^\d+(?:\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

/**
 * What a grouped field shows once typed (on leaving it): the number with thousands separators when
 * it is a valid one, else the text as typed (its message says what is wrong).
 */
export function groupWaiverNumberText(text: string): string {
  if (!GROUPED_DECIMAL.test(text.trim())) return text;
  const value = parseWaiverNumber(text);
  return value === null ? text : formatWaiverNumber(value);
}

// ---------------------------------------------------------------- answers and body

/** spec 002 §5: 'Details without an answer for a question get an empty answer added' (the questions' order, then any other answer). */
export function withEmptyAnswers(answers: readonly WaiverAnswer[] | null | undefined, questions: readonly Pick<WaiverQuestion, 'questionId'>[]): WaiverAnswer[] {
  const given = answers ?? [];
  const asked = questions.map((q) => given.find((a) => a.questionId === q.questionId) ?? { questionId: q.questionId, answer: '' });
  const others = given.filter((a) => !questions.some((q) => q.questionId === a.questionId));
  return [...asked, ...others];
}

const textOrEmpty = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The values of a stored waiver (edit or resubmit), numbers of the grouped fields with thousands separators; empty without one. */
export function waiverFormValuesOf(record: Partial<WaiverRecord> | null | undefined, questions: readonly Pick<WaiverQuestion, 'questionId'>[]): WaiverFormValues {
  if (!record) return { ...EMPTY_WAIVER_FORM, answers: Object.fromEntries(questions.map((q) => [q.questionId, ''])) };
  const answers = Object.fromEntries(withEmptyAnswers(record.waiverAnswerList, questions).map((a) => [a.questionId, a.answer]));
  return {
    typeOfWaiver: textOrEmpty(record.typeOfWaiver),
    firstName: textOrEmpty(record.firstName),
    lastName: textOrEmpty(record.lastName),
    chapterName: textOrEmpty(record.chapterName),
    recommendation: textOrEmpty(record.recommendation),
    age: textOrEmpty(record.age),
    companyName: textOrEmpty(record.companyName),
    companyType: textOrEmpty(record.companyType),
    reportsTo: textOrEmpty(record.reportsTo),
    website: textOrEmpty(record.website),
    title: textOrEmpty(record.title),
    titleOther: textOrEmpty(record.titleOther),
    numberOfEmployees: textOrEmpty(record.numberOfEmployees),
    totalCompensation: formatWaiverNumber(record.totalCompensation),
    dollarVolume: formatWaiverNumber(record.dollarVolume),
    corporationType: textOrEmpty(record.corporationType),
    numberOfChapterMembers: textOrEmpty(record.numberOfChapterMembers),
    regionName: textOrEmpty(record.regionName),
    volumeSales: textOrEmpty(record.volumeSales),
    enterpriseValue: formatWaiverNumber(record.enterpriseValue),
    answers,
  };
}

/** The ids a submit-request body carries: the waiver (the all-zero id for a new one), the prospect and the chapter. */
export interface WaiverBodyIds {
  /** The waiver's id; the all-zero id for a new request. */
  readonly id: string;
  /** The prospect (lead). */
  readonly leadId: string;
  /** The requesting chapter. */
  readonly communityId: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const wholeOrNull = (text: string) => {
  const value = parseWaiverNumber(text);
  return value === null || !Number.isInteger(value) ? null : value;
};

/**
 * The WaiverForm body of submit-request (spec 002 §5): texts trimmed (empty -> null), numbers without
 * their separators, an answer (empty when none) for every question, and `attachments` cleared:
 * attachments are uploaded separately (upload-attachments/{leadId}).
 */
export function waiverRequestBody(values: WaiverFormValues, ids: WaiverBodyIds, questions: readonly Pick<WaiverQuestion, 'questionId'>[]): WaiverFormBody {
  const answers = Object.entries(values.answers).map(([questionId, answer]) => ({ questionId, answer: answer.trim() }));
  return {
    id: ids.id,
    leadId: ids.leadId,
    communityId: ids.communityId,
    typeOfWaiver: values.typeOfWaiver,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    chapterName: values.chapterName.trim(),
    recommendation: orNull(values.recommendation),
    age: wholeOrNull(values.age),
    companyName: orNull(values.companyName),
    companyType: orNull(values.companyType),
    reportsTo: orNull(values.reportsTo),
    website: orNull(values.website),
    title: orNull(values.title),
    titleOther: orNull(values.titleOther),
    numberOfEmployees: wholeOrNull(values.numberOfEmployees),
    totalCompensation: parseWaiverNumber(values.totalCompensation),
    dollarVolume: parseWaiverNumber(values.dollarVolume),
    corporationType: orNull(values.corporationType),
    numberOfChapterMembers: wholeOrNull(values.numberOfChapterMembers),
    regionName: orNull(values.regionName),
    volumeSales: parseWaiverNumber(values.volumeSales),
    enterpriseValue: parseWaiverNumber(values.enterpriseValue),
    waiverAnswerList: withEmptyAnswers(answers, questions),
    attachments: [],
  };
}
