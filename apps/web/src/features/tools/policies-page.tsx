import { POLICIES_MESSAGES, policyHeadingOf, usePolicyArticle, usePolicyHeadings, usePolicySearch, type PolicyArticleSummary } from '@ypo/headless';
import { useId, useState } from 'react';
import { Button, Form, Input, Label, Link, SearchField, Text } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { AlertText } from '../../components/form';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './tools.css';

/** The query parameter naming the open article: an article has an address of its own. */
const ARTICLE_PARAM = 'article';

/** A link to an article of the page (its address keeps the page and names the article). */
function ArticleLink({ article, openId }: { article: PolicyArticleSummary; openId: string | undefined }) {
  const isOpen = openId?.toLowerCase() === article.id.toLowerCase();
  return (
    <Link className={styles.link} href={`?${ARTICLE_PARAM}=${encodeURIComponent(article.id)}`} {...(isOpen ? { 'aria-current': 'page' as const } : {})}>
      {article.title}
    </Link>
  );
}

/** The search form: the term is searched when sent (Enter or Search), trimmed, once over 1 character. */
function PolicySearch({ openId }: { openId: string | undefined }) {
  const [draft, setDraft] = useState('');
  const [sent, setSent] = useState('');
  const search = usePolicySearch(sent);
  const resultsId = useId();
  return (
    <section className={styles.panel} aria-label={POLICIES_MESSAGES.searchLabel}>
      <Form
        className={styles.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSent(draft);
        }}
      >
        <SearchField className={styles.searchField} value={draft} onChange={setDraft} onClear={() => setSent('')}>
          <Label>{POLICIES_MESSAGES.searchLabel}</Label>
          <Input className={styles.input} />
          <Text slot="description" className={styles.muted}>
            {POLICIES_MESSAGES.searchHint}
          </Text>
        </SearchField>
        <Button type="submit" className={styles.button}>
          {POLICIES_MESSAGES.searchButton}
        </Button>
      </Form>
      <AlertText message={search.error?.message} />
      {search.term !== undefined && search.results !== undefined ? (
        <div aria-live="polite">
          <h2 id={resultsId} className={styles.subheading}>
            {POLICIES_MESSAGES.resultsFor(search.term)}
          </h2>
          {search.results.length === 0 ? (
            <p className={styles.muted}>{POLICIES_MESSAGES.noResults}</p>
          ) : (
            <ul className={styles.list} aria-labelledby={resultsId}>
              {search.results.map((article) => (
                <li key={article.id}>
                  <ArticleLink article={article} openId={openId} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The open article: its title and its HTML body, only through the one sanitising component. */
function PolicyArticleView({ id, headingTitle }: { id: string | undefined; headingTitle: string | undefined }) {
  const { article, error, isLoading } = usePolicyArticle(id);
  if (id === undefined) return <p className={styles.muted}>{POLICIES_MESSAGES.chooseArticle}</p>;
  if (error) return <AlertText message={POLICIES_MESSAGES.articleLoadFailed} />;
  if (isLoading || article === undefined) {
    return (
      <Skeleton label={POLICIES_MESSAGES.title}>
        <SkeletonLine size="title" width="half" />
        <SkeletonLine />
        <SkeletonLine width="wide" />
      </Skeleton>
    );
  }
  return (
    <article className={styles.article} aria-labelledby="policy-article-title">
      {headingTitle ? <p className={styles.muted}>{headingTitle}</p> : null}
      <h2 id="policy-article-title" className={styles.heading}>
        {article.title}
      </h2>
      <SafeHtml html={article.content} />
    </article>
  );
}

/**
 * /policiesProcedures (spec 002 §2, §7): the topics (get-headings) with their articles, the open
 * article (get-article-data/{id}, named by the address's `article` query so it can be linked and the
 * back button works) and a search by term over the policies (search/{term}).
 */
export function PoliciesPage() {
  const [params] = useSearchParams();
  const openId = params.get(ARTICLE_PARAM) ?? undefined;
  const { headings, error, isLoading } = usePolicyHeadings();
  const topicsId = useId();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{POLICIES_MESSAGES.title}</h1>
      <PolicySearch openId={openId} />
      <div className={styles.columns}>
        <nav className={styles.panel} aria-labelledby={topicsId}>
          <h2 id={topicsId} className={styles.heading}>
            {POLICIES_MESSAGES.headings}
          </h2>
          <AlertText message={error ? POLICIES_MESSAGES.loadFailed : undefined} />
          {isLoading ? (
            <Skeleton label={POLICIES_MESSAGES.headings}>
              <SkeletonLine />
              <SkeletonLine width="wide" />
              <SkeletonLine width="half" />
            </Skeleton>
          ) : null}
          {headings?.map((heading) => (
            <section key={heading.id} aria-labelledby={`policy-heading-${heading.id}`}>
              <h3 id={`policy-heading-${heading.id}`} className={styles.subheading}>
                {heading.title}
              </h3>
              <ul className={styles.list}>
                {heading.articles.map((article) => (
                  <li key={article.id}>
                    <ArticleLink article={article} openId={openId} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className={styles.panel}>
          <PolicyArticleView id={openId} headingTitle={openId ? policyHeadingOf(headings, openId)?.title : undefined} />
        </div>
      </div>
    </div>
  );
}
