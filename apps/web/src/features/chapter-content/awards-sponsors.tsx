import { sponsorSchema, useCommunityAwards, useCommunitySponsors, useForm, useSnackbar, type Sponsor } from '@ypo/headless';
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import * as styles from './chapter-content.css';
import { ContentSection } from './section';
import { Picture } from '../../components/picture';

/** The awards of a chapter (spec 001 §7: read only). */
export function AwardsSection({ communityId, communityName }: { communityId: string; communityName: string }) {
  const { awards, ...query } = useCommunityAwards({ communityId, communityName });
  return (
    <ContentSection title="Awards" query={query}>
      {awards?.length ? (
        <ul className={styles.cards}>
          {awards.map((award) => (
            <li key={award.id} className={styles.card}>
              {award.imageUrl ? <Picture kind="logo" className={styles.logo} src={award.imageUrl} alt="" loading="lazy" /> : null}
              <h3 className={styles.cardTitle}>{award.title}</h3>
              {award.description ? <p className={styles.muted}>{award.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No awards yet.</p>
      )}
    </ContentSection>
  );
}

/** The sponsors of a chapter (spec 001 §3, §6): edited in Admin View when the server says the viewer may (`canEdit`). */
export function SponsorsSection({ communityId, adminView }: { communityId: string; adminView: boolean }) {
  const sponsors = useCommunitySponsors(communityId);
  const list = sponsors.sponsors ?? [];
  const canEdit = adminView && sponsors.canEdit;
  return (
    <ContentSection title="Sponsors" query={sponsors} editor={canEdit ? (close) => <SponsorsEditor sponsors={sponsors} onClose={close} /> : undefined}>
      {list.length ? (
        <ul className={styles.cards}>
          {list.map((sponsor) => (
            <li key={sponsor.id} className={styles.card}>
              {sponsor.imageUrl ? <Picture kind="logo" className={styles.logo} src={sponsor.imageUrl} alt="" loading="lazy" /> : null}
              {sponsor.url ? (
                <a className={styles.link} href={sponsor.url} target="_blank" rel="noopener noreferrer">
                  {sponsor.name}
                </a>
              ) : (
                <span>{sponsor.name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No sponsors yet.</p>
      )}
    </ContentSection>
  );
}

/** The sponsors editor: remove a sponsor or add one; each change is saved at once. */
function SponsorsEditor({ sponsors, onClose }: { sponsors: ReturnType<typeof useCommunitySponsors>; onClose: () => void }) {
  const { show } = useSnackbar();
  const [error, setError] = useState<string | undefined>();
  const form = useForm(sponsorSchema, { name: '', url: '', imageUrl: '' });
  const list = sponsors.sponsors ?? [];
  const saveList = async (next: readonly Sponsor[]) => {
    setError(undefined);
    const result = await sponsors.save(next);
    if (!result) return false;
    if (!result.ok) {
      setError(result.error.message);
      return false;
    }
    show(result.message, 'success');
    return true;
  };
  return (
    <div className={styles.form}>
      <ul className={styles.cards}>
        {list.map((sponsor) => (
          <li key={sponsor.id} className={styles.card}>
            <span>{sponsor.name}</span>
            <Button
              className={styles.dangerButton}
              aria-label={`Remove sponsor ${sponsor.name}`}
              isDisabled={sponsors.isSaving}
              onPress={() => void saveList(list.filter((each) => each.id !== sponsor.id))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Form
        className={styles.form}
        aria-label="Add a sponsor"
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.validate()) return;
          const { name, url, imageUrl } = form.values;
          const sponsor: Sponsor = { id: crypto.randomUUID(), name: name.trim(), ...(url.trim() ? { url: url.trim() } : {}), ...(imageUrl.trim() ? { imageUrl: imageUrl.trim() } : {}) };
          void saveList([...list, sponsor]).then((isSaved) => isSaved && form.reset());
        }}
      >
        <div className={styles.fieldGrid}>
          <TextInput label="Sponsor name" {...form.field('name')} />
          <TextInput label="Sponsor site address" {...form.field('url')} />
          <TextInput label="Sponsor logo address" {...form.field('imageUrl')} />
        </div>
        <AlertText message={error} />
        <div className={styles.toolbar}>
          <Button type="submit" className={styles.primaryButton} isDisabled={sponsors.isSaving}>
            Add sponsor
          </Button>
          <Button className={styles.button} onPress={onClose}>
            Done
          </Button>
        </div>
      </Form>
    </div>
  );
}
