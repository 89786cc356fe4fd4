import type { speaker } from '@ypo/sdk';
import { CFF_SPEAKERS } from '../../core/routes/paths';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A speaker profile (spec 002 §3). */
export type SpeakerProfile = speaker.components['schemas']['SpeakerProfile'];

/** Which speaker profile to load. */
export interface SpeakerProfileQuery {
  /** The speaker id for non-member speakers, the person id for members (spec 002 §2). */
  readonly id: string;
  /** The speaker is not a member: `id` is a speaker id and the call asks for speakerType 'Non-Member' (else 'member'). */
  readonly isNonMemberSpeaker: boolean;
  /** The CFF profile (speakersWhoAre=IsCFFSpeaker). */
  readonly isCffSpeaker?: boolean;
}

/** SWR key of a speaker profile. */
export const speakerProfileKey = (query: SpeakerProfileQuery) =>
  ['speaker/api/speaker/speaker-profile-info', query.id.toLowerCase(), query.isNonMemberSpeaker, query.isCffSpeaker === true] as const;

/** A speaker profile (POST speaker/api/speaker/speaker-profile-info); `null` holds the call. */
export function useSpeakerProfile(query: SpeakerProfileQuery | null) {
  const swr = useSdkQuery<SpeakerProfile>(query ? speakerProfileKey(query) : null, (sdk, signal) =>
    sdk.speaker.POST('/speaker/api/speaker/speaker-profile-info', {
      body: {
        id: query?.id ?? '',
        speakerType: query?.isNonMemberSpeaker ? 'Non-Member' : 'member',
        ...(query?.isCffSpeaker ? { speakersWhoAre: CFF_SPEAKERS } : {}),
      },
      signal,
    }),
  );
  return { profile: swr.data, error: swr.error, isLoading: swr.isLoading };
}
