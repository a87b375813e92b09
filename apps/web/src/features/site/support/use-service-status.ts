import { useEffect, useState } from "react";

export type ServiceStatus = "checking" | "ok" | "down" | "unknown";

/**
 * The service's state as the server's health check reports it
 * (docs/decisions/107-service-status-from-the-health-check.md): asked once the page runs in the
 * browser, so the server's HTML says "checking".
 */
export function useServiceStatus(): ServiceStatus {
  const [status, setStatus] = useState<ServiceStatus>("checking");
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/health", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { status?: string } | null;
        if (response.ok && body?.status === "ok") setStatus("ok");
        else setStatus(response.status === 503 ? "down" : "unknown");
      })
      .catch((error: Error) => {
        if (error.name !== "AbortError") setStatus("unknown");
      });
    return () => controller.abort();
  }, []);
  return status;
}
