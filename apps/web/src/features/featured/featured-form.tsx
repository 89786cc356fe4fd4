import { featuredAddressOf, featuredItemSchema, featuredNewsSchema, useForm, type AppError, type CommunityEvent } from '@ypo/headless';
import { useId, useState } from 'react';
import { Button, Checkbox, Form, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import * as selectStyles from '../../components/select.css';
import type { FeaturedTexts } from './carousel';
import * as styles from './featured.css';

/** What the featured form edits: the texts of a featured post, event or news item. */
export interface FeaturedDraft {
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly url: string;
  /** The image's address (`featuredPostImage.url` or `featuredNewsImage.url`). */
  readonly image: string;
  readonly isImageOverLay: boolean;
  /** The community event a featured event shows (its `eventList`), if any. */
  readonly eventId: string | undefined;
}

/** The draft an Edit form starts from: the item's texts, its image and its event (if any). */
export const draftOf = (item: FeaturedTexts, image: string, eventId?: string): FeaturedDraft => ({
  title: item.title,
  subtitle: item.subtitle ?? '',
  description: item.description ?? '',
  url: item.url,
  image,
  isImageOverLay: item.isImageOverLay ?? false,
  eventId,
});

/** An empty draft, for a new item. */
export const EMPTY_DRAFT: FeaturedDraft = { title: '', subtitle: '', description: '', url: '', image: '', isImageOverLay: false, eventId: undefined };

type TextField = 'title' | 'subtitle' | 'description' | 'url' | 'image';

const NO_EVENT = 'none';

/** Props of {@link FeaturedForm}. */
export interface FeaturedFormProps {
  /** `item`: a community's featured post or event (description required); `news`: a home page news item. */
  readonly kind: 'item' | 'news';
  /** The form's heading. */
  readonly title: string;
  readonly initial: FeaturedDraft;
  /** The community's events a featured event may show (items only). */
  readonly events?: readonly CommunityEvent[];
  /** Saves the draft; resolves to the failure to show, or `undefined` once saved (or ignored). */
  readonly onSave: (draft: FeaturedDraft) => Promise<AppError | undefined>;
  readonly onCancel: () => void;
}

/**
 * The form of a featured item or news item (spec 001 §5): title, description (items) and link
 * required, image and link required to save, the link a valid url. Messages show on Save and clear
 * as a field is edited; a failed save shows its text and keeps every field as typed.
 */
export function FeaturedForm({ kind, title, initial, events = [], onSave, onCancel }: FeaturedFormProps) {
  const headingId = useId();
  const form = useForm<TextField>(kind === 'item' ? itemSchema : newsSchema, {
    title: initial.title,
    subtitle: initial.subtitle,
    description: initial.description,
    url: initial.url,
    image: initial.image,
  });
  const [isImageOverLay, setImageOverLay] = useState(initial.isImageOverLay);
  const [eventId, setEventId] = useState(initial.eventId);
  const [failure, setFailure] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const preview = featuredAddressOf(form.values.image);

  const pickEvent = (key: string) => {
    const event = events.find((each) => each.id === key);
    setEventId(event?.id);
    if (event && form.values.title.trim() === '') form.setValue('title', event.name);
  };

  return (
    <Form
      className={styles.form}
      aria-labelledby={headingId}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        setFailure(undefined);
        if (!form.validate()) return;
        setSaving(true);
        void onSave({ ...form.values, isImageOverLay, eventId }).then((error) => {
          setSaving(false);
          setFailure(error?.message);
        });
      }}
    >
      <h4 id={headingId} className={styles.editorHeading}>
        {title}
      </h4>
      <TextInput label="Title" {...form.field('title')} autoFocus />
      <TextInput label="Subtitle (optional)" {...form.field('subtitle')} />
      <TextInput label={kind === 'item' ? 'Description' : 'Description (optional)'} isMultiline {...form.field('description')} />
      <TextInput label="Link" description="The address the item opens, e.g. https://www.ypo.org/events" {...form.field('url')} />
      <TextInput label="Image address" description="The address of the image the item shows." {...form.field('image')} />
      {preview ? <img className={styles.thumbnail} src={preview} alt="" /> : null}
      <Checkbox className={styles.checkbox} isSelected={isImageOverLay} onChange={setImageOverLay}>
        <span className={styles.checkboxBox} aria-hidden="true" />
        Darken the image
      </Checkbox>
      {kind === 'item' && events.length > 0 ? (
        <Select selectedKey={eventId ?? NO_EVENT} onSelectionChange={(key) => pickEvent(String(key))}>
          <Label>Event (optional)</Label>
          <Button className={selectStyles.selectButton}>
            <SelectValue />
            <span aria-hidden="true"> ▾</span>
          </Button>
          <Popover className={selectStyles.popover}>
            <ListBox className={selectStyles.listBox}>
              <ListBoxItem id={NO_EVENT} className={selectStyles.option}>
                No event
              </ListBoxItem>
              {events.map((event) => (
                <ListBoxItem key={event.id} id={event.id} className={selectStyles.option}>
                  {event.name}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      ) : null}
      <AlertText message={failure} />
      <div className={styles.toolbar}>
        <Button type="submit" className={styles.primaryButton} isDisabled={isSaving}>
          Save
        </Button>
        <Button className={styles.button} onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

// The core schemas name the image field after the contract (featuredPostImage, featuredNewsImage).
const itemSchema = { title: featuredItemSchema.title, description: featuredItemSchema.description, url: featuredItemSchema.url, image: featuredItemSchema.featuredPostImage };
const newsSchema = { title: featuredNewsSchema.title, url: featuredNewsSchema.url, image: featuredNewsSchema.featuredNewsImage };
