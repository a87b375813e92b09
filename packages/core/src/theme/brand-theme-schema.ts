import { z } from "zod";
import { uploadUrlSchema } from "../uploads/upload-url-schema";
import { BRAND_FONTS, CORNER_STYLES, type BrandTheme } from "./brand-look";

import { isHexColor } from "./color-contrast";

/** A colour as themes store it: `#rrggbb`, kept in lower case. Never a CSS expression. */
export const hexColorSchema = z
  .string()
  .refine(isHexColor, "Enter a colour as # and six hex digits, like #4f46e5")
  .transform((value) => value.toLowerCase());

/** A survey's brand theme (docs/decisions/122-brand-theme.md); null colours keep the product's own. */
export const brandThemeSchema = z.object({
  brandColor: hexColorSchema.nullable().default(null),
  font: z.enum(BRAND_FONTS).default("system"),
  backgroundColor: hexColorSchema.nullable().default(null),
  backgroundImageUrl: uploadUrlSchema.nullable().default(null),
  corners: z.enum(CORNER_STYLES).default("rounded"),
}) satisfies z.ZodType<BrandTheme, unknown>;
