import type { TFunction } from "i18next";
import { ApiError } from "./api-client";

/** Our same-origin check's code, and the auth library's for the same refusal. */
const ORIGIN_CODES = new Set(["BAD_ORIGIN", "INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN"]);

/**
 * What to tell a user whose request the server refused for the address the app was opened at
 * (another name or port than PUBLIC_URL), or null for any other error.
 */
export function describeOriginRefusal(error: unknown, t: TFunction, publicUrl: string): string | null {
  if (!(error instanceof ApiError) || !ORIGIN_CODES.has(error.code)) return null;
  const origin = window.location.origin;
  return publicUrl && publicUrl !== origin
    ? t("errors.originRefused", { origin, publicUrl })
    : t("errors.originRefusedNoAddress", { origin });
}
