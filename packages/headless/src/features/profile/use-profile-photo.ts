import type { profiles } from '@ypo/sdk';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { profilePhotoError } from '../../core/profile/errors';
import { isPhotoRefusal } from '../../core/profile/extras';
import { PROFILE_IMAGE_RETRY } from '../../core/upload/engine';
import { SPEAKER_PHOTO_LIMITS } from '../../core/upload/limits';
import type { UploadFile } from '../../core/upload/checks';
import { useSdk } from '../../hooks/sdk-context';
import type { CallResult } from '../../hooks/use-mutation';
import { personProfileKey, type PersonProfile } from '../../hooks/use-person-profile';
import { useUpload } from '../../hooks/use-upload';

/** The profile photo as the server keeps it (spec 002 §3 profilePhoto). */
export type ProfilePhoto = profiles.components['schemas']['ProfilePhoto'];

// spec 002 §5: the member photo follows the photo rules of the profile forms (one JPG, GIF, PNG or
// BMP image under 2MB; the server refuses one over 500x500 pixels); spec 002 §8/§9: the upload is
// retried once after 10 s, a refused file (4xx) is not.
const PHOTO_UPLOAD = { limits: SPEAKER_PHOTO_LIMITS, blocks: 'whole-file', retry: PROFILE_IMAGE_RETRY, isRetryable: (error: unknown) => !isPhotoRefusal(error) } as const;

/**
 * The member's own profile photo (POST member-profile/upload-profile-photo-speaker) through the one
 * upload engine: the file is checked before it is sent, the upload retried once after 10 seconds,
 * then the result is 'blob_error_profileImage' (spec 002 §8). On success the profile of `personId`
 * shows the new picture at once. `upload` resolves to the photo or the error to show.
 */
export function useProfilePhoto(personId: string) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const engine = useUpload(PHOTO_UPLOAD);
  const [error, setError] = useState<AppError | undefined>();

  const upload = useCallback(
    async (file: UploadFile): Promise<CallResult<ProfilePhoto> | undefined> => {
      setError(undefined);
      const outcome = await engine.start([file], ({ fields }, { signal }) =>
        unwrap(sdk.profiles.POST('/profiles/api/member-profile/upload-profile-photo-speaker', { body: fields, signal }), { log: true }),
      );
      if (outcome.status === 'cancelled') return undefined;
      let failure: AppError | undefined;
      if (outcome.status === 'invalid') failure = new AppError('validation', { message: outcome.problems[0]?.message });
      else if (outcome.status === 'failed') failure = profilePhotoError(outcome.error);
      const photo = outcome.status === 'done' ? outcome.results[0] : undefined;
      if (!photo) {
        const shown = failure ?? profilePhotoError(undefined);
        setError(shown);
        return { ok: false, error: shown };
      }
      await mutate<PersonProfile>(personProfileKey(personId), (current) => (current ? { ...current, profileImageUrl: photo.profileImageUrl } : current), { revalidate: false });
      return { ok: true, data: photo };
    },
    [engine, mutate, personId, sdk],
  );

  return { upload, error, problems: engine.problems, isUploading: engine.isUploading, progress: engine.progress };
}
