import {
  MESSENGER_MESSAGES as M,
  MESSENGER_QUERY,
  conversationWith,
  messengerTargetOf,
  useChatProfiles,
  useConversations,
  type MessengerClient,
} from '@ypo/headless/messenger';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import * as buttonStyles from '../../components/button.css';
import { AlertText, Notice } from '../../components/notice';
import { SkeletonCards } from '../../components/skeleton';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import * as styles from './messenger.css';
import { useAppMessenger } from './use-app-messenger';

/**
 * /messenger (spec 002 §4, §7): the member's conversations and the one opened by the query (`room`, or `with` members:
 * theirs if it exists, else a draft); every other query key passes through untouched (spec 000 §2).
 */
export function MessengerPage() {
  const session = useAppMessenger();
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {M.title}
      </h1>
      {session.state === 'READY' && session.client ? (
        <Messenger client={session.client} />
      ) : session.state === 'FAILED' ? (
        <div>
          <AlertText message={session.error?.message ?? M.messengerUnavailable} />
          <Button className={buttonStyles.button} onPress={session.retry}>
            {M.retry}
          </Button>
        </div>
      ) : (
        <div className={styles.panes}>
          <SkeletonCards label={M.connecting} className={styles.listPane} cardClassName={styles.item} count={4} />
          <div className={styles.conversationPane} aria-hidden="true" />
        </div>
      )}
    </section>
  );
}

function Messenger({ client }: { client: MessengerClient }) {
  const [params, setParams] = useSearchParams();
  const target = messengerTargetOf(params);
  const { conversations } = useConversations(client);
  const participantIds = useMemo(
    () => [...new Set(conversations.flatMap((conversation) => conversation.participants)), ...(target.kind === 'draft' ? target.participants : [])],
    [conversations, target],
  );
  const { profiles } = useChatProfiles(participantIds);

  // The query with `room` set (or cleared) and `with` gone; every other key stays as it came.
  const open = useCallback(
    (roomId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(MESSENGER_QUERY.with);
          if (roomId === null) next.delete(MESSENGER_QUERY.room);
          else next.set(MESSENGER_QUERY.room, roomId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // ?with= a member the member already talks to: that conversation, not a second one.
  const existing = target.kind === 'draft' ? conversationWith(conversations, target.participants, client.userId) : null;
  useEffect(() => {
    if (existing) open(existing.id);
  }, [existing, open]);

  const selectedId = target.kind === 'conversation' ? target.conversationId : target.kind === 'draft' && !existing ? target.conversationId : null;
  return (
    <>
      {client.isStorePersistent ? null : <Notice kind="warning" message={M.storeNotPersistent} />}
      <div className={styles.panes}>
        <ConversationList client={client} conversations={conversations} profiles={profiles} selectedId={selectedId} onCreated={open} />
        {selectedId === null ? (
          <div className={styles.conversationPane}>
            <p className={styles.muted}>{M.chooseConversation}</p>
          </div>
        ) : (
          <ConversationView
            key={selectedId}
            client={client}
            conversationId={selectedId}
            participants={target.kind === 'draft' ? target.participants : undefined}
            profiles={profiles}
            onOpen={open}
          />
        )}
      </div>
    </>
  );
}
