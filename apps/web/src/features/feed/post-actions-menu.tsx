import { FEATURE_MESSAGES, hideScope, paths, type Post, type PostAction, postActionsFor, usePostActions, useSnackbar } from '@ypo/headless';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ModalDialog } from '../../components/modal-dialog';
import * as dialogStyles from '../../components/dialog.css';
import { useFeedContext, type FeedCommunity } from './feed-context';
import * as styles from './feed.css';

/** Props of {@link PostActionsMenu}. */
export interface PostActionsMenuProps {
  readonly post: Post;
  /** The community of the feed (`undefined` on /home). */
  readonly community: FeedCommunity | undefined;
  /** Admin View (spec 001 §1): the admin's actions count only there. */
  readonly adminView: boolean;
  /** The post is a reply (comments mirror the post actions, spec 001 §6). */
  readonly isReply?: boolean;
  /** Opens the post editor (the composer's `EditPostDialog`); defaults to the feed's. Without one, no Edit. */
  readonly onEdit?: (post: Post) => void;
  /**
   * Called after an action succeeded, e.g. for a comment thread or the reports list to load again
   * (the actions change the cached feed; other lists holding the post are the caller's).
   */
  readonly onDone?: (action: PostAction) => void;
}

/** Menu labels of the actions (the spec names the actions, not their labels; wording is ours). */
const LABELS: Record<Exclude<PostAction, 'reply' | 'toggleComments'>, string> = {
  edit: 'Edit',
  copyLink: 'Copy link',
  hide: 'Hide',
  delete: 'Delete',
  inappropriate: 'Report as inappropriate',
  removeMention: 'Remove my mention',
  show: 'Approve',
  confirmInappropriate: 'Confirm report',
  rejectInappropriate: 'Reject report',
};

type Confirmable = 'delete' | 'inappropriate' | 'confirmInappropriate' | 'hideForEveryone';

/** The confirmations of the destructive actions: title, text and the confirming button. */
const CONFIRMATIONS: Record<Confirmable, { title: string; text: string; action: string }> = {
  delete: { title: 'Delete this post?', text: 'The post and its replies are deleted for everyone.', action: 'Delete' },
  inappropriate: { title: 'Report this post?', text: 'The post is reported to the community admins and leaves your feed.', action: 'Report' },
  confirmInappropriate: { title: 'Confirm the report?', text: 'The post is removed for everyone.', action: 'Confirm report' },
  hideForEveryone: { title: 'Hide this post for everyone?', text: 'Members of the community no longer see the post.', action: 'Hide for everyone' },
};

/**
 * The one actions menu of a post or a reply (spec 001 §4, §6): exactly the actions the viewer may
 * take (`postActionsFor`), destructive ones behind a confirmation; failures show their catalogue
 * text (spec 001 §8).
 */
export function PostActionsMenu({ post, community, adminView, isReply = false, onEdit, onDone }: PostActionsMenuProps) {
  const context = useFeedContext(community, adminView);
  const edit = onEdit ?? context.onEdit;
  const viewer = context.viewerFor(post);
  const communityType = context.communityTypeOf(post);
  const actions = usePostActions(context.feed, post, communityType, viewer);
  const { show } = useSnackbar();
  const [confirming, setConfirming] = useState<Confirmable | undefined>();
  // Replying is the comment thread's; Edit needs the page's editor.
  const allowed = postActionsFor(post, viewer, { hasPendingChange: actions.isPending }).filter(
    (action): action is Exclude<PostAction, 'reply'> => action !== 'reply' && (action !== 'edit' || edit !== undefined),
  );
  if (allowed.length === 0) return null;

  const report = (action: PostAction, result: { ok: boolean; error?: { message: string } } | undefined, success?: string) => {
    if (result?.ok === false && result.error) show(result.error.message, 'error');
    else if (result?.ok) {
      if (success) show(success, 'success');
      onDone?.(action);
    }
  };

  const hide = async () => {
    const result = await actions.hide();
    report('hide', result);
    if (result?.ok && hideScope(viewer) === 'self') context.onHidden?.(post);
  };

  const run = async (action: PostAction) => {
    switch (action) {
      case 'edit':
        edit?.(post);
        return;
      case 'copyLink': {
        const href = new URL(paths.communityPage(communityType, post.communityId, { postId: post.id }), window.location.origin).href;
        report('copyLink', await actions.copyLink(href), FEATURE_MESSAGES.linkCopied);
        return;
      }
      case 'hide':
        if (hideScope(viewer) === 'everyone') setConfirming('hideForEveryone');
        else await hide();
        return;
      case 'delete':
      case 'inappropriate':
      case 'confirmInappropriate':
        setConfirming(action);
        return;
      case 'removeMention':
        report('removeMention', await actions.removeMention());
        return;
      case 'show':
        report('show', await actions.approve());
        return;
      case 'rejectInappropriate':
        report('rejectInappropriate', await actions.reviewReport(false));
        return;
      case 'toggleComments':
        report('toggleComments', await actions.setCanComment(post.canComment === false));
        return;
      default:
        return;
    }
  };

  const confirm = async (which: Confirmable) => {
    setConfirming(undefined);
    if (which === 'delete') report('delete', await actions.remove());
    else if (which === 'inappropriate') report('inappropriate', await actions.markInappropriate());
    else if (which === 'confirmInappropriate') report('confirmInappropriate', await actions.reviewReport(true));
    else report('hide', await actions.hide());
  };

  const kind = isReply ? 'reply' : 'post';
  const author = post.author?.name;
  return (
    <>
      <MenuTrigger>
        <Button className={styles.menuButton} aria-label={author ? `Actions for the ${kind} of ${author}` : `Actions for this ${kind}`}>
          ⋯
        </Button>
        <Popover className={styles.menuPopover} placement="bottom end">
          <Menu className={styles.menu} onAction={(key) => void run(key as PostAction)}>
            {allowed.map((action) => (
              <MenuItem key={action} id={action} className={styles.menuItem}>
                {action === 'toggleComments' ? (post.canComment === false ? 'Turn on comments' : 'Turn off comments') : LABELS[action]}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {confirming ? (
        <ModalDialog title={CONFIRMATIONS[confirming].title} role="alertdialog" isOpen onOpenChange={(isOpen) => (isOpen ? undefined : setConfirming(undefined))} isDismissable>
          {({ close }) => (
            <>
              <p className={styles.muted}>{CONFIRMATIONS[confirming].text}</p>
              <div className={dialogStyles.actions}>
                <Button className={dialogStyles.secondaryButton} onPress={close}>
                  Cancel
                </Button>
                <Button className={dialogStyles.button} onPress={() => void confirm(confirming)}>
                  {CONFIRMATIONS[confirming].action}
                </Button>
              </div>
            </>
          )}
        </ModalDialog>
      ) : null}
    </>
  );
}
