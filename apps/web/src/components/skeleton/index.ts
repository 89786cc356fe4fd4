// The one loading pattern: skeletons in the place and at the size of the content to come.
export { PageSkeleton, Skeleton, SkeletonBlock, SkeletonCards, SkeletonLine, SkeletonShape } from './skeleton';
export type { SkeletonCardsProps, SkeletonLineProps, SkeletonProps, SkeletonShapeProps } from './skeleton';
