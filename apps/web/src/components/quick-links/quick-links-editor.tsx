import { MY_QUICK_LINKS_MESSAGES, quickLinkChoicesOf, quickLinkSchema, useForm, useQuickLinksEditor, useSnackbar, type ContentSaveResult, type QuickLinkItem } from '@ypo/headless';
import { useId, useState, type ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { AlertText, Notice, TextInput } from '../form';
import { ReorderList } from '../reorder-list';
import { SelectField } from '../select-field';
import * as styles from './quick-links.css';

/** Props of {@link QuickLinksEditor}: the same for the chapter's quick links and the personal My Quick Links. */
export interface QuickLinksEditorProps {
  /** The editor's heading, e.g. 'Edit chapter quick links' or 'Edit My Quick Links'. */
  readonly title: string;
  readonly headingLevel?: 2 | 3;
  /** The saved links (`undefined` while loading): the draft follows them, and a failed save keeps the draft. */
  readonly links: readonly QuickLinkItem[] | undefined;
  /** Saves the edited list (e.g. `useChapterQuickLinks(id).save`); its result's text is shown. */
  readonly onSave: (links: readonly QuickLinkItem[]) => Promise<ContentSaveResult<unknown> | undefined>;
  readonly isSaving?: boolean;
  /** Called after a successful save (e.g. to close the editor). */
  readonly onSaved?: () => void;
  /** Called by the Cancel button; without it there is no Cancel button. */
  readonly onCancel?: () => void;
  /** Puts the focus on the first link when the editor opens (an editor opened by a button). */
  readonly autoFocus?: boolean;
  /**
   * The links a member may choose (My Quick Links, spec 002 §7): links are then added by choosing one
   * not yet in the list, instead of typing a label and an address (the chapter's quick links).
   */
  readonly choices?: readonly QuickLinkItem[];
}

/**
 * THE quick links editor (spec 001 §5): up to 24 shortcuts, reordered in the one `ReorderList` (drag,
 * Move handle keys, Move up / Move down, Alt + arrow keys), added with a label and a valid address,
 * removed; at 24 the maximum-reached message shows and adding stops. Saving shows the save's text as
 * a snackbar, or its failure beside the list, which stays as edited.
 */
export function QuickLinksEditor({ title, headingLevel = 3, links, onSave, isSaving = false, onSaved, onCancel, autoFocus = false, choices }: QuickLinksEditorProps) {
  const editor = useQuickLinksEditor(links);
  const { show } = useSnackbar();
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { items } = editor;

  const save = async () => {
    setError(undefined);
    const result = await onSave(items);
    if (!result) return;
    if (!result.ok) return setError(result.error.message);
    show(result.message, 'success');
    onSaved?.();
  };

  return (
    <section className={styles.editor} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <ReorderList
        labelledBy={headingId}
        items={items}
        textOf={(item) => item.label}
        onMove={editor.moveTo}
        autoFocus={autoFocus}
        renderEmptyState={() => <p className={styles.hint}>No quick links yet.</p>}
        renderContent={(item, index) => (
          <>
            <span className={styles.position} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.label}>
              {item.label}
              <span className={styles.url}>{item.navigationUrl}</span>
            </span>
          </>
        )}
        renderActions={(item) => (
          <Button className={styles.dangerButton} aria-label={`Remove ${item.label}`} onPress={() => editor.remove(item.id)}>
            Remove
          </Button>
        )}
      />
      {choices ? (
        <ChooseQuickLink choices={quickLinkChoicesOf(choices, items)} canAdd={editor.canAdd} limitMessage={editor.limitMessage} onAdd={editor.add} />
      ) : (
        <AddQuickLink canAdd={editor.canAdd} limitMessage={editor.limitMessage} onAdd={editor.add} />
      )}
      <AlertText message={error} />
      <div className={styles.toolbar}>
        <Button className={styles.primaryButton} isDisabled={!editor.isDirty || isSaving} onPress={() => void save()}>
          Save quick links
        </Button>
        <Button
          className={styles.button}
          onPress={() => {
            editor.reset();
            setError(undefined);
            onCancel?.();
          }}
        >
          {onCancel ? 'Cancel' : 'Undo changes'}
        </Button>
      </div>
    </section>
  );
}

/** Props of {@link AddForm}: what the add form holds and does. */
interface AddFormProps {
  /** Whether the list may take another link (under 24). */
  readonly canAdd: boolean;
  /** The maximum-reached message, shown at 24. */
  readonly limitMessage: string | undefined;
  /** Whether the fields give a link to add (besides `canAdd`). */
  readonly isReady: boolean;
  /** Adds the link the fields give; called on submit when the list may take it. */
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** The one shell of the add forms: 'Add a quick link', the fields, Add link, and at the maximum the maximum-reached message. */
function AddForm({ canAdd, limitMessage, isReady, onSubmit, children }: AddFormProps) {
  const headingId = useId();
  return (
    <Form
      className={styles.addForm}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (canAdd) onSubmit();
      }}
    >
      <p id={headingId} className={styles.hint}>
        Add a quick link
      </p>
      {children}
      <div className={styles.toolbar}>
        <Button type="submit" className={styles.button} isDisabled={!canAdd || !isReady}>
          Add link
        </Button>
      </div>
      <Notice kind="warning" message={limitMessage} />
    </Form>
  );
}

/** The add form of the chapter's quick links: a label and an address. */
function AddQuickLink({ canAdd, limitMessage, onAdd }: { canAdd: boolean; limitMessage: string | undefined; onAdd: (item: QuickLinkItem) => void }) {
  const form = useForm(quickLinkSchema, { label: '', navigationUrl: '' });
  return (
    <AddForm
      canAdd={canAdd}
      limitMessage={limitMessage}
      isReady
      onSubmit={() => {
        if (!form.validate()) return;
        onAdd({ id: crypto.randomUUID(), label: form.values.label.trim(), navigationUrl: form.values.navigationUrl.trim() });
        form.reset();
      }}
    >
      <TextInput label="Link label" {...form.field('label')} />
      <TextInput label="Link address" description="For example https://www.example.org/page" {...form.field('navigationUrl')} />
    </AddForm>
  );
}

/** The add form of a list chosen among offered links (My Quick Links): one of the links not yet in the list. */
function ChooseQuickLink({ choices, canAdd, limitMessage, onAdd }: { choices: readonly QuickLinkItem[]; canAdd: boolean; limitMessage: string | undefined; onAdd: (item: QuickLinkItem) => void }) {
  const [chosen, setChosen] = useState('');
  const choice = choices.find((item) => item.id === chosen);
  return (
    <AddForm
      canAdd={canAdd}
      limitMessage={limitMessage}
      isReady={choice !== undefined}
      onSubmit={() => {
        if (!choice) return;
        onAdd(choice);
        setChosen('');
      }}
    >
      {choices.length > 0 ? (
        <SelectField
          className={styles.choice}
          label={MY_QUICK_LINKS_MESSAGES.chooseLink}
          items={choices.map((item) => ({ id: item.id, label: item.label }))}
          selectedKey={chosen}
          onChange={setChosen}
          isDisabled={!canAdd}
        />
      ) : (
        <p className={styles.hint}>{MY_QUICK_LINKS_MESSAGES.noMoreChoices}</p>
      )}
    </AddForm>
  );
}
