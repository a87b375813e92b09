import type { TFunction } from "i18next";
import { ApiError } from "./api-client";

/**
 * The user-facing text of an API error: its translation by code when there is one (filled with
 * `values`, such as the file's name), else the server's message.
 */
export function describeApiError(
  error: unknown,
  t: TFunction,
  fallback: string,
  values: Record<string, string | number> = {},
): string {
  if (error instanceof ApiError) {
    if (error.code === "NETWORK") return t("errors.NETWORK");
    return t(`errors.${error.code}`, { ...values, defaultValue: error.message || fallback });
  }
  return fallback;
}
