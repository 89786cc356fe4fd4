// My Quick Links' own texts (spec 002 §7), apart from the one MESSAGES catalogue so the initial chunk
// does not grow: imported by the My Quick Links code only. The save texts are the quick links' ones of
// spec 001 §8 (FEATURE_MESSAGES.quickLinksSaved, quickLinksSaveFailed, through QUICK_LINKS_SAVE_TEXT);
// the spec quotes no other text here, so the wording below is ours.

/** Labels and empty states of My Quick Links. */
export const MY_QUICK_LINKS_MESSAGES = {
  title: 'My Quick Links',
  edit: 'Edit My Quick Links',
  empty: 'You have not chosen any quick links yet.',
  chooseLink: 'Choose a link',
  noMoreChoices: 'Every available link is already in your list.',
  loadFailed: 'Your quick links could not be loaded.',
} as const;
