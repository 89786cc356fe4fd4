import {
  isSearchable, offersOneClick, searchKindOf, shownKinds, tileHref, tileKeyOf, tileTextOf, visibleResults, ypoSearchHref, type IntegratedCommunityResult,
  type IntegratedContentResult, type IntegratedEventResult, type IntegratedPersonResult, type SearchKind, type SearchResultOf,
} from '@ypo/headless';
import { SEARCH_MESSAGES, seeAllOf, showingResults, useIntegratedSearch, useSearchTracking, type IntegratedSearchKind } from '@ypo/headless/search';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Input, Label, Link, SearchField } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { secondaryButton, button } from '../../components/button.css';
import * as fields from '../../components/form/form.css';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './search.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** An event's start as its own wall clock ('Dec 3, 2026, 9:00 AM'), with its time zone's name. */
function eventWhen(event: IntegratedEventResult): string {
  // The answer carries the event's local time and offset: its first 16 characters are the wall clock.
  const wallClock = Date.parse(`${event.startDateTime.slice(0, 16)}:00Z`);
  const when = Number.isFinite(wallClock) ? dateFormat.format(new Date(wallClock)) : event.startDateTime;
  return event.eventTimeZone ? `${when} ${event.eventTimeZone}` : when;
}

const placeOf = (event: IntegratedEventResult) => [event.city, event.state, event.country].filter(Boolean).join(', ');

/** The lines under a tile's link, by kind. */
function TileDetails({ kind, result }: { kind: SearchKind; result: SearchResultOf[SearchKind] }) {
  switch (kind) {
    case 'Person': {
      const person = result as IntegratedPersonResult;
      return (
        <>
          {person.companyName ? <p className={styles.muted}>{person.companyName}</p> : null}
          {person.primaryChapterName ? <p className={styles.muted}>{person.primaryChapterName}</p> : null}
          {person.isConnected ? <span className={styles.tag}>{SEARCH_MESSAGES.connected}</span> : null}
        </>
      );
    }
    case 'Event': {
      const event = result as IntegratedEventResult;
      return (
        <>
          <p className={styles.muted}>{eventWhen(event)}</p>
          {placeOf(event) ? <p className={styles.muted}>{placeOf(event)}</p> : null}
          {event.locationType === 'Virtual' ? <span className={styles.tag}>{SEARCH_MESSAGES.virtual}</span> : null}
        </>
      );
    }
    case 'Community':
      return <p className={styles.muted}>{(result as IntegratedCommunityResult).communityType}</p>;
    default: {
      const content = result as IntegratedContentResult;
      return <p className={styles.muted}>{`${content.contentType} in a ${content.communityType}`}</p>;
    }
  }
}

interface KindResultsProps {
  readonly found: IntegratedSearchKind;
  readonly committedSearchTerm: string;
  readonly oneClickSearchType: SearchKind | undefined;
  readonly onOpen: (kind: SearchKind, result: SearchResultOf[SearchKind]) => void;
  readonly onOneClick: (kind: SearchKind) => void;
}

/** One kind's results: its heading with the count, its tiles, and its one-click search. */
function KindResults({ found, committedSearchTerm, oneClickSearchType, onOpen, onOneClick }: KindResultsProps) {
  const headingId = useId();
  const heading = SEARCH_MESSAGES.kinds[found.kind];
  const results = visibleResults(found.results, found.kind, oneClickSearchType);
  return (
    <section className={styles.kind} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.kindHeading}>
        {found.isLoading ? heading : `${heading} (${found.total})`}
      </h2>
      {found.isLoading ? (
        <Skeleton label={`Loading ${heading.toLowerCase()}`} className={styles.tiles}>
          {[0, 1].map((i) => (
            <span key={i} className={styles.tile}>
              <SkeletonLine width="half" />
              <SkeletonLine size="small" width="full" />
            </span>
          ))}
        </Skeleton>
      ) : null}
      <AlertText message={found.error?.message} />
      {!found.isLoading && !found.error && found.total === 0 ? <p className={styles.muted}>{SEARCH_MESSAGES.noResults}</p> : null}
      {results.length > 0 ? (
        <ul className={styles.tiles} aria-labelledby={headingId}>
          {results.map((result) => (
            <li key={tileKeyOf(found.kind, result)} className={styles.tile}>
              <Link className={styles.tileLink} href={tileHref(found.kind, result, committedSearchTerm)} onPress={() => onOpen(found.kind, result)}>
                {tileTextOf(found.kind, result)}
              </Link>
              <TileDetails kind={found.kind} result={result} />
            </li>
          ))}
        </ul>
      ) : null}
      {offersOneClick(found.total, oneClickSearchType) ? (
        <Button className={secondaryButton} onPress={() => onOneClick(found.kind)}>
          {seeAllOf(found.kind, found.total)}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * /ypoSearch (spec 002 §2, §3, §7): one box; people, events, communities and content found for the
 * committed search (kept in the address: searchTerm, oneClickSearchType); a one-click search shows
 * every result of one kind; each tile opens its member, event, community or post. Each search and
 * each tile click posts the search tracking payload, without ever waiting for it.
 */
export function YpoSearchPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const committedSearchTerm = (query.get('searchTerm') ?? '').trim();
  const oneClickSearchType = searchKindOf(query.get('oneClickSearchType'));
  const [text, setText] = useState(committedSearchTerm);
  const [isTooShort, setIsTooShort] = useState(false);
  // Back and forward change the committed search: the box follows.
  useEffect(() => setText(committedSearchTerm), [committedSearchTerm]);
  const found = useIntegratedSearch(committedSearchTerm);
  const { trackSearch, trackTile } = useSearchTracking();

  const run = (searchTerm: string, kind: SearchKind | undefined) => {
    const committed = searchTerm.trim();
    void navigate(ypoSearchHref({ searchTerm: committed, oneClickSearchType: kind }));
    void trackSearch({ searchTerm, committedSearchTerm: committed, oneClickSearchType: kind });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsTooShort(!isSearchable(text));
    if (isSearchable(text)) run(text, undefined);
  };
  const kinds = shownKinds(oneClickSearchType).map((kind) => found.kinds[kind]);
  const shownTotal = kinds.reduce((sum, k) => sum + k.total, 0);
  const hasSearch = isSearchable(committedSearchTerm);

  return (
    <section className={styles.page} aria-labelledby="search-title">
      <h1 id="search-title" className={styles.title}>
        {SEARCH_MESSAGES.pageTitle}
      </h1>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <SearchField className={styles.field} value={text} onChange={setText} aria-describedby={isTooShort ? 'search-prompt' : undefined}>
          <Label className={fields.label}>{SEARCH_MESSAGES.searchLabel}</Label>
          <Input className={fields.input} />
        </SearchField>
        <Button type="submit" className={button}>
          {SEARCH_MESSAGES.searchButton}
        </Button>
      </form>
      {!hasSearch || isTooShort ? (
        <p id="search-prompt" className={styles.muted}>
          {SEARCH_MESSAGES.prompt}
        </p>
      ) : null}
      {hasSearch ? (
        <>
          <div className={styles.summary}>
            <p role="status" className={styles.muted}>
              {found.isLoading ? '' : showingResults(shownTotal)}
            </p>
            {oneClickSearchType ? (
              <Button className={secondaryButton} onPress={() => void navigate(ypoSearchHref({ searchTerm: committedSearchTerm }))}>
                {SEARCH_MESSAGES.allResults}
              </Button>
            ) : null}
          </div>
          {!found.isLoading && shownTotal === 0 ? <p className={styles.muted}>{SEARCH_MESSAGES.spellingHint}</p> : null}
          {kinds.map((kind) => (
            <KindResults
              key={kind.kind}
              found={kind}
              committedSearchTerm={committedSearchTerm}
              oneClickSearchType={oneClickSearchType}
              onOpen={(tileKind, result) => void trackTile({ searchTerm: text, committedSearchTerm, oneClickSearchType }, tileKind, result)}
              onOneClick={(oneClickKind) => run(committedSearchTerm, oneClickKind)}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}
