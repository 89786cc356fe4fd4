import { FEATURE_MESSAGES, type NoticeKind, useImpersonationPermission, type UserProfileSummary } from '@ypo/headless';
import { useState } from 'react';
import { Button, Input, Label, SearchField, Switch } from 'react-aria-components';
import * as styles from '../../components/dialog.css';
import { ModalDialog } from '../../components/modal-dialog';
import { AdministratorsOnly, AlertText, Notice } from '../../components/notice';
import * as switchStyles from '../../components/switch.css';
import * as impersonationStyles from './impersonation.css';

/** Props of {@link AllowImpersonationDialog}. */
export interface AllowImpersonationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const nameOf = (person: UserProfileSummary) => `${person.preferredName || person.firstName} ${person.lastName}`;

/**
 * The admin tool that allows or disallows impersonation for a member (spec 000 §6, group super
 * administrators only): find the member by name, then switch 'may impersonate' on or off. The
 * switch moves at once and moves back when the change fails.
 */
export function AllowImpersonationDialog({ isOpen, onOpenChange }: AllowImpersonationDialogProps) {
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<{ kind: NoticeKind; message: string } | null>(null);
  const tool = useImpersonationPermission(search);

  const change = async (person: UserProfileSummary, canImpersonate: boolean) => {
    setOutcome(null);
    const result = await tool.setCanImpersonate(person.id, canImpersonate);
    if (!result) return;
    if (result.ok) setOutcome({ kind: 'success', message: canImpersonate ? FEATURE_MESSAGES.impersonationAllowed : FEATURE_MESSAGES.impersonationDisallowed });
    else setOutcome({ kind: 'error', message: result.error.message });
  };

  return (
    <ModalDialog title="Allow impersonation" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      {tool.isAllowed ? (
        <div className={styles.form}>
          <SearchField className={styles.field} value={search} onChange={setSearch} autoFocus>
            <Label>Find a member by name</Label>
            <Input className={styles.input} />
          </SearchField>
          <AlertText message={tool.searchError?.message} />
          {tool.people.length > 0 ? (
            <ul className={impersonationStyles.people} aria-label="Members found" aria-busy={tool.isSearching}>
              {tool.people.map((person) => (
                <li key={person.id}>
                  <Switch
                    className={switchStyles.switchRow}
                    isSelected={person.canImpersonate === true}
                    isDisabled={tool.isSaving}
                    onChange={(canImpersonate) => void change(person, canImpersonate)}
                  >
                    <span className={switchStyles.track} aria-hidden="true">
                      <span className={switchStyles.thumb} />
                    </span>
                    Allow {nameOf(person)} to impersonate members
                  </Switch>
                </li>
              ))}
            </ul>
          ) : null}
          {outcome ? <Notice kind={outcome.kind} message={outcome.message} /> : null}
        </div>
      ) : (
        <AdministratorsOnly />
      )}
      <div className={styles.actions}>
        <Button className={styles.secondaryButton} onPress={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </ModalDialog>
  );
}
