import type { BrandTheme, Scheme } from "@sondar/core/theme/brand-look";
import { useEffect, useLayoutEffect, useMemo, useState } from "react";
import { lazyModule } from "./lazy-module";

const brandLook = lazyModule(() => import("./brand-look-chunk"));

/** Whether a theme changes anything; the product's own look needs no chunk. */
export function hasBrandLook(brand: BrandTheme | undefined): brand is BrandTheme {
  return Boolean(
    brand &&
    (brand.brandColor ||
      brand.backgroundColor ||
      brand.backgroundImageUrl ||
      brand.font !== "system" ||
      brand.corners !== "rounded"),
  );
}

/** Fetches the brand chunk when the theme needs it; never rejects (the page then keeps the product's look). */
export function loadBrandLook(brand: BrandTheme | undefined): Promise<void> {
  return hasBrandLook(brand)
    ? brandLook.load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * Paints a survey's brand look on the page root before paint (the page fetches the chunk before
 * its first paint; elsewhere it follows when it arrives) and takes it off on unmount. Returns the
 * scheme a brand background colour brings, or null.
 */
export function useBrandLook(brand: BrandTheme | undefined, override: Scheme | undefined): Scheme | null {
  const branded = hasBrandLook(brand);
  const [chunk, setChunk] = useState(() => brandLook.loaded() ?? null);
  useEffect(() => {
    if (!branded || chunk) return undefined;
    let current = true;
    brandLook.load().then(
      (arrived) => current && setChunk(arrived),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [branded, chunk]);
  const look = useMemo(() => (branded && chunk ? chunk.readPageLook(brand, override) : null), [branded, chunk, brand, override]);
  useLayoutEffect(() => (look && chunk ? chunk.paintPageLook(look) : undefined), [look, chunk]);
  return look?.scheme ?? null;
}
