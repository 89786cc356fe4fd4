// The waiver workflow's own texts (spec 002 §4-§6, §8, §9), apart from the platform catalogue so the
// initial chunk does not grow: imported by the waiver code only (@ypo/headless/waiver). Quoted spec
// texts are word for word; where the spec names a rule without quoting its text, the wording is ours
// (marked so). Status and workflow labels live with the machine (machine.ts).

/** Validation, error, result and screen texts of the waiver workflow (spec 002 §4-§6, §8, §9). */
export const WAIVER_MESSAGES = {
  // spec 002 §6 and §8, quoted.
  insufficientPermissions: 'Insufficient permissions to view waiverList',
  listLoadFailed: 'Error in loading the list of waivers. Please try reloading the page.',
  noWaivers: 'No waivers to display.',
  saveFailed: 'Due to technical issues, we are currently unable to save your chapter waiver request. Please try again later.',
  requested: 'Waiver Requested Successfully',
  saved: 'Waiver saved successfully',
  attached: 'File(s) attached successfully',
  // spec 002 §5 Waiver form, quoted.
  ageInvalid: 'Please provide valid age',
  numberInvalid: 'Please provide valid number',
  questionRequired: 'This field is required',
  requiredDetails: 'Please fill the required details',
  draftInvalid: 'Please provide valid information',
  // spec 002 §5 names these required fields without quoting their texts; the wording is ours.
  typeOfWaiverRequired: 'Type of waiver is required',
  ageRequired: 'Age is required',
  companyNameRequired: 'Company name is required',
  companyTypeRequired: 'Type of company must be selected',
  reportsToRequired: 'Who do you report to is required',
  titleRequired: 'Title is required',
  titleOtherRequired: 'Title other is required',
  numberOfEmployeesRequired: 'Number of employees is required',
  compensationRequired: 'Total employee compensation is required',
  compensationInvalid: 'Please provide a valid amount',
  websiteRequired: 'Website is required',
  websiteInvalid: 'Please provide a valid web address',
  dollarVolumeRequired: 'Dollar volume is required',
  chapterMembersRequired: 'Number of members in chapter is required',
  volumeSalesInvalid: 'Please provide a valid number (up to 9 decimals)',
  corporationTypeRequired: 'Corporation type must be selected',
  enterpriseValueInvalid: 'Please provide a valid number',
  regionNameRequired: 'Region name is required',
  panelRequired: 'At least one PRP panel must be selected',
  tooLong: (max: number) => `Please enter no more than ${max} characters`,
  reasonRequired: 'Please give a reason',
  // spec 002 §9: 'Waiver valid 90 days' (stated in the email template). Wording ours.
  validity: 'A waiver is valid 90 days after approval.',
  // sand: what a workflow step needs (the sandbox's refusals, the details page's checks). Wording ours.
  commentRequired: 'Please enter a comment',
  recipientsRequired: 'Please choose at least one mail recipient',
} as const;
