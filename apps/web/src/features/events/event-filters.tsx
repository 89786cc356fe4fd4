import {
  EVENT_SORT_OPTIONS,
  LOCATION_DEFAULTS,
  isFilterChosen,
  type EventFacet,
  type EventFilter,
  type EventSortId,
} from '@ypo/headless';
import { EVENTS_MESSAGES, type EventSearch } from '@ypo/headless/events';
import { useId } from 'react';
import { Button, Checkbox, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { SelectField } from '../../components/select-field';
import * as styles from './events.css';

// The facets shown as their own controls (location selects, date choice); the rest are checkbox groups.
const OWN_CONTROLS = new Set(['Location', 'Date']);

/** A select of one location level; its first option is the level's default ('Any ...'). */
function LocationSelect({ label, anyLabel, options, value, isDisabled, onChange }: {
  label: string;
  anyLabel: string;
  options: readonly string[];
  value: string | null;
  isDisabled: boolean;
  onChange: (value: string | null) => void;
}) {
  return (
    <SelectField
      className={styles.field}
      label={label}
      items={[anyLabel, ...options]}
      selectedKey={value ?? anyLabel}
      onChange={(key) => onChange(key === anyLabel ? null : key)}
      isDisabled={isDisabled}
    />
  );
}

/** The categories of a facet as checkboxes, a parent's children nested under it. */
function FacetCheckboxes({ facetKey, categories, filters, onToggle }: {
  facetKey: string;
  categories: readonly EventFilter[];
  filters: readonly EventFilter[];
  onToggle: (facetKey: string, item: EventFilter, on: boolean) => void;
}) {
  return (
    <>
      {categories.map((c) => (
        <div key={`${c.filterKey}|${c.filterValue}`}>
          <Checkbox className={styles.checkbox} isSelected={isFilterChosen(filters, c)} onChange={(on) => onToggle(facetKey, c, on)}>
            <span className={styles.checkboxBox} aria-hidden="true" />
            {c.label ?? c.filterValue} ({c.count ?? 0})
          </Checkbox>
          {c.subFilters && c.subFilters.length > 0 ? (
            <div className={styles.nested}>
              <FacetCheckboxes facetKey={facetKey} categories={c.subFilters} filters={filters} onToggle={onToggle} />
            </div>
          ) : null}
        </div>
      ))}
    </>
  );
}

/** A radio of the sort or date choice, with its mark. */
function Choice({ value, children }: { value: string; children: string }) {
  return (
    <Radio value={value} className={styles.radio}>
      <span className={styles.radioMark} aria-hidden="true" />
      {children}
    </Radio>
  );
}

const labelOf = (c: EventFilter) => c.label ?? c.filterValue.split('>').at(-1) ?? c.filterValue;

/**
 * The 'Filter / Sort' panel (spec 001 §2, §4, §9): the sort (Recommended, Most Recent, Event Name),
 * the location (Any Country, Any State/Province/Region, Any City), the date (All Active Events or a
 * date range), the other facets as checkboxes with their counts, 'Clear All' and 'See Results'.
 * Every control is a react-aria control: usable with the keyboard alone.
 */
export function EventFilters({ search, facets, onSeeResults, id }: { search: EventSearch; facets: readonly EventFacet[]; onSeeResults: () => void; id: string }) {
  const titleId = useId();
  const { state, location, dates } = search;
  const countries = facets.find((g) => g.key === 'Location')?.categories ?? [];
  const country = countries.find((c) => c.filterValue === location.country);
  const stateItem = country?.subFilters?.find((s) => s.filterValue === `${location.country}>${location.state}`);
  const dateChoice = dates.kind === 'allActive' ? 'allActive' : dates.kind === 'range' ? 'range' : null;
  const range = dates.kind === 'range' ? dates : { from: null, to: null };
  return (
    <section id={id} className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {EVENTS_MESSAGES.filterSort}
      </h2>
      <RadioGroup className={styles.group} value={state.sort} onChange={(sort) => search.setSort(sort as EventSortId)}>
        <Label className={styles.groupTitle}>{EVENTS_MESSAGES.sortBy}</Label>
        {EVENT_SORT_OPTIONS.map((o) => (
          <Choice key={o.id} value={o.id}>
            {o.label}
          </Choice>
        ))}
      </RadioGroup>
      <div className={styles.group} role="group" aria-label={EVENTS_MESSAGES.location}>
        <span className={styles.groupTitle} aria-hidden="true">
          {EVENTS_MESSAGES.location}
        </span>
        <LocationSelect
          label="Country"
          anyLabel={LOCATION_DEFAULTS.country}
          options={countries.map(labelOf)}
          value={location.country}
          isDisabled={countries.length === 0}
          onChange={(value) => search.selectLocation('country', value)}
        />
        <LocationSelect
          label="State/Province/Region"
          anyLabel={LOCATION_DEFAULTS.state}
          options={(country?.subFilters ?? []).map(labelOf)}
          value={location.state}
          isDisabled={!country}
          onChange={(value) => search.selectLocation('state', value)}
        />
        <LocationSelect
          label="City"
          anyLabel={LOCATION_DEFAULTS.city}
          options={(stateItem?.subFilters ?? []).map(labelOf)}
          value={location.city}
          isDisabled={!stateItem}
          onChange={(value) => search.selectLocation('city', value)}
        />
      </div>
      <RadioGroup
        className={styles.group}
        value={dateChoice}
        onChange={(choice) => search.selectDates(choice === 'allActive' ? { kind: 'allActive' } : { kind: 'range', from: range.from, to: range.to })}
      >
        <Label className={styles.groupTitle}>{EVENTS_MESSAGES.date}</Label>
        <Choice value="allActive">{EVENTS_MESSAGES.allActiveEvents}</Choice>
        <Choice value="range">{EVENTS_MESSAGES.dateRange}</Choice>
      </RadioGroup>
      {dateChoice === 'range' ? (
        <div className={styles.nested}>
          <TextField className={styles.field} value={range.from ?? ''} onChange={(from) => search.selectDates({ kind: 'range', from: from || null, to: range.to })}>
            <Label className={styles.label}>{EVENTS_MESSAGES.startDateEarliest}</Label>
            <Input type="date" className={styles.input} />
          </TextField>
          <TextField className={styles.field} value={range.to ?? ''} onChange={(to) => search.selectDates({ kind: 'range', from: range.from, to: to || null })}>
            <Label className={styles.label}>{EVENTS_MESSAGES.startDateLatest}</Label>
            <Input type="date" className={styles.input} />
          </TextField>
        </div>
      ) : null}
      {facets
        .filter((g) => !OWN_CONTROLS.has(g.key) && g.categories.length > 0)
        .map((g) => (
          <div key={g.key} className={styles.group} role="group" aria-label={g.key}>
            <span className={styles.groupTitle} aria-hidden="true">
              {g.key}
            </span>
            <FacetCheckboxes facetKey={g.key} categories={g.categories} filters={state.filters} onToggle={search.toggle} />
          </div>
        ))}
      <div className={styles.actions}>
        <Button className={styles.secondaryButton} onPress={search.clearAll}>
          {EVENTS_MESSAGES.clearAll}
        </Button>
        <Button className={styles.button} onPress={onSeeResults}>
          {EVENTS_MESSAGES.seeResults}
        </Button>
      </div>
    </section>
  );
}
