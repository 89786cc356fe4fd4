import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The members found by the allow-impersonation tool: one switch per row, no bullets. */
export const people = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
