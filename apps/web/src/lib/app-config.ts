import { publicConfigSchema, type PublicConfig } from "@sondar/core/site/public-config";
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

/** Public server settings (product name, which sign-in options exist). */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ["config"],
    queryFn: () => apiFetch("/api/config", { schema: publicConfigSchema }),
    staleTime: Infinity,
  });
  return data ?? FALLBACK;
}
