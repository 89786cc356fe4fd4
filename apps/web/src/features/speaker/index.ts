export { SpeakerProfilePage } from './speaker-profile-page';
