import {
  EMPTY_ID, newResourceCategory, resourceNameOf, useResourcesEditor, validateAdvertisementTile, validateResourceCategory, validateResourceLink,
  type AdvertisementTile, type ResourceCategory, type ResourceLink, type ResourceLinkType,
} from '@ypo/headless';
import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, Form, Radio, RadioGroup, Label } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import * as styles from './resources.css';

type Errors = Partial<Record<string, string[]>>;
const first = (errors: Errors, field: string) => errors[field]?.[0];

function TypeChoice({ value, onChange }: { value: ResourceLinkType; onChange: (type: ResourceLinkType) => void }) {
  return (
    <RadioGroup className={styles.checkboxes} value={value} onChange={(next) => onChange(next as ResourceLinkType)} orientation="horizontal">
      <Label>Type</Label>
      <Radio value="button">Button</Radio>
      <Radio value="image">Image</Radio>
    </RadioGroup>
  );
}

/** Creates a category (sent active, spec 001 §5) or renames the chosen one. */
export function CategoryEditor({ categories }: { categories: readonly ResourceCategory[] }) {
  const { saveCategory } = useResourcesEditor();
  const [editingId, setEditingId] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const selectId = useId();
  const editing = categories.find((c) => c.id === editingId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateResourceCategory({ categoryName: name });
    setErrors(check.errors);
    if (!check.isValid) return;
    const body = editing ? { ...editing, categoryName: name.trim() } : newResourceCategory(name);
    const result = await saveCategory.save(body);
    if (result?.ok) {
      setName('');
      setEditingId('');
    }
  };
  return (
    <section className={styles.section} aria-labelledby={`${selectId}-h`}>
      <h2 id={`${selectId}-h`} className={styles.sectionHeading}>
        {editing ? 'Rename category' : 'New category'}
      </h2>
      <Form className={styles.form} onSubmit={submit}>
        <label htmlFor={selectId}>Category to rename</label>
        <select
          id={selectId}
          value={editingId}
          onChange={(event) => {
            setEditingId(event.target.value);
            setName(categories.find((c) => c.id === event.target.value)?.categoryName ?? '');
          }}
        >
          <option value="">None: a new category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.categoryName}
            </option>
          ))}
        </select>
        <TextInput label="Category title" value={name} onChange={setName} error={first(errors, 'categoryName')} />
        <AlertText message={saveCategory.saveError?.message} />
        <Button type="submit" className={styles.primaryButton} isDisabled={saveCategory.isSaving}>
          Save category
        </Button>
      </Form>
    </section>
  );
}

const emptyLink = (categoryId: string): ResourceLink => ({
  id: EMPTY_ID, type: 'button', navigationUrl: '', label: '', resourceName: '', resourceCategoryId: categoryId, isActive: true, isSSOEnabled: false,
  alternativeText: null, imageUrl: null,
});

/** Creates or edits a resource link (spec 001 §5: label, valid url, button name 40). What was typed stays when a save fails. */
export function LinkEditor({ categories, editing, onDone }: { categories: readonly ResourceCategory[]; editing: ResourceLink | undefined; onDone: () => void }) {
  const { saveLink } = useResourcesEditor();
  const [draft, setDraft] = useState<ResourceLink>(() => editing ?? emptyLink(categories[0]?.id ?? EMPTY_ID));
  const [errors, setErrors] = useState<Errors>({});
  const headingId = useId();
  const set = <K extends keyof ResourceLink>(field: K) => (value: ResourceLink[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateResourceLink(draft);
    setErrors(check.errors);
    if (!check.isValid) return;
    const result = await saveLink.save({ ...draft, resourceName: draft.resourceName?.trim() || draft.label.trim(), imageUrl: draft.imageUrl?.trim() || null });
    if (result?.ok) {
      setDraft(emptyLink(categories[0]?.id ?? EMPTY_ID));
      onDone();
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {editing ? `Edit ${resourceNameOf(editing)}` : 'New resource link'}
      </h2>
      <Form className={styles.form} onSubmit={submit}>
        <TypeChoice value={draft.type} onChange={set('type')} />
        <label htmlFor={`${headingId}-category`}>Category</label>
        <select id={`${headingId}-category`} value={draft.resourceCategoryId ?? ''} onChange={(event) => set('resourceCategoryId')(event.target.value)}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.categoryName}
            </option>
          ))}
        </select>
        <TextInput label="Label" value={draft.label} onChange={set('label')} error={first(errors, 'label')} />
        <TextInput label="Button name" value={draft.resourceName ?? ''} onChange={set('resourceName')} error={first(errors, 'resourceName')} />
        <TextInput label="Link address" value={draft.navigationUrl} onChange={set('navigationUrl')} error={first(errors, 'navigationUrl')} />
        <TextInput label="Image address" value={draft.imageUrl ?? ''} onChange={set('imageUrl')} error={first(errors, 'imageUrl')} />
        <TextInput label="Alternative text" value={draft.alternativeText ?? ''} onChange={set('alternativeText')} />
        <Checkbox isSelected={draft.isSSOEnabled ?? false} onChange={set('isSSOEnabled')}>
          Single sign-on
        </Checkbox>
        <Checkbox isSelected={draft.isActive ?? true} onChange={set('isActive')}>
          Active
        </Checkbox>
        <AlertText message={saveLink.saveError?.message} />
        <div className={styles.toolbar}>
          <Button type="submit" className={styles.primaryButton} isDisabled={saveLink.isSaving}>
            Save link
          </Button>
          {editing ? (
            <Button className={styles.button} onPress={onDone}>
              Cancel
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** Edits the advertisement tiles: add and remove, then save the whole list (POST save-advertisement-links). */
export function TilesEditor({ tiles }: { tiles: readonly AdvertisementTile[] }) {
  const { saveTiles } = useResourcesEditor();
  const [list, setList] = useState<AdvertisementTile[]>(() => [...tiles]);
  const [draft, setDraft] = useState<AdvertisementTile>({ type: 'image', displayOrder: 0, navigationUrl: '', imageUrl: '', alternativeText: '' });
  const [errors, setErrors] = useState<Errors>({});
  const headingId = useId();
  const add = () => {
    const check = validateAdvertisementTile(draft);
    setErrors(check.errors);
    if (!check.isValid) return;
    setList((current) => [...current, { ...draft, id: EMPTY_ID, displayOrder: current.length + 1, imageUrl: draft.imageUrl?.trim() || null }]);
    setDraft({ type: 'image', displayOrder: 0, navigationUrl: '', imageUrl: '', alternativeText: '' });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    await saveTiles.save(list.map((tile, index) => ({ ...tile, displayOrder: index + 1 })));
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Advertisement tiles
      </h2>
      <ol className={styles.links} aria-label="Tiles to save">
        {list.map((tile, index) => {
          const name = tile.alternativeText || tile.navigationUrl || `Tile ${index + 1}`;
          return (
            <li key={`${tile.id ?? 'new'}-${index}`} className={styles.linkRow}>
              <span>{name}</span>
              <Button className={styles.button} aria-label={`Remove tile ${name}`} onPress={() => setList((current) => current.filter((_, i) => i !== index))}>
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <Form className={styles.form} onSubmit={save}>
        <TypeChoice value={draft.type} onChange={(type) => setDraft((d) => ({ ...d, type }))} />
        <TextInput label="Tile address" value={draft.navigationUrl ?? ''} onChange={(navigationUrl) => setDraft((d) => ({ ...d, navigationUrl }))} error={first(errors, 'navigationUrl')} />
        <TextInput label="Tile image address" value={draft.imageUrl ?? ''} onChange={(imageUrl) => setDraft((d) => ({ ...d, imageUrl }))} error={first(errors, 'imageUrl')} />
        <TextInput label="Tile text" value={draft.alternativeText ?? ''} onChange={(alternativeText) => setDraft((d) => ({ ...d, alternativeText }))} />
        <AlertText message={saveTiles.saveError?.message} />
        <div className={styles.toolbar}>
          <Button className={styles.button} onPress={add}>
            Add tile
          </Button>
          <Button type="submit" className={styles.primaryButton} isDisabled={saveTiles.isSaving}>
            Save tiles
          </Button>
        </div>
      </Form>
    </section>
  );
}
