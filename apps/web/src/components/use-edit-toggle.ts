import { useEffect, useRef, useState } from 'react';

/**
 * An in-place editor's open state with its Edit button: closing the editor (saved or cancelled)
 * gives the focus back to the button that opened it (`editButton` goes on that button).
 */
export function useEditToggle() {
  const [isEditing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  return { isEditing, setEditing, editButton };
}
