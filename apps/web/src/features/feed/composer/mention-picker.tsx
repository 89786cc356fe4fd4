import { mentionNameOf, useMentionSearch, type MentionCandidate, type MentionCommunity } from '@ypo/headless';
import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import * as styles from './composer.css';

/** Props of {@link MentionPicker}. */
export interface MentionPickerProps {
  readonly community: MentionCommunity;
  /** A member was picked: put the mention into the post. */
  readonly onPick: (member: MentionCandidate) => void;
  readonly isDisabled?: boolean;
}

/**
 * The mention type-ahead (spec 001 §4): an accessible combo box over the community's members
 * (`useMentionSearch`: over 1 character, cut to 100, a newer term aborts the older search).
 * Picking a member hands it to `onPick` and empties the box for the next mention.
 */
export function MentionPicker({ community, onPick, isDisabled = false }: MentionPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useMentionSearch(community, typed);
  const pick = (key: Key | null) => {
    const member = search.members.find((each) => each.id === key);
    if (!member) return;
    onPick(member);
    setTyped('');
  };
  return (
    <ComboBox
      className={styles.field}
      items={search.members}
      inputValue={typed}
      onInputChange={setTyped}
      onSelectionChange={pick}
      selectedKey={null}
      menuTrigger="input"
      allowsEmptyCollection
      isDisabled={isDisabled}
    >
      <Label className={styles.label}>Mention a member</Label>
      <Input className={styles.input} />
      <Text slot="description" className={styles.hint}>
        Type at least 2 letters of a name, then pick the member to mention.
      </Text>
      <Popover className={styles.popover}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => (
            <p className={styles.hint}>{search.term === null ? 'Type at least 2 letters.' : search.isLoading ? 'Searching members…' : 'No members found.'}</p>
          )}
        >
          {(member: MentionCandidate) => (
            <ListBoxItem id={member.id} textValue={mentionNameOf(member)} className={styles.option}>
              {mentionNameOf(member)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
