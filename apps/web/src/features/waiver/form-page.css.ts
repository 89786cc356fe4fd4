import { style } from '@vanilla-extract/css';
import * as panel from '../../components/panel.css';
import { vars } from '../../styles/theme.css';

// The waiver form page (waiver-form-page.tsx, form-attachments.tsx).
export const page = style({ display: 'grid', gap: vars.space.md, maxWidth: 880 });
export const heading = style({ margin: 0, color: vars.color.primary });
export const prospect = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const section = style([panel.panel, { display: 'grid', gap: vars.space.md }]);
export const sectionTitle = panel.panelTitle;
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'start',
});
export const wide = style({ gridColumn: '1 / -1' });
export const select = style({ display: 'grid', gap: vars.space.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const itemName = style({ margin: 0, overflowWrap: 'anywhere', color: vars.color.primary });
export const progress = style({ width: '100%', maxWidth: '24rem' });
