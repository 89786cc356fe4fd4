export { SpeakerProfilePage } from './speaker-profile-page';
export { BecomeSpeakerPage, EditSpeakerProfilePage } from './speaker-apply-pages';
