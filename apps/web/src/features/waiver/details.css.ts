import { style } from '@vanilla-extract/css';
import { checkMark, choiceRow } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960, margin: '0 auto', padding: vars.space.md });
export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({ margin: 0, fontSize: '1.5rem', color: vars.color.primary });
export const status = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const fields = style({ display: 'grid', gridTemplateColumns: 'minmax(10rem, 1fr) 2fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingLeft: vars.space.md });
export const meta = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const choices = style({ display: 'grid', gap: vars.space.xs });
export const choice = style(choiceRow(vars.space.xs));
export const box = style(checkMark(choice));
export const row = style({ display: 'contents' });
