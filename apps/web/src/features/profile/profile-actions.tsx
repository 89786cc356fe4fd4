import { useFollow, useSnackbar, type PersonCard } from '@ypo/headless';
import { PROFILE_MESSAGES, useContactCard, useProfilePhoto } from '@ypo/headless/profile';
import { Button, FileTrigger } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { saveFile } from '../../lib/save-file';
import * as styles from './profile.css';

/** Follow or unfollow the member (ours; the viewer's follow list says which), rolled back with a message if saving fails. */
export function FollowButton({ viewerId, person, name }: { viewerId: string; person: PersonCard; name: string }) {
  const { isFollowing, isLoading, isSaving, toggle } = useFollow(viewerId, person);
  const { show } = useSnackbar();
  const onPress = async () => {
    const result = await toggle();
    if (result && !result.ok) show(result.error.message, 'error');
  };
  return (
    <span className={styles.actions}>
      {isFollowing ? <span className={styles.mark}>{PROFILE_MESSAGES.following}</span> : null}
      <Button
        className={isFollowing ? buttons.secondaryButton : buttons.button}
        aria-label={PROFILE_MESSAGES.followLabel(isFollowing, name)}
        isDisabled={isLoading}
        isPending={isSaving}
        onPress={() => void onPress()}
      >
        {isFollowing ? PROFILE_MESSAGES.unfollow : PROFILE_MESSAGES.follow}
      </Button>
    </span>
  );
}

/** 'Download contact card' (spec 002 §2): saves the member's vCard, or shows the spec's failure text (§8). */
export function ContactCardButton({ personId }: { personId: string }) {
  const { download, isDownloading } = useContactCard(personId);
  const { show } = useSnackbar();
  const onPress = async () => {
    const result = await download();
    if (result.ok) saveFile(result.data.blob, result.data.fileName);
    else if (result.error.code !== 'aborted') show(result.error.message, 'error');
  };
  return (
    <Button className={buttons.secondaryButton} isPending={isDownloading} onPress={() => void onPress()}>
      {PROFILE_MESSAGES.downloadContactCard}
    </Button>
  );
}

// The file dialog offers the photo types of spec 002 §5; the upload engine checks again (type by content, size, one file).
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'];

/** 'Change photo' on the member's own profile in edit mode: uploads the chosen picture, which then shows everywhere. */
export function ChangePhotoButton({ personId }: { personId: string }) {
  const { upload, isUploading } = useProfilePhoto(personId);
  const { show } = useSnackbar();
  const onSelect = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const result = await upload(file);
    if (!result) return;
    show(result.ok ? PROFILE_MESSAGES.photoUpdated : result.error.message, result.ok ? 'success' : 'error');
  };
  return (
    <FileTrigger acceptedFileTypes={PHOTO_TYPES} onSelect={(files) => void onSelect(files)}>
      <Button className={buttons.secondaryButton} isPending={isUploading}>
        {PROFILE_MESSAGES.changePhoto}
      </Button>
    </FileTrigger>
  );
}
