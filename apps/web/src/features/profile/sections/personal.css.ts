import { style } from '@vanilla-extract/css';
import * as panel from '../../../components/panel.css';
import { vars } from '../../../styles/theme.css';

/** One section of the personal collections: a panel with its heading and Add/Edit button. */
export const section = style([panel.panel, { display: 'grid', gap: vars.space.sm }]);
export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLg });
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const entry = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const entryText = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 240px' });
export const entryActions = style({ display: 'flex', gap: vars.space.xs });
export const muted = style({ margin: 0, color: vars.color.textMuted });
/** Lines of a one-of section (contact, assistant), one per line. */
export const lines = style({ margin: 0, whiteSpace: 'pre-line' });
/** The sections, one column on narrow screens, two from the small breakpoint (spec 002 §9: sm 1023). */
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' });
