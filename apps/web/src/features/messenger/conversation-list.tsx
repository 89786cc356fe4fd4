import {
  MESSENGER_MESSAGES as M,
  MESSENGER_QUERY,
  conversationTitle,
  type ChatUserProfile,
  type MessengerClient,
  type MessengerConversation,
} from '@ypo/headless/messenger';
import { paths } from '@ypo/headless';
import { useId, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import * as buttonStyles from '../../components/button.css';
import { NewGroupDialog } from './group-dialogs';
import * as styles from './messenger.css';
import { messagePreview } from './message-text';

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  readonly client: MessengerClient;
  readonly conversations: readonly MessengerConversation[];
  readonly profiles: Readonly<Record<string, ChatUserProfile>>;
  /** The conversation shown beside the list. */
  readonly selectedId: string | null;
  /** Opens a conversation (a group just created). */
  readonly onCreated: (roomId: string) => void;
}

/** The member's conversations, the latest activity first, each with its unread count (spec 002 §4), and New group. */
export function ConversationList({ client, conversations, profiles, selectedId, onCreated }: ConversationListProps) {
  const headingId = useId();
  const [isCreating, setCreating] = useState(false);
  return (
    <nav className={styles.listPane} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.listTitle}>
          {M.conversations}
        </h2>
        <Button className={buttonStyles.secondaryButton} onPress={() => setCreating(true)}>
          {M.newGroup}
        </Button>
      </div>
      {conversations.length === 0 ? (
        <p className={styles.muted}>{M.noConversations}</p>
      ) : (
        <ul className={styles.list}>
          {conversations.map((conversation) => {
            const title = conversationTitle(conversation, profiles, client.userId) || M.title;
            const last = conversation.events.at(-1);
            return (
              <li key={conversation.id}>
                <Link
                  className={styles.item}
                  href={paths.messenger({ [MESSENGER_QUERY.room]: conversation.id })}
                  aria-current={conversation.id === selectedId ? 'page' : undefined}
                >
                  <span className={styles.itemTop}>
                    <span>{title}</span>
                    {conversation.unreadCount > 0 ? (
                      <span className={styles.count}>
                        {conversation.isInvite ? '' : conversation.unreadCount}
                        <span className={styles.visuallyHidden}> {M.unreadMessages}</span>
                      </span>
                    ) : null}
                  </span>
                  {conversation.isInvite ? <span className={styles.tag}>{M.invitation}</span> : null}
                  {last ? <span className={styles.preview}>{messagePreview(last, client.userId, profiles)}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {isCreating ? (
        <NewGroupDialog
          client={client}
          onClose={() => setCreating(false)}
          onCreated={(roomId) => {
            setCreating(false);
            onCreated(roomId);
          }}
        />
      ) : null}
    </nav>
  );
}
