// The one loading pattern: skeletons in the place and at the size of the content to come.
export { PageSkeleton, Skeleton, SkeletonBlock, SkeletonLine, SkeletonShape } from './skeleton';
export type { SkeletonLineProps, SkeletonProps, SkeletonShapeProps } from './skeleton';
export { SkeletonCards } from './skeleton-cards';
export type { SkeletonCardsProps } from './skeleton-cards';
