import { style } from '@vanilla-extract/css';

// Apart from notifications.css.ts: the slot is in the initial chunk, the bell's other styles are not.
/** The bell's reserved place in the header: the same size before and after the bell loads (no layout shift). */
export const bellSlot = style({ display: 'inline-flex', width: 40, height: 40, flex: '0 0 auto' });
