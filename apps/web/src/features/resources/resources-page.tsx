import { RESOURCE_LINK_TYPES, flattenCategories, resourceAddressOf, resourceNameOf, useOpenResources, useResourcesPage, type ResourceLink, type ResourceLinkType } from '@ypo/headless';
import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Label, SearchField, Input } from 'react-aria-components';
import { AlertText } from '../../components/form';
import { MyQuickLinks } from '../../components/quick-links';
import { appConfig } from '../../config/app-config';
import { CategoryEditor, LinkEditor, LinkOrderEditor, TilesEditor } from './resource-editors';
import * as styles from './resources.css';
import { Picture } from '../../components/picture';

const TYPE_LABELS: Record<ResourceLinkType, string> = { button: 'Buttons', image: 'Images' };

function ResourceAnchor({ link }: { link: ResourceLink }) {
  const href = resourceAddressOf(link.navigationUrl);
  const name = resourceNameOf(link);
  const image = link.type === 'image' ? resourceAddressOf(link.imageUrl) : undefined;
  const content = image ? <Picture className={styles.tileImage} src={image} alt={link.alternativeText || name} /> : name;
  return href ? (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <span>{content}</span>
  );
}

/**
 * /resources (spec 001 §2, §3): advertisement tiles, then the resource links by category, filtered
 * by a text (name, id, keywords) and type icons. Editors (the server's canEditResourceLinks) get
 * the category, link and tile editors (§5). The cookie policy link comes from the open resources
 * call, with the default as fallback (§7).
 */
export function ResourcesPage() {
  const [text, setText] = useState('');
  const [types, setTypes] = useState<ResourceLinkType[]>([]);
  const [editing, setEditing] = useState<ResourceLink | undefined>();
  const resources = useResourcesPage({ text, types });
  const { links: legal } = useOpenResources(appConfig.legal);
  const categories = flattenCategories(resources.page?.categories ?? []);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Resources</h1>
      {/* spec 002 §7 lists the personal quick links with the resource links (tools): they head the resources page. */}
      <MyQuickLinks />
      <AlertText message={resources.error?.message} />
      {resources.tiles.length ? (
        <section className={styles.section} aria-label="Featured resources">
          <ul className={styles.tiles}>
            {resources.tiles.map((tile, index) => {
              const href = resourceAddressOf(tile.navigationUrl);
              const image = tile.type === 'image' ? resourceAddressOf(tile.imageUrl) : undefined;
              const name = tile.alternativeText || `Featured resource ${index + 1}`;
              const content = image ? <Picture className={styles.tileImage} src={image} alt={name} /> : name;
              return (
                <li key={tile.id ?? index}>
                  {href ? (
                    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
                      {content}
                    </a>
                  ) : (
                    content
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <div className={styles.filters}>
        <SearchField value={text} onChange={setText}>
          <Label>Filter resources</Label>
          <Input />
        </SearchField>
        <CheckboxGroup className={styles.checkboxes} value={types} onChange={(value) => setTypes(value as ResourceLinkType[])}>
          <Label>Type</Label>
          {RESOURCE_LINK_TYPES.map((type) => (
            <Checkbox key={type} value={type}>
              {TYPE_LABELS[type]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
      {resources.isLoading ? <p className={styles.muted}>Loading resources…</p> : null}
      {!resources.isLoading && resources.page && resources.sections.length === 0 ? <p className={styles.muted}>No resources match.</p> : null}
      {resources.sections.map((section) => (
        <section key={section.categoryId} className={styles.section} aria-labelledby={`category-${section.categoryId}`}>
          <h2 id={`category-${section.categoryId}`} className={styles.sectionHeading}>
            {section.categoryName}
          </h2>
          <ul className={styles.links}>
            {section.links.map((link) => (
              <li key={link.id} className={styles.linkRow}>
                <ResourceAnchor link={link} />
                {link.isSSOEnabled ? <span className={styles.muted}>Single sign-on</span> : null}
                {resources.canEdit && link.isActive === false ? <span className={styles.muted}>Inactive</span> : null}
                {resources.canEdit ? (
                  <Button className={styles.button} aria-label={`Edit ${resourceNameOf(link)}`} onPress={() => setEditing(link)}>
                    Edit
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {resources.canEdit && resources.page ? (
        <>
          <LinkEditor key={editing?.id ?? 'new'} categories={categories} editing={editing} onDone={() => setEditing(undefined)} />
          <LinkOrderEditor categories={categories} links={resources.page.resourceLinks} />
          <CategoryEditor categories={categories} />
          <TilesEditor key={resources.tiles.map((t) => t.id).join()} tiles={resources.tiles} />
        </>
      ) : null}
      <p>
        <a className={styles.link} href={legal.cookiePolicy} target="_blank" rel="noreferrer">
          Cookie Policy
        </a>
      </p>
    </div>
  );
}
