import type { speaker } from '@ypo/sdk';
import { SESSION_LOOKUP } from '../../hooks/session-lookup';
import { useSdkQuery } from '../../hooks/use-sdk-query';

type Schemas = speaker.components['schemas'];

/** A lookup entry (language, association): id and name. */
export type SpeakerLookupItem = Schemas['LookupItem'];
/** A topic category with its child topics. */
export type SpeakerTopicTree = Schemas['TopicCategory'];
/** A fee range choice: key 0 to 8 and its USD value. */
export type SpeakerFeeRangeOption = Schemas['FeeRangeOption'];
/** A country with its states. */
export type SpeakerCountry = Schemas['CountryWithStates'];

const NONE: never[] = [];

/**
 * The speaker form's lookups (spec 002 §3, §7): GET get/languages, get/Associations, get/Topics,
 * get/feerange and get/country-and-states, each cached (SWR) for the session. Empty lists until loaded.
 */
export function useSpeakerLookups() {
  const languages = useSdkQuery<SpeakerLookupItem[]>('speaker/api/speaker/get/languages', (sdk, signal) => sdk.speaker.GET('/speaker/api/speaker/get/languages', { signal }), SESSION_LOOKUP);
  const associations = useSdkQuery<SpeakerLookupItem[]>('speaker/api/speaker/get/Associations', (sdk, signal) => sdk.speaker.GET('/speaker/api/speaker/get/Associations', { signal }), SESSION_LOOKUP);
  const topics = useSdkQuery<SpeakerTopicTree[]>('speaker/api/speaker/get/Topics', (sdk, signal) => sdk.speaker.GET('/speaker/api/speaker/get/Topics', { signal }), SESSION_LOOKUP);
  const feeRanges = useSdkQuery<SpeakerFeeRangeOption[]>('speaker/api/speaker/get/feerange', (sdk, signal) => sdk.speaker.GET('/speaker/api/speaker/get/feerange', { signal }), SESSION_LOOKUP);
  const countries = useSdkQuery<SpeakerCountry[]>('speaker/api/speaker/get/country-and-states', (sdk, signal) => sdk.speaker.GET('/speaker/api/speaker/get/country-and-states', { signal }), SESSION_LOOKUP);
  const all = [languages, associations, topics, feeRanges, countries];
  return {
    languages: languages.data ?? NONE,
    associations: associations.data ?? NONE,
    topics: topics.data ?? NONE,
    feeRanges: feeRanges.data ?? NONE,
    countries: countries.data ?? NONE,
    /** Some lookup is still loading. */
    isLoading: all.some((q) => q.data === undefined && q.error === undefined),
    /** The first failed lookup. */
    error: all.find((q) => q.error)?.error,
  };
}
