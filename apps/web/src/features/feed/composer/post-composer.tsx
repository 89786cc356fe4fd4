import { FEATURE_MESSAGES, type FeedTarget, type Post, usePostEditor } from '@ypo/headless';
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { secondaryButton } from '../../../components/button.css';
import { Notice } from '../../../components/notice';
import { useEditToggle } from '../../../components/use-edit-toggle';
import * as styles from './composer.css';
import { PostForm, type ComposerCommunity } from './post-form';

/** Props of {@link PostComposer}. */
export interface PostComposerProps {
  /** The feed the new post shows in (`useFeed`'s target); the home feed is refreshed too. */
  readonly target?: FeedTarget | undefined;
  /** The community the post is written in. */
  readonly community: ComposerCommunity;
  /** Called with the created post. */
  readonly onPosted?: ((post: Post) => void) | undefined;
}

/**
 * Writes a new post in a community (spec 001 §3, §4, §8): title, body with mentions, up to 6
 * images uploaded with their progress, comments on by default. The post shows first in the feed;
 * in a moderated community the author is told that it waits for a community admin. The form opens from its
 * 'Start a post' button, so that the feed under it starts within the first screen (issue 28); Cancel closes it
 * and gives the focus back to the button.
 */
export function PostComposer({ target, community, onPosted }: PostComposerProps) {
  const headingId = useId();
  const editor = usePostEditor({ community, target });
  const [posted, setPosted] = useState<Post>();
  const { isEditing: isOpen, setEditing: setOpen, editButton } = useEditToggle();
  const saved = (post: Post) => {
    setPosted(post);
    onPosted?.(post);
  };
  return (
    <section className={styles.composer} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {community.name ? `Write a post in ${community.name}` : 'Write a post'}
      </h2>
      {isOpen ? (
        <PostForm
          editor={editor}
          community={community}
          submitLabel="Post"
          autoFocus
          onSaved={saved}
          onCancel={() => {
            editor.reset();
            setPosted(undefined);
            setOpen(false);
          }}
          status={
            posted && !editor.error && editor.body === '' ? (
              <Notice kind="success" message={posted.isPendingModeration === true ? FEATURE_MESSAGES.postAwaitingApproval : FEATURE_MESSAGES.postShared} />
            ) : null
          }
        />
      ) : (
        <Button ref={editButton} className={`${secondaryButton} ${styles.start}`} onPress={() => setOpen(true)}>
          Start a post
        </Button>
      )}
    </section>
  );
}
