import { quickLinkSchema, reorderMoveOf, useForm, useQuickLinksEditor, useSnackbar, type ContentSaveResult, type QuickLinkItem } from '@ypo/headless';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, DropIndicator, Form, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { AlertText, Notice, TextInput } from '../form';
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
}

type Direction = 'up' | 'down';

/** Where a drop of the item at `from` on `target` (before or after it) puts it, as `moveItem` counts. */
function dropIndex(from: number, target: number, position: 'before' | 'after' | 'on'): number {
  if (position === 'after') return from < target ? target : target + 1;
  return from < target ? target - 1 : target;
}

/**
 * THE quick links editor (spec 001 §5): up to 24 shortcuts, reordered by drag (react-aria drag and
 * drop, with its keyboard and screen reader mode on the drag handle), by the Move up / Move down
 * buttons, and on a focused link with Alt + arrow keys (Alt + Home / End: first / last place), added with a label and a valid address, removed; at 24 the maximum-reached message
 * shows and adding stops. Saving shows the save's text as a snackbar, or its failure beside the
 * list, which stays as edited.
 */
export function QuickLinksEditor({ title, headingLevel = 3, links, onSave, isSaving = false, onSaved, onCancel, autoFocus = false }: QuickLinksEditorProps) {
  const editor = useQuickLinksEditor(links);
  const { show } = useSnackbar();
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef<{ id: string; direction: Direction | 'row' } | undefined>(undefined);
  const rowsRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { items } = editor;

  // After a move the link keeps the focus (moving a focused node in the page drops it): the pressed
  // move button, or its other one once the link is first or last (the pressed one is disabled
  // then), or the link's row for a move by Alt + arrow keys.
  useEffect(() => {
    const target = moved.current;
    if (!target) return;
    moved.current = undefined;
    if (target.direction === 'row') {
      const row = rowsRef.current?.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(target.id)}"]`);
      if (row && !row.contains(document.activeElement)) row.focus();
      return;
    }
    const index = items.findIndex((item) => item.id === target.id);
    const isAtEdge = target.direction === 'up' ? index === 0 : index === items.length - 1;
    const direction = isAtEdge ? (target.direction === 'up' ? 'down' : 'up') : target.direction;
    moveButtons.current.get(`${direction} ${target.id}`)?.focus();
  }, [items]);

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': items.find((item) => item.id === key)?.label ?? '' })),
    onReorder: (event) => {
      const from = items.findIndex((item) => event.keys.has(item.id));
      const target = items.findIndex((item) => item.id === event.target.key);
      if (from >= 0 && target >= 0) editor.moveTo(from, dropIndex(from, target, event.target.dropPosition));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });

  const moveButtonRef = (key: string, button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(key, button);
    else moveButtons.current.delete(key);
  };

  // Alt + arrows, Home or End on a link (the row or a control in it) move that link; the focus stays on it.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.altKey ? reorderMoveOf(event.key) : undefined;
    const key = (event.target as Element).closest('[role="row"]')?.getAttribute('data-key');
    const index = items.findIndex((item) => item.id === key);
    if (step === undefined || index < 0) return;
    event.preventDefault();
    event.stopPropagation();
    moved.current = { id: items[index]?.id ?? '', direction: 'row' };
    editor.move(index, step);
  };

  const move = (index: number, id: string, direction: Direction) => {
    moved.current = { id, direction };
    editor.move(index, direction === 'up' ? -1 : 1);
  };

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
      <p className={styles.hint}>Drag a link by its handle, use Move up and Move down, or press Alt with the arrow keys on a link, to change the order.</p>
      <div ref={rowsRef} onKeyDownCapture={onKeyDownCapture}>
      <GridList
        aria-labelledby={headingId}
        className={styles.list}
        keyboardNavigationBehavior="tab"
        {...(autoFocus ? { autoFocus: 'first' as const } : {})}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => <p className={styles.hint}>No quick links yet.</p>}
      >
        {items.map((item, index) => (
          <GridListItem key={item.id} id={item.id} textValue={item.label} className={styles.row}>
            <Button slot="drag" className={styles.handle} aria-label={`Drag ${item.label}`}>
              <span aria-hidden="true">⠿</span>
            </Button>
            <span className={styles.position} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.label}>
              {item.label}
              <span className={styles.url}>{item.navigationUrl}</span>
            </span>
            <Button
              className={styles.button}
              ref={(button) => moveButtonRef(`up ${item.id}`, button)}
              aria-label={`Move up ${item.label}`}
              isDisabled={index === 0}
              onPress={() => move(index, item.id, 'up')}
            >
              Move up
            </Button>
            <Button
              className={styles.button}
              ref={(button) => moveButtonRef(`down ${item.id}`, button)}
              aria-label={`Move down ${item.label}`}
              isDisabled={index === items.length - 1}
              onPress={() => move(index, item.id, 'down')}
            >
              Move down
            </Button>
            <Button className={styles.dangerButton} aria-label={`Remove ${item.label}`} onPress={() => editor.remove(item.id)}>
              Remove
            </Button>
          </GridListItem>
        ))}
      </GridList>
      </div>
      <AddQuickLink canAdd={editor.canAdd} limitMessage={editor.limitMessage} onAdd={editor.add} />
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

/** The add form: a label and an address; at the maximum, the maximum-reached message instead of the Add button. */
function AddQuickLink({ canAdd, limitMessage, onAdd }: { canAdd: boolean; limitMessage: string | undefined; onAdd: (item: QuickLinkItem) => void }) {
  const form = useForm(quickLinkSchema, { label: '', navigationUrl: '' });
  const headingId = useId();
  return (
    <Form
      className={styles.addForm}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!canAdd || !form.validate()) return;
        onAdd({ id: crypto.randomUUID(), label: form.values.label.trim(), navigationUrl: form.values.navigationUrl.trim() });
        form.reset();
      }}
    >
      <p id={headingId} className={styles.hint}>
        Add a quick link
      </p>
      <TextInput label="Link label" {...form.field('label')} />
      <TextInput label="Link address" description="For example https://www.example.org/page" {...form.field('navigationUrl')} />
      <div className={styles.toolbar}>
        <Button type="submit" className={styles.button} isDisabled={!canAdd}>
          Add link
        </Button>
      </div>
      <Notice kind="warning" message={limitMessage} />
    </Form>
  );
}
