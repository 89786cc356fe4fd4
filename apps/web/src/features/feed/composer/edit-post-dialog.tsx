import { FEATURE_MESSAGES, type FeedTarget, type Post, usePostEditor } from '@ypo/headless';
import { ModalDialog } from '../../../components/modal-dialog';
import { AlertText } from '../../../components/notice';
import { PostForm, type ComposerCommunity } from './post-form';

/** Props of {@link EditPostDialog}. */
export interface EditPostDialogProps {
  /** The post to edit. */
  readonly post: Post;
  /** The community of the post. */
  readonly community: ComposerCommunity;
  /** Closes the dialog (after a save, or on cancel). */
  readonly onClose: () => void;
  /** The feed the post is in (default: the community's feed). */
  readonly target?: FeedTarget | undefined;
  /** A change to the post is being saved elsewhere (`usePostActions().isPending`): editing waits (spec 001 §4). */
  readonly hasPendingChange?: boolean | undefined;
}

/**
 * Edits a post (spec 001 §4): title, body with mentions, new images (they replace the post's) and
 * the comments switch; blocked while a change to the post is pending. A failed save keeps the
 * dialog open with everything typed.
 */
export function EditPostDialog({ post, community, onClose, target, hasPendingChange }: EditPostDialogProps) {
  const editor = usePostEditor({ community, target, post, hasPendingChange });
  return (
    <ModalDialog title="Edit post" isOpen isDismissable={!editor.isSaving} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {editor.isBlocked ? (
        <AlertText message={post.canEdit === true ? FEATURE_MESSAGES.postChangePending : FEATURE_MESSAGES.postEditNotAllowed} />
      ) : null}
      <PostForm editor={editor} community={community} submitLabel="Save" onSaved={onClose} onCancel={onClose} />
    </ModalDialog>
  );
}
