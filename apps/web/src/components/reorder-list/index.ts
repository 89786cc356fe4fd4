// The one reorderable list: featured items, quick links, files and media, resource links and tiles.
export { ReorderList } from './reorder-list';
export type { ReorderListProps } from './reorder-list';
