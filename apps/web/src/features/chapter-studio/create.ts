// The create announcement screen loads in its own chunk (the form is the largest studio screen).
export { CreateAnnouncementPage } from './create-announcement-page';
