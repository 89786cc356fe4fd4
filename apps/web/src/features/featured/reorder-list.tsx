import { featuredAddressOf, moveItem, moveItemBy, reorderMoveOf } from '@ypo/headless';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './featured.css';

/** A row of a {@link ReorderList}. */
export interface ReorderRow {
  readonly id: string;
  readonly title: string;
  readonly imageUrl?: string | undefined;
}

/** Props of {@link ReorderList}. */
export interface ReorderListProps<T extends ReorderRow> {
  /** The list's accessible name. */
  readonly label: string;
  readonly items: readonly T[];
  /** The items in their new order, after a drag or a keyboard move. */
  readonly onReorder: (items: T[]) => void;
  readonly onEdit: (item: T) => void;
  readonly onDelete: (item: T) => void;
  /** A save is running: moves wait for it. */
  readonly isBusy?: boolean;
}

/**
 * The editor's ordered list (spec 001 §5 reorder): drag a row onto another, or focus a row's Move
 * handle and press the arrow keys, Home or End (WCAG 2.1.1; the moves of core/community/reorder).
 * Focus stays on the moved row's handle, and each move is announced.
 */
export function ReorderList<T extends ReorderRow>({ label, items, onReorder, onEdit, onDelete, isBusy = false }: ReorderListProps<T>) {
  const hintId = useId();
  const handles = useRef(new Map<string, HTMLElement>());
  const focusAfterMove = useRef<string | undefined>(undefined);
  const dragged = useRef<number | undefined>(undefined);
  const [dropTarget, setDropTarget] = useState<number | undefined>();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === undefined) return;
    focusAfterMove.current = undefined;
    handles.current.get(id)?.focus();
  }, [items]);

  const reorder = (next: T[], to: number) => {
    const moved = next[to];
    if (!moved) return;
    focusAfterMove.current = moved.id;
    setAnnouncement(`${moved.title} moved to position ${to + 1} of ${next.length}.`);
    onReorder(next);
  };

  const drop = (event: DragEvent<HTMLElement>, to: number) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = undefined;
    setDropTarget(undefined);
    if (from === undefined || from === to || isBusy) return;
    reorder(moveItem(items, from, to), to);
  };

  return (
    <>
      <p id={hintId} className={styles.muted}>
        To reorder, drag an item, or focus its Move button and press the arrow keys, Home or End.
      </p>
      <ol className={styles.list} aria-label={label}>
        {items.map((item, index) => {
          const image = featuredAddressOf(item.imageUrl);
          return (
            <li
              key={item.id}
              className={styles.row}
              draggable={!isBusy}
              data-drop-target={dropTarget === index || undefined}
              onDragStart={(event) => {
                dragged.current = index;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', item.id);
              }}
              onDragOver={(event) => {
                if (dragged.current === undefined) return;
                event.preventDefault();
                setDropTarget(index);
              }}
              onDragLeave={() => setDropTarget((target) => (target === index ? undefined : target))}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => {
                dragged.current = undefined;
                setDropTarget(undefined);
              }}
            >
              <Button
                ref={(element) => {
                  if (element) handles.current.set(item.id, element);
                  else handles.current.delete(item.id);
                }}
                className={styles.handle}
                aria-label={`Move ${item.title}, position ${index + 1} of ${items.length}`}
                aria-describedby={hintId}
                onKeyDown={(event) => {
                  const move = reorderMoveOf(event.key);
                  if (move === undefined || isBusy) {
                    event.continuePropagation();
                    return;
                  }
                  const next = moveItemBy(items, index, move);
                  if (next.index !== index) reorder(next.items, next.index);
                }}
              >
                <span aria-hidden="true">⠿</span> Move
              </Button>
              {image ? <img className={styles.thumbnail} src={image} alt="" /> : null}
              <p className={styles.rowTitle}>{item.title}</p>
              <Button className={styles.button} aria-label={`Edit ${item.title}`} onPress={() => onEdit(item)}>
                Edit
              </Button>
              <Button className={styles.dangerButton} aria-label={`Delete ${item.title}`} onPress={() => onDelete(item)}>
                Delete
              </Button>
            </li>
          );
        })}
      </ol>
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </>
  );
}
