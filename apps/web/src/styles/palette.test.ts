import { describe, expect, it } from 'vitest';
import { NOTICE_PALETTE } from './palette';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('notice colours', () => {
  it('compute contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it.each(Object.entries(NOTICE_PALETTE))('%s meets AA (4.5:1) as a toast and as an inline message', (_, colors) => {
    expect(contrast(colors.onSolid, colors.solid)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.text, colors.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('is green for success, red for error and amber for warning (spec 001 §9)', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    expect(hue(NOTICE_PALETTE.success.solid)).toBeGreaterThan(90);
    expect(hue(NOTICE_PALETTE.success.solid)).toBeLessThan(160);
    expect(hue(NOTICE_PALETTE.error.solid) < 15 || hue(NOTICE_PALETTE.error.solid) > 345).toBe(true);
    expect(hue(NOTICE_PALETTE.warning.solid)).toBeGreaterThan(35);
    expect(hue(NOTICE_PALETTE.warning.solid)).toBeLessThan(50);
  });
});
