import { useRelatedCommunities, type CallResult, type NetworkCommunityRef, type RelatedCommunity } from '@ypo/headless';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { button, secondaryButton } from '../../components/button.css';
import { TextInput } from '../../components/form';
import { AlertText } from '../../components/notice';
import { ReorderList } from '../../components/reorder-list';
import { Panel } from '../../components/panel';
import { ListSkeleton } from './section';
import * as styles from './networks.css';

type Listed = RelatedCommunity & { readonly id: string };

/** The add and edit form of a related community: its title and address. */
function RelatedCommunityForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: { title: string; url: string };
  submitLabel: string;
  onSubmit: (input: { title: string; url: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(initial.title);
  const [url, setUrl] = useState(initial.url);
  const canSave = title.trim() !== '' && /^https?:\/\/\S+$/i.test(url.trim());
  return (
    <form
      className={styles.form}
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSave) return;
        void onSubmit({ title: title.trim(), url: url.trim() }).then(() => {
          setTitle(initial.title);
          setUrl(initial.url);
        });
      }}
    >
      <TextInput label="Title" value={title} onChange={setTitle} />
      <TextInput label="Address" value={url} onChange={setUrl} description="A web address starting with https://" />
      <div className={styles.actions}>
        <Button type="submit" className={button} isDisabled={!canSave}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button className={secondaryButton} onPress={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * A network's related communities (spec 001 §3, §6, §8): the list in its order; its admins add,
 * edit, reorder (the one ReorderList) and delete them. A failed update is only logged (the list
 * goes back); the other failures show their message.
 */
export function RelatedCommunities({ community, canEdit }: { community: NetworkCommunityRef; canEdit: boolean }) {
  const related = useRelatedCommunities(community);
  const [editing, setEditing] = useState<string | null>(null);
  // spec 001 §8: a failed update is only logged; a failed add, delete or move shows its message.
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const shown = async (call: Promise<CallResult<unknown> | undefined>) => {
    const result = await call;
    if (result) setFailure(result.ok ? undefined : result.error.message);
    return result;
  };
  const items = related.items.filter((r): r is Listed => typeof r.id === 'string');
  if (!canEdit && !related.isLoading && items.length === 0) return null;
  return (
    <Panel title="Related communities">
      {related.isLoading ? <ListSkeleton label="Loading the related communities" rows={2} /> : null}
      <AlertText message={related.error?.message} />
      {canEdit ? (
        <>
          <ReorderList
            label="Related communities"
            items={items}
            textOf={(r) => r.title}
            onMove={(from, to) => void shown(related.move(from, to))}
            isBusy={related.isSaving}
            renderEmptyState={() => <p className={styles.muted}>No related communities yet.</p>}
            renderContent={(r) =>
              editing === r.id ? (
                <RelatedCommunityForm
                  initial={{ title: r.title, url: r.url }}
                  submitLabel={`Save ${r.title}`}
                  onSubmit={async (input) => {
                    setEditing(null);
                    await related.update({ ...r, ...input });
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Link className={styles.link} href={r.url}>
                  {r.title}
                </Link>
              )
            }
            renderActions={(r) => (
              <>
                <Button className={secondaryButton} aria-label={`Edit ${r.title}`} onPress={() => setEditing(r.id)}>
                  Edit
                </Button>
                <Button className={secondaryButton} aria-label={`Delete ${r.title}`} isDisabled={related.isSaving} onPress={() => void shown(related.remove(r.id))}>
                  Delete
                </Button>
              </>
            )}
          />
          <AlertText message={failure} />
          <RelatedCommunityForm initial={{ title: '', url: '' }} submitLabel="Add related community" onSubmit={(input) => shown(related.create(input))} />
        </>
      ) : (
        <ul className={styles.plainList} aria-label="Related communities">
          {items.map((r) => (
            <li key={r.id}>
              <Link className={styles.link} href={r.url}>
                {r.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
