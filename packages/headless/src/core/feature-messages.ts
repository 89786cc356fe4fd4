// Texts of the feature screens (community side, files, uploads, assist), apart from the platform's
// MESSAGES: every feature screen loads lazily, so its texts stay out of the app's initial chunk.
// Quoted spec texts are kept word for word, typos included; where the spec describes a text
// without quoting it, the entry says so and the wording is ours.

/** User-facing texts of the feature screens, by stable key (spec 000 §2, 001, 002 §5). */
export const FEATURE_MESSAGES = {
  // --- spec 000 §2 Assist page: the spec quotes no texts and shows no field bounds (§5); wording is ours ---
  assistTopicNameRequired: 'Please enter a topic name.',
  assistQuestionRequired: 'Please enter a question.',
  assistAnswerRequired: 'Please enter an answer.',
  assistVideoTitleRequired: 'Please enter a video title.',
  assistVideoFileType: 'Please choose a video file (.mp4, .webm or .mov).',
  assistVideoFileTooLarge: 'The video may be at most 500 MB.',
  assistMediaFileType: 'Please choose an image (.png, .jpg, .jpeg, .gif or .webp) or an .mp4 video.',
  assistMediaFileTooLarge: 'The file may be at most 25 MB.',

  // --- uploads (core/upload): spec 001 §5/§8 files and media, spec 002 §5 speaker form and attachments ---
  // The specs quote no text for a missing or empty file; wording is ours.
  uploadFileRequired: 'Please choose a file.',
  uploadFileEmpty: 'The chosen file is empty.',
  // spec 001 §5/§8: files and media.
  uploadFileTypeNotSupported: 'File type not supported',
  uploadFileNameTooLong: 'Maximum filename length is 40 characters',
  // spec 001 §5/§8 reject "duplicate names" without quoting a text; wording is ours.
  uploadFileDuplicate: 'A file with this name already exists',
  // spec 002 §5 gives attachment limits (10 files, 6 for waivers; 25 MB each) without texts; wording is ours.
  uploadFileTooLarge: 'The file is too large.',
  uploadTooManyFiles: 'Too many files were chosen.',
  // spec 002 §5: speaker photo and video.
  uploadSelectOneImage: 'Select only one image',
  uploadFileDoesNotMeetRequirements: 'File does not meet requirements',
  uploadVideoType: 'File must be MP4 or MOV',
  uploadVideoTooLarge: 'Video size is more than 500MB',

  // --- spec 001 §5/§8: files and media (issue 12) ---
  filesFolderNameRequired: 'Please Enter Folder Name',
  filesDirectoryExists: 'Directory already exists',
  filesUploadFailed: 'Error While Uploading',

  // --- spec 000 §6: the admin tool that allows or disallows impersonation; the spec states no texts, so wording is ours ---
  impersonationAllowed: 'Impersonation allowed.',
  impersonationDisallowed: 'Impersonation disallowed.',
  // --- spec 002 §6: admin-only pages ---
  administratorsOnly: 'Administrators Only',
  // spec 002 §6 describes "a message that some features are kept private" without quoting it; wording is ours.
  administratorsOnlyMessage: 'Some features are kept private and are available to administrators only.',

  // --- spec 001 §2, 002 §9: relative times; the spec quotes only 'Just Now', the unit texts are ours ---
  timeJustNow: 'Just Now',
  timeMinuteAgo: '1 minute ago',
  timeMinutesAgo: '{count} minutes ago',
  timeHourAgo: '1 hour ago',
  timeHoursAgo: '{count} hours ago',
  timeDayAgo: '1 day ago',
  timeDaysAgo: '{count} days ago',
  timeMonthAgo: '1 month ago',
  timeMonthsAgo: '{count} months ago',
  timeYearAgo: '1 year ago',
  timeYearsAgo: '{count} years ago',

  // --- spec 001 §5: feature items (the spec quotes the url text only; the others are ours) ---
  urlInvalid: 'Please enter a valid url.',
  featuredTitleRequired: 'Please enter a title.',
  featuredDescriptionRequired: 'Please enter a description.',
  featuredImageRequired: 'Please add an image.',

  // --- spec 001 §5: resources page (the spec quotes the title and label texts; the length texts are ours) ---
  resourceCategoryTitleRequired: 'Please enter the title for category.',
  resourceLinkLabelRequired: 'Please enter the label for resource link.',
  resourceCategoryNameTooLong: 'The category name may be at most 64 characters.',
  resourceButtonNameTooLong: 'The button name may be at most 40 characters.',

  // --- spec 001 §2, §7: forum toolkit quick meeting (the spec quotes no text; wording is ours) ---
  forumMeetingNameRequired: 'Please enter a meeting name.',
  forumMeetingEmpty: 'No exercise fits this time.',

  // --- spec 001 §5, §8: chapter quick links ---
  quickLinksSaved: 'You successfully changed your My Quick Links settings.',
  quickLinksSaveFailed: 'Due to technical issues, we are currently unable to change your My Quick Links settings. Please try again later.',
  // spec 001 §5: "a maximum-reached message appears", not quoted; wording is ours.
  quickLinksMaximumReached: 'You have reached the maximum of 24 quick links.',
  // The spec states no text for a quick link without a label; wording is ours.
  quickLinkLabelRequired: 'Please enter a label.',

  // --- spec 001 §5, §8: chair message ---
  chairMessageSaveFailed: 'Failed to save Chapter/Network Message, try again.',
  // spec 001 §5 sets the 200-character short text without a text; wording is ours.
  chairMessageShortTextTooLong: 'The short text may be at most 200 characters.',
  // The spec quotes no success text for a chair message save; wording is ours.
  chairMessageSaved: 'The chair message is saved.',

  // --- spec 001 §3: chapter content (about, welcome message, sponsors, transaction hub); the spec quotes no text, wording is ours ---
  aboutSaved: 'The about section is saved.',
  welcomeMessageSaved: 'The welcome message is saved.',
  sponsorsSaved: 'The sponsors are saved.',
  transactionHubSaved: 'The transaction hub is saved.',
  numberInvalid: 'Please enter a number.',
  wholeNumberInvalid: 'Please enter a whole number.',
  sponsorNameRequired: 'Please enter the sponsor name.',
  // spec 001 §9: the acknowledgement that gates opening the external opportunity site.
  transactionHubAcknowledgement:
    'You are leaving the member platform for an external opportunity site. Opportunities there are shared by members and are not reviewed or endorsed by the organisation.',

  // --- spec 001 §4, §5, §8: chapter studio announcements ---
  characterLimitExceeded: 'Character limit exceeded',
  announcementFailed: 'Something went wrong, please try again later.',
  announcementDeleteFailed: 'Error, Delete Failed!',
  unscheduledDraft: 'Unscheduled draft',
  // spec 001 §5 states these rules without texts; wording is ours.
  announcementTitleRequired: 'Please enter the announcement title.',
  announcementFieldRequired: 'Please fill in this field.',
  announcementEndBeforeStart: 'The end date must be after the start date.',
  announcementDatesRequired: 'Please choose a start and an end date.',
  announcementRegionsTooMany: 'Choose up to 4 regions.',
  announcementAudienceRequired: 'Choose a department or a region.',
  announcementImageRequired: 'Add an image or choose a background colour.',
  announcementCtaRequired: 'Please enter the call-to-action link.',
  announcementPublished: 'Published',

  // --- spec 001 §5, §8: invitations, join requests and groups ---
  inviteFailed: 'Error while Inviting',
  inviteMemberIneligible: 'This member does not meet the eligibility criteria.',
  inviteSomeIneligible: 'Some of the members do not meet the eligibility criteria.',
  approveFailed: 'Error while Approving',
  // spec 001 §5 says bulk-invite emails must belong to profiles without quoting a text; wording is ours.
  inviteEmailNotAProfile: 'Each email must belong to a member profile.',
  // spec 001 §6 names the last-admin check without quoting a text; wording is ours.
  lastGroupAdmin: 'The last admin of a group cannot be removed.',

  // --- spec 001 §8: posts ---
  createPostFailed: 'There was an issue creating your post. Please try again',
  copyLinkFailed: 'Failed to copy link.',
  // The spec states no text for an empty post; wording is ours.
  postBodyRequired: 'Please write something or add an image.',
  // Feed notices and empty states; the spec quotes none of them, wording is ours.
  linkCopied: 'Link copied.',
  postHidden: 'Post hidden.',
  feedEmpty: 'There are no posts yet.',
  pendingModerationEmpty: 'No posts are waiting for moderation.',
  singlePostNotFound: 'This post is no longer available.',

  // --- spec 001 §3, §4, §9: comments (replies); 'show less' is the spec's, the other texts are ours ---
  commentsShowLess: 'show less',
  commentsShowAll: 'show all comments ({count})',
  commentsLabel: 'Comments',
  commentsFeaturedLabel: 'Latest comments',
  commentFieldLabel: 'Write a comment',
  commentSubmit: 'Comment',
  commentsTurnedOff: 'Comments are turned off for this post.',
  commentLike: 'Like',
  commentLikeCountOne: '1 like',
  commentLikeCount: '{count} likes',
  commentReported: 'Reported as inappropriate',
  // spec 001 §4: a post in a moderated community waits for a community admin; the spec quotes no text, wording is ours.
  postAwaitingApproval: 'Your post will appear once a community admin approves it.',
  // The spec states no text for a shared or edited post; wording is ours.
  postShared: 'Your post is shared.',
  // spec 001 §4: editing is blocked while a change is pending; the spec quotes no text, wording is ours.
  postChangePending: 'A change to this post is still being saved. Try again in a moment.',
  // spec 001 §6: only the author edits a post; wording is ours.
  postEditNotAllowed: 'Only the author can edit this post.',

  // --- spec 001 §6: non-member access refusal (403); the spec describes both texts without quoting them; wording is ours ---
  forumNonMember: 'This forum is private. Only its members can see it.',
  communityNonMember: 'You are not a member of this community. Only members can see it. Community type: {type}',
} as const;

/** Key of a {@link FEATURE_MESSAGES} entry. */
export type FeatureMessageKey = keyof typeof FEATURE_MESSAGES;
