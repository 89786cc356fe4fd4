import { paths } from '@ypo/headless';
import { MESSENGER_MESSAGES, messengerQuery } from '@ypo/headless/messenger';
import { Link } from 'react-aria-components';
import { useAuth, useMayOpen } from '../lib/auth';
import * as buttons from './button.css';

/** Props of {@link MessageLink}. */
export interface MessageLinkProps {
  /** The member to write to. */
  readonly memberId: string;
  /** Their name, for the link's accessible name ('Message Bob Lee'). */
  readonly name: string;
}

/**
 * 'Message' (the issue: open a conversation with a member from their profile or the directory): a link to /messenger
 * with the member (`messengerQuery({ with })`: their conversation, or a draft until the first message). Shown only to
 * members the route guard lets open /messenger, and never for oneself (the messenger's member: the signed-in one).
 */
export function MessageLink({ memberId, name }: MessageLinkProps) {
  const { currentUserId } = useAuth();
  const mayOpen = useMayOpen(paths.messenger());
  if (!mayOpen || !currentUserId || memberId.toLowerCase() === currentUserId.toLowerCase()) return null;
  return (
    <Link className={buttons.secondaryButton} href={paths.messenger(messengerQuery({ with: [memberId] }))} aria-label={MESSENGER_MESSAGES.messageLabel(name)}>
      {MESSENGER_MESSAGES.message}
    </Link>
  );
}
