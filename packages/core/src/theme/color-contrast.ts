/**
 * WCAG 2.x contrast between two colours (docs/decisions/123-contrast-maths-in-core.md). The maths is
 * the standard's own few lines, so no library: relative luminance of sRGB, then (L1 + 0.05) / (L2 + 0.05).
 */

/** Text needs 4.5:1 against what is behind it (WCAG 2.x AA, 1.4.3). */
export const AA_TEXT_RATIO = 4.5;
/** Controls and focus marks need 3:1 against what is next to them (WCAG 2.x AA, 1.4.11). */
export const AA_NON_TEXT_RATIO = 3;

const HEX = /^#([0-9a-f]{6})$/i;

/** Whether `value` is a colour as themes store it: `#rrggbb`. */
export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX.test(value);
}

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0 black to 1 white) of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Of `candidates`, the one that stands out most on `background`. */
export function pickMostContrasting<T extends string>(background: string, candidates: readonly [T, ...T[]]): T {
  return candidates.reduce((best, next) => (contrastRatio(background, next) > contrastRatio(background, best) ? next : best));
}
