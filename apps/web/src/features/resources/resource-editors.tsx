import {
  EMPTY_ID, moveItem, newResourceCategory, resourceNameOf, sortResourceLinks, useResourcesEditor, validateAdvertisementTile, validateResourceCategory,
  validateResourceLink, type AdvertisementTile, type ResourceCategory, type ResourceLink, type ResourceLinkType,
} from '@ypo/headless';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Form, Radio, RadioGroup, Label } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import { ReorderList } from '../../components/reorder-list';
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

/**
 * The display order of one category's links (spec 001 §3 displayOrder): the one `ReorderList` (drag
 * or keyboard), saved with Save link order (each link whose place changed, through save-Resource-links).
 */
export function LinkOrderEditor({ categories, links }: { categories: readonly ResourceCategory[]; links: readonly ResourceLink[] }) {
  const { saveLinkOrder } = useResourcesEditor();
  const withLinks = categories.filter((category) => links.some((link) => link.resourceCategoryId?.toLowerCase() === category.id.toLowerCase()));
  const [categoryId, setCategoryId] = useState(withLinks[0]?.id ?? '');
  const saved = sortResourceLinks(links.filter((link) => link.resourceCategoryId?.toLowerCase() === categoryId.toLowerCase()));
  const savedKey = saved.map((link) => `${link.id}:${link.displayOrder ?? ''}`).join();
  // The draft follows the saved order until the editor moves a link; a save or another category starts it again.
  const [draft, setDraft] = useState<{ key: string; links: ResourceLink[] } | undefined>();
  const isDirty = draft !== undefined && draft.key === `${categoryId}|${savedKey}`;
  const ordered = isDirty ? draft.links : saved;
  const headingId = useId();
  const category = categories.find((each) => each.id === categoryId);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = await saveLinkOrder.save(ordered);
    if (result?.ok) setDraft(undefined);
  };
  if (withLinks.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Link order
      </h2>
      <label htmlFor={`${headingId}-category`}>Category to order</label>
      <select id={`${headingId}-category`} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
        {withLinks.map((each) => (
          <option key={each.id} value={each.id}>
            {each.categoryName}
          </option>
        ))}
      </select>
      <ReorderList
        label={`Order of the links in ${category?.categoryName ?? ''}`}
        items={ordered}
        textOf={resourceNameOf}
        isBusy={saveLinkOrder.isSaving}
        onMove={(from, to) => setDraft({ key: `${categoryId}|${savedKey}`, links: moveItem(ordered, from, to) })}
        renderContent={(link) => <span className={styles.grow}>{resourceNameOf(link)}</span>}
      />
      <Form className={styles.form} onSubmit={save}>
        <AlertText message={saveLinkOrder.saveError?.message} />
        <Button type="submit" className={styles.primaryButton} isDisabled={saveLinkOrder.isSaving || !isDirty}>
          Save link order
        </Button>
      </Form>
    </section>
  );
}

/** A tile of the editor's list, with a key of its own (new tiles share the empty id). */
interface TileRow {
  readonly id: string;
  readonly tile: AdvertisementTile;
}

const tileName = (tile: AdvertisementTile, index: number) => tile.alternativeText || tile.navigationUrl || `Tile ${index + 1}`;

/**
 * Edits the advertisement tiles: add, remove and reorder (the one `ReorderList`, drag or keyboard),
 * then save the whole list in that order (POST save-advertisement-links, displayOrder 1..n).
 */
export function TilesEditor({ tiles }: { tiles: readonly AdvertisementTile[] }) {
  const { saveTiles } = useResourcesEditor();
  const nextKey = useRef(0);
  const rowOf = (tile: AdvertisementTile): TileRow => ({ id: `tile-${(nextKey.current += 1)}`, tile });
  const [list, setList] = useState<TileRow[]>(() => tiles.map(rowOf));
  const [draft, setDraft] = useState<AdvertisementTile>({ type: 'image', displayOrder: 0, navigationUrl: '', imageUrl: '', alternativeText: '' });
  const [errors, setErrors] = useState<Errors>({});
  const headingId = useId();
  const add = () => {
    const check = validateAdvertisementTile(draft);
    setErrors(check.errors);
    if (!check.isValid) return;
    setList((current) => [...current, rowOf({ ...draft, id: EMPTY_ID, displayOrder: current.length + 1, imageUrl: draft.imageUrl?.trim() || null })]);
    setDraft({ type: 'image', displayOrder: 0, navigationUrl: '', imageUrl: '', alternativeText: '' });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    await saveTiles.save(list.map((row, index) => ({ ...row.tile, displayOrder: index + 1 })));
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Advertisement tiles
      </h2>
      <ReorderList
        label="Tiles to save"
        items={list}
        textOf={(row) => tileName(row.tile, list.indexOf(row))}
        isBusy={saveTiles.isSaving}
        onMove={(from, to) => setList((current) => moveItem(current, from, to))}
        renderContent={(row, index) => <span className={styles.grow}>{tileName(row.tile, index)}</span>}
        renderActions={(row, index) => (
          <Button className={styles.button} aria-label={`Remove tile ${tileName(row.tile, index)}`} onPress={() => setList((current) => current.filter((each) => each.id !== row.id))}>
            Remove
          </Button>
        )}
      />
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
