// System messages (spec 002 §3, §8, §9): banners the platform shows every member. Their load
// failures are swallowed (002 §8); their colours default to text white on gold (002 §9).

/** A system message (contract `SystemMessage`). */
export interface SystemMessage {
  /** The message's id. */
  readonly id: string;
  /** The text shown. */
  readonly messageText: string;
  /** Its text colour, if the server gives one. */
  readonly textColor?: string | null;
  /** Its background colour, if the server gives one. */
  readonly backgroundColor?: string | null;
}

/** The colours a system message is shown in. */
export interface SystemMessageColors {
  /** The text colour, `#RRGGBB`. */
  readonly textColor: string;
  /** The background colour, `#RRGGBB`. */
  readonly backgroundColor: string;
}

/** WCAG AA contrast for normal text. */
export const MIN_CONTRAST = 4.5;

// spec 002 §9: default system colours are text white, background gold. This gold is dark enough
// for white text to meet AA (4.9:1); the lighter golds fail it.
/** The default colours: white text on gold (spec 002 §9). */
export const DEFAULT_SYSTEM_COLORS: SystemMessageColors = { textColor: '#FFFFFF', backgroundColor: '#8A6D00' };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A `#rgb` or `#rrggbb` colour as `#rrggbb`, or `undefined` for anything else (so no other CSS reaches a style). */
export function hexColor(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (!HEX.test(text)) return undefined;
  const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1);
  return `#${digits.toUpperCase()}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colours to show a system message in: the server's, each defaulting to white text on gold
 * (spec 002 §9); a pair that is not a hex colour or whose contrast misses AA falls back to the
 * defaults as a whole, so every message stays readable.
 */
export function systemMessageColors(message: Pick<SystemMessage, 'textColor' | 'backgroundColor'>): SystemMessageColors {
  const textColor = hexColor(message.textColor) ?? DEFAULT_SYSTEM_COLORS.textColor;
  const backgroundColor = hexColor(message.backgroundColor) ?? DEFAULT_SYSTEM_COLORS.backgroundColor;
  if (contrastRatio(textColor, backgroundColor) < MIN_CONTRAST) return DEFAULT_SYSTEM_COLORS;
  return { textColor, backgroundColor };
}

/** The messages to show: those with text, in the server's order. */
export function visibleSystemMessages(list: readonly SystemMessage[] | null | undefined): SystemMessage[] {
  return (list ?? []).filter((m) => typeof m.messageText === 'string' && m.messageText.trim() !== '');
}
