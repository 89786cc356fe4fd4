import {
  COMMUNITY_FILTER_KEYS, DIRECTORIES_MESSAGES as T, communityDirectoryLinkOf, parseCommunityDirectoryQuery, paths, toggleCommunityFilter,
  communityFilterList, useCommunityDirectory, useCommunitySuggestions, type CommunityDirectoryQuery, type CommunityFilterKey, type CommunityFilters,
} from '@ypo/headless';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DirectoryResults, DirectorySearch, FacetFilters, FilterPills, ResultCount, type FilterPill } from './directory-parts';
import * as styles from './directories.css';

const FACET_LABELS: Record<CommunityFilterKey, string> = {
  CommunityType: T.communityType,
  CommunityFocus: T.communityFocus,
  EligibilityRequirements: T.eligibilityRequirements,
};
const isFilterKey = (key: string): key is CommunityFilterKey => (COMMUNITY_FILTER_KEYS as readonly string[]).includes(key);
const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/**
 * /communityDirectoryPage (spec 001 §2, §3, §9; spec 002 §2, §9): the communities by search text and
 * the CommunityType, CommunityFocus and EligibilityRequirements filters, in the fixed order. The
 * address holds the state (navigatedFromId, communitySearchText, communityFilters as JSON), so a
 * link or a reload opens the same search.
 */
export function CommunityDirectoryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const query = useMemo(() => parseCommunityDirectoryQuery(search), [search]);
  const [draft, setDraft] = useState(query.communitySearchText);
  const directory = useCommunityDirectory(query);
  const typeAhead = useCommunitySuggestions(draft === query.communitySearchText ? '' : draft, communityFilterList(query.filters));
  const go = (next: CommunityDirectoryQuery) => void navigate(paths.communityDirectoryPage(communityDirectoryLinkOf(next)), { replace: true });
  const setFilters = (filters: CommunityFilters) => go({ ...query, filters });

  const pills: FilterPill[] = COMMUNITY_FILTER_KEYS.flatMap((key) =>
    (query.filters[key] ?? []).map((value) => ({
      id: `${key}:${value}`,
      label: `${FACET_LABELS[key]}: ${key === 'CommunityType' ? capitalised(value) : value}`,
      onRemove: () => setFilters(toggleCommunityFilter(query.filters, key, value)),
    })),
  );
  const isNarrowed = query.communitySearchText.trim().length > 1 || pills.length > 0;

  return (
    <section className={styles.page} aria-labelledby="community-directory-title">
      <header className={styles.header}>
        <h1 id="community-directory-title" className={styles.title}>
          {T.communityDirectoryTitle}
        </h1>
      </header>
      <DirectorySearch
        label={T.searchCommunities}
        value={draft}
        onChange={setDraft}
        onSubmit={() => go({ ...query, communitySearchText: draft })}
        suggestions={typeAhead.suggestions.map((s) => {
          const name = s.label ?? s.filterValue;
          return {
            key: `${s.filterKey}:${s.filterValue}`,
            label: name,
            onPick: () => {
              setDraft(name);
              go({ ...query, communitySearchText: name });
            },
          };
        })}
      />
      <div className={styles.layout}>
        <aside className={styles.filters} aria-label={T.filters}>
          <FacetFilters
            ribbon={directory.ribbon}
            labels={FACET_LABELS}
            chosen={(key) => (isFilterKey(key) ? (query.filters[key] ?? []) : [])}
            onChange={(key, values) => {
              if (!isFilterKey(key)) return;
              const { [key]: _dropped, ...rest } = query.filters;
              setFilters(values.length > 0 ? { ...rest, [key]: values } : rest);
            }}
          />
        </aside>
        <div className={styles.results}>
          <FilterPills pills={pills} onClearAll={() => setFilters({})} />
          <ResultCount total={directory.total} />
          <DirectoryResults
            label={T.communityDirectoryTitle}
            state={directory}
            rows={directory.results.map((c) => ({ key: c.id, href: paths.communityPage(c.communityType, c.id), name: c.name, detail: capitalised(c.communityType) }))}
            emptyText={T.noResults}
            hasHints={isNarrowed}
          />
        </div>
      </div>
    </section>
  );
}
