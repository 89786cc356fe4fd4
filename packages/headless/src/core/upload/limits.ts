import { FEATURE_MESSAGES } from '../feature-messages';
import type { UploadLimits } from './checks';

const MB = 1024 * 1024;

/** spec 001 §5/§9: the longest file name, in characters. */
export const UPLOAD_NAME_MAX_LENGTH = 40;
/** spec 001 §5 (email composer), 002 §5/§9: largest attachment, 25 MB. */
export const ATTACHMENT_MAX_BYTES = 26_214_400;

/** spec 001 §5/§8: files and media of a community (types, 40-character names, no duplicate names). */
export const FILES_AND_MEDIA_LIMITS: UploadLimits = {
  extensions: ['.mp3', '.mp4', '.csv', '.doc', '.docx', '.xls', '.xlsx', '.pdf', '.pps', '.ppsx', '.ppt', '.pptx', '.rtf', '.txt', '.vsd', '.wbp', '.xps', '.xlt', '.bmp', '.gif', '.jpeg', '.jpg', '.png'],
  maxNameLength: UPLOAD_NAME_MAX_LENGTH,
  rejectDuplicates: true,
};

/**
 * spec 001 §3/§9: at most 6 images per post. The spec gives no size for a post image; the general
 * attachment rule's 25 MB (spec 001 §5, 002 §5) bounds it.
 */
export const POST_IMAGE_LIMITS: UploadLimits = {
  extensions: ['.jpg', '.jpeg', '.png', '.gif'],
  maxCount: 6,
  maxBytes: ATTACHMENT_MAX_BYTES,
};

/**
 * spec 001 §5: email composer attachments, "per general rule up to 10 files, 25 MB (26214400 bytes)
 * each"; the types are those of files and media (spec 001 §5).
 */
export const EMAIL_ATTACHMENT_LIMITS: UploadLimits = {
  extensions: FILES_AND_MEDIA_LIMITS.extensions,
  maxCount: 10,
  maxBytes: ATTACHMENT_MAX_BYTES,
};

/** spec 002 §5: attachments, at most 10 files of 25 MB; images jpg, jpeg, png, gif; video mp4. */
export const ATTACHMENT_LIMITS: UploadLimits = {
  extensions: ['.jpg', '.jpeg', '.png', '.gif', '.mp4'],
  maxCount: 10,
  maxBytes: ATTACHMENT_MAX_BYTES,
};

/** spec 002 §5/§9: waiver attachments, as {@link ATTACHMENT_LIMITS} but at most 6 files. */
export const WAIVER_ATTACHMENT_LIMITS: UploadLimits = { ...ATTACHMENT_LIMITS, maxCount: 6 };

/**
 * spec 002 §5: the speaker photo is one JPG, GIF, PNG or BMP image under 2MB. The 500x500 pixel
 * bound needs the decoded image, so the feature checks it.
 */
export const SPEAKER_PHOTO_LIMITS: UploadLimits = {
  extensions: ['.jpg', '.jpeg', '.gif', '.png', '.bmp'],
  maxCount: 1,
  maxBytes: 2 * MB - 1,
  messages: {
    tooMany: FEATURE_MESSAGES.uploadSelectOneImage,
    type: FEATURE_MESSAGES.uploadFileDoesNotMeetRequirements,
    tooLarge: FEATURE_MESSAGES.uploadFileDoesNotMeetRequirements,
  },
};

/** spec 002 §5: the speaker video is one MP4 or MOV file of at most 500MB. */
export const SPEAKER_VIDEO_LIMITS: UploadLimits = {
  extensions: ['.mp4', '.mov'],
  maxCount: 1,
  maxBytes: 500 * MB,
  messages: { type: FEATURE_MESSAGES.uploadVideoType, tooLarge: FEATURE_MESSAGES.uploadVideoTooLarge },
};
