import { AA_NON_TEXT_RATIO, AA_TEXT_RATIO, contrastRatio, isHexColor, pickMostContrasting } from "./color-contrast";

/**
 * A survey's brand theme read for the page (docs/decisions/122-brand-theme.md). No zod here: the
 * respondent page uses these functions and carries no schema library; brand-theme-schema.ts
 * holds the schema built on these lists.
 */

export const BRAND_FONTS = ["system", "humanist", "serif", "rounded", "mono"] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];

export const CORNER_STYLES = ["rounded", "square", "pill"] as const;
export type CornerStyle = (typeof CORNER_STYLES)[number];

/** Font stacks already on the visitor's device: nothing is fetched from another site, no bytes added. */
export const FONT_STACKS: Record<BrandFont, string> = {
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "DejaVu Serif", serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, sans-serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
};

/** A stored brand theme; every colour is `#rrggbb` or null for the product's own. */
export interface BrandTheme {
  brandColor: string | null;
  font: BrandFont;
  backgroundColor: string | null;
  backgroundImageUrl: string | null;
  corners: CornerStyle;
}

/** The product's own look: no colours of its own, the system font, rounded corners. */
export const DEFAULT_BRAND_THEME: BrandTheme = {
  brandColor: null,
  font: "system",
  backgroundColor: null,
  backgroundImageUrl: null,
  corners: "rounded",
};

export type Scheme = "light" | "dark";

/** The product's own page colours, which a theme without its own keeps. */
export const PAGE_COLORS = {
  brand: "#4f46e5",
  light: { background: "#f8fafc", text: "#0f172a", mutedText: "#475569" },
  dark: { background: "#020617", text: "#f1f5f9", mutedText: "#94a3b8" },
} as const;

/** Text on a brand-coloured button: white or the page's dark ink, whichever stands out more. */
export function getTextColorOn(background: string): string {
  return pickMostContrasting(background, ["#ffffff", PAGE_COLORS.light.text]);
}

/** The scheme whose text reads best on `background`: a dark background takes the dark scheme. */
export function getSchemeFor(background: string): Scheme {
  return contrastRatio(background, PAGE_COLORS.dark.text) > contrastRatio(background, PAGE_COLORS.light.text)
    ? "dark"
    : "light";
}

/** What the page paints: null fields leave the product's own look in place. */
export interface PageLook {
  /** Forced scheme; null follows the survey's light/dark/auto setting. */
  scheme: Scheme | null;
  brandColor: string | null;
  /** Text on the brand colour (buttons). */
  brandTextColor: string | null;
  backgroundColor: string | null;
  backgroundImageUrl: string | null;
  fontStack: string | null;
  corners: CornerStyle;
}

/**
 * The look of the page for a theme. A background colour brings the scheme that reads on it; an
 * embed that asks for the other scheme (`?theme=`) keeps the product's background of that scheme
 * and everything else of the brand.
 */
export function getPageLook(theme: BrandTheme, override: Scheme | undefined): PageLook {
  const background = isHexColor(theme.backgroundColor) ? theme.backgroundColor : null;
  const backgroundScheme = background ? getSchemeFor(background) : null;
  const keepsBackground = background !== null && (override === undefined || override === backgroundScheme);
  const brand = isHexColor(theme.brandColor) ? theme.brandColor.toLowerCase() : null;
  return {
    scheme: override ?? backgroundScheme,
    brandColor: brand,
    brandTextColor: brand ? getTextColorOn(brand) : null,
    backgroundColor: keepsBackground ? background.toLowerCase() : null,
    backgroundImageUrl: theme.backgroundImageUrl,
    fontStack: theme.font === "system" ? null : FONT_STACKS[theme.font],
    corners: theme.corners,
  };
}

export type ContrastProblem =
  | { kind: "text"; ratio: number; scheme: Scheme }
  | { kind: "button-text"; ratio: number }
  | { kind: "brand-on-background"; ratio: number; scheme: Scheme };

/**
 * Where a theme falls below WCAG AA: text (muted text included) on a chosen background colour,
 * button text on the brand colour, and the brand colour (progress, chosen options, focus) against
 * each background the page may show. A background image is not measured: the page puts the
 * survey on a card over it. Empty when all pass.
 */
export function getContrastProblems(theme: BrandTheme, surveyScheme: "auto" | Scheme): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const look = getPageLook(theme, undefined);
  const brand = look.brandColor ?? PAGE_COLORS.brand;
  const backgrounds: { scheme: Scheme; color: string }[] =
    look.backgroundColor && look.scheme
      ? [{ scheme: look.scheme, color: look.backgroundColor }]
      : (surveyScheme === "auto" ? (["light", "dark"] as const) : [surveyScheme]).map((scheme) => ({
          scheme,
          color: PAGE_COLORS[scheme].background,
        }));
  if (look.backgroundColor && look.scheme && !look.backgroundImageUrl) {
    const { text, mutedText } = PAGE_COLORS[look.scheme];
    const ratio = Math.min(contrastRatio(text, look.backgroundColor), contrastRatio(mutedText, look.backgroundColor));
    if (ratio < AA_TEXT_RATIO) problems.push({ kind: "text", ratio, scheme: look.scheme });
  }
  if (look.brandColor && look.brandTextColor) {
    const ratio = contrastRatio(look.brandColor, look.brandTextColor);
    if (ratio < AA_TEXT_RATIO) problems.push({ kind: "button-text", ratio });
  }
  if (look.brandColor && !look.backgroundImageUrl) {
    for (const { scheme, color } of backgrounds) {
      const ratio = contrastRatio(brand, color);
      if (ratio < AA_NON_TEXT_RATIO) problems.push({ kind: "brand-on-background", ratio, scheme });
    }
  }
  return problems;
}
