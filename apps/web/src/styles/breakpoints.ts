/** Responsive breakpoints in px (spec 000 §1). */
export const breakpoints = { xs: 767, sm: 1023, md: 1199, lg: 1300, xl: 1600 } as const;

/** Media query for widths above a breakpoint. */
export const above = (bp: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[bp] + 1}px)`;

/** Media query for widths at or below a breakpoint (`upTo('xs')`: phones, 767 px and narrower). */
export const upTo = (bp: keyof typeof breakpoints) => `screen and (max-width: ${breakpoints[bp]}px)`;
