import { FEATURE_MESSAGES } from '../feature-messages';
import { required, urlRequired, type FormSchema } from '../validation/validators';

// spec 001 §5: up to 24 shortcuts, reorderable by drag; a maximum-reached message appears.
// spec 001 §8: the success and failure texts of a save.

/** Most quick links a chapter (and the personal My Quick Links) may have. */
export const QUICK_LINKS_MAX = 24;

/** The texts of a quick links save (spec 001 §8). */
export const QUICK_LINKS_SAVE_TEXT = {
  success: FEATURE_MESSAGES.quickLinksSaved,
  failure: FEATURE_MESSAGES.quickLinksSaveFailed,
} as const;

/** Whether another quick link may be added to `count` links. */
export function canAddQuickLink(count: number): boolean {
  return Number.isFinite(count) && count < QUICK_LINKS_MAX;
}

/** The maximum-reached message once `count` reaches {@link QUICK_LINKS_MAX}, else `undefined`. */
export function quickLinksLimitMessage(count: number): string | undefined {
  return canAddQuickLink(count) ? undefined : FEATURE_MESSAGES.quickLinksMaximumReached;
}

/** A quick link form: a label and a valid address (the contract's QuickLink `label`, `navigationUrl`). */
export const quickLinkSchema = {
  label: required(FEATURE_MESSAGES.quickLinkLabelRequired),
  navigationUrl: urlRequired,
} satisfies FormSchema;
