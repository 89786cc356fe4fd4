import {
  useInvite,
  useJoinRequests,
  useMentionSearch,
  useNetworkAdminPanels,
  usePermissions,
  type CallResult,
  type InviteOutcome,
  type NetworkAdminPanel,
  type NetworkCommunityRef,
} from '@ypo/headless';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Input, Label, Text, TextField } from 'react-aria-components';
import { button, secondaryButton } from '../../components/button.css';
import { TextInput } from '../../components/form';
import * as form from '../../components/form/form.css';
import { AlertText, Notice } from '../../components/notice';
import * as panelStyles from '../../components/panel.css';
import { ListSkeleton } from './section';
import * as styles from './networks.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** The requested-members panel: the join requests, each approved or rejected ('Error while Approving' on failure). */
function RequestedMembers({ community }: { community: NetworkCommunityRef }) {
  const { requests, isLoading, error, review, isReviewing } = useJoinRequests(community);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const decide = async (requestId: string, isApproved: boolean) => {
    const result = await review({ requestId, isApproved });
    if (result) setFailure(result.ok ? undefined : result.error.message);
  };
  return (
    <>
      {isLoading ? <ListSkeleton label="Loading the join requests" rows={2} /> : null}
      <AlertText message={error?.message} />
      <AlertText message={failure} />
      {!isLoading && !error && requests.length === 0 ? <p className={styles.muted}>There are no join requests.</p> : null}
      {requests.length > 0 ? (
        <ul className={styles.plainList} aria-label="Join requests">
          {requests.map((r) => {
            const name = `${r.firstName} ${r.lastName}`.trim();
            return (
              <li key={r.id} className={styles.row}>
                <span>
                  {name}
                  {r.requestedDate ? <span className={styles.muted}> · requested {dateFormat.format(new Date(r.requestedDate))}</span> : null}
                </span>
                <span className={styles.actions}>
                  <Button className={button} aria-label={`Approve ${name}`} isDisabled={isReviewing} onPress={() => void decide(r.id, true)}>
                    Approve
                  </Button>
                  <Button className={secondaryButton} aria-label={`Reject ${name}`} isDisabled={isReviewing} onPress={() => void decide(r.id, false)}>
                    Reject
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The invite-someone panel (spec 001 §5, §8): by name (a member found by name, over 1 character) or
 * in bulk by emails typed and confirmed with Enter, each of a member profile; the spec's texts for a refusal ('Error while Inviting', and the two
 * eligibility texts).
 */
function InviteSomeone({ community }: { community: NetworkCommunityRef }) {
  const invite = useInvite(community);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const [name, setName] = useState('');
  // Invite by name: the members of the whole network (the Home community) matching the name.
  const { communities } = usePermissions();
  const home = communities.find((c) => c.communityType === 'home');
  const found = useMentionSearch({ communityId: home?.communityId ?? '', communityType: 'home' }, home ? name : '');
  const show = (result: CallResult<InviteOutcome> | undefined) => {
    if (!result) return;
    if (!result.ok) setOutcome({ kind: 'error', text: result.error.message });
    else if (result.data.kind === 'partial') setOutcome({ kind: 'warning', text: result.data.text });
    else setOutcome({ kind: 'success', text: 'The invitations are sent.' });
  };
  const send = async () => show(await invite.sendBulkInvite());
  const inviteOne = async (personId: string) => {
    const result = await invite.inviteByName([personId]);
    show(result);
    if (result?.ok) setName('');
  };
  const refused = new Set(invite.bulk.notProfiles.map((e) => e.toLowerCase()));
  return (
    <div className={styles.form}>
      <TextInput label="Invite by name" value={name} onChange={setName} description="Type at least two letters of a member's name." />
      <AlertText message={found.error?.message} />
      {found.members.length > 0 ? (
        <ul className={styles.plainList} aria-label="Members found">
          {found.members.map((m) => {
            const fullName = `${m.preferredName || m.firstName} ${m.lastName}`;
            return (
              <li key={m.id} className={styles.row}>
                <span>{fullName}</span>
                <Button className={secondaryButton} aria-label={`Invite ${fullName}`} isDisabled={invite.isInviting} onPress={() => void inviteOne(m.id)}>
                  Invite
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <TextField
        className={form.field}
        value={invite.bulk.draft}
        onChange={(text) => invite.dispatch({ type: 'type', text })}
        isInvalid={invite.bulkErrors.length > 0}
        validationBehavior="aria"
      >
        <Label className={form.label}>Invite by email</Label>
        <Input
          className={form.input}
          type="email"
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
            invite.dispatch({ type: 'key', key: event.key });
          }}
        />
        <Text slot="description" className={form.description}>
          Type one or more member emails and press Enter to add them.
        </Text>
        {invite.bulkErrors.map((text) => (
          <Text key={text} slot="errorMessage" className={form.fieldError}>
            {text}
          </Text>
        ))}
      </TextField>
      {invite.bulk.emails.length > 0 ? (
        <ul className={styles.chips} aria-label="Emails to invite">
          {invite.bulk.emails.map((email) => (
            <li key={email} className={refused.has(email.toLowerCase()) ? `${styles.chip} ${styles.chipRefused}` : styles.chip}>
              {email}
              {refused.has(email.toLowerCase()) ? <span className={styles.muted}> (no member profile)</span> : null}
              <Button className={secondaryButton} aria-label={`Remove ${email}`} onPress={() => invite.dispatch({ type: 'remove', email })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {outcome ? <Notice kind={outcome.kind} message={outcome.text} /> : null}
      <Button className={button} isDisabled={!invite.canSendBulkInvite || invite.isInviting} onPress={() => void send()}>
        Send invitations
      </Button>
    </div>
  );
}

/** The panels the app layer brings from the groups' and around me's screens (features do not import each other): each renders its content for the network. */
export type NetworkAdminPanelSlots = Partial<Record<'requestedGroups' | 'manageParticipants' | 'configureGroup' | 'pendingAssetRequests', ComponentType<{ community: NetworkCommunityRef }>>>;

/** The panels, in the spec's order, with their titles. */
const PANELS: readonly { readonly id: NetworkAdminPanel; readonly title: string }[] = [
  { id: 'requestedMembers', title: 'Requested members' },
  { id: 'requestedGroups', title: 'Requested groups' },
  { id: 'manageParticipants', title: 'Manage participants' },
  { id: 'configureGroup', title: 'Configure group' },
  { id: 'inviteSomeone', title: 'Invite someone' },
  { id: 'pendingAssetRequests', title: 'Pending asset requests' },
];

/** The content of an open panel. */
function PanelContent({ panel, community, slots }: { panel: NetworkAdminPanel; community: NetworkCommunityRef; slots: NetworkAdminPanelSlots }): ReactNode {
  switch (panel) {
    case 'requestedMembers':
      return <RequestedMembers community={community} />;
    case 'inviteSomeone':
      return <InviteSomeone community={community} />;
    case 'requestedGroups':
    case 'manageParticipants':
    case 'configureGroup':
    case 'pendingAssetRequests': {
      const Slot = slots[panel];
      return Slot ? <Slot community={community} /> : null;
    }
    default:
      return null;
  }
}

/**
 * THE network admin panels (spec 001 §2, §4, §5, §8), for a network's admins on its pages:
 * requested members (join requests reviewed), requested groups (group create requests reviewed),
 * manage participants (its admins and members), configure group (its name, description and focus)
 * invite someone (by name, or in bulk by email) and pending asset requests (around me). The three
 * group panels and the pending asset requests come from `panels` (the app layer's); a panel without
 * content is not offered. They are mutually exclusive: opening
 * one closes the others (useNetworkAdminPanels).
 */
export function NetworkAdminPanels({ community, panels: slots = {} }: { community: NetworkCommunityRef; panels?: NetworkAdminPanelSlots | undefined }) {
  const panels = useNetworkAdminPanels();
  const baseId = useId();
  const headingId = `${baseId}-title`;
  const offered = PANELS.filter((p) => p.id === 'requestedMembers' || p.id === 'inviteSomeone' || slots[p.id] !== undefined);
  return (
    <section className={panelStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={panelStyles.panelTitle}>
        Network administration
      </h2>
      <div className={styles.panelButtons}>
        {offered.map((p) => (
          <Button
            key={p.id}
            className={panels.isOpen(p.id) ? button : secondaryButton}
            aria-expanded={panels.isOpen(p.id)}
            aria-controls={panels.isOpen(p.id) ? `${baseId}-${p.id}` : undefined}
            onPress={() => panels.toggle(p.id)}
          >
            {p.title}
          </Button>
        ))}
      </div>
      {offered
        .filter((p) => panels.isOpen(p.id))
        .map((p) => (
          <section key={p.id} id={`${baseId}-${p.id}`} className={styles.plainList} aria-label={p.title}>
            <PanelContent panel={p.id} community={community} slots={slots} />
          </section>
        ))}
    </section>
  );
}
