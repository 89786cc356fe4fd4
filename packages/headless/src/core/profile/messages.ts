// The member profile's own texts (spec 002 §2, §5, §8), apart from the platform catalogue so the
// initial chunk does not grow: imported by the profile's code only. Quoted spec texts are word for
// word; where the spec names a rule without quoting its text, the wording is ours (marked so).

/** Validation, error and result texts of the member profile and its dialogs (spec 002 §5, §8). */
export const PROFILE_MESSAGES = {
  // spec 002 §5 Profile forms, quoted.
  emailRequired: 'Please enter a unique email address',
  emailInvalid: 'Please enter valid email address',
  urlInvalid: 'Please enter correct url',
  phoneRequired: 'Please enter the phone number',
  phoneInvalid: 'Please enter the valid phone number',
  emergencyEmailsDiffer: 'Please enter same email address',
  confirmEmailDiffers: 'Email and confirm email do not match.',
  // spec 002 §5 states the rule 'End date must be greater than start date.'; used as its text.
  endBeforeStart: 'End date must be greater than start date.',
  // spec 002 §5 lists the required fields without quoting their texts; the wording is ours.
  companyNameRequired: 'Please enter the company name',
  presidentTypeRequired: 'Please select the president type',
  companyTypeRequired: 'Please select the company type',
  companySizeRequired: 'Please select the company size',
  businessScopeRequired: 'Please select the business scope',
  monthRequired: 'Please select the month',
  yearRequired: 'Please select the year',
  industryRequired: 'Please select the industry',
  streetRequired: 'Please enter the street',
  cityRequired: 'Please enter the city',
  stateRequired: 'Please enter the state',
  zipRequired: 'Please enter the ZIP/Postal code',
  countryRequired: 'Please select the country',
  addressTypeRequired: 'Please select the address type',
  firstNameRequired: 'Please enter the first name',
  lastNameRequired: 'Please enter the last name',
  relationshipTypeRequired: 'Please select the relationship type',
  socialNetworkTypeRequired: 'Please select the social network type',
  schoolNameRequired: 'Please enter the school name',
  schoolTypeRequired: 'Please select the school type',
  certificationNameRequired: 'Please enter the certification name',
  courseNameRequired: 'Please enter the course name',
  relationRequired: 'Please select the relation',
  genderRequired: 'Please select the gender',
  // spec 002 §5 text lengths; the wording is ours.
  tooLong: (max: number) => `Please enter no more than ${max} characters`,
  // spec 002 §5: education holds at most 5 entries; the wording is ours.
  educationFull: 'You can add up to 5 education entries.',
  // spec 002 §5, §8: the relationship and email saves, quoted.
  emailAlreadyExists: 'Email already exists',
  emailAlreadyOnFile: 'Email Address is already on file',
  // spec 002 §8, quoted.
  contactCardCannotBeDownloaded: 'Error: Contact card cannot be downloaded',
  contactDownloadFailed: 'Error downloading contact.',
  urlNoLongerValid: 'This URL is no longer valid',
  blobErrorProfileImage: 'blob_error_profileImage',
  // profc: photo, contact card, follow, groups, communities, recommendations (spec 002 §2, §3); the wording is ours.
  changePhoto: 'Change photo',
  photoOf: (name: string) => `Photo of ${name}`,
  photoUpdated: 'Your photo was updated.',
  downloadContactCard: 'Download contact card',
  follow: 'Follow',
  unfollow: 'Unfollow',
  following: 'Following',
  followLabel: (isFollowing: boolean, name: string) => `${isFollowing ? 'Unfollow' : 'Follow'} ${name}`,
  communitiesTitle: 'Communities',
  groups: 'Groups',
  noGroups: 'Not a member of any group.',
  chapters: 'Chapters',
  regions: 'Regions',
  networks: 'Networks',
  recommendedEvents: 'Recommended events',
  noRecommendedEvents: 'No recommended events right now.',
  recommendedMembers: 'Recommended members',
  noRecommendedMembers: 'No recommended members right now.',
  interested: 'Interested',
  notInterested: 'Not interested',
  dispositionLabel: (disposition: 'Interested' | 'NotInterested', name: string) => `${disposition === 'Interested' ? 'Interested in' : 'Not interested in'} ${name}`,
} as const;
