import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The header's actions (Connect, Follow, Download contact card, Change photo); wraps on narrow screens. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const subTitle = style({ fontSize: vars.font.sizeMd, margin: 0, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
/** One recommendation: what it is, then its disposition buttons. */
export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const itemText = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 200px' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const mark = style({ color: vars.color.primary, fontWeight: 600 });
