import { paths } from '@ypo/headless';
import {
  SPEAKER_MESSAGES,
  cffCardFields,
  isSpeakerFilterChosen,
  speakerCardId,
  speakerFeeLabel,
  speakerFilterGroups,
  speakerResultsText,
  speakerSearchTextOf,
  useSpeakerDirectory,
  useSpeakerTypeAhead,
  type SpeakerCard,
  type SpeakerDirectory,
  type SpeakerFilter,
} from '@ypo/headless/speaker';
import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, ComboBox, Input, Label, Link, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine, SkeletonShape } from '../../components/skeleton';
import { useOnReach } from '../../lib/browser/use-on-reach';
import { SpeakerAdminLink } from './speaker-admin-link';
import * as styles from './speaker-directory.css';

const nameOf = (card: Pick<SpeakerCard, 'firstName' | 'familyName'>) => `${card.firstName} ${card.familyName}`;
const profileOf = (card: SpeakerCard, isCff: boolean) => paths.speakerProfile({ id: card.speakerId ?? card.personID ?? '', isCffSpeaker: isCff });

/** The search box: names and filter values as the member types (cancelable; the newest text's answers only). */
function SpeakerSearchBox({ isCff, directory }: { isCff: boolean; directory: SpeakerDirectory }) {
  const [typed, setTyped] = useState(directory.state.search);
  const navigate = useNavigate();
  const { speakers, filters, isLoading } = useSpeakerTypeAhead(typed, directory.state.filters, { isCff });
  const items = [
    ...speakers.map((card) => ({ id: `speaker|${speakerCardId(card)}`, text: nameOf(card), group: SPEAKER_MESSAGES.suggestedSpeakers, card, filter: null })),
    ...filters.map((filter) => ({ id: `filter|${filter.filterKey}|${filter.filterValue}`, text: filter.label ?? filter.filterValue, group: filter.ribbonGroupName ?? filter.filterKey, card: null, filter })),
  ];
  const pick = (key: Key | null) => {
    const chosen = items.find((item) => item.id === key);
    if (chosen?.card) {
      directory.view(chosen.card);
      void navigate(profileOf(chosen.card, isCff));
    } else if (chosen?.filter) {
      directory.toggle({ filterKey: chosen.filter.filterKey, filterValue: chosen.filter.filterValue, label: chosen.text }, true);
      setTyped('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    directory.setSearch(typed);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <ComboBox
        className={styles.searchField}
        items={items}
        inputValue={typed}
        onInputChange={setTyped}
        onSelectionChange={pick}
        selectedKey={null}
        menuTrigger="input"
        allowsCustomValue
        // The suggestions come after the keystroke: the list opens empty and fills in (text long enough to send only).
        allowsEmptyCollection={speakerSearchTextOf(typed) !== ''}
      >
        <Label className={styles.label}>{SPEAKER_MESSAGES.searchSpeakers}</Label>
        <Input className={styles.input} />
        <Text slot="description" className={styles.hint}>
          {SPEAKER_MESSAGES.searchHint}
        </Text>
        <Popover className={styles.popover}>
          <ListBox
            className={styles.listBox}
            renderEmptyState={() => <p className={styles.hint}>{isLoading ? SPEAKER_MESSAGES.loadingSpeakers : SPEAKER_MESSAGES.searchHint}</p>}
          >
            {(item: (typeof items)[number]) => (
              <ListBoxItem id={item.id} textValue={item.text} className={styles.option}>
                {item.text} ({item.group})
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button type="submit" className={styles.button}>
        Search
      </Button>
    </form>
  );
}

/** The filter panel: the ribbon's groups as checkboxes with counts, and 'Clear All'. */
function SpeakerFilters({ directory }: { directory: SpeakerDirectory }) {
  const titleId = useId();
  const chosen: readonly SpeakerFilter[] = directory.state.filters;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {SPEAKER_MESSAGES.filters}
      </h2>
      {speakerFilterGroups(directory.facets).map((group) => (
        <div key={group.name} className={styles.group} role="group" aria-label={group.name}>
          <h3 className={styles.groupTitle} aria-hidden="true">
            {group.name}
          </h3>
          {group.items.map((item) => (
            <Checkbox
              key={`${item.filterKey}|${item.filterValue}`}
              className={styles.checkbox}
              isSelected={isSpeakerFilterChosen(chosen, item)}
              onChange={(on) => directory.toggle({ filterKey: item.filterKey, filterValue: item.filterValue, label: item.label ?? item.filterValue }, on)}
            >
              <span className={styles.checkboxBox} aria-hidden="true" />
              {item.label ?? item.filterValue} ({item.count ?? 0})
            </Checkbox>
          ))}
        </div>
      ))}
      <Button className={styles.secondaryButton} isDisabled={chosen.length === 0} onPress={directory.clearAll}>
        {SPEAKER_MESSAGES.clearAll}
      </Button>
    </section>
  );
}

/** A speaker card (spec 002 §3): picture (initials when none), name, city, country, fee range, categories; a CFF's fields too. */
function SpeakerCardView({ card, isCff, onOpen }: { card: SpeakerCard; isCff: boolean; onOpen: () => void }) {
  const titleId = `speaker-${speakerCardId(card)}`;
  const fee = speakerFeeLabel(card.feeRange);
  const place = [card.travelFromCity, card.country].filter(Boolean).join(', ');
  const cff = isCff ? cffCardFields(card) : null;
  const facts: [string, string][] = [
    [SPEAKER_MESSAGES.feeRange, fee],
    [SPEAKER_MESSAGES.categories, card.categories.join(', ')],
    ...(cff
      ? ([
          [SPEAKER_MESSAGES.fees, cff.fees.map((f) => `${f.trainingName}: ${f.range}`).join('; ')],
          [SPEAKER_MESSAGES.region, cff.region],
          [SPEAKER_MESSAGES.rating, cff.rating],
          [SPEAKER_MESSAGES.qualification, cff.qualification],
          [SPEAKER_MESSAGES.retreatTopic, cff.retreatTopic],
        ] as [string, string][])
      : []),
  ];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Avatar name={nameOf(card)} imageUrl={card.profileImageUrl} size="large" />
      <div className={styles.cardText}>
        <h3 id={titleId} className={styles.cardTitle}>
          <Link className={styles.link} href={profileOf(card, isCff)} onPress={onOpen}>
            {nameOf(card)}
          </Link>
        </h3>
        {place ? <p className={styles.cardLine}>{place}</p> : null}
        {cff?.tagLine ? <p className={styles.cardLine}>{cff.tagLine}</p> : null}
        {cff && (cff.forumPrograms || cff.since) ? <p className={styles.cardLine}>{[cff.forumPrograms, cff.since].filter(Boolean).join(' · ')}</p> : null}
        <dl className={styles.facts}>
          {facts
            .filter(([, value]) => value !== '')
            .map(([term, value]) => (
              <div key={term} className={styles.factRow}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.detail}>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
    </article>
  );
}

/** Cards standing for the speakers while they load, at the cards' size. */
function SpeakersSkeleton() {
  return (
    <Skeleton label={SPEAKER_MESSAGES.loadingSpeakers} className={styles.list}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={styles.card}>
          <SkeletonShape className={styles.avatar}>AB</SkeletonShape>
          <span className={styles.cardText}>
            <SkeletonLine size="title" width="half" />
            <SkeletonLine size="small" width="short" />
            <SkeletonLine size="small" width="wide" />
          </span>
        </span>
      ))}
    </Skeleton>
  );
}

/** The Speaker Directory or the CFF Directory (spec 002 §2-§5, §9). */
function SpeakerDirectoryScreen({ isCff }: { isCff: boolean }) {
  const directory = useSpeakerDirectory({ isCff });
  const titleId = useId();
  const countId = useId();
  // spec 002 §4: the end of the list shows 10 more; off while loading or when all are shown.
  const sentinel = useOnReach(directory.showMore, { isEnabled: directory.hasMore && !directory.isLoading && !directory.isLoadingMore, watch: directory.cards.length });
  const { isLoading, error, totalCount } = directory;
  const isEmpty = !isLoading && error === undefined && totalCount === 0;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {isCff ? SPEAKER_MESSAGES.cffDirectory : SPEAKER_MESSAGES.speakerDirectory}
        </h1>
        <Link className={styles.link} href={isCff ? paths.speakerDirectory() : paths.searchSpeakers()}>
          {isCff ? SPEAKER_MESSAGES.toSpeakerDirectory : SPEAKER_MESSAGES.toCffDirectory}
        </Link>
        <SpeakerAdminLink />
        <SpeakerSearchBox key={String(isCff)} isCff={isCff} directory={directory} />
      </header>
      <div className={styles.body}>
        <SpeakerFilters directory={directory} />
        <section className={styles.results} aria-labelledby={countId}>
          <p id={countId} className={styles.count} role="status">
            {isLoading ? SPEAKER_MESSAGES.loadingSpeakers : speakerResultsText(totalCount)}
          </p>
          <AlertText message={error?.message} />
          {isLoading ? <SpeakersSkeleton /> : null}
          {isEmpty ? <p className={styles.empty}>{SPEAKER_MESSAGES.noSpeakersFound}</p> : null}
          {directory.cards.length > 0 ? (
            <ul className={styles.list} aria-label={isCff ? SPEAKER_MESSAGES.cffDirectory : SPEAKER_MESSAGES.speakerDirectory}>
              {directory.cards.map((card) => (
                <li key={speakerCardId(card)}>
                  <SpeakerCardView card={card} isCff={isCff} onOpen={() => directory.view(card)} />
                </li>
              ))}
            </ul>
          ) : null}
          {directory.hasMore && !isLoading ? (
            <Button className={styles.secondaryButton} isDisabled={directory.isLoadingMore} onPress={directory.showMore}>
              {SPEAKER_MESSAGES.loadMore}
            </Button>
          ) : null}
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        </section>
      </div>
    </section>
  );
}

/** /speakerPage/speakerDirectory: the Speaker Directory (spec 002 §2). */
export function SpeakerDirectoryPage() {
  return <SpeakerDirectoryScreen key="speakers" isCff={false} />;
}

/** /speakerPage/searchSpeakers?speakersWhoAre=IsCFFSpeaker: the CFF Directory (spec 002 §2; the guard sends other queries away). */
export function CffDirectoryPage() {
  return <SpeakerDirectoryScreen key="cff" isCff />;
}
