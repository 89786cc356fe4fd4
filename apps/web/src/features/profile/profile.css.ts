import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import * as panel from '../../components/panel.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960 });
/** The header: picture, then name, company and chapter, then the Connect button; wraps on narrow screens. */
export const header = style([panel.panel, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg }]);
export const who = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 240px' });
export const name = style({ fontSize: vars.font.sizeLg, margin: 0 });
export const detail = style({ margin: 0, color: vars.color.textMuted });

// profa: edit controls, the sections and their entries.
/** The edit-mode controls under the header: the notice and the Edit profile / Done editing link. */
export const editBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const editLink = style({ color: vars.color.primary, fontWeight: 600 });
/** One section of the profile (About me, Communities, Professional experience, a collection). */
export const section = style([panel.panel, { display: 'grid', gap: vars.space.md }]);
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const sectionTitle = panel.panelTitle;
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const entry = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const entryText = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 240px' });
export const entryHeading = style({ margin: 0, fontWeight: 600 });
export const entryActions = style({ display: 'flex', gap: vars.space.sm });
export const empty = style({ margin: 0, color: vars.color.textMuted });
/** The dialog's fields: two columns where there is room. */
export const fields = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const wide = style({ gridColumn: '1 / -1' });
/** Lines of a one-of section (contact, assistant), one per line. */
export const lines = style({ margin: 0, whiteSpace: 'pre-line' });
/** A heading inside a section (About me: Interests, Family). */
export const subTitle = style({ fontSize: vars.font.sizeMd, margin: 0, color: vars.color.textMuted });

// The header's actions and the recommendations.
/** The header's actions (Connect, Follow, Download contact card, Change photo); wraps on narrow screens. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
/** One recommendation: what it is, then its disposition buttons. */
export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const mark = style({ color: vars.color.primary, fontWeight: 600 });
/** The checkboxes of a several-choice lookup field (family interests). */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
