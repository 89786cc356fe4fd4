import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The button and, when connected, the 'Connected' mark before it. */
export const connect = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const mark = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
