import { enterEventDirectory, mobileFiltersOpenAfter, paths, type EventFilter } from '@ypo/headless';
import { EVENTS_MESSAGES, useEventAutocomplete, useEventSearch, type EventSuggestion } from '@ypo/headless/events';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, ComboBox, Input, Label, Link, ListBox, ListBoxItem, Popover, Switch, type Key } from 'react-aria-components';
import { Navigate, useLocation } from 'react-router';
import { AlertText } from '../../components/notice';
import { SkeletonCards } from '../../components/skeleton';
import { useMediaQuery } from '../../lib/browser/use-media-query';
import { useOnReach } from '../../lib/browser/use-on-reach';
import { upTo } from '../../styles/breakpoints';
import { EventCard } from './event-card';
import { EventFilters } from './event-filters';
import * as styles from './events.css';

const MOBILE = upTo('xs');

/** A react-aria Switch with its track: 'My Events' and 'My Chapter Events Only'. */
function Toggle({ label, isSelected, onChange }: { label: string; isSelected: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch className={styles.switchRow} isSelected={isSelected} onChange={onChange}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {label}
    </Switch>
  );
}

/** Cards standing for the events while they load. */
function EventsSkeleton() {
  return <SkeletonCards label={EVENTS_MESSAGES.loading} className={styles.list} cardClassName={styles.card} details={['full', 'half']} />;
}

/** The search box with the event type-ahead (cancelable; the newest text's suggestions only). */
function EventSearchBox({ filters, onSearch, onSuggestion }: { filters: readonly EventFilter[]; onSearch: (text: string) => void; onSuggestion: (s: EventSuggestion) => void }) {
  const [typed, setTyped] = useState('');
  const { suggestions } = useEventAutocomplete(typed, filters);
  const items = suggestions.map((s) => ({ ...s, id: `${s.filterKey}|${s.filterValue}` }));
  const pick = (key: Key | null) => {
    const chosen = items.find((s) => s.id === key);
    if (!chosen) return;
    onSuggestion(chosen);
    setTyped('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed);
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
      >
        <Label className={styles.label}>{EVENTS_MESSAGES.searchLabel}</Label>
        <Input className={styles.input} />
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox} aria-label={EVENTS_MESSAGES.suggestions}>
            {(s: (typeof items)[number]) => (
              <ListBoxItem id={s.id} textValue={s.label ?? s.filterValue} className={styles.option}>
                {s.label ?? s.filterValue} ({s.ribbonGroupName ?? s.filterKey})
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

/**
 * /events and /eventDirectory (spec 000 §2, 001 §2-§4, §8, §9): the Event Directory. Entering at
 * /eventDirectory resets the sort and goes to /events; the first load is unfiltered. The results
 * count, the search with its type-ahead, 'My Events' and 'My Chapter Events Only', the 'Filter /
 * Sort' panel, event cards, and more events on scrolling (50 at a time). When no event is found the
 * empty texts show and, on a phone, the filters close.
 */
export function EventDirectoryPage() {
  const { pathname } = useLocation();
  const entry = enterEventDirectory(pathname);
  if (entry.redirectTo !== null) return <Navigate to={paths.events()} replace />;
  return <EventDirectory />;
}

function EventDirectory() {
  const search = useEventSearch();
  // On a phone the filters open and close over the results.
  const isMobile = useMediaQuery(MOBILE);
  const [isPanelOpen, setPanelOpen] = useState(() => !isMobile);
  const panelId = useId();
  const countId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  const sentinel = useOnReach(search.loadMore);
  const { totalCount, isLoading, error } = search;

  // spec 001 §2: when the total is zero the mobile filters close.
  useEffect(() => {
    if (!isMobile || isLoading || error !== undefined) return;
    setPanelOpen((open) => {
      const next = mobileFiltersOpenAfter(open, totalCount);
      if (open && !next) filterButtonRef.current?.focus();
      return next;
    });
  }, [error, isLoading, isMobile, totalCount]);

  const seeResults = () => {
    if (isMobile) setPanelOpen(false);
    resultsRef.current?.focus();
  };
  const showRecommended = () => {
    search.setMyEvents(false);
    search.setSort('Recommended');
  };
  const isEmpty = !isLoading && error === undefined && totalCount === 0;

  return (
    <section className={styles.page} aria-labelledby="event-directory-title">
      <header className={styles.header}>
        <h1 id="event-directory-title" className={styles.title}>
          {EVENTS_MESSAGES.title}
        </h1>
        <EventSearchBox filters={search.state.filters} onSearch={search.setSearch} onSuggestion={(s) => search.toggle(s.ribbonGroupName ?? s.filterKey, s, true)} />
        <div className={styles.toolbar}>
          <Toggle label={EVENTS_MESSAGES.myEvents} isSelected={search.isMyEvents} onChange={search.setMyEvents} />
          <Toggle label={EVENTS_MESSAGES.myChapterEventsOnly} isSelected={search.isMyChapterEventsOnly} onChange={search.setMyChapterEventsOnly} />
          <Button ref={filterButtonRef} className={styles.secondaryButton} aria-expanded={isPanelOpen} aria-controls={isPanelOpen ? panelId : undefined} onPress={() => setPanelOpen((open) => !open)}>
            {EVENTS_MESSAGES.filterSort}
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        {isPanelOpen ? <EventFilters id={panelId} search={search} facets={search.facets} onSeeResults={seeResults} /> : null}
        <section ref={resultsRef} tabIndex={-1} className={styles.results} aria-labelledby={countId}>
          <p id={countId} className={styles.count} role="status">
            {isLoading ? EVENTS_MESSAGES.loading : EVENTS_MESSAGES.results(totalCount)}
          </p>
          <AlertText message={error?.message} />
          {isLoading ? <EventsSkeleton /> : null}
          {isEmpty && search.isMyEvents ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{EVENTS_MESSAGES.notRegistered}</p>
              <Link className={styles.link} href={paths.events()} onPress={showRecommended}>
                {EVENTS_MESSAGES.seeRecommendedEvents}
              </Link>
            </div>
          ) : null}
          {isEmpty && !search.isMyEvents ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{EVENTS_MESSAGES.noEventsFound}</p>
              <p className={styles.muted}>{EVENTS_MESSAGES.tryRemovingFilters}</p>
            </div>
          ) : null}
          {search.results.length > 0 ? (
            <ul className={styles.list} aria-label="Events">
              {search.results.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          ) : null}
          {search.hasMore ? (
            <Button className={styles.secondaryButton} isDisabled={search.isLoadingMore} onPress={search.loadMore}>
              {search.isLoadingMore ? EVENTS_MESSAGES.loadingMore : EVENTS_MESSAGES.loadMore}
            </Button>
          ) : null}
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        </section>
      </div>
    </section>
  );
}
