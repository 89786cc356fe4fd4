import { DIRECTORIES_MESSAGES as T, resultCountText, type DirectoryFacet, type DirectorySearchState } from '@ypo/headless';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Checkbox, CheckboxGroup, Input, Label, Link, SearchField } from 'react-aria-components';
import * as buttonStyles from '../../components/button.css';
import * as formStyles from '../../components/form/form.css';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './directories.css';

/** A type-ahead suggestion under the search box: a link, or a button that picks it. */
export type Suggestion = { readonly key: string; readonly label: string } & ({ readonly href: string } | { readonly onPick: () => void });

/** Props of {@link DirectorySearch}. */
export interface DirectorySearchProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSubmit: () => void;
  /** Type-ahead suggestions for what is typed (none once it is searched). */
  readonly suggestions?: readonly Suggestion[];
}

/**
 * The search box of a directory: submitted with Enter or the Search button; what was typed stays.
 * Suggestions for the typed text follow it as a list (Tab reaches them).
 */
export function DirectorySearch({ label, value, onChange, onSubmit, suggestions = [] }: DirectorySearchProps) {
  return (
    <div className={styles.searchBlock}>
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <SearchField className={styles.searchField} value={value} onChange={onChange} onClear={() => onChange('')}>
          <Label className={formStyles.label}>{label}</Label>
          <Input className={formStyles.input} />
        </SearchField>
        <Button type="submit" className={buttonStyles.button}>
          {T.searchButton}
        </Button>
      </form>
      {suggestions.length > 0 ? (
        <ul className={styles.suggestions} aria-label={T.suggestions}>
          {suggestions.map((s) => (
            <li key={s.key}>
              {'href' in s ? (
                <Link className={styles.link} href={s.href}>
                  {s.label}
                </Link>
              ) : (
                <Button className={styles.suggestionButton} onPress={s.onPick}>
                  {s.label}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Props of {@link FacetFilters}. */
export interface FacetFiltersProps {
  readonly ribbon: readonly DirectoryFacet[];
  /** The label of each facet by its key. */
  readonly labels: Readonly<Record<string, string>>;
  /** The chosen values of a facet. */
  readonly chosen: (key: string) => readonly string[];
  readonly onChange: (key: string, values: string[]) => void;
}

/** One checkbox group per facet of the ribbon, each value with its count (keyboard: Tab between, Space to choose). */
export function FacetFilters({ ribbon, labels, chosen, onChange }: FacetFiltersProps) {
  return (
    <>
      {ribbon
        .filter((group) => group.categories.length > 0)
        .map((group) => (
          <CheckboxGroup key={group.key} className={styles.filterGroup} value={[...chosen(group.key)]} onChange={(values) => onChange(group.key, values)}>
            <Label className={styles.groupLabel}>{labels[group.key] ?? group.key}</Label>
            {group.categories.map((category) => (
              <Checkbox key={category.filterValue} value={category.filterValue} className={formStyles.checkbox}>
                <span className={formStyles.checkboxBox} aria-hidden="true" />
                <span>
                  {category.label ?? category.filterValue}
                  {category.count === undefined ? null : <span className={styles.count}> ({category.count})</span>}
                </span>
              </Checkbox>
            ))}
          </CheckboxGroup>
        ))}
    </>
  );
}

/** A chosen filter shown as a pill with its remove button. */
export interface FilterPill {
  readonly id: string;
  readonly label: string;
  readonly onRemove: () => void;
}

/** The chosen filters as pills, then Clear All (nothing when none is chosen). */
export function FilterPills({ pills, onClearAll }: { pills: readonly FilterPill[]; onClearAll: () => void }) {
  if (pills.length === 0) return null;
  return (
    <div className={styles.buttons}>
      <ul className={styles.pills} aria-label={T.filters}>
        {pills.map((pill) => (
          <li key={pill.id} className={styles.pill}>
            <span>{pill.label}</span>
            <Button className={styles.pillButton} aria-label={`${T.removeFilter} ${pill.label}`} onPress={pill.onRemove}>
              <span aria-hidden="true">×</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button className={buttonStyles.secondaryButton} onPress={onClearAll}>
        {T.clearAll}
      </Button>
    </div>
  );
}

/** Rows standing for the results while they load, at the size of the real ones. */
export function ResultsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Skeleton label={T.loading} className={styles.list}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={styles.card}>
          <SkeletonLine width="half" />
          <SkeletonLine size="small" width="short" />
        </span>
      ))}
    </Skeleton>
  );
}

/** The empty state: its text, with the spelling and filter hints (spec 002 §8). */
function EmptyResults({ text, hasHints }: { text: string; hasHints: boolean }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{text}</h2>
      {hasHints ? (
        <>
          <p className={styles.muted}>{T.spellingHint}</p>
          <p className={styles.muted}>{T.filterHint}</p>
        </>
      ) : null}
    </div>
  );
}

/** Props of {@link ResultsFooter}. */
interface ResultsFooterProps {
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
  readonly onLoadMore: () => void;
}

/**
 * The end of a result list: scrolling to it loads the next page (infinite scroll, disabled while a
 * page loads: spec 002 §9), and a button does the same for keyboard users.
 */
function ResultsFooter({ hasMore, isLoadingMore, onLoadMore }: ResultsFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);
  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {isLoadingMore ? <ResultsSkeleton rows={2} /> : null}
      {hasMore ? (
        <Button className={buttonStyles.secondaryButton} onPress={onLoadMore}>
          {T.showMore}
        </Button>
      ) : null}
    </>
  );
}

/** 'Showing N results' (spec 002 §2), announced politely as it changes. */
export function ResultCount({ total, children }: { total: number; children?: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.muted} role="status">
        {resultCountText(total)}
      </p>
      {children}
    </div>
  );
}

/** One row of a result list: a link and a line of details. */
export interface ResultRow {
  readonly key: string;
  readonly href: string;
  readonly name: string;
  readonly detail: string;
}

/** Props of {@link DirectoryResults}. */
export interface DirectoryResultsProps {
  /** The list's accessible name. */
  readonly label: string;
  readonly state: Pick<DirectorySearchState<unknown>, 'error' | 'isLoading' | 'isLoadingMore' | 'hasMore' | 'loadMore'>;
  readonly rows: readonly ResultRow[];
  readonly emptyText: string;
  /** Show the spelling and filter hints with the empty text (a narrowed search). */
  readonly hasHints: boolean;
}

/** A directory's results: the failure, the loading rows, the empty state, or the list and its footer (infinite scroll). */
export function DirectoryResults({ label, state, rows, emptyText, hasHints }: DirectoryResultsProps) {
  return (
    <>
      <AlertText message={state.error?.message} />
      {state.isLoading ? <ResultsSkeleton /> : null}
      {!state.isLoading && !state.error && rows.length === 0 ? <EmptyResults text={emptyText} hasHints={hasHints} /> : null}
      {rows.length > 0 && !state.isLoading ? (
        <ul className={styles.list} aria-label={label}>
          {rows.map((row) => (
            <li key={row.key} className={styles.card}>
              <Link className={styles.link} href={row.href}>
                {row.name}
              </Link>
              <p className={styles.muted}>{row.detail}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <ResultsFooter hasMore={state.hasMore} isLoadingMore={state.isLoadingMore} onLoadMore={state.loadMore} />
    </>
  );
}
