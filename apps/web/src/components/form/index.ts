export { AlertText, Notice } from '../notice';
export { focusFirstError } from './focus-first-error';
export { NewPasswordFields } from './new-password-fields';
export { TextInput } from './text-input';
export type { TextInputProps } from './text-input';
