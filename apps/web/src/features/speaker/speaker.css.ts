import { style } from '@vanilla-extract/css';
import * as panel from '../../components/panel.css';
import { vars } from '../../styles/theme.css';

export const heading = style({ margin: 0, color: vars.color.primary, overflowWrap: 'anywhere' });
export const title = style({ margin: `${vars.space.xs} 0 ${vars.space.md}`, color: vars.color.textMuted });
/** Terms beside their details; on a phone each term above its detail (a long address wraps, never widens the page). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const topics = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const topic = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const profile = style([panel.panel, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, maxWidth: 960 }]);
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });
export const photo = style({ width: 160, height: 160, objectFit: 'cover', borderRadius: vars.radius.sm });
export const editLink = style({ color: vars.color.primary, fontWeight: 600 });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = panel.panelTitle;
export const subTitle = style({ fontSize: vars.font.sizeMd, margin: 0, color: vars.color.textMuted });
export const lines = style({ margin: 0, whiteSpace: 'pre-line' });
export const video = style({ width: '100%', maxWidth: 640 });
export const memberSection = style([panel.panel, { display: 'grid', gap: vars.space.md, maxWidth: 960, marginTop: vars.space.lg }]);
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const biography = style({ display: 'grid', gap: vars.space.xs });
export const textArea = style({ minHeight: 120, font: 'inherit', padding: vars.space.sm });
// media fields (speaker-media-fields.tsx): the photo (500x500 at most, shown smaller) and the video.
export const photoPreview = style({ display: 'block', width: '8rem', height: '8rem', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const videoField = style({ display: 'grid', gap: vars.space.xs });
export const player = style({ width: '100%', maxWidth: '32rem', borderRadius: vars.radius.sm });
export const videoActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const progress = style({ width: '100%', maxWidth: '32rem' });

// apply: the Become a Speaker / edit speaker form.
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 720 });
export const fields = style({ display: 'grid', gap: vars.space.md });
export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const step = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, color: vars.color.textMuted });
export const currentStep = style([step, { background: vars.color.surfaceAlt, color: vars.color.text, fontWeight: 600 }]);
export const stepHeading = style({ margin: 0 });
export const stepCount = style({ fontWeight: 400, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });
export const topicGroup = style({ display: 'grid', gap: vars.space.xs });
export const topicCategory = style({ fontWeight: 600 });
export const phone = style({ display: 'grid', gridTemplateColumns: 'minmax(5rem, 1fr) 3fr', gap: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
export const link = style({ color: vars.color.primary });
