import { style } from '@vanilla-extract/css';
import { above } from '../../styles/breakpoints';
import { choiceRow, radioMark as radioMarkLook, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });
export const panel = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox, '@media': { [above('xs')]: { padding: vars.space.lg } } });
export const heading = style({ fontSize: '1.25rem', margin: 0, color: vars.color.primary });
export const subheading = style({ fontSize: '1.05rem', margin: 0, color: vars.color.primary });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

// Feedback: one question per row, a rating as radios from 1 to 5.
export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });
export const question = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: `0 0 ${vars.space.sm}`, border: 0, borderBottom: `1px solid ${vars.color.surfaceAlt}` });
export const field = style({ display: 'grid', gap: vars.space.xs, maxWidth: '20rem' });
export const label = style({ fontWeight: 600 });
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const radio = style(choiceRow(vars.space.xs));
export const radioMark = style(radioMarkLook(radio, 16, 5));
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

// Policies: the topics beside the article from the small breakpoint up.
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [above('xs')]: { gridTemplateColumns: 'minmax(12rem, 18rem) 1fr' } },
});
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const searchField = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 16rem' });
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const link = style({ color: vars.color.primary, fontWeight: 600, selectors: { '&[aria-current="page"]': { textDecoration: 'none', color: vars.color.text } } });
export const article = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

// The app's one text input look (the dialogs' fields).
export { input } from '../../components/dialog.css';
// The app's one button look: primary for sends, secondary (outlined) for the rest.
export { button as primaryButton, secondaryButton as button } from '../../components/button.css';
