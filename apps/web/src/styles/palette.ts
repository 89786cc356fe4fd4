import type { NoticeKind } from '@ypo/headless';

/** Colours of one notice kind: a solid toast (`solid` with `onSolid` text) and an inline message (`text` on `surface`). */
export type NoticeColors = { solid: string; onSolid: string; surface: string; text: string };

// spec 001 §9: toast colours are success green, error red, warning amber. Every text/background
// pair meets WCAG AA (4.5:1), which palette.test.ts checks.
/** Notice colours by kind, the values behind the theme's `vars.notice` tokens. */
export const NOTICE_PALETTE = {
  success: { solid: '#14532d', onSolid: '#ffffff', surface: '#e3f2e6', text: '#14532d' },
  error: { solid: '#b3261e', onSolid: '#ffffff', surface: '#fdf1f0', text: '#b3261e' },
  warning: { solid: '#ffb300', onSolid: '#1c2430', surface: '#fff4d6', text: '#6b4700' },
  info: { solid: '#0b1f3a', onSolid: '#ffffff', surface: '#f3f5f8', text: '#1c2430' },
} satisfies Record<NoticeKind, NoticeColors>;
