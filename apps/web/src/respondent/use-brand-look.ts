import type { PageLook } from "@sondar/core/theme/brand-look";
import { isUploadUrl } from "@sondar/core/uploads/upload-url";
import { useLayoutEffect } from "react";

/** The custom properties respondent.css reads; only checked values go in (docs/decisions/122-brand-theme.md). */
const PROPERTIES = ["--brand", "--brand-on", "--font-sans", "--survey-bg", "--survey-bg-image"] as const;
const FLAGS = ["brand", "surveyBg", "surveyBgImage", "corners"] as const;

function clear(root: HTMLElement) {
  PROPERTIES.forEach((name) => root.style.removeProperty(name));
  FLAGS.forEach((flag) => delete root.dataset[flag]);
}

/**
 * Paints a survey's brand look on the page root, before paint: brand colour (and the text on it),
 * font, background colour or image, corner style. Colours are `#rrggbb` (core's check) and the
 * image one of our uploads, so nothing a creator types becomes CSS. Removed again on unmount.
 */
export function useBrandLook(look: PageLook | null) {
  const brandColor = look?.brandColor ?? null;
  const brandTextColor = look?.brandTextColor ?? null;
  const fontStack = look?.fontStack ?? null;
  const backgroundColor = look?.backgroundColor ?? null;
  const backgroundImageUrl = look?.backgroundImageUrl ?? null;
  const corners = look?.corners ?? null;
  useLayoutEffect(() => {
    if (!corners) return undefined;
    const root = document.documentElement;
    if (brandColor && brandTextColor) {
      root.style.setProperty("--brand", brandColor);
      root.style.setProperty("--brand-on", brandTextColor);
      root.dataset.brand = "";
    }
    if (fontStack) root.style.setProperty("--font-sans", fontStack);
    if (backgroundColor) {
      root.style.setProperty("--survey-bg", backgroundColor);
      root.dataset.surveyBg = "";
    }
    if (isUploadUrl(backgroundImageUrl)) {
      root.style.setProperty("--survey-bg-image", `url("${backgroundImageUrl}")`);
      root.dataset.surveyBgImage = "";
    }
    root.dataset.corners = corners;
    return () => clear(root);
  }, [brandColor, brandTextColor, fontStack, backgroundColor, backgroundImageUrl, corners]);
}
