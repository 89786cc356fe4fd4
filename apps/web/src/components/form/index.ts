export { AlertText, Notice } from './messages';
export { TextInput } from './text-input';
export type { TextInputProps } from './text-input';
