import { usePeopleSearch, type PersonSummary } from '@ypo/headless/directories';
import {
  GROUP_NAME_MAX,
  MESSENGER_MESSAGES as M,
  fromChatUserId,
  useCreateGroup,
  type ChatUserProfile,
  type Group,
  type MessengerClient,
  type MessengerConversation,
} from '@ypo/headless/messenger';
import { useId, useState, type ReactNode } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import * as buttonStyles from '../../components/button.css';
import { ConfirmDialog } from '../../components/confirm-dialog';
import * as dialogStyles from '../../components/dialog.css';
import * as formStyles from '../../components/form/form.css';
import { TextInput } from '../../components/form/text-input';
import { ModalDialog } from '../../components/modal-dialog';
import { AlertText } from '../../components/notice';
import { authorName } from './message-text';
import * as styles from './messenger.css';

/** A chosen member: id and the name to show. */
interface Chosen {
  readonly id: string;
  readonly name: string;
}

const personName = (person: PersonSummary) => [person.preferredName || person.firstName, person.lastName].filter(Boolean).join(' ');

/** Finds members by name (search-people, above 1 character) and offers each one not chosen yet. */
function PeoplePicker({ label, exclude, onPick }: { label: string; exclude: readonly string[]; onPick: (person: Chosen) => void }) {
  const [term, setTerm] = useState('');
  const { people, isLoading } = usePeopleSearch(term);
  const offered = people.filter((person) => !exclude.includes(person.id.toLowerCase()));
  return (
    <div className={styles.picker}>
      <SearchField className={formStyles.field} value={term} onChange={setTerm}>
        <Label className={formStyles.label}>{label}</Label>
        <Input className={formStyles.input} />
      </SearchField>
      {term.trim().length > 1 && !isLoading && offered.length === 0 ? <p className={styles.muted}>{M.noMembersFound}</p> : null}
      <ul className={styles.results}>
        {offered.map((person) => (
          <li key={person.id} className={styles.memberRow}>
            <span>{personName(person)}</span>
            <Button className={buttonStyles.secondaryButton} aria-label={`${M.add} ${personName(person)}`} onPress={() => onPick({ id: person.id.toLowerCase(), name: personName(person) })}>
              {M.add}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Starting a group (spec 002 §8): a name of at most 25 characters and participants (250 at most with the owner). */
export function NewGroupDialog({ client, onClose, onCreated }: { client: MessengerClient; onClose: () => void; onCreated: (roomId: string) => void }) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<readonly Chosen[]>([]);
  const { create, fieldErrors, isMutating, error } = useCreateGroup(client);
  const participantsId = useId();
  const submit = async () => {
    const result = await create({ name, participants: chosen.map((person) => person.id) });
    if (result?.ok) onCreated(result.data);
  };
  return (
    <ActionDialog
      title={M.newGroup}
      onClose={onClose}
      error={error?.code === 'validation' ? undefined : error?.message}
      action={
        <Button className={buttonStyles.button} isDisabled={isMutating} onPress={() => void submit()}>
          {M.create}
        </Button>
      }
    >
      <TextInput label={M.groupName} value={name} onChange={setName} error={fieldErrors.name?.[0]} description={`${name.trim().length}/${GROUP_NAME_MAX}`} autoFocus />
      <div className={styles.picker}>
        <span className={formStyles.label} id={participantsId}>
          {M.participants}
        </span>
        <ul className={styles.chosen} aria-labelledby={participantsId}>
          {chosen.map((person) => (
            <li key={person.id}>
              <Button
                className={buttonStyles.secondaryButton}
                aria-label={`${M.remove} ${person.name}`}
                onPress={() => setChosen((current) => current.filter((other) => other.id !== person.id))}
              >
                {person.name} ×
              </Button>
            </li>
          ))}
        </ul>
        <AlertText message={fieldErrors.participants?.[0]} />
      </div>
      <PeoplePicker
        label={M.findMembers}
        exclude={[client.memberId.toLowerCase(), ...chosen.map((person) => person.id)]}
        onPick={(person) => setChosen((current) => [...current, person])}
      />
    </ActionDialog>
  );
}

/** A group action's dialog: its content, the error, then the action (if any) and Cancel. */
function ActionDialog({ title, onClose, error, action, children }: { title: string; onClose: () => void; error?: string | undefined; action?: ReactNode; children: ReactNode }) {
  return (
    <ModalDialog title={title} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable>
      <div className={dialogStyles.form}>
        {children}
        <AlertText message={error} />
        <div className={dialogStyles.actions}>
          {action}
          <Button className={buttonStyles.secondaryButton} onPress={onClose}>
            {M.cancel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

type OpenDialog = 'rename' | 'invite' | 'participants' | 'leave' | 'delete' | null;

/** Props of {@link GroupActions}. */
export interface GroupActionsProps {
  readonly client: MessengerClient;
  readonly group: Group;
  readonly conversation: MessengerConversation;
  readonly profiles: Readonly<Record<string, ChatUserProfile>>;
  /** The member left or deleted the conversation. */
  readonly onLeft: () => void;
}

/** The actions the member may take on the conversation (core's `groupActionsFor`): owners rename, invite, remove and delete; others leave. */
export function GroupActions({ client, group, conversation, profiles, onLeft }: GroupActionsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [name, setName] = useState(conversation.name ?? '');
  const close = () => setOpen(null);
  const can = (action: Group['actions'][number]) => group.actions.includes(action);
  const members = group.room?.members ?? [];
  return (
    <div className={styles.headerActions}>
      {can('rename') ? (
        <Button className={buttonStyles.secondaryButton} onPress={() => setOpen('rename')}>
          {M.rename}
        </Button>
      ) : null}
      {can('invite') ? (
        <Button className={buttonStyles.secondaryButton} onPress={() => setOpen('invite')}>
          {M.addParticipant}
        </Button>
      ) : null}
      {!conversation.isDirect ? (
        <Button className={buttonStyles.secondaryButton} onPress={() => setOpen('participants')}>
          {M.manageParticipants}
        </Button>
      ) : null}
      {can('leave') ? (
        <Button className={dialogStyles.dangerButton} onPress={() => setOpen('leave')}>
          {M.leave}
        </Button>
      ) : null}
      {can('delete') ? (
        <Button className={dialogStyles.dangerButton} onPress={() => setOpen('delete')}>
          {M.deleteGroup}
        </Button>
      ) : null}

      {open === 'rename' ? (
        <ActionDialog
          title={M.renameGroup}
          onClose={close}
          action={
            <Button className={buttonStyles.button} isDisabled={group.isMutating} onPress={() => void group.rename(name).then((result) => result?.ok && close())}>
              {M.save}
            </Button>
          }
        >
          <TextInput label={M.groupName} value={name} onChange={setName} error={group.error?.message} description={`${name.trim().length}/${GROUP_NAME_MAX}`} autoFocus />
        </ActionDialog>
      ) : null}
      {open === 'invite' ? (
        <ActionDialog title={M.addParticipant} onClose={close} error={group.error?.message}>
          <PeoplePicker
            label={M.findMembers}
            exclude={members.map((member) => fromChatUserId(member.userId) ?? member.userId)}
            onPick={(person) => void group.invite(person.id).then((result) => result?.ok && close())}
          />
        </ActionDialog>
      ) : null}
      {open === 'participants' ? (
        <ActionDialog title={M.manageParticipants} onClose={close} error={group.error?.message}>
          <ul className={styles.results}>
            {members.map((member) => {
              const memberName = authorName(member.userId, client.userId, profiles);
              const isOwner = member.userId === group.owner;
              return (
                <li key={member.userId} className={styles.memberRow}>
                  <span>
                    {memberName}
                    {isOwner ? ` · ${M.owner}` : member.membership === 'invite' ? ` · ${M.invited}` : ''}
                  </span>
                  {can('kick') && !isOwner && member.userId !== client.userId ? (
                    <Button className={dialogStyles.dangerButton} aria-label={`${M.remove} ${memberName}`} isDisabled={group.isMutating} onPress={() => void group.kick(member.userId)}>
                      {M.remove}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </ActionDialog>
      ) : null}
      {open === 'leave' || open === 'delete' ? (
        <ConfirmDialog
          title={open === 'leave' ? M.leaveConversation : M.deleteGroup}
          confirmLabel={open === 'leave' ? M.leave : M.deleteGroup}
          isPending={group.isMutating}
          error={group.error?.message}
          onCancel={close}
          onConfirm={() =>
            void (open === 'leave' ? group.leave() : group.remove()).then((result) => {
              if (result?.ok) onLeft();
            })
          }
        >
          {open === 'leave' ? M.leaveConfirm : M.deleteConfirm}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
