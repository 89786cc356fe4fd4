import { DIRECTORIES_MESSAGES as T, resultCountText, type DirectoryRibbonGroup } from '@ypo/headless';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Checkbox, CheckboxGroup, Input, Label, SearchField } from 'react-aria-components';
import * as buttonStyles from '../../components/button.css';
import * as formStyles from '../../components/form/form.css';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './directories.css';

/** The search box of a directory: submitted with Enter or the Search button; what was typed stays. */
export function DirectorySearch({ label, value, onChange, onSubmit }: { label: string; value: string; onChange: (value: string) => void; onSubmit: () => void }) {
  return (
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
  );
}

/** Props of {@link FacetFilters}. */
export interface FacetFiltersProps {
  readonly ribbon: readonly DirectoryRibbonGroup[];
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
export function EmptyResults({ text, hasHints }: { text: string; hasHints: boolean }) {
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
export interface ResultsFooterProps {
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
  readonly onLoadMore: () => void;
}

/**
 * The end of a result list: scrolling to it loads the next page (infinite scroll, disabled while a
 * page loads: spec 002 §9), and a button does the same for keyboard users.
 */
export function ResultsFooter({ hasMore, isLoadingMore, onLoadMore }: ResultsFooterProps) {
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
