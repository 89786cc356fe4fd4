import type { MentionCandidate, Post, PostEditor } from '@ypo/headless';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Button, FieldError, Form, Input, Label, Switch, Text, TextArea, TextField } from 'react-aria-components';
import { button, secondaryButton } from '../../../components/button.css';
import { AlertText } from '../../../components/notice';
import * as switchStyles from '../../../components/switch.css';
import * as styles from './composer.css';
import { ImagePicker } from './image-picker';
import { MentionPicker } from './mention-picker';

/** The community a post is written in, as the feed's pages know it. */
export interface ComposerCommunity {
  readonly communityId: string;
  /** The community type name as the app sends it (e.g. `chapter`). */
  readonly communityType: string;
  readonly name?: string;
}

/** Props of {@link PostForm}. */
export interface PostFormProps {
  readonly editor: PostEditor;
  readonly community: ComposerCommunity;
  readonly submitLabel: string;
  /** What the cancel button does; without it the form has none. */
  readonly onCancel?: (() => void) | undefined;
  /** The title field takes the focus when the form shows (the composer opened by its button). */
  readonly autoFocus?: boolean | undefined;
  /** Called with the saved post. */
  readonly onSaved?: ((post: Post) => void) | undefined;
  /** What shows above the buttons (a success notice). */
  readonly status?: ReactNode;
}

/**
 * The one post form of the composer and the edit dialog: title, body, mention type-ahead, images
 * with their progress, the comments switch, submit and cancel. What was typed stays when a save
 * fails; the failure shows with the spec's text.
 */
export function PostForm({ editor, community, submitLabel, onCancel, onSaved, status, autoFocus = false }: PostFormProps) {
  const body = useRef<HTMLTextAreaElement>(null);
  const isDisabled = editor.isSaving || editor.isBlocked;

  const mention = (member: MentionCandidate) => {
    const field = body.current;
    const cursor = editor.insertMention(member, field?.selectionStart ?? editor.body.length, field?.selectionEnd ?? editor.body.length);
    // Back to the text, just after the mention, once React has written it.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(cursor, cursor);
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await editor.submit();
    if (result?.ok) onSaved?.(result.data);
  };

  return (
    <Form className={styles.form} onSubmit={(event) => void submit(event)} validationBehavior="aria">
      <TextField className={styles.field} value={editor.title} onChange={editor.setTitle} maxLength={200} isDisabled={isDisabled}>
        <Label className={styles.label}>Title</Label>
        <Input className={styles.input} autoFocus={autoFocus} />
      </TextField>
      <TextField
        className={styles.field}
        value={editor.body}
        onChange={editor.setBody}
        maxLength={10000}
        isDisabled={isDisabled}
        isInvalid={editor.validationErrors.length > 0}
      >
        <Label className={styles.label}>Post</Label>
        <TextArea ref={body} className={styles.textarea} />
        <Text slot="description" className={styles.hint}>
          Mentions look like @First Last.
        </Text>
        <FieldError className={styles.fieldError}>{editor.validationErrors.join(' ')}</FieldError>
      </TextField>
      <MentionPicker community={community} onPick={mention} isDisabled={isDisabled} />
      <ImagePicker editor={editor} />
      <Switch className={switchStyles.switchRow} isSelected={editor.canComment} onChange={editor.setCanComment} isDisabled={isDisabled}>
        <span className={switchStyles.track} aria-hidden="true">
          <span className={switchStyles.thumb} />
        </span>
        Allow comments
      </Switch>
      <AlertText message={editor.error?.message} />
      {status}
      <div className={styles.actions}>
        {editor.isUploading ? (
          <Button className={secondaryButton} onPress={editor.cancelUpload}>
            Stop upload
          </Button>
        ) : onCancel ? (
          <Button className={secondaryButton} onPress={onCancel} isDisabled={editor.isSaving}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" className={button} isDisabled={isDisabled} isPending={editor.isSaving}>
          {editor.isUploading ? 'Uploading images…' : editor.isSaving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
