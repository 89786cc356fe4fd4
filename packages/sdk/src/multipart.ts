import { defaultBodySerializer } from 'openapi-fetch';

/** Form fields `file0`, `file1`, ... of the files; `file0` is always present. */
export type FileFields = { file0: Blob } & { [name: `file${number}`]: Blob };

/** A field value a multipart body may carry. */
type FormValue = Blob | string | number | boolean | null | undefined | readonly Blob[] | object;

/** Names the files `file0`, `file1`, ... in order, as the upload calls expect them. */
export function fileFields(files: readonly Blob[]): FileFields {
  // seeds 002 §7: "File upload uses form-data with fields file0, file1 and so on"
  if (files.length === 0) throw new RangeError('an upload needs at least one file (file0)');
  return Object.fromEntries(files.map((file, index) => [`file${index}`, file])) as FileFields;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;
const holdsFiles = (value: unknown) => isBlob(value) || (Array.isArray(value) && value.length > 0 && value.every(isBlob));

function append(form: FormData, name: string, value: FormValue): void {
  if (value === undefined || value === null) return;
  if (isBlob(value)) form.append(name, value);
  else if (holdsFiles(value)) for (const file of value as readonly Blob[]) form.append(name, file);
  // fields such as visibleToObject travel as JSON text (seeds 001 §7 chapter studio form)
  else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** Multipart form data with the files as `file0`, `file1`, ... followed by the other fields. */
export function toFormData(files: readonly Blob[], fields: Record<string, string | Blob> = {}): FormData {
  const form = new FormData();
  for (const [name, file] of Object.entries(fileFields(files))) append(form, name, file);
  for (const [name, value] of Object.entries(fields)) append(form, name, value);
  return form;
}

/** Body serializer of createSdk: a body holding files (`{ file0, title }`) goes as form data, any other as JSON. */
export function serializeBody(body: unknown): BodyInit {
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  if (body && typeof body === 'object' && !Array.isArray(body) && Object.values(body).some(holdsFiles)) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body as Record<string, FormValue>)) append(form, name, value);
    return form;
  }
  return defaultBodySerializer(body);
}
