import { urlOptional, useCommunityAbout, useForm, type ContentCommunity, type FormSchema, type Validator } from '@ypo/headless';
import { TextInput } from '../../components/form';
import { SafeHtml } from '../../components/safe-html';
import * as styles from './chapter-content.css';
import { ContentSection, SaveForm, linesOf } from './section';
import { Picture } from '../../components/picture';

// Each image address, one a line, must be an http(s) address (spec 001 §5 url rule).
const imageLines: Validator = (value, context) => linesOf(typeof value === 'string' ? value : '').flatMap((line) => urlOptional(line, context)).slice(0, 1);
const ABOUT_SCHEMA = { images: imageLines } satisfies FormSchema;

/** Images of an about section or a message, with the text they illustrate as their alternative. */
export function ContentImages({ images, alt }: { images: readonly string[] | undefined; alt: string }) {
  if (!images?.length) return null;
  return (
    <ul className={styles.images}>
      {images.map((src, index) => (
        <li key={src}>
          <Picture className={styles.image} src={src} alt={images.length > 1 ? `${alt} (${index + 1} of ${images.length})` : alt} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

/** The about section (spec 001 §3: text with images); admins edit it in Admin View. */
export function AboutSection({ community, name, canEdit }: { community: ContentCommunity; name: string; canEdit: boolean }) {
  const about = useCommunityAbout(community);
  const description = about.about?.description ?? '';
  return (
    <ContentSection
      title="About"
      query={about}
      editor={canEdit ? (close) => <AboutForm about={about} onClose={close} /> : undefined}
    >
      {description.trim() ? <SafeHtml html={description} /> : <p className={styles.muted}>Nothing here yet.</p>}
      <ContentImages images={about.about?.images} alt={`About ${name}`} />
    </ContentSection>
  );
}

function AboutForm({ about, onClose }: { about: ReturnType<typeof useCommunityAbout>; onClose: () => void }) {
  const form = useForm(ABOUT_SCHEMA, { description: about.about?.description ?? '', images: (about.about?.images ?? []).join('\n') });
  return (
    <SaveForm
      label="Edit about"
      validate={form.validate}
      save={() => about.save({ description: form.values.description, images: linesOf(form.values.images) })}
      isSaving={about.isSaving}
      onClose={onClose}
    >
      <TextInput label="About text" isMultiline autoFocus {...form.field('description')} />
      <TextInput label="Image addresses" description="One image address a line." isMultiline {...form.field('images')} />
    </SaveForm>
  );
}
