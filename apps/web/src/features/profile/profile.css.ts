import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import * as panel from '../../components/panel.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960 });
/** The header: picture, then name, company and chapter, then the Connect button; wraps on narrow screens. */
export const header = style([panel.panel, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg }]);
export const who = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 240px' });
export const name = style({ fontSize: vars.font.sizeLg, margin: 0 });
export const detail = style({ margin: 0, color: vars.color.textMuted });
