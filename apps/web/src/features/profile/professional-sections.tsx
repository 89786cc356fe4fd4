import {
  entryIdOf,
  entryToForm,
  formToEntry,
  type ProfessionalCollection,
  type ProfessionalCollectionSpec,
  type ProfessionalEntries,
} from '@ypo/headless/core';
import { useProfessionalCollection } from '@ypo/headless/profile';
import { useMemo } from 'react';
import { ListSection, type ListSectionConfig } from './list-section';
import type { ProfileSectionsProps } from './sections';

/** Props of {@link CollectionSection}. */
export interface CollectionSectionProps<C extends ProfessionalCollection> extends ProfileSectionsProps {
  readonly spec: ProfessionalCollectionSpec<C>;
  /** The section's visibility rule given its entries (default: any entry). */
  readonly hasContent?: (entries: readonly ProfessionalEntries[C][]) => boolean;
}

/** A professional collection's spec (core/profile/professional.ts) as the one list section's config. */
function configOf<C extends ProfessionalCollection>(spec: ProfessionalCollectionSpec<C>, personId: string, hasContent?: (entries: readonly ProfessionalEntries[C][]) => boolean): ListSectionConfig<ProfessionalEntries[C], string> {
  return {
    title: spec.title,
    addLabel: spec.addLabel,
    emptyText: spec.emptyText,
    schema: spec.schema,
    fields: () => spec.fields,
    toValues: (entry) => entryToForm(spec, entry),
    fromValues: (values, entry) => formToEntry(spec, values, entry === undefined ? { personId } : { personId, id: entryIdOf(spec, entry) }),
    summary: (entry) => spec.summary(entry),
    idOf: (entry) => entryIdOf(spec, entry),
    ...(hasContent ? { hasContent } : {}),
  };
}

/** One professional collection (spec 002 §3): its list, and in edit mode Add, Edit and Delete (confirmed), through the one list section. */
export function CollectionSection<C extends ProfessionalCollection>({ spec, personId, isEditMode, hasContent }: CollectionSectionProps<C>) {
  const collection = useProfessionalCollection(spec, personId);
  const config = useMemo(() => configOf(spec, personId, hasContent), [spec, personId, hasContent]);
  return <ListSection config={config} data={collection} isEditMode={isEditMode} />;
}
