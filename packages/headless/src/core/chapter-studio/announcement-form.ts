import type { communities } from '@ypo/sdk';
import { FEATURE_MESSAGES } from '../feature-messages';
import { ATTACHMENT_MAX_BYTES } from '../upload/limits';
import type { UploadLimits } from '../upload/checks';
import { maxLength, required, validateForm, type FormSchema, type Validator } from '../validation/validators';

type Schemas = communities.components['schemas'];
/** A chapter studio announcement as the server answers it (spec 001 §3). */
export type Announcement = Schemas['Announcement'];
/** The announcement picklists: departments, regions, visibleTo, three background colours (spec 001 §3). */
export type AnnouncementPicklist = Schemas['AnnouncementPicklist'];
/** One picklist option (label and value). */
export type PicklistOption = Schemas['PicklistOption'];
/** Warning, Image or General (spec 001 §3). */
export type AnnouncementType = Schemas['RecordTypeName'];

/** The announcement types in the order the form offers them. */
export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['Warning', 'Image', 'General'];

/** spec 001 §5, §9: the announcement limits. */
export const ANNOUNCEMENT_LIMITS = { title: 30, shortDescription: 120, location: 120, longDescription: 1000, regions: 4 } as const;

/**
 * The announcement image, checked by the one upload engine's checks before the save: one image of the
 * types the server keeps (bmp, gif, jpg, png); the spec gives no size, the general 25 MB rule bounds it.
 */
export const ANNOUNCEMENT_IMAGE_LIMITS: UploadLimits = { extensions: ['.jpg', '.jpeg', '.png', '.gif', '.bmp'], maxCount: 1, maxBytes: ATTACHMENT_MAX_BYTES };

/** What the create announcement form edits. Dates are ISO date-times ('' when not chosen). */
export interface AnnouncementValues {
  id?: string;
  recordTypeName: AnnouncementType;
  title: string;
  shortDescription: string;
  longDescription: string;
  location: string;
  displayStartDate: string;
  displayEndDate: string;
  /** Department labels. */
  sponsorDepartmentList: string[];
  /** Region labels, up to 4. */
  sponsorRegionsList: string[];
  visibleToObject: PicklistOption[];
  backgroundColor: string;
  /** An image is chosen (a new file, or the saved backgroundImage). */
  hasImage: boolean;
  /** The saved image address, if any. */
  backgroundImage: string | null;
  ctaLink: string;
  isActive: boolean;
  isPublished: boolean;
}

/** An empty form for a new announcement. */
export function emptyAnnouncement(recordTypeName: AnnouncementType = 'General'): AnnouncementValues {
  return {
    recordTypeName,
    title: '',
    shortDescription: '',
    longDescription: '',
    location: '',
    displayStartDate: '',
    displayEndDate: '',
    sponsorDepartmentList: [],
    sponsorRegionsList: [],
    visibleToObject: [],
    backgroundColor: '',
    hasImage: false,
    backgroundImage: null,
    ctaLink: '',
    isActive: true,
    isPublished: false,
  };
}

/** The form values of a saved announcement. */
export function announcementValuesOf(a: Announcement): AnnouncementValues {
  return {
    id: a.id,
    recordTypeName: a.recordTypeName,
    title: a.title,
    shortDescription: a.shortDescription ?? '',
    longDescription: a.longDescription ?? '',
    location: a.location ?? '',
    displayStartDate: a.displayStartDate ?? '',
    displayEndDate: a.displayEndDate ?? '',
    sponsorDepartmentList: [...(a.sponsorDepartmentList ?? [])],
    sponsorRegionsList: [...(a.sponsorRegionsList ?? [])],
    visibleToObject: (a.visibleToObject ?? []).map((o) => ({ ...o })),
    backgroundColor: a.backgroundColor ?? '',
    hasImage: !!a.backgroundImage || (a.files ?? []).length > 0,
    backgroundImage: a.backgroundImage ?? null,
    ctaLink: a.ctaLink ?? '',
    isActive: a.isActive,
    isPublished: a.isPublished,
  };
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const valueOf = (context: Parameters<Validator>[1], field: keyof AnnouncementValues): unknown => context?.values?.[field];
const instant = (value: unknown) => (typeof value === 'string' && value !== '' ? Date.parse(value) : NaN);

const endAfterStart: Validator = (value, context) => (instant(value) <= instant(valueOf(context, 'displayStartDate')) ? [FEATURE_MESSAGES.announcementEndBeforeStart] : []);
const atMostFourRegions: Validator = (value) => (listOf(value).length > ANNOUNCEMENT_LIMITS.regions ? [FEATURE_MESSAGES.announcementRegionsTooMany] : []);
const departmentOrRegion: Validator = (value, context) =>
  listOf(value).length === 0 && listOf(valueOf(context, 'sponsorRegionsList')).length === 0 ? [FEATURE_MESSAGES.announcementAudienceRequired] : [];
const imageOrColour: Validator = (value, context) =>
  valueOf(context, 'recordTypeName') === 'Image' && valueOf(context, 'hasImage') !== true && (typeof value !== 'string' || value === '') ? [FEATURE_MESSAGES.announcementImageRequired] : [];
const overLimit = (max: number) => maxLength(max, FEATURE_MESSAGES.characterLimitExceeded);
// The CTA link is any absolute http(s) address (the contract's `format: uri`); the resources' stricter rule is theirs.
const httpAddress: Validator = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return [];
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol) ? [] : [FEATURE_MESSAGES.urlInvalid];
  } catch {
    return [FEATURE_MESSAGES.urlInvalid];
  }
};

/** Rules every save checks, a draft too: the limits, the end after the start, up to 4 regions (spec 001 §5). */
export const announcementDraftSchema = {
  title: [required(FEATURE_MESSAGES.announcementTitleRequired), overLimit(ANNOUNCEMENT_LIMITS.title)],
  shortDescription: overLimit(ANNOUNCEMENT_LIMITS.shortDescription),
  location: overLimit(ANNOUNCEMENT_LIMITS.location),
  longDescription: overLimit(ANNOUNCEMENT_LIMITS.longDescription),
  displayEndDate: endAfterStart,
  sponsorRegionsList: atMostFourRegions,
  ctaLink: httpAddress,
} satisfies FormSchema;

/** Rules of a publish: the draft rules, plus what must be filled (spec 001 §5 "publish enabled only when required fields are filled"). */
export const announcementPublishSchema = {
  ...announcementDraftSchema,
  shortDescription: [required(FEATURE_MESSAGES.announcementFieldRequired), overLimit(ANNOUNCEMENT_LIMITS.shortDescription)],
  displayStartDate: required(FEATURE_MESSAGES.announcementDatesRequired),
  displayEndDate: [required(FEATURE_MESSAGES.announcementDatesRequired), endAfterStart],
  sponsorDepartmentList: departmentOrRegion,
  backgroundColor: imageOrColour,
  ctaLink: [required(FEATURE_MESSAGES.announcementCtaRequired), httpAddress],
} satisfies FormSchema;

/** Messages by field of a draft save or of a publish. */
export function announcementErrors(values: AnnouncementValues, intent: 'draft' | 'publish'): Partial<Record<keyof AnnouncementValues, string[]>> {
  return validateForm(intent === 'publish' ? announcementPublishSchema : announcementDraftSchema, values).errors;
}

/** Whether the announcement may be published (every required field filled and valid). */
export function canPublishAnnouncement(values: AnnouncementValues): boolean {
  return validateForm(announcementPublishSchema, values).isValid;
}

/** The status an announcement list shows: 'Unscheduled draft' until published (spec 001 §4). */
export function announcementStatusLabel(announcement: Pick<Announcement, 'isPublished'>): string {
  return announcement.isPublished ? FEATURE_MESSAGES.announcementPublished : FEATURE_MESSAGES.unscheduledDraft;
}

/**
 * The multipart form of saveChapterStudioAnnouncement (spec 001 §7): the fields, the lists as JSON,
 * and the background colour, or the chosen image as backgroundImage.
 */
export function announcementFormData(values: AnnouncementValues, intent: 'draft' | 'publish', image?: Blob & { name?: string }): FormData {
  const form = new FormData();
  const text = (name: string, value: string) => {
    if (value !== '') form.set(name, value);
  };
  if (values.id) form.set('id', values.id);
  text('ctaLink', values.ctaLink.trim());
  text('displayStartDate', values.displayStartDate);
  text('displayEndDate', values.displayEndDate);
  form.set('shortDescription', values.shortDescription.trim());
  form.set('longDescription', values.longDescription.trim());
  form.set('visibleToObject', JSON.stringify(values.visibleToObject));
  form.set('title', values.title.trim());
  form.set('sponsorDepartmentList', JSON.stringify(values.sponsorDepartmentList));
  form.set('sponsorRegionsList', JSON.stringify(values.sponsorRegionsList));
  form.set('recordTypeName', values.recordTypeName);
  // The effective dates follow the display dates (the form shows one pair).
  text('effectiveStartDate', values.displayStartDate);
  text('effectiveEndDate', values.displayEndDate);
  form.set('isActive', String(values.isActive));
  form.set('location', values.location.trim());
  form.set('isPublished', String(intent === 'publish'));
  if (image) form.set('backgroundImage', image, image.name ?? 'image');
  else text('backgroundColor', values.backgroundColor);
  return form;
}

/** The create announcement screen: editing or previewing, and the values (spec 001 §4 "preview then back to edit"). */
export interface AnnouncementEditorState {
  mode: 'edit' | 'preview';
  values: AnnouncementValues;
}

/** What changes the create announcement screen. */
export type AnnouncementEditorAction =
  | { type: 'load'; values: AnnouncementValues }
  | { type: 'change'; values: Partial<AnnouncementValues> }
  | { type: 'preview' }
  | { type: 'edit' }
  | { type: 'saved'; announcement: Announcement };

/** The create announcement screen's state machine: loading, typing, preview and back to edit, saved. */
export function announcementEditorReducer(state: AnnouncementEditorState, action: AnnouncementEditorAction): AnnouncementEditorState {
  switch (action.type) {
    case 'load':
      return { mode: 'edit', values: action.values };
    case 'change':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'preview':
      return { ...state, mode: 'preview' };
    case 'edit':
      return { ...state, mode: 'edit' };
    case 'saved':
      return { mode: 'edit', values: { ...announcementValuesOf(action.announcement), hasImage: state.values.hasImage || !!action.announcement.backgroundImage } };
  }
}
