import {
  CONTENT_SORTS, DIRECTORIES_MESSAGES as T, contentDateProblems, contentDateRangeLabel, contentResultHref, useContentDirectory, useContentSort, useContentSuggestions,
  type ContentDateProblems, type ContentDates, type ContentSort, type DirectoryFilter,
} from '@ypo/headless';
import { useMemo, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import * as buttonStyles from '../../components/button.css';
import * as formStyles from '../../components/form/form.css';
import { SelectField } from '../../components/select-field';
import { DirectoryResults, DirectorySearch, FacetFilters, FilterPills, ResultCount, type FilterPill } from './directory-parts';
import * as styles from './directories.css';

const FACET_LABELS: Record<string, string> = { communityType: T.communityType, contentType: T.contentType };

/** One date field; its problem shows under it and what was typed stays. */
function DateInput({ label, value, onChange, problem }: { label: string; value: string; onChange: (value: string) => void; problem: string | undefined }) {
  return (
    <TextField className={formStyles.field} value={value} onChange={onChange} isInvalid={problem !== undefined} validationBehavior="aria">
      <Label className={formStyles.label}>{label}</Label>
      <Input className={formStyles.input} placeholder={T.dateFormatHint} />
      <Text slot="description" className={formStyles.description}>
        {T.dateFormatHint}
      </Text>
      <FieldError className={formStyles.fieldError}>{problem}</FieldError>
    </TextField>
  );
}

/**
 * The date filter (spec 002 §9): From and To both required, To not before From ('To date should be
 * after from date!'), a date that is no day is 'Invalid Date'; the range as typed reads as its label
 * ('Invalid Date Range' when reversed). Only a valid range is applied.
 */
function DateFilter({ onApply, onClear }: { onApply: (dates: ContentDates) => void; onClear: () => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problems, setProblems] = useState<ContentDateProblems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contentDateProblems({ from, to });
    setProblems(found);
    if (found.from === undefined && found.to === undefined) onApply({ from: from.trim(), to: to.trim() });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    setProblems({});
    onClear();
  };
  return (
    <Form className={styles.dateForm} onSubmit={submit} aria-labelledby="content-dates" validationBehavior="aria">
      <span id="content-dates" className={styles.groupLabel}>
        {T.dates}
      </span>
      <DateInput label={T.fromDate} value={from} onChange={setFrom} problem={problems.from} />
      <DateInput label={T.toDate} value={to} onChange={setTo} problem={problems.to} />
      {from.trim() !== '' && to.trim() !== '' ? (
        <p className={styles.muted} aria-live="polite">
          {contentDateRangeLabel({ from, to })}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" className={buttonStyles.button}>
          {T.applyDates}
        </Button>
        <Button className={buttonStyles.secondaryButton} onPress={clear}>
          {T.clearDates}
        </Button>
      </div>
    </Form>
  );
}

/** The sort menu: Date (Most Recent) or Name, remembered for the session (spec 002 §9). */
function SortSelect({ sort, onChange }: { sort: ContentSort; onChange: (sort: ContentSort) => void }) {
  return <SelectField className={formStyles.field} label={T.sortBy} items={CONTENT_SORTS.map((option) => ({ id: option.key, label: option.label }))} selectedKey={sort} onChange={onChange} />;
}

/**
 * /contentDirectoryPage (spec 001 §2, §3; spec 002 §2, §8, §9): posts, replies, files and communities
 * by search text, community type, content type and date range, sorted by date (most recent) or name;
 * a result opens its community page with the post alone and the search text highlighted.
 */
export function ContentDirectoryPage() {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<readonly DirectoryFilter[]>([]);
  const [dates, setDates] = useState<ContentDates | undefined>();
  const [dateFormKey, setDateFormKey] = useState(0);
  const [sort, setSort] = useContentSort();
  const query = useMemo(() => ({ text, filters, sort, ...(dates ? { dates } : {}) }), [text, filters, sort, dates]);
  const directory = useContentDirectory(query);
  const typeAhead = useContentSuggestions(draft === text ? '' : draft, filters);

  const labelOf = (key: string, value: string) =>
    directory.ribbon.find((g) => g.key === key)?.categories.find((c) => c.filterValue === value)?.label ?? value;
  const pills: FilterPill[] = [
    ...filters.map((f) => ({
      id: `${f.filterKey}:${f.filterValue}`,
      label: `${FACET_LABELS[f.filterKey] ?? f.filterKey}: ${labelOf(f.filterKey, f.filterValue)}`,
      onRemove: () => setFilters((current) => current.filter((c) => c !== f)),
    })),
    ...(dates ? [{ id: 'dates', label: `${T.dates}: ${contentDateRangeLabel(dates)}`, onRemove: () => setDates(undefined) }] : []),
  ];
  const clearAll = () => {
    setFilters([]);
    setDates(undefined);
    setDateFormKey((k) => k + 1);
  };

  return (
    <section className={styles.page} aria-labelledby="content-directory-title">
      <header className={styles.header}>
        <h1 id="content-directory-title" className={styles.title}>
          {T.contentDirectoryTitle}
        </h1>
      </header>
      <DirectorySearch
        label={T.searchContents}
        value={draft}
        onChange={setDraft}
        onSubmit={() => setText(draft)}
        suggestions={typeAhead.suggestions.map((s) => ({ key: s.contentId, label: s.contentName, href: contentResultHref(s, draft) }))}
      />
      <div className={styles.layout}>
        <aside className={styles.filters} aria-label={T.filters}>
          <FacetFilters
            ribbon={directory.ribbon}
            labels={FACET_LABELS}
            chosen={(key) => filters.filter((f) => f.filterKey === key).map((f) => f.filterValue)}
            onChange={(key, values) =>
              setFilters((current) => [...current.filter((f) => f.filterKey !== key), ...values.map((filterValue) => ({ filterKey: key, filterValue }))])
            }
          />
          <DateFilter key={dateFormKey} onApply={setDates} onClear={() => setDates(undefined)} />
        </aside>
        <div className={styles.results}>
          <FilterPills pills={pills} onClearAll={clearAll} />
          <ResultCount total={directory.total}>
            <SortSelect sort={sort} onChange={setSort} />
          </ResultCount>
          <DirectoryResults
            label={T.contentDirectoryTitle}
            state={directory}
            rows={directory.results.map((r) => ({
              key: r.contentId,
              href: contentResultHref(r, text),
              name: r.contentName,
              detail: `${r.contentType} · ${labelOf('communityType', r.communityType)}`,
            }))}
            emptyText={directory.emptyText}
            hasHints={directory.emptyText === T.noResults}
          />
        </div>
      </div>
    </section>
  );
}
