import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Metrics } from "./metrics";

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN as a bearer token
 * (docs/decisions/269-metrics.md). Without a token configured the address does not exist (404),
 * so a server nobody scrapes shows nothing; a wrong or missing token is refused (401).
 */
export function metricsRoutes(deps: { metrics: Metrics; token: string | undefined }) {
  const app = new Hono();
  const expected = deps.token === undefined ? undefined : digest(deps.token);

  app.get("/metrics", async (c) => {
    if (!expected) return c.text("Not found", 404);
    const given = /^Bearer (.+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
    // Compared as digests of equal length, in constant time, so the answer's timing says nothing of the token.
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    c.header("Cache-Control", "no-store");
    return c.body(await deps.metrics.registry.metrics(), 200, { "Content-Type": deps.metrics.registry.contentType });
  });

  return app;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}
