import { getPageLook, type BrandTheme, type PageLook, type Scheme } from "@sondar/core/theme/brand-look";
import { isUploadUrl } from "@sondar/core/uploads/upload-url";
import "./brand-look.css";

/*
 * A chunk of its own, fetched only for a survey with a brand look, so an unbranded survey's
 * first paint carries none of it (docs/decisions/122-brand-theme.md).
 */

/** The custom properties brand-look.css reads; only checked values go in. */
const PROPERTIES = ["--brand", "--brand-on", "--font-sans", "--survey-bg", "--survey-bg-image"] as const;
const FLAGS = ["brand", "surveyBg", "surveyBgImage", "corners"] as const;

/** What the page paints for this theme, and under which `?theme=` (core's rules). */
export function readPageLook(brand: BrandTheme, override: Scheme | undefined): PageLook {
  return getPageLook(brand, override);
}

/**
 * Paints a look on the page root: colours are `#rrggbb` (core checked them again) and the image one
 * of our uploads, so nothing a creator types becomes CSS. Returns what takes it off again.
 */
export function paintPageLook(look: PageLook): () => void {
  const root = document.documentElement;
  if (look.brandColor && look.brandTextColor) {
    root.style.setProperty("--brand", look.brandColor);
    root.style.setProperty("--brand-on", look.brandTextColor);
    root.dataset.brand = "";
  }
  if (look.fontStack) root.style.setProperty("--font-sans", look.fontStack);
  if (look.backgroundColor) {
    root.style.setProperty("--survey-bg", look.backgroundColor);
    root.dataset.surveyBg = "";
  }
  if (isUploadUrl(look.backgroundImageUrl)) {
    root.style.setProperty("--survey-bg-image", `url("${look.backgroundImageUrl}")`);
    root.dataset.surveyBgImage = "";
  }
  root.dataset.corners = look.corners;
  return () => {
    PROPERTIES.forEach((name) => root.style.removeProperty(name));
    FLAGS.forEach((flag) => delete root.dataset[flag]);
  };
}
