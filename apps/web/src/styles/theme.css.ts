import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { NOTICE_PALETTE } from './palette';

/** Design tokens (spec 000 §1: primary colour is a dark navy). */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#0b1f3a',
    primaryContrast: '#ffffff',
    text: '#1c2430',
    textMuted: '#4a5563',
    surface: '#ffffff',
    surfaceAlt: '#f3f5f8',
    border: '#cfd6df',
    focus: '#1d5fd1',
    danger: '#b3261e',
    /** Shapes of a loading skeleton. */
    skeleton: '#e3e8ee',
  },
  // Notice colours by kind (success, error, warning, info): see palette.ts.
  notice: NOTICE_PALETTE,
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px' },
  /** WCAG 2.5.8: every pointer target is at least 24 x 24 px. */
  size: { touchTarget: '24px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.5rem',
  },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  background: vars.color.surfaceAlt,
});
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
