import { reorderMoveOf } from '@ypo/headless';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import * as styles from './reorder-list.css';

/** Props of {@link ReorderList}. */
export interface ReorderListProps<T extends { readonly id: string }> {
  /** The list's accessible name (or `labelledBy`). */
  readonly label?: string;
  /** The id of the element that names the list. */
  readonly labelledBy?: string;
  readonly items: readonly T[];
  /** What an item is called in its row's labels and in the move announcements. */
  readonly textOf: (item: T) => string;
  /** Moves the item at `from` to `to` (as `moveItem` counts). Without it the list only shows its rows: no handles, no moves. */
  readonly onMove?: ((from: number, to: number) => void) | undefined;
  /** A save is running: moves wait for it. */
  readonly isBusy?: boolean;
  /** What a row shows after its Move handle. */
  readonly renderContent: (item: T, index: number) => ReactNode;
  /** The row's own buttons, after Move up and Move down. */
  readonly renderActions?: (item: T, index: number) => ReactNode;
  readonly renderEmptyState?: () => ReactNode;
  /** Puts the focus on the first row when the list first shows (a list opened by a button). */
  readonly autoFocus?: boolean;
}

type Via = 'handle' | 'up' | 'down' | 'row' | 'drop';

/** Where a drop of the item at `from` on `target` (before or after it) puts it, as `moveItem` counts. */
function dropIndex(from: number, target: number, position: 'before' | 'after' | 'on'): number {
  if (position === 'after') return from < target ? target : target + 1;
  return from < target ? target - 1 : target;
}

/**
 * THE reorderable list (spec 001 §5 quick links "reorderable by drag", featured items, files and media
 * when canReOrder, resource links and tiles): a react-aria GridList whose rows move by drag (pointer,
 * touch, or react-aria's keyboard and screen reader drag from the Move handle with Enter), by the arrow
 * keys, Home and End on the Move handle, by Move up / Move down (a single-pointer way, WCAG 2.5.7), and
 * by Alt with the arrow keys, Home or End anywhere in a row. The moved row keeps the focus and each
 * move is announced.
 */
export function ReorderList<T extends { readonly id: string }>({
  label,
  labelledBy,
  items,
  textOf,
  onMove,
  isBusy = false,
  renderContent,
  renderActions,
  renderEmptyState,
  autoFocus = false,
}: ReorderListProps<T>) {
  const hintId = useId();
  const rowsRef = useRef<HTMLDivElement>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef<{ id: string; to: number; via: Via } | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const canMove = onMove !== undefined;

  // Moving a focused node in the page drops its focus: after a move the moved row keeps it, on the
  // control that moved it, or on the other Move button once the pressed one is disabled at an end.
  // A saved order may come back later than the move (files), and the grid lays its rows out a render
  // after its items change: wait until the row stands at its new place in the page.
  useEffect(() => {
    const target = moved.current;
    if (!target || items.findIndex((item) => item.id === target.id) !== target.to) return;
    moved.current = undefined;
    if (target.via === 'drop') return;
    let tries = 0;
    const restore = () => {
      const rows = [...(rowsRef.current?.querySelectorAll<HTMLElement>('[role="row"][data-key]') ?? [])];
      const row = rows.find((each) => each.dataset['key'] === target.id);
      if (!row || rows.indexOf(row) !== target.to) {
        if (rowsRef.current && tries++ < 10) requestAnimationFrame(restore);
        return;
      }
      if (target.via === 'row') {
        if (!row.contains(document.activeElement)) row.focus();
        return;
      }
      const isAtEnd = target.via === 'up' ? target.to === 0 : target.to === items.length - 1;
      const via = target.via === 'handle' ? 'handle' : isAtEnd ? (target.via === 'up' ? 'down' : 'up') : target.via;
      const control = controls.current.get(`${via} ${target.id}`);
      if (!control || document.activeElement === control) return;
      // The row first: react-aria's grid is one tab stop, and focus coming into it from outside goes
      // to its current row; from the row, focus moves to the control within it and stays there.
      row.focus();
      control.focus();
    };
    restore();
  }, [items]);

  const move = (from: number, to: number, via: Via) => {
    const item = items[from];
    const target = Math.min(Math.max(0, to), items.length - 1);
    if (!item || !onMove || isBusy || target === from) return;
    moved.current = { id: item.id, to: target, via };
    setAnnouncement(`${textOf(item)} moved to position ${target + 1} of ${items.length}.`);
    onMove(from, target);
  };
  const stepTo = (index: number, key: string) => {
    const step = reorderMoveOf(key);
    return step === undefined ? undefined : step === 'first' ? 0 : step === 'last' ? items.length - 1 : index + step;
  };

  // While a save runs, moves are ignored (`move`) rather than the controls disabled: a disabled
  // control loses the focus the move just put back.
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = items.find((each) => each.id === key);
        return { 'text/plain': item ? textOf(item) : '' };
      }),
    onReorder: (event) => {
      const from = items.findIndex((item) => event.keys.has(item.id));
      const target = items.findIndex((item) => item.id === event.target.key);
      if (from >= 0 && target >= 0) move(from, dropIndex(from, target, event.target.dropPosition), 'drop');
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });

  // One ref callback per control for the list's life: a new one each render would re-attach every button.
  const refCallbacks = useRef(new Map<string, (button: HTMLButtonElement | null) => void>());
  const controlRef = (key: string) => {
    let callback = refCallbacks.current.get(key);
    if (!callback) {
      callback = (button: HTMLButtonElement | null) => {
        if (button) controls.current.set(key, button);
        else controls.current.delete(key);
      };
      refCallbacks.current.set(key, callback);
    }
    return callback;
  };

  // Alt with the arrows, Home or End on a row (or a control in it) moves that row.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canMove || !event.altKey) return;
    const key = (event.target as Element).closest('[role="row"]')?.getAttribute('data-key');
    const index = items.findIndex((item) => item.id === key);
    const to = index < 0 ? undefined : stepTo(index, event.key);
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    move(index, to, 'row');
  };

  return (
    <>
      {canMove ? (
        <p id={hintId} className={styles.hint}>
          To change the order, drag an item by its Move handle, press the arrow keys, Home or End on the handle, use Move up and Move down, or press Alt with the arrow keys on an item.
        </p>
      ) : null}
      {/* The capture listener only adds Alt shortcuts to the grid's own keyboard handling. */}
      <div ref={rowsRef} onKeyDownCapture={onKeyDownCapture}>
        <GridList
          {...(label ? { 'aria-label': label } : {})}
          {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
          {...(canMove ? { 'aria-describedby': hintId, dragAndDropHooks } : {})}
          {...(autoFocus ? { autoFocus: 'first' as const } : {})}
          className={styles.list}
          keyboardNavigationBehavior="tab"
          {...(renderEmptyState ? { renderEmptyState } : {})}
        >
          {items.map((item, index) => {
            const text = textOf(item);
            return (
              <GridListItem key={item.id} id={item.id} textValue={text} className={styles.row}>
                {canMove ? (
                  <Button
                    slot="drag"
                    ref={controlRef(`handle ${item.id}`)}
                    className={styles.handle}
                    aria-label={`Move ${text}, position ${index + 1} of ${items.length}`}
                    onKeyDown={(event) => {
                      const to = stepTo(index, event.key);
                      if (to === undefined) return event.continuePropagation();
                      move(index, to, 'handle');
                    }}
                  >
                    <span aria-hidden="true">⠿</span> Move
                  </Button>
                ) : null}
                {renderContent(item, index)}
                {canMove ? (
                  <>
                    <Button
                      ref={controlRef(`up ${item.id}`)}
                      className={styles.button}
                      aria-label={`Move up ${text}`}
                      isDisabled={index === 0}
                      onPress={() => move(index, index - 1, 'up')}
                    >
                      Move up
                    </Button>
                    <Button
                      ref={controlRef(`down ${item.id}`)}
                      className={styles.button}
                      aria-label={`Move down ${text}`}
                      isDisabled={index === items.length - 1}
                      onPress={() => move(index, index + 1, 'down')}
                    >
                      Move down
                    </Button>
                  </>
                ) : null}
                {renderActions?.(item, index)}
              </GridListItem>
            );
          })}
        </GridList>
      </div>
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </>
  );
}
