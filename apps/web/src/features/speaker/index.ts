export { SpeakerProfilePage } from './speaker-profile-page';
export { SpeakerDirectoryPage, CffDirectoryPage } from './speaker-directory-page';
