import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api-client";
import { appConfigQuery } from "./app-config";

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

/**
 * describeOriginRefusal with the server's own address waited for: a form sent the moment the page
 * opened may be refused before /api/config has answered, and the message must still name it.
 */
export function useDescribeOriginRefusal(): (error: unknown) => Promise<string | null> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (error: unknown) => {
      if (!(error instanceof ApiError) || !ORIGIN_CODES.has(error.code)) return null;
      const config = await queryClient.fetchQuery(appConfigQuery).catch(() => undefined);
      return describeOriginRefusal(error, t, config?.publicUrl ?? "");
    },
    [queryClient, t],
  );
}
