import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode, registerList } from '@lexical/list';
import { HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  COMMAND_PRIORITY_CRITICAL,
  createEditor,
  DROP_COMMAND,
  FORMAT_TEXT_COMMAND,
  HISTORY_MERGE_TAG,
  PASTE_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { useCallback, useEffect, useState } from 'react';
import { Button, ToggleButton, Toolbar } from 'react-aria-components';
import { sanitizeHtmlToFragment } from '../../components/safe-html';
import * as styles from './email-composer.css';

/** What the editor gives on each change: its HTML (to be sanitised before it leaves) and whether it holds no text. */
export type BodyChange = (html: string, isEmpty: boolean) => void;

/** Replaces the editor's content (or inserts at the selection) with sanitised HTML, as nodes: no string reaches a sink. */
function $insertSanitised(editor: LexicalEditor, html: string, replace: boolean) {
  const nodes = $generateNodesFromDOM(editor, sanitizeHtmlToFragment(html));
  if (replace) $getRoot().clear().select();
  else if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
  $insertNodes(nodes);
}

/**
 * HTML from the clipboard or a drop goes through the one sanitiser. Lexical's own HTML import parses the
 * string with a Trusted Types policy named `lexical`, which the Content-Security-Policy refuses
 * (`trusted-types dompurify`): these handlers run first and plain text falls through to Lexical.
 */
function registerSanitisedPaste(editor: LexicalEditor) {
  const take = (event: ClipboardEvent | DragEvent | InputEvent | KeyboardEvent) => {
    const transfer = 'clipboardData' in event ? event.clipboardData : 'dataTransfer' in event ? event.dataTransfer : null;
    const html = transfer?.getData('text/html');
    if (!html) return false;
    event.preventDefault();
    $insertSanitised(editor, html, false);
    return true;
  };
  return mergeRegister(editor.registerCommand(PASTE_COMMAND, take, COMMAND_PRIORITY_CRITICAL), editor.registerCommand(DROP_COMMAND, take, COMMAND_PRIORITY_CRITICAL));
}

function FormatToolbar({ editor, format }: { editor: LexicalEditor; format: { bold: boolean; italic: boolean } }) {
  return (
    <Toolbar aria-label="Text formatting" className={styles.toolbar}>
      <ToggleButton className={styles.toggle} isSelected={format.bold} onChange={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        Bold
      </ToggleButton>
      <ToggleButton className={styles.toggle} isSelected={format.italic} onChange={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        Italic
      </ToggleButton>
      <Button className={styles.toggle} onPress={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        Bulleted list
      </Button>
      <Button className={styles.toggle} onPress={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        Numbered list
      </Button>
    </Toolbar>
  );
}

/** Props of {@link BodyEditor}. */
export interface BodyEditorProps {
  /** The id of the visible label. */
  readonly labelId: string;
  /** The body to start from (a loaded draft), sanitised on the way in; remount (key) to load another. */
  readonly initialHtml: string;
  readonly onChange: BodyChange;
}

/**
 * The email body: a Lexical rich-text editor (bold, italic, lists; links and headings kept from a paste),
 * on Lexical's own API (its React bindings would put React into the Lexical chunks). Every HTML that
 * enters (a draft, a paste, a drop) passes the one sanitiser as DOM nodes; what it gives out is sanitised
 * again by the composer before saving.
 */
export function BodyEditor({ labelId, initialHtml, onChange }: BodyEditorProps) {
  const [format, setFormat] = useState({ bold: false, italic: false });
  const [editor] = useState(() => {
    const created = createEditor({
      namespace: 'email-body',
      nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
      onError: (error: Error) => {
        throw error;
      },
    });
    if (initialHtml) created.update(() => $insertSanitised(created, initialHtml, true), { tag: HISTORY_MERGE_TAG });
    return created;
  });
  const rootRef = useCallback((element: HTMLDivElement | null) => editor.setRootElement(element), [editor]);
  useEffect(
    () =>
      mergeRegister(
        registerRichText(editor),
        registerHistory(editor, createEmptyHistoryState(), 300),
        registerList(editor),
        registerSanitisedPaste(editor),
        editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) =>
          editor.read(() => {
            const selection = $getSelection();
            const bold = $isRangeSelection(selection) && selection.hasFormat('bold');
            const italic = $isRangeSelection(selection) && selection.hasFormat('italic');
            setFormat((before) => (before.bold === bold && before.italic === italic ? before : { bold, italic }));
            if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
            onChange($generateHtmlFromNodes(editor, null), $getRoot().getTextContent().trim() === '');
          }),
        ),
      ),
    [editor, onChange],
  );
  return (
    <div className={styles.editor}>
      <FormatToolbar editor={editor} format={format} />
      <div ref={rootRef} className={styles.editable} contentEditable suppressContentEditableWarning role="textbox" aria-multiline="true" aria-labelledby={labelId} />
    </div>
  );
}
