import { Fragment, useId, type ReactNode } from 'react';

const MAX_ITEMS = 5;
const MAX_TEXT = 160;

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** A short label for one item of a list: its name, title or id, else its JSON. */
function labelOf(item: unknown): string {
  if (item !== null && typeof item === 'object') {
    const fields = item as Record<string, unknown>;
    for (const key of ['name', 'title', 'label', 'message', 'type', 'id', 'communityId', 'key']) {
      if (typeof fields[key] === 'string' || typeof fields[key] === 'number') return String(fields[key]);
    }
  }
  return describe(item);
}

/** Plain text for any value a hook returns. */
function describe(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'function') return 'function';
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value instanceof Set) return `${value.size} entries: ${clip([...value].map(String).join(', '))}`;
  if (typeof value === 'object') {
    try {
      return clip(JSON.stringify(value));
    } catch {
      return 'object';
    }
  }
  return clip(String(value));
}

function Value({ value }: { value: unknown }): ReactNode {
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return (
      <>
        {value.length} {value.length === 1 ? 'item' : 'items'}
        <ul>
          {value.slice(0, MAX_ITEMS).map((item, index) => (
            <li key={index}>{labelOf(item)}</li>
          ))}
        </ul>
      </>
    );
  }
  return describe(value);
}

/** What a hook returned, as a heading and a description list of its fields (functions shown as such). */
export function HookView({ name, value }: { name: string; value: unknown }) {
  const id = useId();
  const entries: [string, unknown][] =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['value', value]];
  return (
    <section aria-labelledby={id} data-hook={name}>
      <h2 id={id}>{name}</h2>
      <dl>
        {entries.map(([key, item]) => (
          <Fragment key={key}>
            <dt>{key}</dt>
            <dd>
              <Value value={item} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
