// The speaker area's own texts (spec 002 §2, §4, §5, §8), apart from the platform catalogue so the
// initial chunk does not grow: imported by the speaker code only (@ypo/headless/speaker). Quoted spec
// texts are word for word, typos included ('Unable to connect to the serve'); where the spec names a
// rule without quoting its text, the wording is ours (marked so).
import { FEATURE_MESSAGES } from '../feature-messages';

/** Validation, error, result and screen texts of the speaker area (spec 002 §2, §4, §5, §8). */
export const SPEAKER_MESSAGES = {
  // spec 002 §5 Speaker form, quoted.
  blank: 'Cannot be left blank',
  phoneInvalid: 'Invalid Phone number',
  emailInvalid: 'This is not a valid email address',
  genderRequired: 'You must select one option',
  urlInvalid: 'Please enter a valid url',
  languagesRequired: 'Select at least one language',
  associationsRequired: 'Select at least one association',
  topicsRequired: 'Select at least one Topic',
  yesOrNo: 'Select YES or NO',
  eventsRequired: 'You must list at least one event',
  feeRangeRequired: 'Select your Fees Range',
  termsRequired: 'You must confirm you have read Resource Directory Terms of Use',
  requiredFields: 'Please fill in the required fields',
  invalidCityCountry: 'Not a valid city/country',
  selectRegion: 'Select Region',
  invalidRating: 'Invalid Rating',
  invalidYear: 'Invalid Year',
  qualificationsRequired: 'Qualifications should not be empty',
  retreatTopicRequired: 'Retreat topic should not be empty',
  // spec 002 §5 photo and video, quoted (the upload engine's catalogue holds them: one copy).
  selectOneImage: FEATURE_MESSAGES.uploadSelectOneImage,
  fileDoesNotMeetRequirements: FEATURE_MESSAGES.uploadFileDoesNotMeetRequirements,
  videoType: FEATURE_MESSAGES.uploadVideoType,
  videoTooLarge: FEATURE_MESSAGES.uploadVideoTooLarge,
  // spec 002 §5: 'Uploading a new video asks for confirmation that it will delete the existing video.' Wording ours.
  replaceVideoConfirm: 'Uploading a new video will delete the existing video. Do you want to continue?',
  // spec 002 §5: '3 to 5 minutes recommended'; §5 photo bounds. Wording ours.
  videoHint: 'MP4 or MOV, at most 500MB. A video of 3 to 5 minutes is recommended.',
  photoHint: 'One JPG, GIF, PNG or BMP image, under 2MB and not over 500x500 pixels.',
  // spec 002 §8 User-facing texts, quoted.
  saveFailed: 'Unable to connect to the serve',
  speakerDataError: 'speaker data error',
  videoOnlyFailure:
    "Congratulations your speaker form was successfully submitted. However, due to internet connectivity issues your video didn't upload. Please email your video link...",
  saved: 'Profile saved successfully',
  // spec 002 §8: 'The wait message says saving may take 3 to 5 minutes and is lost on refresh.' Wording ours.
  waitMessage: 'Saving your speaker profile may take 3 to 5 minutes. Please stay on this page: refreshing it loses your progress.',
  // spec 002 §8: 'The thank-you text says review and a follow-up by email come within five business days.' Wording ours.
  thankYouTitle: 'Thank you for applying to become a speaker',
  thankYou: 'Our team will review your application and follow up with you by email within five business days.',
  // spec 002 §4, quoted ('approve/deny': one text per action).
  approveConfirm: 'Are you sure want to approve the Applicant?',
  denyConfirm: 'Are you sure want to deny the Applicant?',
  // spec 002 §2, quoted: the menu item while pending. The approved and not-yet-applied items are ours.
  menuPending: 'View/Edit My Speaker Profile (Pending Approval)',
  menuApproved: 'View/Edit My Speaker Profile',
  menuBecome: 'Become a Speaker',
  // spec 002 §2, §4 screen and list names, quoted.
  becomeSpeaker: 'Become a Speaker',
  speakerAdministration: 'Speaker Administration',
  pendingApplicants: 'Pending Applicants/Requests',
  reviewedApplicants: 'Reviewed Applicants',
  approvedOnly: 'Approved Only',
  deniedOnly: 'Denied Only',
  approvedAndDenied: 'Approved and Denied',
  speakerDirectory: 'Speaker Directory',
  cffDirectory: 'CFF Directory',
  termsOfUse: 'Resource Directory Terms of Use',
  // Ours: the steps of the Become a Speaker form (spec 002 §2 names them).
  stepPersonalInfo: 'Personal info',
  stepBiography: 'Biography',
  stepTopics: 'Topics',
  stepPresentation: 'Presentation/video',
  stepFeesAndTerms: 'Fees and terms',
  // Ours: empty lists and results.
  noPendingApplicants: 'There are no pending applicants.',
  noReviewedApplicants: 'There are no reviewed applicants.',
  approved: 'The applicant was approved.',
  denied: 'The applicant was denied.',
  noSpeakersFound: 'No speakers found',
  // admin: ours, the administration screen (spec 002 §4 names the lists and the filters, quoted above).
  statusApproved: 'Approved',
  statusDenied: 'Denied',
  statusPending: 'Pending',
  approve: 'Approve',
  deny: 'Deny',
  reviewedFilter: 'Show',
  loadingApplicants: 'Loading applicants',
  loadMoreApplicants: 'Load more applicants',
  feeRange: 'Fee range',
  categories: 'Categories',
  applicantStatus: 'Status',
} as const;
