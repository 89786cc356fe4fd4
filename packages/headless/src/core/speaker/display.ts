// What the speaker cards and profiles show (spec 002 §3, §5): categories and the CFF rating.
import { webAddress } from '../cookies/open-resources';

/** A topic category of a speaker profile, as the contract gives it. */
export interface SpeakerTopicCategory {
  /** The category's name. */
  readonly categoryName?: string | null;
  /** Its topics, each with whether the speaker selected it. */
  readonly childTopics?: readonly { readonly topicName: string; readonly isSelected?: boolean | null }[] | null;
}

/**
 * A speaker's categories (spec 002 §3): the names of the selected child topics, ascending
 * (case-insensitive, each once).
 */
export function speakerCategories(topics: readonly SpeakerTopicCategory[] | null | undefined): string[] {
  const names = new Set<string>();
  for (const category of topics ?? []) for (const topic of category.childTopics ?? []) if (topic.isSelected) names.add(topic.topicName);
  return [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
}

/**
 * The average CFF rating as shown (spec 002 §5): its text cut to 7 characters when longer than 8
 * ('4.666666667' shows '4.66666'); '' when there is none.
 */
export function cffRatingText(rating: number | string | null | undefined): string {
  if (rating === null || rating === undefined || rating === '') return '';
  const text = String(rating);
  return text.length > 8 ? text.slice(0, 7) : text;
}

/** A speaker's website or LinkedIn address as the profile links it: http(s) only, else `undefined`. */
export const speakerLinkOf = (url: string | null | undefined): string | undefined => (url ? webAddress(url.trim()) : undefined);
