import { useFeaturedNews, type FeaturedNews } from '@ypo/headless';
import { AlertText } from '../../components/form';
import { FeaturedCarousel, slideOf } from './carousel';
import { FeaturedEditor, type EditorRow } from './featured-editor';
import { draftOf, type FeaturedDraft } from './featured-form';
import * as styles from './featured.css';

const newsOfDraft = (draft: FeaturedDraft, saved: FeaturedNews | undefined): FeaturedNews => ({
  ...saved,
  title: draft.title.trim(),
  subtitle: draft.subtitle.trim(),
  description: draft.description.trim(),
  url: draft.url,
  featuredNewsImage: { url: draft.image.trim() },
  isImageOverLay: draft.isImageOverLay,
});

/**
 * The featured news of /home (spec 001 §3, §7): the news carousel (at most 4, rotating every
 * 7000 ms, with Pause) and, for those who may edit it (`canEdit`, the caller's decision), the
 * editor: add, edit, delete and reorder, each saving the whole list.
 */
export function HomeFeaturedNews({ canEdit }: { canEdit: boolean }) {
  const news = useFeaturedNews();
  const rows: EditorRow[] = news.news.flatMap((item) =>
    item.id === undefined ? [] : [{ id: item.id, title: item.title, imageUrl: item.featuredNewsImage.url, draft: draftOf(item, item.featuredNewsImage.url) }],
  );
  const isEmpty = !news.isLoading && !news.error && news.news.length === 0;
  if (isEmpty && !canEdit) return null;
  return (
    // Not a landmark of its own: the carousel is the 'Featured news' region.
    <div className={styles.section}>
      <h2 className={styles.heading}>Featured news</h2>
      {news.isLoading ? <p role="status">Loading the featured news…</p> : null}
      <AlertText message={news.error?.message} />
      <FeaturedCarousel label="Featured news" slides={news.news.map((item, at) => slideOf(item, item.featuredNewsImage.url, at))} />
      {canEdit ? (
        <FeaturedEditor
          kind="news"
          title="Edit featured news"
          noun="news item"
          rows={rows}
          isSaving={news.isSaving}
          onSave={(draft, id) => news.saveItem(newsOfDraft(draft, news.news.find((item) => item.id === id)))}
          onDelete={news.remove}
          onReorder={(ids) => news.save(ids.flatMap((id) => news.news.filter((item) => item.id === id)))}
        />
      ) : null}
    </div>
  );
}
