import { getPageLook, PAGE_COLORS, type BrandTheme, type Scheme } from "./brand-look";
import { AA_NON_TEXT_RATIO, AA_TEXT_RATIO, contrastRatio } from "./color-contrast";

/*
 * Only the builder warns (docs/decisions/123-contrast-maths-in-core.md); this file is apart from
 * brand-look.ts so that the respondent page does not carry it.
 */

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
