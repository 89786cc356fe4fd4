import {
  CHAIR_MESSAGE_SHORT_TEXT_MAX,
  MEMBERSHIP_REQUIREMENT_FIELDS,
  MEMBERSHIP_REQUIREMENT_LABELS,
  chairMessageSchema,
  useChairMessage,
  useChapterWelcomeMessage,
  useForm,
  welcomeMessageFormOf,
  welcomeMessageOf,
  welcomeMessageSchema,
  type ChapterWelcomeMessage,
  type ContentCommunity,
} from '@ypo/headless';
import { TextInput } from '../../components/form';
import { SafeHtml } from '../../components/safe-html';
import { ContentImages } from './about-section';
import * as styles from './chapter-content.css';
import { ContentSection, SaveForm } from './section';
import { Picture } from '../../components/picture';

/** The chair message (spec 001 §3, §5: a short text of up to 200 characters and the message, with images and the chair's picture). */
export function ChairMessageSection({ community, canEdit }: { community: ContentCommunity; canEdit: boolean }) {
  const chair = useChairMessage(community);
  const message = chair.chairMessage;
  return (
    <ContentSection title="Chair message" query={chair} editor={canEdit ? (close) => <ChairMessageForm chair={chair} onClose={close} /> : undefined}>
      <div className={styles.byline}>
        {message?.profileImageUrl ? <Picture kind="person" className={styles.portrait} src={message.profileImageUrl} alt="The chair" /> : null}
        <div>
          {message?.shortText ? <p className={styles.shortText}>{message.shortText}</p> : null}
          {message?.message.trim() ? <SafeHtml html={message.message} /> : <p className={styles.muted}>Nothing here yet.</p>}
        </div>
      </div>
      <ContentImages images={message?.images} alt="Chair message" />
    </ContentSection>
  );
}

function ChairMessageForm({ chair, onClose }: { chair: ReturnType<typeof useChairMessage>; onClose: () => void }) {
  const form = useForm(chairMessageSchema, { shortText: chair.chairMessage?.shortText ?? '', message: chair.chairMessage?.message ?? '' });
  return (
    <SaveForm
      label="Edit chair message"
      validate={form.validate}
      save={() =>
        chair.save({
          shortText: form.values.shortText,
          message: form.values.message,
          ...(chair.chairMessage?.images ? { images: chair.chairMessage.images } : {}),
          ...(chair.chairMessage?.profileImageUrl ? { profileImageUrl: chair.chairMessage.profileImageUrl } : {}),
        })
      }
      isSaving={chair.isSaving}
      onClose={onClose}
    >
      <TextInput
        label="Short text"
        description={`Up to ${CHAIR_MESSAGE_SHORT_TEXT_MAX} characters (${form.values.shortText.trim().length} now).`}
        autoFocus
        {...form.field('shortText')}
      />
      <TextInput label="Message" isMultiline {...form.field('message')} />
    </SaveForm>
  );
}

const amount = new Intl.NumberFormat('en-US');

/** The membership requirements a welcome message sets (spec 001 §3), those with a value. */
function Requirements({ welcome }: { welcome: ChapterWelcomeMessage | undefined }) {
  const rows = MEMBERSHIP_REQUIREMENT_FIELDS.flatMap((field) => {
    const value = welcome?.[field];
    if (value === null || value === undefined || value === '') return [];
    return [{ field, text: typeof value === 'number' ? amount.format(value) : value }];
  });
  if (rows.length === 0) return null;
  return (
    <dl className={styles.facts} aria-label="Membership requirements">
      {rows.map(({ field, text }) => (
        <div key={field} className={styles.factRow}>
          <dt className={styles.factName}>{MEMBERSHIP_REQUIREMENT_LABELS[field]}</dt>
          <dd className={styles.factValue}>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chapter welcome message with its membership requirement fields (spec 001 §3). */
export function WelcomeMessageSection({ communityId, canEdit }: { communityId: string; canEdit: boolean }) {
  const welcome = useChapterWelcomeMessage(communityId);
  const message = welcome.welcomeMessage?.message ?? '';
  return (
    <ContentSection title="Welcome message" query={welcome} editor={canEdit ? (close) => <WelcomeMessageForm communityId={communityId} welcome={welcome} onClose={close} /> : undefined}>
      {message.trim() ? <SafeHtml html={message} /> : <p className={styles.muted}>Nothing here yet.</p>}
      <Requirements welcome={welcome.welcomeMessage} />
    </ContentSection>
  );
}

function WelcomeMessageForm({ communityId, welcome, onClose }: { communityId: string; welcome: ReturnType<typeof useChapterWelcomeMessage>; onClose: () => void }) {
  const form = useForm(welcomeMessageSchema, welcomeMessageFormOf(welcome.welcomeMessage));
  return (
    <SaveForm label="Edit welcome message" validate={form.validate} save={() => welcome.save(welcomeMessageOf(communityId, form.values))} isSaving={welcome.isSaving} onClose={onClose}>
      <TextInput label="Welcome message" isMultiline autoFocus {...form.field('message')} />
      <div className={styles.fieldGrid}>
        {MEMBERSHIP_REQUIREMENT_FIELDS.map((field) => (
          <TextInput key={field} label={MEMBERSHIP_REQUIREMENT_LABELS[field]} {...(field === 'enterpriseNetWorthType' ? {} : { inputMode: 'numeric' as const })} {...form.field(field)} />
        ))}
      </div>
    </SaveForm>
  );
}
