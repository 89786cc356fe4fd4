import {
  DIRECTORY_MESSAGES,
  DIRECTORY_SORT_FIELDS,
  ROLODEX_LETTERS,
  directoryNameOf,
  paths,
  showingResults,
  useDirectoryTypeAhead,
  useMemberDirectory,
  type DirectoryFilter,
  type DirectoryPerson,
  type DirectoryRibbonGroup,
  type DirectorySort,
  type MemberDirectory,
} from '@ypo/headless';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  Input,
  Label,
  Link,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Tag,
  TagGroup,
  TagList,
  ToggleButton,
} from 'react-aria-components';
import { Avatar } from '../../components/avatar';
import * as buttons from '../../components/button.css';
import { ConnectButton } from '../../components/connect-button';
import { MessageLink } from '../../components/message-link';
import * as formStyles from '../../components/form/form.css';
import { AlertText } from '../../components/notice';
import { SelectField } from '../../components/select-field';
import * as selectStyles from '../../components/select.css';
import * as styles from './member-directory.css';

/** Rows rendered beyond the visible ones, above and below (the list never renders more than about 30). */
const OVERSCAN = 8;
/** Asks for the next 50 when the last rendered row is this close to the end of the loaded ones. */
const LOAD_AHEAD_ROWS = 15;

function SearchBox({ directory }: { directory: MemberDirectory }) {
  return (
    <SearchField className={styles.search} value={directory.query.search} onChange={directory.setSearch}>
      <Label className={formStyles.label}>{DIRECTORY_MESSAGES.searchLabel}</Label>
      <Input className={formStyles.input} placeholder={DIRECTORY_MESSAGES.searchPlaceholder} />
    </SearchField>
  );
}

/** A labelled react-aria Select of a few fixed choices. */
function ChoiceSelect<K extends string>({ label, value, choices, onChange }: { label: string; value: K; choices: readonly { readonly id: K; readonly label: string }[]; onChange: (id: K) => void }) {
  return <SelectField className={styles.field} label={label} items={choices} selectedKey={value} onChange={onChange} />;
}

const SORT_CHOICES = DIRECTORY_SORT_FIELDS.map((f) => ({ id: f.field, label: f.label }));
const ORDER_CHOICES = [
  { id: 'asc', label: DIRECTORY_MESSAGES.ascending },
  { id: 'desc', label: DIRECTORY_MESSAGES.descending },
] as const;

/** The sort field and its order; the choice is remembered for the session. */
function SortSelect({ sort, onChange }: { sort: DirectorySort; onChange: (sort: DirectorySort) => void }) {
  return (
    <>
      <ChoiceSelect label={DIRECTORY_MESSAGES.sortBy} value={sort.sortField} choices={SORT_CHOICES} onChange={(sortField) => onChange({ ...sort, sortField })} />
      <ChoiceSelect label={DIRECTORY_MESSAGES.order} value={sort.direction} choices={ORDER_CHOICES} onChange={(direction) => onChange({ ...sort, direction })} />
    </>
  );
}

/** What the filter ribbon needs of the directory (props that stay the same while pages load, so it does not re-render). */
interface RibbonProps {
  readonly ribbon: readonly DirectoryRibbonGroup[];
  readonly filters: readonly DirectoryFilter[];
  readonly excluded: readonly string[];
  readonly toggleFilter: (filter: DirectoryFilter) => void;
}

/** The type-ahead of a ribbon group: finds a value beyond the ten shown and selects it. */
function GroupTypeAhead({ group, filters, excluded, toggleFilter }: Omit<RibbonProps, 'ribbon'> & { readonly group: DirectoryRibbonGroup }) {
  const [typed, setTyped] = useState('');
  const { options, isLoading } = useDirectoryTypeAhead(group, typed, filters, excluded);
  return (
    <ComboBox
      className={styles.combo}
      inputValue={typed}
      onInputChange={setTyped}
      items={options.map((o) => ({ id: `${o.filterKey}\u0000${o.filterValue}`, item: o }))}
      selectedKey={null}
      menuTrigger="input"
      // Each keystroke's answer comes later (older ones are never shown): the menu stays open meanwhile.
      allowsEmptyCollection
      onSelectionChange={(key) => {
        const picked = options.find((o) => `${o.filterKey}\u0000${o.filterValue}` === key);
        if (!picked) return;
        toggleFilter({ filterKey: picked.filterKey, filterValue: picked.filterValue, ribbonGroupName: group.key });
        setTyped('');
      }}
    >
      <Label className={styles.count}>{`${DIRECTORY_MESSAGES.findFilter} ${group.key.toLowerCase()}`}</Label>
      <Input className={formStyles.input} />
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox} renderEmptyState={() => <p className={styles.muted}>{isLoading ? DIRECTORY_MESSAGES.searching : DIRECTORY_MESSAGES.noSuggestions}</p>}>
          {(entry: { id: string; item: { label: string; count?: number } }) => (
            <ListBoxItem id={entry.id} className={selectStyles.option} textValue={entry.item.label}>
              {entry.item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** The filter ribbon: each group's values as checkboxes with their counts (spec 002 §2, §9). */
const FilterRibbon = memo(function FilterRibbon({ ribbon, filters, excluded, toggleFilter }: RibbonProps) {
  const select = (group: DirectoryRibbonGroup, values: string[]) => {
    const before = group.filters.filter((f) => f.checked).map((f) => f.filterValue);
    for (const f of group.filters) {
      const isOn = values.includes(f.filterValue);
      if (isOn !== before.includes(f.filterValue)) toggleFilter({ filterKey: f.filterKey, filterValue: f.filterValue, ribbonGroupName: group.key });
    }
  };
  return (
    <aside className={styles.filters} aria-label={DIRECTORY_MESSAGES.filters}>
      {ribbon.map((group) => (
        <div key={group.key} className={styles.group}>
          <CheckboxGroup className={styles.group} value={group.filters.filter((f) => f.checked).map((f) => f.filterValue)} onChange={(values) => select(group, values)}>
            <Label className={styles.groupLabel}>{group.key}</Label>
            {group.filters.map((f) => (
              <Checkbox key={`${f.filterKey}:${f.filterValue}`} value={f.filterValue} className={formStyles.checkbox}>
                <span className={formStyles.checkboxBox} aria-hidden="true" />
                <span>
                  {f.label} {f.count === undefined ? null : <span className={styles.count}>({f.count.toLocaleString('en-US')})</span>}
                </span>
              </Checkbox>
            ))}
          </CheckboxGroup>
          {group.filters[0]?.isTypeAhead ? <GroupTypeAhead group={group} filters={filters} excluded={excluded} toggleFilter={toggleFilter} /> : null}
        </div>
      ))}
    </aside>
  );
});

/** The selected filters as removable pills, and 'Clear All'. */
function Pills({ directory }: { directory: MemberDirectory }) {
  if (directory.pills.length === 0 && !directory.query.letter && !directory.query.search) return null;
  const keyOf = (f: DirectoryFilter) => `${f.filterKey}\u0000${f.filterValue}`;
  return (
    <div className={styles.pills}>
      {directory.pills.length > 0 ? (
        <TagGroup
          aria-label={DIRECTORY_MESSAGES.selectedFilters}
          onRemove={(keys) => {
            for (const pill of directory.pills) if (keys.has(keyOf(pill.filter))) directory.toggleFilter(pill.filter);
          }}
        >
          <TagList className={styles.tagList}>
            {directory.pills.map((pill) => (
              <Tag key={keyOf(pill.filter)} id={keyOf(pill.filter)} className={styles.pill} textValue={pill.label}>
                {pill.label}
                <Button slot="remove" className={styles.pillRemove} aria-label={`Remove ${pill.label}`}>
                  ×
                </Button>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      ) : null}
      <Button className={buttons.secondaryButton} onPress={directory.clearAll}>
        {DIRECTORY_MESSAGES.clearAll}
      </Button>
    </div>
  );
}

/** The rolodex: A to Z and #, shown from 10 results (spec 002 §9); the picked letter again shows all. */
const Rolodex = memo(function Rolodex({ isShown, letter: picked, pickLetter }: { isShown: boolean; letter: string; pickLetter: (letter: string) => void }) {
  if (!isShown) return null;
  return (
    <div role="group" aria-label={DIRECTORY_MESSAGES.rolodex} className={styles.rolodex}>
      {ROLODEX_LETTERS.map((letter) => (
        <ToggleButton key={letter} className={styles.letter} isSelected={picked === letter} onChange={() => pickLetter(letter)} aria-label={letter === '#' ? 'Other characters' : letter}>
          {letter}
        </ToggleButton>
      ))}
    </div>
  );
});

/** One member's row (the same person object from the cache: rows do not re-render as pages arrive). */
const PersonRow = memo(function PersonRow({ person }: { person: DirectoryPerson }) {
  const name = directoryNameOf(person);
  return (
    <>
      <Avatar name={name} imageUrl={person.profileImageUrl ?? person.fallbackProfileImageUrl} />
      <span className={styles.who}>
        <Link className={styles.name} href={paths.memberProfile({ memberId: person.id, name })}>
          {name}
        </Link>
        <span className={styles.detail}>{[person.companyName, person.primaryChapterName].filter(Boolean).join(' · ')}</span>
      </span>
      <ConnectButton personId={person.id} name={name} isConnected={person.isConnected} />
      <MessageLink memberId={person.id} name={name} />
    </>
  );
});

/** The results, virtualised: only the rows in view (and a few around) are in the page, however many are loaded. */
function Results({ directory }: { directory: MemberDirectory }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { people, total, loadMore } = directory;
  const virtualizer = useVirtualizer({ count: people.length, getScrollElement: () => scroller.current, estimateSize: () => styles.ROW_HEIGHT, overscan: OVERSCAN });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (people.length > 0 && lastIndex >= people.length - LOAD_AHEAD_ROWS) loadMore();
  }, [lastIndex, loadMore, people.length]);
  // A new query starts at the top.
  const { query } = directory;
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [query, virtualizer]);
  return (
    <div ref={scroller} className={styles.scroller} data-testid="directory-scroller">
      <ul className={styles.list} style={{ height: virtualizer.getTotalSize() }} aria-label={DIRECTORY_MESSAGES.results} data-answer-for={directory.answeredSearch ?? ''}>
        {rows.map((row) => {
          const person = people[row.index];
          if (!person) return null;
          return (
            <li key={person.id} className={styles.row} style={{ transform: `translateY(${row.start}px)` }} aria-setsize={total ?? people.length} aria-posinset={row.index + 1}>
              <PersonRow person={person} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * /memberDirectoryPage (spec 002 §2-§5, §9): search, the filter ribbon with pills and type-ahead,
 * the rolodex, sort remembered per session, and the members 50 at a time in a virtualised list;
 * each member opens their profile, can be connected to and written to (Message).
 */
export function MemberDirectoryPage() {
  const directory = useMemberDirectory();
  const { total, empty, isPrivate, error, isLoading, isLoadingMore } = directory;
  return (
    <section className={styles.page} aria-labelledby="member-directory-title">
      <h1 id="member-directory-title" className={styles.title}>
        {DIRECTORY_MESSAGES.title}
      </h1>
      <div className={styles.toolbar}>
        <SearchBox directory={directory} />
        <SortSelect sort={directory.query.sort} onChange={directory.setSort} />
      </div>
      <Pills directory={directory} />
      <div className={styles.layout}>
        <FilterRibbon ribbon={directory.ribbon} filters={directory.query.filters} excluded={directory.excluded} toggleFilter={directory.toggleFilter} />
        <div className={styles.group}>
          <p className={styles.status} role="status">
            {isLoading ? DIRECTORY_MESSAGES.loading : total === undefined || isPrivate ? '' : showingResults(total)}
          </p>
          <Rolodex isShown={directory.showRolodex} letter={directory.query.letter} pickLetter={directory.pickLetter} />
          <AlertText message={error?.message} />
          {isPrivate ? <p className={styles.empty}>{DIRECTORY_MESSAGES.privateCommunity}</p> : null}
          {empty ? (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{empty.title}</h2>
              {empty.hints.map((hint) => (
                <p key={hint} className={styles.muted}>
                  {hint}
                </p>
              ))}
            </div>
          ) : null}
          {!isPrivate && !empty && !error ? <Results directory={directory} /> : null}
          {isLoadingMore ? <p className={styles.muted}>{DIRECTORY_MESSAGES.loadingMore}</p> : null}
        </div>
      </div>
    </section>
  );
}
