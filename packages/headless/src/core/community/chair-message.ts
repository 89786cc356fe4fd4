import { FEATURE_MESSAGES } from '../feature-messages';
import { maxLength, type FormSchema } from '../validation/validators';

/** Most characters of a chair message's short text (spec 001 §5, §9). */
export const CHAIR_MESSAGE_SHORT_TEXT_MAX = 200;

/** The chair message form: the short text at most 200 characters. */
export const chairMessageSchema = {
  shortText: maxLength(CHAIR_MESSAGE_SHORT_TEXT_MAX, FEATURE_MESSAGES.chairMessageShortTextTooLong),
} satisfies FormSchema;

/** The text a failed chair (or network) message save shows (spec 001 §8). */
export const CHAIR_MESSAGE_SAVE_TEXT = { failure: FEATURE_MESSAGES.chairMessageSaveFailed } as const;
