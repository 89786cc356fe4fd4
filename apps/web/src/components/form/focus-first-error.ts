/** Focuses the first control of the first invalid field under `root` (after a refused Next, save or submit). */
export function focusFirstError(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[data-invalid]');
  const control = invalid?.matches('input, textarea, button') ? invalid : invalid?.querySelector<HTMLElement>('input, textarea, button');
  control?.focus();
}
