import { style } from '@vanilla-extract/css';

// Apart from messenger-badge.css.ts: the slot is in the initial chunk, the badge's own styles are not.
/** The messenger badge's reserved place in the header: the same size before and after the badge loads (no layout shift). */
export const badgeSlot = style({ display: 'inline-flex', width: 40, height: 40, flex: '0 0 auto' });
