import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heading = style({ margin: 0, color: vars.color.primary });
export const title = style({ margin: `${vars.space.xs} 0 ${vars.space.md}`, color: vars.color.textMuted });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0 });
export const topics = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const topic = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
// media fields (speaker-media-fields.tsx): the photo (500x500 at most, shown smaller) and the video.
export const photoPreview = style({ display: 'block', width: '8rem', height: '8rem', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const video = style({ display: 'grid', gap: vars.space.xs });
export const player = style({ width: '100%', maxWidth: '32rem', borderRadius: vars.radius.sm });
export const videoActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const progress = style({ width: '100%', maxWidth: '32rem' });
