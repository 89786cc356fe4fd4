export { SpeakerProfilePage } from './speaker-profile-page';
export { SpeakerAdministrationPage } from './speaker-administration-page';
export { SpeakerAdminLink } from './speaker-admin-link';
export { SpeakerPhotoField, SpeakerVideoField } from './speaker-media-fields';
export { SpeakerDirectoryPage, CffDirectoryPage } from './speaker-directory-page';
export { BecomeSpeakerPage, EditSpeakerProfilePage } from './speaker-apply-pages';
