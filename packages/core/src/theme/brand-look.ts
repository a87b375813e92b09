import { contrastRatio, isHexColor, pickMostContrasting } from "./color-contrast";

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
  return contrastRatio(background, PAGE_COLORS.dark.text) > contrastRatio(background, PAGE_COLORS.light.text) ? "dark" : "light";
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
