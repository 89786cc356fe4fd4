import { style } from '@vanilla-extract/css';
import * as buttons from '../../components/button.css';
import { surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox });
export const heading = style({ fontSize: '1.25rem', margin: 0, color: vars.color.primary });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const name = style({ flex: '1 1 12rem', margin: 0, fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const button = buttons.secondaryButton;
export const primaryButton = buttons.button;
export const progress = style({ width: '100%', height: 8, background: vars.color.surfaceAlt, borderRadius: vars.radius.sm, overflow: 'hidden' });
