import {
  EMAIL_FREQUENCIES,
  MESSAGES,
  EMAIL_PREFERENCE_LABELS,
  emailSectionsOf,
  paths,
  visibilityLabel,
  withEmailFrequency,
  withNotificationOption,
  withVisibility,
  useEmailSettings,
  useNotificationSettings,
  useVisibilitySettings,
  type EmailFrequency,
  type SaveOutcome,
} from '@ypo/headless';
import { Suspense, lazy, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Label, Link, Radio, RadioGroup, Switch } from 'react-aria-components';
import { AlertText, Notice } from '../../components/notice';
import { Outlet, useLocation } from 'react-router';
import { Skeleton, SkeletonLine, SkeletonShape } from '../../components/skeleton';
import * as styles from './privacy-settings.css';

// The notification select (react-aria Select, Popover, ListBox) is its own chunk: the other two
// pages never load it, and the notification page fetches it alongside its settings.
const loadNotificationSelect = () => import('./notification-select');
const NotificationSelect = lazy(() => loadNotificationSelect().then((m) => ({ default: m.NotificationSelect })));

const PAGES = [
  { href: paths.emailSettings(), label: 'Email settings' },
  { href: paths.notification(), label: 'Notifications' },
  { href: paths.visibility(), label: 'Visibility' },
] as const;

/** /privacySettings: the tabs of the three settings pages. */
export function PrivacySettingsLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Privacy and notification settings | Connect';
  }, []);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Privacy and notification settings</h1>
      <nav aria-label="Privacy settings">
        <ul className={styles.tabs}>
          {PAGES.map((page) => (
            <li key={page.href}>
              <Link className={styles.tab} href={page.href} {...(pathname.toLowerCase() === page.href.toLowerCase() ? { 'aria-current': 'page' as const } : {})}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

/** The result of the last save: the spec's success text, or its failure text. */
function Outcome({ outcome }: { outcome: SaveOutcome | undefined }) {
  if (!outcome) return null;
  return <Notice kind={outcome.isSaved ? 'success' : 'error'} message={outcome.message} />;
}

/** A settings panel: loading and load failure, the form, its save button and the outcome. */
function Panel({
  title,
  isLoading,
  loadError,
  isSaving,
  outcome,
  onSave,
  children,
}: {
  title: string;
  isLoading: boolean;
  loadError: string | undefined;
  isSaving: boolean;
  outcome: SaveOutcome | undefined;
  onSave: () => void;
  children: ReactNode;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <section className={styles.panel} aria-labelledby="privacy-panel-title">
      <h2 id="privacy-panel-title" className={styles.subheading}>
        {title}
      </h2>
      {isLoading ? (
        <Skeleton label={`Loading your ${title.toLowerCase()}`} className={styles.form}>
          {[0, 1, 2].map((i) => (
            <span key={i} className={styles.setting}>
              <SkeletonLine width="half" />
              <SkeletonLine width="wide" />
            </span>
          ))}
          <span className={styles.actions}>
            <SkeletonShape className={styles.button}>Save</SkeletonShape>
          </span>
        </Skeleton>
      ) : null}
      <AlertText message={loadError} />
      {!isLoading && !loadError ? (
        <form className={styles.form} noValidate aria-busy={isSaving} onSubmit={onSubmit}>
          {children}
          <Outcome outcome={outcome} />
          <div className={styles.actions}>
            <Button type="submit" className={styles.button}>
              Save
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

const LOAD_ERROR = MESSAGES.errorOccurredTryLater;

/**
 * Edits on a copy of the loaded settings: `edit` replaces the draft (and clears the last outcome),
 * a successful save drops the draft so the page shows what the server holds; a failed one keeps it.
 */
function useDraft<T>(settings: T | undefined, save: (value: T) => Promise<SaveOutcome | undefined>) {
  const [draft, setDraft] = useState<T>();
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const current = draft ?? settings;
  const edit = (next: T) => {
    setOutcome(undefined);
    setDraft(next);
  };
  const onSave = async () => {
    if (current === undefined) return;
    const result = await save(current);
    if (!result) return;
    setOutcome(result);
    if (result.isSaved) setDraft(undefined);
  };
  return { current, edit, outcome, onSave };
}

/** privacySettings/emailSettings: a frequency per email preference, by section (spec 002 §9). */
export function EmailSettingsPage() {
  const { settings, error, isLoading, isSaving, save } = useEmailSettings();
  const { current, edit, outcome, onSave } = useDraft(settings, save);
  return (
    <Panel title="Email settings" isLoading={isLoading} loadError={error ? LOAD_ERROR : undefined} isSaving={isSaving} outcome={outcome} onSave={() => void onSave()}>
      {current
        ? emailSectionsOf(current).map((group) => (
            <fieldset key={group.section} className={styles.section}>
              <legend className={styles.sectionTitle}>{group.section}</legend>
              {group.preferences.map((preference) => (
                <RadioGroup
                  key={preference.key}
                  className={styles.setting}
                  orientation="horizontal"
                  value={String(preference.frequency)}
                  onChange={(value) => {
                    edit(withEmailFrequency(current, preference.key, Number(value) as EmailFrequency));
                  }}
                >
                  <Label className={styles.label}>{EMAIL_PREFERENCE_LABELS[preference.key]}</Label>
                  <div className={styles.radios}>
                    {EMAIL_FREQUENCIES.map((frequency) => (
                      <Radio key={frequency.value} value={String(frequency.value)} className={styles.radio}>
                        <span className={styles.radioMark} aria-hidden="true" />
                        {frequency.label}
                      </Radio>
                    ))}
                  </div>
                </RadioGroup>
              ))}
            </fieldset>
          ))
        : null}
    </Panel>
  );
}

/** privacySettings/notification: a notification option per community (spec 002 §9). */
export function NotificationSettingsPage() {
  useEffect(() => void loadNotificationSelect(), []);
  const { settings, error, isLoading, isSaving, save } = useNotificationSettings();
  const { current, edit, outcome, onSave } = useDraft(settings, save);
  return (
    <Panel title="Notifications" isLoading={isLoading} loadError={error ? LOAD_ERROR : undefined} isSaving={isSaving} outcome={outcome} onSave={() => void onSave()}>
      {current && current.communities.length === 0 ? <p>You do not belong to any community yet.</p> : null}
      {current?.communities.map((community) => (
        <Suspense
          key={community.communityId}
          fallback={
            <span className={styles.select}>
              <SkeletonLine width="half" />
              <SkeletonShape className={styles.selectButton}>{community.notificationOption} ▾</SkeletonShape>
            </span>
          }
        >
          <NotificationSelect
            label={community.name ?? community.communityId}
            option={community.notificationOption}
            onChange={(option) => edit(withNotificationOption(current, community.communityId, option))}
          />
        </Suspense>
      ))}
    </Panel>
  );
}

/** privacySettings/visibility: who may see each part of the profile. */
export function VisibilitySettingsPage() {
  const { settings, error, isLoading, isSaving, save } = useVisibilitySettings();
  const { current, edit, outcome, onSave } = useDraft(settings, save);
  return (
    <Panel title="Visibility" isLoading={isLoading} loadError={error ? LOAD_ERROR : undefined} isSaving={isSaving} outcome={outcome} onSave={() => void onSave()}>
      <p>Choose which parts of your profile other members can see.</p>
      {current?.visibilitySettings.map((setting) => (
        <Switch
          key={setting.key}
          className={styles.switchRow}
          isSelected={setting.isVisible}
          onChange={(isVisible) => {
            edit(withVisibility(current, setting.key, isVisible));
          }}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {visibilityLabel(setting.key)}
        </Switch>
      ))}
    </Panel>
  );
}
