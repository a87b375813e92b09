import type { PublicConfig } from "@sondar/core/site/public-config";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

export type AppConfig = PublicConfig;

const FALLBACK: AppConfig = {
  productName: "Sondar",
  supportEmail: "support@sondar.local",
  publicUrl: "",
  googleSignIn: false,
  devMailbox: false,
  chatWidgetUrl: null,
};

/** GET /api/config as a query: asked once per page load. */
export const appConfigQuery = {
  queryKey: ["config"],
  queryFn: async (): Promise<AppConfig> => {
    // The schema, and zod with it, loads apart: the public site's first paint carries no zod
    // (docs/decisions/098-public-site-script-on-a-diet.md); in the app the chunk is already there.
    const { publicConfigSchema } = await import("@sondar/core/site/public-config");
    return apiFetch("/api/config", { schema: publicConfigSchema });
  },
  staleTime: Infinity,
};

/** Public server settings (product name, which sign-in options exist); defaults until they arrive. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQuery);
  return data ?? FALLBACK;
}
