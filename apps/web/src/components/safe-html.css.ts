import { globalStyle, style } from '@vanilla-extract/css';

export const richText = style({ lineHeight: 1.5 });
globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
