import type { DatabaseHandle } from "../../apps/server/src/db/database";

/**
 * The whole server in process, as the submit-driven benchmarks run it: silent, behind one proxy
 * hop (so each simulated respondent's X-Forwarded-For address counts) and with the per-address
 * submit limit out of the way; `env` adds what one benchmark needs on top.
 */
export async function buildBenchServer(database: DatabaseHandle, origin: string, env: Record<string, string> = {}) {
  const { buildServer } = await import("../../apps/server/src/build-server");
  const { loadConfig } = await import("../../apps/server/src/config/config");
  const { createLogger } = await import("../../apps/server/src/lib/logger");
  const loaded = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: origin,
    LOG_LEVEL: "silent",
    TRUST_PROXY_HOPS: "1",
    PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "10000000",
    // The load posts submits without opening the page.
    SPAM_MIN_ANSWER_SECONDS: "0",
    ...env,
  });
  if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
  return buildServer({ config: loaded.config, database, logger: createLogger("silent") });
}
