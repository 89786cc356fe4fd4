import {
  useGroupAdminView,
  useGroupConfiguration,
  useGroupCreateRequest,
  useGroupMembers,
  useGroupPage,
  type FocusOption,
  type Group,
  type GroupCommunityName,
  type GroupMember,
} from '@ypo/headless';
import { useState, type ReactNode } from 'react';
import { Button, Checkbox, CheckboxGroup, Form, Input, Label, SearchField } from 'react-aria-components';
import { button, secondaryButton } from '../../components/button.css';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Panel } from '../../components/panel';
import { AlertText, TextInput } from '../../components/form';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './groups.css';

/** What the group form edits (spec 001 §3: name, description, focus). */
interface GroupDraft {
  readonly name: string;
  readonly description: string;
  readonly communityFocus: string[];
}

/**
 * The group form of a create request and of a configuration: name and description required, focus
 * picked from the focus list. A failed save shows its text and keeps every field as typed.
 */
function GroupForm({
  label,
  initial,
  focusOptions,
  submitLabel,
  isSaving,
  onSave,
}: {
  label: string;
  initial: GroupDraft;
  focusOptions: readonly FocusOption[];
  submitLabel: string;
  isSaving: boolean;
  /** Saves the draft; resolves to the failure's text, or `undefined` once saved. */
  onSave: (draft: GroupDraft) => Promise<string | undefined>;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<GroupDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  };
  return (
    <Form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const missing = {
          ...(draft.name.trim() === '' ? { name: 'Please enter the group name.' } : {}),
          ...(draft.description.trim() === '' ? { description: 'Please enter a description.' } : {}),
        };
        setErrors(missing);
        setFailure(undefined);
        if (Object.keys(missing).length > 0) return;
        void onSave({ ...draft, name: draft.name.trim(), description: draft.description.trim() }).then((error) => {
          setFailure(error);
          setSaved(error === undefined);
        });
      }}
    >
      <TextInput label="Group name" value={draft.name} onChange={(name) => set({ name })} error={errors.name} />
      <TextInput label="Description" isMultiline value={draft.description} onChange={(description) => set({ description })} error={errors.description} />
      <CheckboxGroup className={styles.checkboxes} value={draft.communityFocus} onChange={(communityFocus) => set({ communityFocus })}>
        <Label>Focus</Label>
        {focusOptions.map((option) => (
          <Checkbox key={option.id} value={option.name} className={styles.checkbox}>
            <span className={styles.checkboxBox} aria-hidden="true" />
            {option.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <AlertText message={failure} />
      {saved ? (
        <p className={styles.muted} role="status">
          Saved.
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" className={button} isDisabled={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** The tool in its own titled panel, or `bare` inside a panel of its host (a network's admin panels title it). */
function Framed({ title, bare, children }: { title: string; bare: boolean; children: ReactNode }) {
  return bare ? <>{children}</> : <Panel title={title}>{children}</Panel>;
}

/** The 'configure group' panel (spec 001 §6, canEditGroup): name, description and focus of the group (or of a network run as one). */
export function GroupConfiguration({ group, bare = false }: { group: Group; bare?: boolean }) {
  const { focusOptions, isLoading, save, isSaving } = useGroupConfiguration(group.communityId);
  return (
    <Framed title="Configure group" bare={bare}>
      {isLoading ? (
        <Skeleton label="Loading the focus list">
          <SkeletonLine width="half" />
          <SkeletonLine width="wide" />
        </Skeleton>
      ) : (
        <GroupForm
          label="Configure group"
          initial={{ name: group.name, description: group.description ?? '', communityFocus: [...(group.communityFocus ?? [])] }}
          focusOptions={focusOptions}
          submitLabel="Save"
          isSaving={isSaving}
          onSave={async (draft) => {
            const result = await save(draft);
            return result && !result.ok ? result.error.message : undefined;
          }}
        />
      )}
    </Framed>
  );
}

const EMPTY_REQUEST: GroupDraft = { name: '', description: '', communityFocus: [] };

/** Members ask for a new group (spec 001 §4: a group create request, reviewed by a Group Super Administrator), and see their pending requests. */
export function GroupCreateRequest() {
  const { focusOptions, create, isSaving } = useGroupCreateRequest();
  const { requests, canApprove } = useGroupAdminView();
  // A form per request: a new one starts empty once a request is sent.
  const [formKey, setFormKey] = useState(0);
  return (
    <Panel title="Ask for a new group">
      <GroupForm
        key={formKey}
        label="Ask for a new group"
        initial={EMPTY_REQUEST}
        focusOptions={focusOptions}
        submitLabel="Send request"
        isSaving={isSaving}
        onSave={async (draft) => {
          const result = await create(draft);
          if (!result) return undefined;
          if (!result.ok) return result.error.message;
          setFormKey((k) => k + 1);
          return undefined;
        }}
      />
      {!canApprove && requests.length > 0 ? (
        <>
          <h3 className={styles.panelTitle}>Your pending requests</h3>
          <ul className={styles.list} aria-label="Your pending requests">
            {requests.map((request) => (
              <li key={request.groupId} className={styles.name}>
                {request.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

const nameOf = (member: GroupMember) => `${member.firstName} ${member.lastName}`;

/**
 * The 'manage participants' panel (spec 001 §4, §6): the group's admins, member search (over one
 * character), the admin flag set or cleared per member and member removal (confirmed). The
 * last-admin check: the server's answer is stored and shown, and a refused change says why. `name`
 * is `network` for a network's participants (its admins are its community admins).
 */
export function GroupParticipants({ group, name = 'group', bare = false }: { group: Group; name?: GroupCommunityName; bare?: boolean }) {
  const [term, setTerm] = useState('');
  const { admins, members, isLastAdmin, isSearching, setAdmin, removeMember, isSaving, saveError } = useGroupMembers(group.communityId, term, name);
  const [removing, setRemoving] = useState<GroupMember | undefined>();
  const [removeError, setRemoveError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const toggleAdmin = async (member: GroupMember) => {
    setFailure(undefined);
    const result = await setAdmin(member.personId, !member.isAdmin);
    if (result && !result.ok) setFailure(result.error.message);
  };
  const row = (member: GroupMember) => (
    <li key={member.personId} className={styles.row}>
      <span className={styles.name}>
        {nameOf(member)}
        {member.isAdmin ? <span className={styles.muted}> · Admin</span> : null}
      </span>
      <span className={styles.actions}>
        <Button className={secondaryButton} isDisabled={isSaving} onPress={() => void toggleAdmin(member)} aria-label={`${member.isAdmin ? 'Remove admin' : 'Make admin'}: ${nameOf(member)}`}>
          {member.isAdmin ? 'Remove admin' : 'Make admin'}
        </Button>
        <Button
          className={secondaryButton}
          isDisabled={isSaving}
          onPress={() => {
            setRemoveError(undefined);
            setRemoving(member);
          }}
          aria-label={`Remove from ${name}: ${nameOf(member)}`}
        >
          Remove from {name}
        </Button>
      </span>
    </li>
  );
  const adminIds = new Set(admins.map((a) => a.personId));
  // The admins are listed above; the search lists the other members.
  const found = members.filter((m) => !adminIds.has(m.personId));
  return (
    <Framed title="Manage participants" bare={bare}>
      {isLastAdmin ? <p className={styles.muted}>You are the last admin of this {name}.</p> : null}
      <h3 className={styles.panelTitle}>Admins</h3>
      <ul className={styles.list} aria-label="Admins">
        {admins.map(row)}
      </ul>
      <AlertText message={failure ?? (removing ? undefined : saveError?.message)} />
      <SearchField value={term} onChange={setTerm}>
        <Label>Search members</Label>
        <Input />
      </SearchField>
      <div className={styles.results} aria-busy={isSearching}>
        {term.trim().length > 1 && !isSearching && found.length === 0 ? <p className={styles.muted}>No members match.</p> : null}
        {found.length > 0 ? (
          <ul className={styles.list} aria-label="Members found">
            {found.map(row)}
          </ul>
        ) : null}
      </div>
      {removing ? (
        <ConfirmDialog
          title="Remove member"
          confirmLabel="Remove"
          isPending={isSaving}
          error={removeError}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => {
            void removeMember(removing.personId).then((result) => {
              if (result && !result.ok) setRemoveError(result.error.message);
              else setRemoving(undefined);
            });
          }}
        >
          {nameOf(removing)} will be removed from {group.name}.
        </ConfirmDialog>
      ) : null}
    </Framed>
  );
}

/**
 * The 'configure group' or 'manage participants' tool of a group or a network by id, bare (a
 * network's admin panels, spec 001 §2, title it): the community is read as a group first.
 */
export function GroupToolOf({ communityId, name, tool }: { communityId: string; name: GroupCommunityName; tool: 'configure' | 'participants' }) {
  const { group, isLoading, error } = useGroupPage(communityId, name);
  if (isLoading)
    return (
      <Skeleton label="Loading the group">
        <SkeletonLine width="half" />
        <SkeletonLine width="wide" />
      </Skeleton>
    );
  if (!group) return <AlertText message={error?.message} />;
  return tool === 'configure' ? <GroupConfiguration group={group} bare /> : <GroupParticipants group={group} name={name} bare />;
}

/** A group's admin tools (spec 001 §2-§6): its configuration and participants, for those who may edit the group (canEditGroup). */
export function GroupAdminTools({ groupId }: { groupId: string }) {
  const { group } = useGroupPage(groupId);
  return group?.canEditGroup ? (
    <>
      <GroupConfiguration group={group} />
      <GroupParticipants group={group} />
    </>
  ) : null;
}

/**
 * The group page's tools (spec 001 §2-§6): in Admin View, for those who may edit the group
 * (canEditGroup), its configuration and participants; for every member, a request for a new group.
 */
export function GroupTools({ groupId, adminView }: { groupId: string; adminView: boolean }) {
  return (
    <>
      {adminView ? <GroupAdminTools groupId={groupId} /> : null}
      <GroupCreateRequest />
    </>
  );
}
