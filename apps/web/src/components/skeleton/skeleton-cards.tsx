// A list of cards loading, apart from skeleton.tsx (in the initial chunk) so only the list pages that use it carry it.
import { Skeleton, SkeletonLine, type SkeletonLineProps } from './skeleton';

/** Props of {@link SkeletonCards}. */
export interface SkeletonCardsProps {
  /** What is loading ('Loading waivers'). */
  label: string;
  /** The class of the list the cards will be in. */
  className: string;
  /** The class of one card, so each stands at the card's size. */
  cardClassName: string;
  /** How many cards; 3 unless given. */
  count?: number;
  /** The widths of a card's small detail lines under its half-width title line. */
  details?: readonly NonNullable<SkeletonLineProps['width']>[];
}

/** A list of cards to come (a list page loading): each card a title line and its detail lines. */
export function SkeletonCards({ label, className, cardClassName, count = 3, details = ['wide', 'half'] }: SkeletonCardsProps) {
  return (
    <Skeleton label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={cardClassName}>
          <SkeletonLine width="half" />
          {details.map((width, j) => (
            <SkeletonLine key={j} size="small" width={width} />
          ))}
        </span>
      ))}
    </Skeleton>
  );
}
