import type { profiles } from '@ypo/sdk';
import { EMPTY_ID } from '../impersonation/impersonation';
import { required, type FormSchema, type Validator } from '../validation/validators';
import { PROFILE_MESSAGES } from './messages';
import { endAfterStart, profileMaxLength, profileUrlOptional, PROFILE_TEXT_LENGTHS, requiredWith, unlessChecked } from './form-rules';

type Schemas = profiles.components['schemas'];

/** An accomplishment (spec 002 §3, keyed by companyId). */
export type Accomplishment = Schemas['Accomplishment'];
/** A company investment (spec 002 §3, keyed by companyId). */
export type CompanyInvestment = Schemas['CompanyInvestment'];
/** A professional role (spec 002 §3, keyed by companyId). */
export type ProfessionalRole = Schemas['ProfessionalRole'];
/** A training or certification (spec 002 §3, keyed by companyId). */
export type TrainingAndCertification = Schemas['TrainingAndCertification'];
/** A professional experience entry (spec 002 §3: primaryId, isActive). */
export type ProfessionalExperience = Schemas['ProfessionalExperience'];
/** The profile's lookup lists (spec 002 §3 profileDropDowns). */
export type ProfileDropdowns = Schemas['ProfileDropdowns'];
/** A lookup list's key. */
export type ProfileLookupKey = keyof ProfileDropdowns;

/** The professional collections by name, each with its entry type. */
export interface ProfessionalEntries {
  /** Professional experience entries (primaryId, isActive). */
  readonly professionalExperience: ProfessionalExperience;
  /** Professional roles (companyId). */
  readonly professionalRoles: ProfessionalRole;
  /** Accomplishments (companyId). */
  readonly accomplishments: Accomplishment;
  /** Company investments (companyId). */
  readonly companyInvestments: CompanyInvestment;
  /** Training and certifications (companyId). */
  readonly trainingAndCertifications: TrainingAndCertification;
}

/** A professional collection's name. */
export type ProfessionalCollection = keyof ProfessionalEntries;

/** How a dialog field is entered. */
export type ProfileFieldKind = 'text' | 'textarea' | 'url' | 'month' | 'year' | 'lookup' | 'checkbox';

/** One field of a collection's dialog. */
export interface ProfileField {
  /** The form value's name (the entry's property). */
  readonly name: string;
  /** The field's label. */
  readonly label: string;
  /** How the field is entered. */
  readonly kind: ProfileFieldKind;
  /** The lookup list of a `lookup` field. */
  readonly lookup?: ProfileLookupKey;
  /** The field must be filled (its message comes from the schema). */
  readonly isRequired?: boolean;
  /** Longest text the field takes (spec 002 §5 lengths). */
  readonly maxLength?: number;
  /** Hidden (and not sent) while this checkbox field is on. */
  readonly hiddenWhen?: string;
}

/** Form values of a dialog: every field as text (a checkbox is 'true' or ''). */
export type ProfileFormValues = Readonly<Record<string, string>>;

/** What a professional collection's section and dialog need: texts, fields, rules and the entry/form mapping. */
export interface ProfessionalCollectionSpec<C extends ProfessionalCollection> {
  /** The collection's name (its key in the answers). */
  readonly collection: C;
  /** The property that keys an entry (companyId; primaryId for professional experience). */
  readonly idField: 'companyId' | 'primaryId';
  /** The section's heading. */
  readonly title: string;
  /** The Add button's text. */
  readonly addLabel: string;
  /** What an empty list says. */
  readonly emptyText: string;
  /** The dialog's fields, in order. */
  readonly fields: readonly ProfileField[];
  /** The dialog's validation (spec 002 §5). */
  readonly schema: FormSchema;
  /** The entry's heading and detail line in the list. */
  // A method (not a property) so that one collection's spec is usable where any collection's is expected.
  summary(entry: ProfessionalEntries[C]): { readonly heading: string; readonly detail: string };
}

const { general, title: titleLength } = PROFILE_TEXT_LENGTHS;
const text = (name: string, label: string, maxLength: number, isRequired = false): ProfileField => ({ name, label, kind: 'text', maxLength, isRequired });
const lookup = (name: string, label: string, list: ProfileLookupKey): ProfileField => ({ name, label, kind: 'lookup', lookup: list, isRequired: true });
const month = (name = 'month', label: string = PROFILE_MESSAGES.fieldMonth, isRequired = true): ProfileField => ({ name, label, kind: 'month', isRequired });
const year = (name = 'year', label: string = PROFILE_MESSAGES.fieldYear, isRequired = true): ProfileField => ({ name, label, kind: 'year', isRequired });

const requiredText = (message: string, max: number): Validator[] => [required(message), profileMaxLength(max)];
const monthYear = { month: required(PROFILE_MESSAGES.monthRequired), year: required(PROFILE_MESSAGES.yearRequired) };

const monthName = (value: number | null | undefined) => (value && value >= 1 && value <= 12 ? PROFILE_MESSAGES.months[value - 1] : undefined);
/** 'March 2011', '2011', or '' for an entry without a date. */
export function monthYearText(monthValue: number | null | undefined, yearValue: number | null | undefined): string {
  return [monthName(monthValue), yearValue ?? undefined].filter((part) => part !== undefined).join(' ');
}
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part !== undefined && part !== null && part.trim() !== '').join(' · ');

/** Professional experience (spec 002 §3: primaryId, isActive): a current position has no end date; an end comes after the start (§5). */
export const PROFESSIONAL_EXPERIENCE: ProfessionalCollectionSpec<'professionalExperience'> = {
  collection: 'professionalExperience',
  idField: 'primaryId',
  title: PROFILE_MESSAGES.professionalExperience,
  addLabel: PROFILE_MESSAGES.addProfessionalExperience,
  emptyText: PROFILE_MESSAGES.noProfessionalExperience,
  fields: [
    text('companyName', PROFILE_MESSAGES.fieldCompanyName, general, true),
    text('title', PROFILE_MESSAGES.fieldTitle, titleLength),
    lookup('industry', PROFILE_MESSAGES.fieldIndustry, 'industry'),
    month('startMonth', PROFILE_MESSAGES.fieldStartMonth),
    year('startYear', PROFILE_MESSAGES.fieldStartYear),
    { name: 'isActive', label: PROFILE_MESSAGES.fieldCurrentPosition, kind: 'checkbox' },
    { ...month('endMonth', PROFILE_MESSAGES.fieldEndMonth, false), hiddenWhen: 'isActive' },
    { ...year('endYear', PROFILE_MESSAGES.fieldEndYear, false), hiddenWhen: 'isActive' },
  ],
  schema: {
    companyName: requiredText(PROFILE_MESSAGES.companyNameRequired, general),
    title: profileMaxLength(titleLength),
    industry: required(PROFILE_MESSAGES.industryRequired),
    startMonth: required(PROFILE_MESSAGES.monthRequired),
    startYear: required(PROFILE_MESSAGES.yearRequired),
    endMonth: unlessChecked('isActive', requiredWith('endYear', PROFILE_MESSAGES.monthRequired)),
    endYear: [
      unlessChecked('isActive', requiredWith('endMonth', PROFILE_MESSAGES.yearRequired)),
      unlessChecked('isActive', endAfterStart({ startMonth: 'startMonth', startYear: 'startYear', endMonth: 'endMonth', endYear: 'endYear' })),
    ],
  },
  summary: (entry) => ({
    heading: joined(entry.title, entry.companyName),
    detail: `${monthYearText(entry.startMonth, entry.startYear)} – ${entry.isActive ? PROFILE_MESSAGES.present : monthYearText(entry.endMonth, entry.endYear)}`,
  }),
};

/** Professional roles (spec 002 §3, §5: company name, president type, company type, size, business scope, industry, month and year required). */
export const PROFESSIONAL_ROLES: ProfessionalCollectionSpec<'professionalRoles'> = {
  collection: 'professionalRoles',
  idField: 'companyId',
  title: PROFILE_MESSAGES.professionalRoles,
  addLabel: PROFILE_MESSAGES.addProfessionalRole,
  emptyText: PROFILE_MESSAGES.noProfessionalRoles,
  fields: [
    text('companyName', PROFILE_MESSAGES.fieldCompanyName, general, true),
    text('title', PROFILE_MESSAGES.fieldTitle, titleLength),
    lookup('presidentType', PROFILE_MESSAGES.fieldPresidentType, 'presidentType'),
    lookup('companyType', PROFILE_MESSAGES.fieldCompanyType, 'companyType'),
    lookup('companySize', PROFILE_MESSAGES.fieldCompanySize, 'size'),
    lookup('businessScope', PROFILE_MESSAGES.fieldBusinessScope, 'businessScope'),
    lookup('industry', PROFILE_MESSAGES.fieldIndustry, 'industry'),
    month(),
    year(),
  ],
  schema: {
    companyName: requiredText(PROFILE_MESSAGES.companyNameRequired, general),
    title: profileMaxLength(titleLength),
    presidentType: required(PROFILE_MESSAGES.presidentTypeRequired),
    companyType: required(PROFILE_MESSAGES.companyTypeRequired),
    companySize: required(PROFILE_MESSAGES.companySizeRequired),
    businessScope: required(PROFILE_MESSAGES.businessScopeRequired),
    industry: required(PROFILE_MESSAGES.industryRequired),
    ...monthYear,
  },
  summary: (entry) => ({ heading: joined(entry.title, entry.companyName), detail: joined(entry.presidentType, entry.industry, monthYearText(entry.month, entry.year)) }),
};

/** Accomplishments (spec 002 §3). */
export const ACCOMPLISHMENTS: ProfessionalCollectionSpec<'accomplishments'> = {
  collection: 'accomplishments',
  idField: 'companyId',
  title: PROFILE_MESSAGES.accomplishments,
  addLabel: PROFILE_MESSAGES.addAccomplishment,
  emptyText: PROFILE_MESSAGES.noAccomplishments,
  fields: [text('companyName', PROFILE_MESSAGES.fieldCompanyName, general, true), { name: 'description', label: PROFILE_MESSAGES.fieldDescription, kind: 'textarea', maxLength: general }, month(), year()],
  schema: { companyName: requiredText(PROFILE_MESSAGES.companyNameRequired, general), description: profileMaxLength(general), ...monthYear },
  summary: (entry) => ({ heading: entry.description || entry.companyName, detail: joined(entry.companyName, monthYearText(entry.month, entry.year)) }),
};

/** Company investments (spec 002 §3, §5: the website a valid address with optional scheme). */
export const COMPANY_INVESTMENTS: ProfessionalCollectionSpec<'companyInvestments'> = {
  collection: 'companyInvestments',
  idField: 'companyId',
  title: PROFILE_MESSAGES.companyInvestments,
  addLabel: PROFILE_MESSAGES.addCompanyInvestment,
  emptyText: PROFILE_MESSAGES.noCompanyInvestments,
  fields: [
    text('companyName', PROFILE_MESSAGES.fieldCompanyName, general, true),
    lookup('industry', PROFILE_MESSAGES.fieldIndustry, 'industry'),
    { name: 'website', label: PROFILE_MESSAGES.fieldWebsite, kind: 'url', maxLength: general },
    { name: 'description', label: PROFILE_MESSAGES.fieldDescription, kind: 'textarea', maxLength: general },
  ],
  schema: {
    companyName: requiredText(PROFILE_MESSAGES.companyNameRequired, general),
    industry: required(PROFILE_MESSAGES.industryRequired),
    website: [profileUrlOptional, profileMaxLength(general)],
    description: profileMaxLength(general),
  },
  summary: (entry) => ({ heading: entry.companyName, detail: joined(entry.industry, entry.website ?? undefined) }),
};

/** Training and certifications (spec 002 §3, §5: certification and course names required). */
export const TRAINING_AND_CERTIFICATIONS: ProfessionalCollectionSpec<'trainingAndCertifications'> = {
  collection: 'trainingAndCertifications',
  idField: 'companyId',
  title: PROFILE_MESSAGES.trainingAndCertifications,
  addLabel: PROFILE_MESSAGES.addTrainingAndCertification,
  emptyText: PROFILE_MESSAGES.noTrainingAndCertifications,
  fields: [text('certificationName', PROFILE_MESSAGES.fieldCertificationName, general, true), text('courseName', PROFILE_MESSAGES.fieldCourseName, general, true), month(), year()],
  schema: {
    certificationName: requiredText(PROFILE_MESSAGES.certificationNameRequired, general),
    courseName: requiredText(PROFILE_MESSAGES.courseNameRequired, general),
    ...monthYear,
  },
  summary: (entry) => ({ heading: entry.certificationName, detail: joined(entry.courseName, monthYearText(entry.month, entry.year)) }),
};

/** Every professional collection, in the order the profile shows them. */
export const PROFESSIONAL_COLLECTIONS = [PROFESSIONAL_EXPERIENCE, PROFESSIONAL_ROLES, ACCOMPLISHMENTS, COMPANY_INVESTMENTS, TRAINING_AND_CERTIFICATIONS] as const;

const NUMBER_KINDS: ReadonlySet<ProfileFieldKind> = new Set(['month', 'year']);

/** The dialog's values for an entry (or blank ones for a new entry). */
export function entryToForm<C extends ProfessionalCollection>(spec: ProfessionalCollectionSpec<C>, entry?: ProfessionalEntries[C]): ProfileFormValues {
  const source = (entry ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of spec.fields) {
    const value = source[field.name];
    values[field.name] = field.kind === 'checkbox' ? (value === true ? 'true' : '') : value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/**
 * The entry to send from the dialog's values: trimmed texts, numbers for month and year, the
 * checkbox as a boolean; a field hidden by its checkbox is sent empty (null). A new entry carries
 * the empty id (spec 002 §9 all-zero guid; the server names it).
 */
export function formToEntry<C extends ProfessionalCollection>(
  spec: ProfessionalCollectionSpec<C>,
  values: ProfileFormValues,
  { personId, id }: { readonly personId: string; readonly id?: string },
): ProfessionalEntries[C] {
  const entry: Record<string, unknown> = { [spec.idField]: id ?? EMPTY_ID, personId };
  for (const field of spec.fields) {
    const raw = (values[field.name] ?? '').trim();
    const isHidden = field.hiddenWhen !== undefined && values[field.hiddenWhen] === 'true';
    if (field.kind === 'checkbox') entry[field.name] = raw === 'true';
    else if (NUMBER_KINDS.has(field.kind)) {
      if (isHidden || raw === '') {
        if (field.hiddenWhen !== undefined) entry[field.name] = null;
      } else entry[field.name] = Number(raw);
    } else if (raw !== '') entry[field.name] = raw;
    else if (field.kind === 'url') entry[field.name] = null;
  }
  return entry as unknown as ProfessionalEntries[C];
}

/** The id of an entry of a collection. */
export function entryIdOf<C extends ProfessionalCollection>(spec: ProfessionalCollectionSpec<C>, entry: ProfessionalEntries[C]): string {
  return String((entry as unknown as Record<string, unknown>)[spec.idField] ?? '');
}
