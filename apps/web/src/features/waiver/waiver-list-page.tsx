import {
  DEFAULT_WAIVER_SORT,
  WAIVER_LIST_FILTERS,
  WAIVER_LIST_SORTS,
  WAIVER_MESSAGES as M,
  WAIVER_VIEWS,
  isWaiverListFilter,
  useWaiverList,
  useWaiverSearch,
  type WaiverListFilter,
  type WaiverListRow,
  type WaiverListSort,
  type WaiverListView,
} from '@ypo/headless/waiver';
import { Fragment, useId, useState } from 'react';
import { Button, Input, Label, Link, SearchField } from 'react-aria-components';
import { useLocation, useParams } from 'react-router';
import * as buttonStyles from '../../components/button.css';
import * as formStyles from '../../components/form/form.css';
import { AlertText } from '../../components/notice';
import { SelectField } from '../../components/select-field';
import { SkeletonCards } from '../../components/skeleton';
import { useOnReach } from '../../lib/browser/use-on-reach';
import { waiverDetailsHref, waiverFormHref, waiverListViewOfPath } from './list-links';
import * as styles from './list.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const dateText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

/** The filter select's 'no filter' choice. */
const ALL = 'all' as const;
const FILTER_ITEMS: readonly { id: WaiverListFilter | typeof ALL; label: string }[] = [{ id: ALL, label: M.allWaivers }, ...WAIVER_LIST_FILTERS.map((filter) => ({ id: filter, label: filter }))];

/** Rows standing for the waivers while they load, at the size of the real ones. */
function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  return <SkeletonCards label={M.loadingWaivers} className={styles.list} cardClassName={styles.row} count={rows} />;
}

/** One waiver: the prospect's name (to the details page), chapter, company, status, workflow and dates; the form link where the machine allows it. */
function WaiverRow({ view, row }: { view: WaiverListView; row: WaiverListRow }) {
  const dates: [string, string | null][] = [
    [M.requestedOn, row.requestedDate],
    [M.sentForCommentsOn, row.sentForCommentsDate],
    [M.postedToPrpOn, row.postedToPrpDate],
  ];
  return (
    <li className={styles.row}>
      <h2 className={styles.name}>
        <Link className={styles.link} href={waiverDetailsHref(view, row)}>
          {row.name}
        </Link>
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{M.chapter}</dt>
        <dd className={styles.detail}>{row.chapterName || '–'}</dd>
        <dt className={styles.term}>{M.company}</dt>
        <dd className={styles.detail}>{row.companyName || '–'}</dd>
        <dt className={styles.term}>{M.status}</dt>
        <dd className={styles.detail}>{row.statusLabel}</dd>
        <dt className={styles.term}>{M.workflow}</dt>
        <dd className={styles.detail}>{row.flowLabel || '–'}</dd>
        {dates.map(([term, iso]) =>
          iso ? (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{dateText(iso)}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
      {row.requestLabel ? (
        <div className={styles.actions}>
          <Link className={buttonStyles.button} href={waiverFormHref(row)} aria-label={`${row.requestLabel}: ${row.name}`}>
            {row.requestLabel}
          </Link>
        </div>
      ) : null}
    </li>
  );
}

/** The rows of a list or a search, or 'No waivers to display.' once loaded empty. */
function Rows({ view, rows, label, isEmpty }: { view: WaiverListView; rows: readonly WaiverListRow[]; label: string; isEmpty: boolean }) {
  if (isEmpty) return <p className={styles.empty}>{M.noWaivers}</p>;
  if (rows.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <WaiverRow key={row.id} view={view} row={row} />
      ))}
    </ul>
  );
}

/** The list of a view: filter, sort, search, the rows 20 at a time (Load more and the infinite scroll), and the failure texts. */
function WaiverListBody({ view, communityId }: { view: WaiverListView; communityId: string | undefined }) {
  const [filter, setFilter] = useState<WaiverListFilter | typeof ALL>(ALL);
  const [sortType, setSortType] = useState<WaiverListSort>(DEFAULT_WAIVER_SORT);
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const search = useWaiverSearch(view, searched, communityId);
  const list = useWaiverList(view, { communityId, sortType, filterBy: isWaiverListFilter(filter) ? filter : undefined }, { isEnabled: !search.isSearching });
  const sentinel = useOnReach(list.loadMore, { isEnabled: list.hasMore && !search.isSearching, watch: list.rows.length });
  if (list.error?.code === 'forbidden') return <AlertText message={list.error.message} />;
  return (
    <>
      <div className={styles.controls}>
        <form
          className={styles.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(typed);
          }}
        >
          <SearchField
            className={styles.searchField}
            value={typed}
            onChange={setTyped}
            onClear={() => {
              setTyped('');
              setSearched('');
            }}
          >
            <Label className={formStyles.label}>{M.searchWaivers}</Label>
            <Input className={formStyles.input} />
          </SearchField>
          <Button type="submit" className={buttonStyles.button}>
            {M.searchButton}
          </Button>
        </form>
        {search.isSearching ? null : (
          <>
            <SelectField className={styles.select} label={M.filterBy} items={FILTER_ITEMS} selectedKey={filter} onChange={setFilter} />
            <SelectField className={styles.select} label={M.sortBy} items={WAIVER_LIST_SORTS} selectedKey={sortType} onChange={setSortType} />
          </>
        )}
      </div>
      {search.isSearching ? (
        <>
          <Button
            className={buttonStyles.secondaryButton}
            onPress={() => {
              setTyped('');
              setSearched('');
            }}
          >
            {M.clearSearch}
          </Button>
          {search.isLoading ? <RowsSkeleton /> : <Rows view={view} rows={search.rows} label={M.searchResults} isEmpty={search.rows.length === 0} />}
        </>
      ) : (
        <>
          <AlertText message={list.error?.message} />
          {list.isLoading ? <RowsSkeleton /> : null}
          <Rows view={view} rows={list.rows} label={M.waiverList} isEmpty={list.isEmpty} />
          {list.isLoadingMore ? <RowsSkeleton rows={2} /> : null}
          {list.hasMore && !list.isLoadingMore ? (
            <Button className={buttonStyles.secondaryButton} onPress={list.loadMore}>
              {M.loadMoreWaivers}
            </Button>
          ) : null}
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        </>
      )}
    </>
  );
}

/**
 * The waiver lists (spec 002 §2, §4, §6-§9): /chapterWaiver/{communityId?} (chapter officers),
 * /regionalWaiver/{communityId?} (RegionalMemberOfficer), /peerReviewPanel (panel members) and
 * /peerReviewPanelAdmin (PRP admins); the address picks the view. Each row links to the waiver's
 * details; a chapter officer gets the form ('Request Waiver') where the machine lets them submit.
 * A view the server refuses shows 'Insufficient permissions to view waiverList'.
 */
export function WaiverListPage() {
  const headingId = useId();
  const { pathname } = useLocation();
  const { communityId } = useParams();
  const view = waiverListViewOfPath(pathname) ?? 'chapter';
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {WAIVER_VIEWS[view].title}
      </h1>
      <WaiverListBody key={`${view}/${communityId ?? ''}`} view={view} communityId={communityId} />
    </section>
  );
}
