export { SpeakerProfilePage } from './speaker-profile-page';
export { SpeakerPhotoField, SpeakerVideoField } from './speaker-media-fields';
export { SpeakerDirectoryPage, CffDirectoryPage } from './speaker-directory-page';
export { BecomeSpeakerPage, EditSpeakerProfilePage } from './speaker-apply-pages';
