import { style } from '@vanilla-extract/css';
import { pageBox } from '../styles/looks';

/** The centred card of a page outside the member shell (sign-in callback, error, access denied). */
export const page = style({ maxWidth: 560, ...pageBox });
