import {
  MESSENGER_MESSAGES as M,
  conversationTitle,
  draftParticipantsOf,
  toChatUserId,
  useConversation,
  useGroup,
  type ChatMessage,
  type ChatUserProfile,
  type MessengerClient,
  type ReadMarker,
} from '@ypo/headless/messenger';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Form, Label, TextArea, TextField } from 'react-aria-components';
import * as buttonStyles from '../../components/button.css';
import * as formStyles from '../../components/form/form.css';
import { AlertText } from '../../components/notice';
import { GroupActions } from './group-dialogs';
import { authorName, messageBody } from './message-text';
import * as styles from './messenger.css';

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Props of {@link ConversationView}. */
export interface ConversationViewProps {
  readonly client: MessengerClient;
  /** A room id, or a draft's id. */
  readonly conversationId: string;
  /** A draft's members (member ids). */
  readonly participants?: readonly string[] | undefined;
  readonly profiles: Readonly<Record<string, ChatUserProfile>>;
  /** Opens another conversation (the room a draft became), or the list (null: after leaving). */
  readonly onOpen: (roomId: string | null) => void;
}

/**
 * One conversation: its messages with their status and the others' read markers, earlier pages on scrolling back
 * (75 at a time), the composer (spec 002 §4: SENDING refuses a second send; a draft becomes a private room), joining an
 * invitation, and the group's actions for its owner or members.
 */
export function ConversationView({ client, conversationId, participants, profiles, onOpen }: ConversationViewProps) {
  const view = useConversation({ client, conversationId, ...(participants ? { participants } : {}) });
  const group = useGroup(client, view.conversation ? conversationId : null);
  const headingId = useId();
  const draftPeople = view.isDraft ? (participants ?? draftParticipantsOf(conversationId)).map(toChatUserId) : [];
  const title = view.conversation
    ? conversationTitle(view.conversation, profiles, client.userId) || M.title
    : conversationTitle({ name: null, participants: draftPeople }, profiles, client.userId);

  if (!view.isDraft && !view.conversation) {
    return (
      <div className={styles.conversationPane}>
        <p className={styles.muted}>{M.conversationNotFound}</p>
      </div>
    );
  }
  return (
    <section className={styles.conversationPane} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.conversationTitle}>
          {title}
        </h2>
        {view.conversation && !view.conversation.isInvite ? (
          <GroupActions client={client} group={group} conversation={view.conversation} profiles={profiles} onLeft={() => onOpen(null)} />
        ) : null}
      </div>
      {view.conversation?.isInvite ? (
        <div>
          <p>{M.invitedToConversation}</p>
          <Button className={buttonStyles.button} onPress={() => void view.join()}>
            {M.join}
          </Button>
          <AlertText message={view.error?.message} />
        </div>
      ) : (
        <MessageLog view={view} client={client} profiles={profiles} />
      )}
      {view.conversation?.isInvite ? null : (
        <Composer
          send={async (text) => {
            const result = await view.send(text);
            if (result.ok && result.data.roomId !== conversationId) onOpen(result.data.roomId);
            return result.ok ? null : result.error.message;
          }}
        />
      )}
    </section>
  );
}

function MessageLog({ view, client, profiles }: { view: ReturnType<typeof useConversation>; client: MessengerClient; profiles: Readonly<Record<string, ChatUserProfile>> }) {
  const logRef = useRef<HTMLDivElement>(null);
  // Where the reader was, measured from the bottom: kept when earlier messages come in above, and 0 follows new ones.
  const fromBottom = useRef(0);
  const markersByEvent = new Map<string, ReadMarker[]>();
  const authors = new Map(view.messages.map((message) => [message.id, message.author]));
  // A marker on the participant's own message says nothing new: it shows on others' messages only.
  for (const marker of view.readMarkers) {
    if (authors.get(marker.eventId) !== marker.userId) markersByEvent.set(marker.eventId, [...(markersByEvent.get(marker.eventId) ?? []), marker]);
  }

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight - log.clientHeight - fromBottom.current;
  }, [view.messages]);

  const lastTop = useRef(0);
  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    fromBottom.current = log.scrollHeight - log.clientHeight - log.scrollTop;
    const isUp = log.scrollTop < lastTop.current;
    lastTop.current = log.scrollTop;
    // Scrolling back up to the top loads the page before (spec 002 §7: pages of 75); the view's own scrolling does not.
    if (isUp && log.scrollTop < 40 && !view.isHistoryComplete) void view.loadOlder();
  };

  return (
    <div ref={logRef} className={styles.log} onScroll={onScroll}>
      {view.isDraft ? (
        <p className={styles.muted}>{M.draftIntro}</p>
      ) : view.isHistoryComplete ? (
        <p className={styles.muted}>{M.historyStart}</p>
      ) : (
        <Button className={buttonStyles.secondaryButton} isDisabled={view.isLoadingOlder} onPress={() => void view.loadOlder()}>
          {view.isLoadingOlder ? M.loadingEarlier : M.loadEarlier}
        </Button>
      )}
      <AlertText message={view.error?.message} />
      <div role="log" aria-label={M.messages} aria-live="polite">
        <ol className={styles.messageList}>
          {view.messages.map((message) => (
            <MessageItem key={message.id} message={message} me={client.userId} profiles={profiles} readBy={markersByEvent.get(message.id) ?? []} />
          ))}
        </ol>
      </div>
    </div>
  );
}

function MessageItem({ message, me, profiles, readBy }: { message: ChatMessage; me: string; profiles: Readonly<Record<string, ChatUserProfile>>; readBy: readonly ReadMarker[] }) {
  const body = messageBody(message);
  return (
    <li className={message.author === me ? styles.ownMessage : styles.message} data-status={message.status}>
      <span className={styles.messageMeta}>
        <span>{authorName(message.author, me, profiles)}</span>
        <time dateTime={new Date(message.ts).toISOString()}>{timeFormat.format(message.ts)}</time>
        {message.status === 'sending' ? <span>{M.sending}</span> : null}
        {message.status === 'failed' ? <span className={styles.failed}>{M.notSent}</span> : null}
      </span>
      <p className={body === message.messageText ? styles.messageText : styles.undecryptable}>{body}</p>
      {readBy.length > 0 ? (
        <span className={styles.readMarker}>
          {M.readBy} {readBy.map((marker) => authorName(marker.userId, me, profiles)).join(', ')}
        </span>
      ) : null}
    </li>
  );
}

/** The message field and Send: Enter sends, Shift+Enter starts a new line; the text stays when sending fails. */
function Composer({ send }: { send: (text: string) => Promise<string | null> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const written = text;
    setError(null);
    setText('');
    const failure = await send(written);
    if (failure !== null) {
      setError(failure);
      // Nothing typed is lost: the text comes back unless something new was typed meanwhile.
      setText((current) => (current === '' ? written : current));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <Form className={styles.composer} onSubmit={onSubmit}>
      <TextField className={formStyles.field} value={text} onChange={setText} isInvalid={error !== null} validationBehavior="aria">
        <Label className={formStyles.label}>{M.message}</Label>
        <TextArea className={formStyles.input} rows={2} onKeyDown={onKeyDown} />
      </TextField>
      <Button type="submit" className={buttonStyles.button}>
        {M.send}
      </Button>
      <div className={styles.composerError}>
        <AlertText message={error ?? undefined} />
      </div>
    </Form>
  );
}
